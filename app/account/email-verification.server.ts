import type { AccountUser } from '~/auth/types'
import { sendVerificationLink, submitVerificationCode } from '~/auth/email-verification.server'
import { log } from '~/log.server'
import { createRateLimiter } from '~/site/rate-limit.server'
import type { AccountNotice } from './notices'

const logger = log('account')

/** Longer than any code we issue (43 characters); such a parameter is treated as a wrong code without looking at it. */
const MAX_CODE_LENGTH = 200

/** New verification links a shopper may ask for: three per ten minutes. */
export const verificationLinkLimiter = createRateLimiter({ name: 'verification-link', windowMs: 10 * 60 * 1000, max: 3 })

type Shopper = Pick<AccountUser, 'id' | 'email' | 'firstName' | 'emailVerified'>

/**
 * 001 §4.8 on /account/orders?email_verification=true&code=…: submit the code for a shopper who is
 * not verified yet and say which notice to show. Returns null when the address carries neither
 * parameter; otherwise the clean address to replace it with (so a reload does not resubmit).
 */
export async function consumeVerificationLink(
  user: Shopper,
  url: URL,
  now = new Date(),
): Promise<{ redirectTo: string; notice: AccountNotice | null } | null> {
  const flag = url.searchParams.get('email_verification')
  const code = url.searchParams.get('code')
  if (flag === null && code === null) return null
  const clean = new URL(url)
  clean.searchParams.delete('email_verification')
  clean.searchParams.delete('code')
  const redirectTo = `${clean.pathname}${clean.search}`
  if (flag !== 'true' || code === null || user.emailVerified) return { redirectTo, notice: null }
  const outcome = await submitVerificationCode(user, code.length > MAX_CODE_LENGTH ? '' : code, now)
  return { redirectTo, notice: outcome === 'verified' ? 'email-verified' : outcome === 'expired' ? 'verification-expired' : null }
}

export type LinkRequest =
  | { status: 'sent' }
  | { status: 'already-verified' }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'failed' }

/** The orders page's 'Send verification link' button: rate-limited per shopper. */
export async function requestVerificationLink(user: Shopper, now = new Date()): Promise<LinkRequest> {
  if (user.emailVerified) return { status: 'already-verified' }
  const allowed = await verificationLinkLimiter.hit(user.id, now.getTime())
  if (!allowed.ok) return { status: 'limited', retryAfterSeconds: allowed.retryAfterSeconds }
  try {
    await sendVerificationLink(user, now)
    return { status: 'sent' }
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'could not send a verification link')
    return { status: 'failed' }
  }
}
