import { eq, sql } from 'drizzle-orm'
import type { RawForm } from '~/auth/auth-form.server'
import { field } from '~/auth/auth-form.server'
import type { FormErrors } from '~/auth/sign-up-rules'
import { getDb } from '~/db/client.server'
import { newsletterSubscribers } from '~/db/schema'
import { publicOrigin } from '~/env.server'
import { enqueueMail } from '~/mail/outbox.server'
import { describeWait } from '~/site/rate-limit-rules'
import { createRateLimiter } from '~/site/rate-limit.server'
import { newsletterConfirmMail, newsletterWelcomeMail } from './mail'
import { NEWSLETTER_MESSAGES } from './newsletter-messages'
import {
  CONFIRM_LINK_TTL_MS,
  NEWSLETTER_ADDRESS_LIMIT,
  NEWSLETTER_CLIENT_LIMIT,
  type NewsletterField,
  validateNewsletterSignUp,
} from './newsletter-rules'
import { newsletterKeys, readConfirmToken, readUnsubscribeToken, signConfirmToken, signUnsubscribeToken } from './tokens.server'

/**
 * Cannabis Insider sign-ups (issue 16): double opt-in by mail. A sign-up stores the address as
 * 'pending' and queues a mail with a signed link that expires (tokens.server.ts); opening it
 * subscribes the address and queues a welcome. Every mail carries a signed unsubscribe link. The
 * mails go through the outbox in the same transaction as the change that caused them.
 */

const clientLimiter = createRateLimiter({ name: 'newsletter-client', ...NEWSLETTER_CLIENT_LIMIT })
const addressLimiter = createRateLimiter({ name: 'newsletter-address', ...NEWSLETTER_ADDRESS_LIMIT })

export const NEWSLETTER_PATH = '/cannabis-insider'

export function confirmLink(token: string): string {
  return `${publicOrigin()}${NEWSLETTER_PATH}/confirm?token=${encodeURIComponent(token)}`
}

export function unsubscribeLink(subscriberId: string): string {
  return `${publicOrigin()}${NEWSLETTER_PATH}/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(newsletterKeys().unsubscribe, subscriberId))}`
}

export type SubscribeOutcome =
  | { ok: true; result: 'check-email' | 'already-subscribed'; email: string }
  | { ok: false; status: 400 | 429; errors: FormErrors<NewsletterField>; retryAfterSeconds?: number }

/** A posted sign-up (fields `email` and `ageConfirmed`). */
export async function subscribe(form: RawForm, { clientAddress, now = new Date() }: { clientAddress: string; now?: Date }): Promise<SubscribeOutcome> {
  const checked = validateNewsletterSignUp({ email: field(form, 'email'), ageConfirmed: field(form, 'ageConfirmed') })
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors }
  const { email } = checked.value
  for (const [limiter, key] of [
    [clientLimiter, clientAddress],
    [addressLimiter, email],
  ] as const) {
    const limited = await limiter.hit(key, now.getTime())
    if (!limited.ok) {
      return { ok: false, status: 429, retryAfterSeconds: limited.retryAfterSeconds, errors: { form: NEWSLETTER_MESSAGES.tooMany(describeWait(limited.retryAfterSeconds)) } }
    }
  }
  const result = await getDb().transaction(async (tx) => {
    // A new address, a pending one (a fresh link; older links stop working) or an unsubscribed one
    // (a fresh opt-in) becomes pending at `now`; a subscribed one is left alone and returns nothing.
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, status: 'pending', requestedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { status: 'pending', requestedAt: now, unsubscribedAt: null },
        setWhere: sql`${newsletterSubscribers.status} <> 'subscribed'`,
      })
      .returning({ id: newsletterSubscribers.id })
    if (!row) return 'already-subscribed' as const
    const token = signConfirmToken(newsletterKeys().confirm, {
      subscriberId: row.id,
      requestedAtMs: now.getTime(),
      expiresAtSec: Math.floor((now.getTime() + CONFIRM_LINK_TTL_MS) / 1000),
    })
    await enqueueMail(newsletterConfirmMail(email, { confirm: confirmLink(token), unsubscribe: unsubscribeLink(row.id) }), tx)
    return 'check-email' as const
  })
  return { ok: true, result, email }
}

export type ConfirmOutcome = { result: 'confirmed' | 'already-confirmed'; email: string } | { result: 'expired'; email: string | null } | { result: 'invalid' }

/**
 * Opens a confirm link. The newest link of a pending address subscribes it (and queues the welcome);
 * opening it again, or any link of a subscribed address, changes nothing and says so. An expired
 * link, one replaced by a newer sign-up, or one for an address unsubscribed since, is 'expired'.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<ConfirmOutcome> {
  const claim = readConfirmToken(newsletterKeys().confirm, token, now)
  if (!claim.ok && claim.reason !== 'expired') return { result: 'invalid' }
  if (!claim.ok) return { result: 'expired', email: await emailOf(claim.subscriberId!) }
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, claim.subscriberId)).for('update')
    if (!row) return { result: 'invalid' as const }
    if (row.status === 'subscribed') return { result: 'already-confirmed' as const, email: row.email }
    if (row.status === 'unsubscribed' || row.requestedAt.getTime() !== claim.requestedAtMs) return { result: 'expired' as const, email: row.email }
    await tx.update(newsletterSubscribers).set({ status: 'subscribed', confirmedAt: now }).where(eq(newsletterSubscribers.id, row.id))
    await enqueueMail(newsletterWelcomeMail(row.email, { blog: `${publicOrigin()}/blog`, unsubscribe: unsubscribeLink(row.id) }), tx)
    return { result: 'confirmed' as const, email: row.email }
  })
}

async function emailOf(subscriberId: string): Promise<string | null> {
  const [row] = await getDb().select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId))
  return row?.email ?? null
}

/** Who an unsubscribe link is for (the page asks before it acts), or null for a link that is not ours. */
export async function unsubscribeTarget(token: string): Promise<{ email: string; status: 'pending' | 'subscribed' | 'unsubscribed' } | null> {
  const subscriberId = readUnsubscribeToken(newsletterKeys().unsubscribe, token)
  if (!subscriberId) return null
  const [row] = await getDb()
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId))
  return row ?? null
}

export type UnsubscribeOutcome = { result: 'unsubscribed' | 'already-unsubscribed'; email: string } | { result: 'invalid' }

/** Unsubscribes (or cancels a pending sign-up); doing it twice is harmless. */
export async function unsubscribe(token: string, now = new Date()): Promise<UnsubscribeOutcome> {
  const subscriberId = readUnsubscribeToken(newsletterKeys().unsubscribe, token)
  if (!subscriberId) return { result: 'invalid' }
  const [changed] = await getDb()
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(sql`${newsletterSubscribers.id} = ${subscriberId} and ${newsletterSubscribers.status} <> 'unsubscribed'`)
    .returning({ email: newsletterSubscribers.email })
  if (changed) return { result: 'unsubscribed', email: changed.email }
  const email = await emailOf(subscriberId)
  return email ? { result: 'already-unsubscribed', email } : { result: 'invalid' }
}
