/**
 * One-time notices the orders page shows after a redirect (a verification link was used, a new
 * link was sent without JavaScript). They travel in a short-lived cookie so the address bar loses
 * the link's code and a reload shows nothing again. Pure.
 */
export const ACCOUNT_NOTICE_COOKIE = 'nm_account_notice'
const NOTICE_MAX_AGE_SECONDS = 60

export const ACCOUNT_NOTICES = ['email-verified', 'verification-expired', 'link-sent', 'link-limited', 'link-failed'] as const
export type AccountNotice = (typeof ACCOUNT_NOTICES)[number]

function isNotice(value: string): value is AccountNotice {
  return (ACCOUNT_NOTICES as readonly string[]).includes(value)
}

export function readNotice(cookieHeader: string | null | undefined): AccountNotice | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== ACCOUNT_NOTICE_COOKIE) continue
    const value = part.slice(index + 1).trim()
    return isNotice(value) ? value : null
  }
  return null
}

export function noticeCookie(notice: AccountNotice, { secure }: { secure: boolean }): string {
  return [
    `${ACCOUNT_NOTICE_COOKIE}=${notice}`,
    `Max-Age=${NOTICE_MAX_AGE_SECONDS}`,
    'Path=/account',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

export function clearedNoticeCookie({ secure }: { secure: boolean }): string {
  return [`${ACCOUNT_NOTICE_COOKIE}=`, 'Max-Age=0', 'Path=/account', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}

/**
 * A notice only shows when it still matches the shopper: 'verified' once they are verified, the
 * verification prompts' notices while they are not (a hand-made cookie cannot contradict the page).
 */
export function noticeFor(notice: AccountNotice | null, emailVerified: boolean): AccountNotice | null {
  if (!notice) return null
  return (notice === 'email-verified') === emailVerified ? notice : null
}

/** 001 §4.8 texts, exactly as quoted. */
export const VERIFIED_MESSAGE = 'Your Email is verified successfully'
export const EXPIRED_MESSAGE = 'Your verification link has expired. We have sent a new email verification link. Kindly use the same'
export const LINK_SENT_MESSAGE = 'We have successfully sent verification link to your email. Please check your email'
export const LINK_LIMITED_MESSAGE = 'You have asked for several links in a short time. Please check your inbox, or wait a few minutes and try again.'
export const LINK_FAILED_MESSAGE = 'We could not send the link just now. Please try again in a moment.'
