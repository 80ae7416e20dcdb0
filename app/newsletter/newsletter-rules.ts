import { emailSchema, type FormErrors } from '~/auth/sign-up-rules'

/**
 * The Cannabis Insider newsletter's rules (issue 16): what a sign-up must hold, what each outcome
 * says, how long a confirm link works and how often one client or address may sign up.
 */

/** How long the confirm link in the mail works. */
export const CONFIRM_LINK_TTL_MS = 48 * 60 * 60 * 1000

/** Sign-ups one client address may post: a household's worth, not a list of strangers. */
export const NEWSLETTER_CLIENT_LIMIT = { windowMs: 15 * 60 * 1000, max: 5 }
/** Confirm mails one address may be sent: a resend or two, never a mail bomb aimed at someone else. */
export const NEWSLETTER_ADDRESS_LIMIT = { windowMs: 60 * 60 * 1000, max: 3 }

export const NEWSLETTER_MESSAGES = {
  ageMissing: 'Confirm that you are 21 or older to subscribe.',
  checkEmail: (email: string) =>
    `Almost there: we sent a confirmation link to ${email}. Open it within 48 hours to start receiving Cannabis Insider.`,
  alreadySubscribed: (email: string) => `${email} is already subscribed to Cannabis Insider. Nothing more to do.`,
  tooMany: (wait: string) => `Too many sign-ups from here. Please try again in ${wait}.`,
  confirmed: 'You are subscribed. The next Cannabis Insider lands in your inbox on the first Thursday of the month.',
  alreadyConfirmed: 'Your subscription was already confirmed. You are all set.',
  expired: 'This confirmation link has expired or was replaced by a newer one. Sign up again below and we will send a fresh link.',
  invalidLink: 'This link is not valid. Check that you copied the whole address from the email, or sign up again.',
  unsubscribed: 'You are unsubscribed. We will not send you Cannabis Insider again unless you sign up once more.',
  alreadyUnsubscribed: 'This address was already unsubscribed. We will not send you Cannabis Insider.',
} as const

export type NewsletterField = 'email' | 'ageConfirmed'

export type NewsletterSignUp = { email: string }

export type NewsletterValidation = { ok: true; value: NewsletterSignUp } | { ok: false; errors: FormErrors<NewsletterField> }

/** A posted sign-up: a valid email (trimmed, lower-cased; the sign-up form's messages) and the 21+ box ticked. */
export function validateNewsletterSignUp(raw: { email: string; ageConfirmed: string }): NewsletterValidation {
  const errors: FormErrors<NewsletterField> = {}
  const email = emailSchema.safeParse(raw.email)
  if (!email.success) errors.email = email.error.issues[0]?.message
  if (raw.ageConfirmed !== 'yes') errors.ageConfirmed = NEWSLETTER_MESSAGES.ageMissing
  if (!email.success || errors.ageConfirmed) return { ok: false, errors }
  return { ok: true, value: { email: email.data } }
}
