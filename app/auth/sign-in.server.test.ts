import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { sessions, users } from '~/db/schema'
import { createDispensary } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getAccountUser } from './session.server'
import { SIGN_IN_LIMITS, signIn } from './sign-in.server'
import { signUp } from './sign-up.server'

const t0 = new Date('2026-06-15T12:00:00')
const request = () => new Request('http://localhost/sign-in', { method: 'POST' })
const password = 'correct horse 42'

beforeEach(async () => {
  await resetDatabase()
  const created = await signUp(
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '3125550123',
      birthdate: '12/10/1990',
      homeState: 'IL',
      password,
      acceptTerms: 'on',
    },
    { request: request(), clientAddress: '10.9.9.9', now: t0 },
  )
  if (!created.ok) throw new Error('setup sign-up failed')
  await getDb().delete(sessions)
})

async function sessionCount() {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(sessions)
  return row!.n
}

const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000)

describe('signIn', () => {
  it('signs in with the right password, whatever the email case, and the cookie is a session', async () => {
    const outcome = await signIn({ email: ' ADA@Example.com', password }, { request: request(), clientAddress: '10.0.0.1', now: t0 })
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
    expect(outcome.user).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' })
    const cookie = outcome.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    expect(await getAccountUser(new Request('http://localhost/account', { headers: { cookie } }))).toMatchObject({ firstName: 'Ada' })
    expect(await sessionCount()).toBe(1)
  })

  it.each([
    ['a wrong password', { email: 'ada@example.com', password: 'wrong password 1' }],
    ['an unknown email', { email: 'nobody@example.com', password }],
    ['a 5,000-character password', { email: 'ada@example.com', password: 'x'.repeat(5000) }],
  ])('answers one generic message for %s', async (_label, form) => {
    const outcome = await signIn(form, { request: request(), clientAddress: '10.0.0.2', now: t0 })
    expect(outcome).toEqual({ ok: false, status: 400, errors: { form: 'The email or password is incorrect.' } })
    expect(await sessionCount()).toBe(0)
  })

  it('brings back the shopper’s home dispensary cookie (30 days) on a new browser, and none without one', async () => {
    const first = await signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '10.0.0.2', now: t0 })
    if (!first.ok) throw new Error('sign-in failed')
    expect(first.headers.getSetCookie().some((c) => c.startsWith('nm_home_dispensary='))).toBe(false)

    const dispensary = await createDispensary(getDb(), { slug: 'champaign' })
    await getDb().update(users).set({ homeDispensaryId: dispensary.id })
    const second = await signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '10.0.0.2', now: t0 })
    if (!second.ok) throw new Error('sign-in failed')
    const home = second.headers.getSetCookie().find((c) => c.startsWith('nm_home_dispensary='))
    expect(home).toMatch(/^nm_home_dispensary=[a-z-]+\/champaign;/)
    expect(home).toMatch(/Max-Age=2592000/)
  })

  it('asks for missing fields next to them', async () => {
    const outcome = await signIn({ email: '', password: '' }, { request: request(), clientAddress: '10.0.0.3', now: t0 })
    expect(outcome).toEqual({ ok: false, status: 400, errors: { email: 'Enter your email address.', password: 'Enter your password.' } })
  })

  it('limits 20 rapid failures from one address: 429, no sessions, the right password refused too, until the window ends', async () => {
    const from = { request: request(), clientAddress: '203.0.113.50' }
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      // Different accounts each time, so only the per-address limit is at work.
      const outcome = await signIn({ email: `guess${i}@example.com`, password: `guess number ${i}` }, { ...from, now: at(0) })
      statuses.push(outcome.ok ? 200 : outcome.status)
    }
    expect(statuses.slice(0, SIGN_IN_LIMITS.perAddress.max)).toEqual(Array(SIGN_IN_LIMITS.perAddress.max).fill(400))
    expect(statuses.slice(SIGN_IN_LIMITS.perAddress.max)).toEqual(Array(20 - SIGN_IN_LIMITS.perAddress.max).fill(429))

    const right = await signIn({ email: 'ada@example.com', password }, { ...from, now: at(1) })
    expect(right).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 14 * 60 })
    expect(!right.ok && right.errors.form).toBe('Too many sign-in attempts. For your security, please wait 14 minutes and try again.')
    expect(await sessionCount()).toBe(0)

    // Another address is not affected; this one is let go once the window has passed.
    expect((await signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '203.0.113.51', now: at(1) })).ok).toBe(true)
    expect((await signIn({ email: 'ada@example.com', password }, { ...from, now: at(15) })).ok).toBe(true)
    expect(await sessionCount()).toBe(2)
  })

  it('limits failures against one account from many addresses, the right password included', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.max; i++) {
      const outcome = await signIn({ email: 'ada@example.com', password: `wrong guess ${i}` }, { request: request(), clientAddress: `198.51.100.${i}`, now: at(0) })
      expect(outcome).toMatchObject({ ok: false, status: 400 })
    }
    const right = await signIn({ email: 'ADA@example.com', password }, { request: request(), clientAddress: '198.51.100.99', now: at(2) })
    expect(right).toMatchObject({ ok: false, status: 429 })
    expect(await sessionCount()).toBe(0)
    expect((await signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '198.51.100.99', now: at(15) })).ok).toBe(true)
  })

  it('a success clears the account’s count of failures', async () => {
    const from = { request: request(), clientAddress: '10.1.1.1' }
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.max - 1; i++) await signIn({ email: 'ada@example.com', password: `wrong ${i}x` }, { ...from, now: at(0) })
    expect((await signIn({ email: 'ada@example.com', password }, { ...from, now: at(0) })).ok).toBe(true)
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.max - 1; i++) await signIn({ email: 'ada@example.com', password: `wrong ${i}y` }, { request: request(), clientAddress: '10.1.1.2', now: at(1) })
    expect((await signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '10.1.1.2', now: at(1) })).ok).toBe(true)
  })
})
