import { eq } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { users } from '~/db/schema'
import { describeWait } from '~/site/rate-limit-rules'
import { createRateLimiter } from '~/site/rate-limit.server'
import { getAuth } from './auth.server'
import { authErrorCode, field, type RawForm } from './auth-form.server'
import { RESET_MESSAGES, type ResetField, validateForgotPassword, validateNewPassword } from './sign-in-rules'
import type { FormErrors } from './sign-up-rules'

/** Reset mails a client address may ask for: a few typos' worth, not a mail cannon. */
export const FORGOT_PASSWORD_LIMIT = { windowMs: 15 * 60 * 1000, max: 5 }
const limiter = createRateLimiter({ name: 'forgot-password', ...FORGOT_PASSWORD_LIMIT })

/** better-auth's reset tokens: 24 letters and digits. Anything else is not worth a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9]{16,64}$/

export type ForgotOutcome = { ok: true } | { ok: false; status: 400 | 429; errors: FormErrors<'email'>; retryAfterSeconds?: number }

/**
 * Ask for a reset link. The answer is the same whether or not the email has an account; when it
 * has, better-auth stores a one-hour token and password-reset-mail.server.ts puts the link in the outbox.
 */
export async function requestPasswordReset(form: RawForm, { clientAddress, now = new Date() }: { clientAddress: string; now?: Date }): Promise<ForgotOutcome> {
  const checked = validateForgotPassword({ email: field(form, 'email') })
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors }
  const limited = await limiter.hit(clientAddress, now.getTime())
  if (!limited.ok) {
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: limited.retryAfterSeconds,
      errors: { form: RESET_MESSAGES.tooMany(describeWait(limited.retryAfterSeconds)) },
    }
  }
  await getAuth().api.requestPasswordReset({ body: { email: checked.value.email, redirectTo: '/reset-password' } })
  return { ok: true }
}

/** The account a reset token belongs to while it still works, or null (unknown, used or expired). */
export async function findResetToken(token: string, now = new Date()): Promise<{ email: string } | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  const context = await getAuth().$context
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  if (!verification || new Date(verification.expiresAt).getTime() <= now.getTime()) return null
  const [user] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, verification.value)).limit(1)
  return user ?? null
}

export type ResetOutcome =
  | { ok: true }
  | { ok: false; status: 400; errors: FormErrors<ResetField>; tokenInvalid?: true }

/** Set a new password with a token from the mail; every session of the account ends (auth.server.ts). */
export async function resetPassword(form: RawForm, { now = new Date() }: { now?: Date } = {}): Promise<ResetOutcome> {
  const token = field(form, 'token')
  const account = await findResetToken(token, now)
  if (!account) return { ok: false, status: 400, tokenInvalid: true, errors: { form: RESET_MESSAGES.tokenInvalid } }

  const checked = validateNewPassword({ password: field(form, 'password'), confirmPassword: field(form, 'confirmPassword'), email: account.email })
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors }

  try {
    await getAuth().api.resetPassword({ body: { token, newPassword: checked.value.password } })
  } catch (error) {
    const code = authErrorCode(error)
    // Used by another tab a moment ago.
    if (code === 'INVALID_TOKEN') return { ok: false, status: 400, tokenInvalid: true, errors: { form: RESET_MESSAGES.tokenInvalid } }
    throw error
  }
  return { ok: true }
}
