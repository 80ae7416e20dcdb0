/**
 * What each newsletter outcome says (issue 16). Apart from the rules (newsletter-rules.ts) so the
 * pages that show them do not carry the rules' zod schemas to the browser.
 */
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
