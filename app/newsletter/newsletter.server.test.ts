import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { mailOutbox, newsletterSubscribers } from '~/db/schema'
import { resetDatabase } from '../../tests/setup/reset-database'
import { CONFIRM_LINK_TTL_MS, NEWSLETTER_ADDRESS_LIMIT, NEWSLETTER_CLIENT_LIMIT } from './newsletter-rules'
import { confirmSubscription, subscribe, unsubscribe, unsubscribeTarget } from './newsletter.server'

beforeEach(async () => {
  await resetDatabase()
})

const T0 = new Date('2026-03-05T15:00:00.000Z')
const later = (ms: number) => new Date(T0.getTime() + ms)
let client = 0
const signUp = (email: string, now = T0, clientAddress = `203.0.113.${++client % 250}`) =>
  subscribe({ email, ageConfirmed: 'on' }, { clientAddress, now })

async function mailsTo(email: string) {
  return getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id)
}

/** The link of a kind in the newest mail to `email`. */
async function linkIn(email: string, path: 'confirm' | 'unsubscribe'): Promise<string> {
  const mails = await mailsTo(email)
  const text = mails.at(-1)?.textBody ?? ''
  const match = new RegExp(`https?://\\S+/cannabis-insider/${path}\\?token=(\\S+)`).exec(text)
  if (!match) throw new Error(`no ${path} link in ${text}`)
  return decodeURIComponent(match[1]!)
}

async function row(email: string) {
  const [found] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
  return found
}

