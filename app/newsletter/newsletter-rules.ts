import { emailSchema, type FormErrors } from '~/auth/sign-up-rules'
import { NEWSLETTER_MESSAGES } from './newsletter-messages'

/**
 * The Cannabis Insider newsletter's rules (issue 16): what a sign-up must hold, how long a confirm link works and how often one client or address may sign up.
 */

/** How long the confirm link in the mail works. */
export const CONFIRM_LINK_TTL_MS = 48 * 60 * 60 * 1000

/** Sign-ups one client address may post: a household's worth, not a list of strangers. */
export const NEWSLETTER_CLIENT_LIMIT = { windowMs: 15 * 60 * 1000, max: 5 }
/** Confirm mails one address may be sent: a resend or two, never a mail bomb aimed at someone else. */
export const NEWSLETTER_ADDRESS_LIMIT = { windowMs: 60 * 60 * 1000, max: 3 }


export type NewsletterField = 'email' | 'ageConfirmed'

export type NewsletterSignUp = { email: string }

export type NewsletterValidation = { ok: true; value: NewsletterSignUp } | { ok: false; errors: FormErrors<NewsletterField> }

/** A posted sign-up: a valid email (trimmed, lower-cased; the sign-up form's messages) and the 21+ box ticked (a checkbox posts 'on'). */
export function validateNewsletterSignUp(raw: { email: string; ageConfirmed: string }): NewsletterValidation {
  const errors: FormErrors<NewsletterField> = {}
  const email = emailSchema.safeParse(raw.email)
  if (!email.success) errors.email = email.error.issues[0]?.message
  if (raw.ageConfirmed !== 'on') errors.ageConfirmed = NEWSLETTER_MESSAGES.ageMissing
  if (!email.success || errors.ageConfirmed) return { ok: false, errors }
  return { ok: true, value: { email: email.data } }
}