describe('newsletter sign-up with double opt-in', () => {
  it('stores a pending address (lower-cased) and queues one confirm mail with a confirm and an unsubscribe link', async () => {
    expect(await signUp('  Ada@Example.com ')).toEqual({ ok: true, result: 'check-email', email: 'ada@example.com' })
    expect(await row('ada@example.com')).toMatchObject({ status: 'pending', confirmedAt: null })
    const mails = await mailsTo('ada@example.com')
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([['newsletter-confirm', 'Confirm your Cannabis Insider subscription']])
    expect(mails[0]?.htmlBody).toContain('>Unsubscribe</a>')
    await expect(linkIn('ada@example.com', 'confirm')).resolves.toMatch(/^[0-9a-f-]{36}\.\d+\.\d+\.[\w-]{43}$/)
    await expect(linkIn('ada@example.com', 'unsubscribe')).resolves.toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/)
  })

  it('refuses a bad email or a missing 21+ confirmation without storing or mailing anything', async () => {
    const outcome = await subscribe({ email: 'ada@', ageConfirmed: '' }, { clientAddress: '198.51.100.1', now: T0 })
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      errors: { email: 'Enter a valid email address, like name@example.com.', ageConfirmed: 'Confirm that you are 21 or older to subscribe.' },
    })
    expect(await getDb().select().from(newsletterSubscribers)).toEqual([])
    expect(await getDb().select().from(mailOutbox)).toEqual([])
  })

  it('confirms with the link, once: opening it again changes nothing and queues no second welcome', async () => {
    await signUp('ada@example.com')
    const token = await linkIn('ada@example.com', 'confirm')
    expect(await confirmSubscription(token, later(60_000))).toEqual({ result: 'confirmed', email: 'ada@example.com' })
    expect(await row('ada@example.com')).toMatchObject({ status: 'subscribed', confirmedAt: later(60_000) })
    expect(await confirmSubscription(token, later(120_000))).toEqual({ result: 'already-confirmed', email: 'ada@example.com' })
    expect((await mailsTo('ada@example.com')).map((mail) => mail.kind)).toEqual(['newsletter-confirm', 'newsletter-welcome'])
    expect((await row('ada@example.com'))?.confirmedAt).toEqual(later(60_000))
  })

  it('says an address is already subscribed, and mails it nothing', async () => {
    await signUp('ada@example.com')
    await confirmSubscription(await linkIn('ada@example.com', 'confirm'), later(1_000))
    expect(await signUp('ADA@example.com', later(2_000))).toEqual({ ok: true, result: 'already-subscribed', email: 'ada@example.com' })
    expect((await mailsTo('ada@example.com')).map((mail) => mail.kind)).toEqual(['newsletter-confirm', 'newsletter-welcome'])
  })

  it('an expired link does not subscribe, and names the address so the page can offer a fresh one', async () => {
    await signUp('ada@example.com')
    const token = await linkIn('ada@example.com', 'confirm')
    expect(await confirmSubscription(token, later(CONFIRM_LINK_TTL_MS))).toEqual({ result: 'expired', email: 'ada@example.com' })
    expect((await row('ada@example.com'))?.status).toBe('pending')
    // Signing up again sends a link that works.
    await signUp('ada@example.com', later(CONFIRM_LINK_TTL_MS + 1_000))
    const fresh = await linkIn('ada@example.com', 'confirm')
    expect(await confirmSubscription(fresh, later(CONFIRM_LINK_TTL_MS + 2_000))).toMatchObject({ result: 'confirmed' })
  })

  it('only the newest link of a pending address works', async () => {
    await signUp('ada@example.com')
    const first = await linkIn('ada@example.com', 'confirm')
    await signUp('ada@example.com', later(5_000))
    const second = await linkIn('ada@example.com', 'confirm')
    expect(await confirmSubscription(first, later(6_000))).toEqual({ result: 'expired', email: 'ada@example.com' })
    expect(await confirmSubscription(second, later(7_000))).toMatchObject({ result: 'confirmed' })
  })

  it.each([
    ['not a token', 'hello'],
    ['a forged signature', '8d0f3f5e-8a39-4d5c-9f4e-1f7f0b1b2c3d.1772722800000.1999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('an invalid link (%s) changes nothing', async (_, token) => {
    await signUp('ada@example.com')
    expect(await confirmSubscription(token, later(1_000))).toEqual({ result: 'invalid' })
    expect((await row('ada@example.com'))?.status).toBe('pending')
  })

  it('a tampered link (another address’s id with this signature) is invalid', async () => {
    await signUp('ada@example.com')
    await signUp('grace@example.com')
    const ada = await linkIn('ada@example.com', 'confirm')
    const grace = await linkIn('grace@example.com', 'confirm')
    const forged = `${grace.split('.')[0]}.${ada.split('.').slice(1).join('.')}`
    expect(await confirmSubscription(forged, later(1_000))).toEqual({ result: 'invalid' })
  })

  it('unsubscribes with the signed link, twice harmlessly; the old confirm link cannot resubscribe; a new sign-up can', async () => {
    await signUp('ada@example.com')
    const confirm = await linkIn('ada@example.com', 'confirm')
    await confirmSubscription(confirm, later(1_000))
    const token = await linkIn('ada@example.com', 'unsubscribe')
    expect(await unsubscribeTarget(token)).toEqual({ email: 'ada@example.com', status: 'subscribed' })
    expect(await unsubscribe(token, later(2_000))).toEqual({ result: 'unsubscribed', email: 'ada@example.com' })
    expect(await unsubscribe(token, later(3_000))).toEqual({ result: 'already-unsubscribed', email: 'ada@example.com' })
    expect(await row('ada@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: later(2_000) })
    expect(await confirmSubscription(confirm, later(4_000))).toEqual({ result: 'expired', email: 'ada@example.com' })
    expect(await signUp('ada@example.com', later(5_000))).toMatchObject({ result: 'check-email' })
    expect(await row('ada@example.com')).toMatchObject({ status: 'pending', unsubscribedAt: null })
    expect(await unsubscribe('nope', later(6_000))).toEqual({ result: 'invalid' })
    expect(await unsubscribeTarget('nope')).toBeNull()
  })

  it(`limits one client to ${NEWSLETTER_CLIENT_LIMIT.max} sign-ups per window`, async () => {
    for (let i = 0; i < NEWSLETTER_CLIENT_LIMIT.max; i++) expect(await signUp(`guest${i}@example.com`, T0, '192.0.2.7')).toMatchObject({ ok: true })
    const refused = await signUp('one-more@example.com', T0, '192.0.2.7')
    expect(refused).toEqual({ ok: false, status: 429, retryAfterSeconds: 900, errors: { form: 'Too many sign-ups from here. Please try again in 15 minutes.' } })
    expect(await row('one-more@example.com')).toBeUndefined()
    expect(await signUp('one-more@example.com', later(NEWSLETTER_CLIENT_LIMIT.windowMs), '192.0.2.7')).toMatchObject({ ok: true })
  })

  it(`mails one address at most ${NEWSLETTER_ADDRESS_LIMIT.max} times per window, whoever asks`, async () => {
    for (let i = 0; i < NEWSLETTER_ADDRESS_LIMIT.max; i++) await signUp('target@example.com', later(i))
    expect(await signUp('target@example.com', later(10))).toMatchObject({ ok: false, status: 429 })
    expect(await mailsTo('target@example.com')).toHaveLength(NEWSLETTER_ADDRESS_LIMIT.max)
  })
})
