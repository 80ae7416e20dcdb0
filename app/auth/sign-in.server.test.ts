import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { mailOutbox, sessions, users } from '~/db/schema'
import { createDispensary } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getAccountUser } from './session.server'
import { solvedPayload } from '../../tests/setup/captcha'
import { SIGN_IN_FAILURES, signIn } from './sign-in.server'
import { SIGN_IN_THROTTLE } from './sign-in-throttle'
import { requestPasswordReset } from './password-reset.server'
import { SIGN_IN_MESSAGES } from './sign-in-rules'
import { signUp } from './sign-up.server'

// Real time: challenges expire by the clock (altcha-lib checks expiry against it too).
const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000)
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

  it('after three wrong passwords for an account (from anywhere), the next attempt needs a solved challenge; with it, the right password signs in', async () => {
    for (let i = 0; i < 3; i++) {
      const outcome = await signIn({ email: 'ada@example.com', password: `wrong guess ${i}` }, { request: request(), clientAddress: `198.51.100.${i}`, now: at(0) })
      expect(outcome).toMatchObject({ ok: false, status: 400, errors: { form: 'The email or password is incorrect.' } })
      // The answer that reaches the threshold hands over the challenge for the next attempt.
      expect(!outcome.ok && outcome.challenge?.parameters.data).toEqual(i < 2 ? undefined : { purpose: 'sign-in', level: 1 })
    }
    const unsolved = await signIn({ email: 'ADA@example.com', password }, { request: request(), clientAddress: '198.51.100.99', now: at(1) })
    expect(unsolved).toMatchObject({ ok: false, status: 429, challengeRequired: true, errors: { form: SIGN_IN_MESSAGES.challengeRequired } })
    expect(await sessionCount()).toBe(0)

    const challenge = !unsolved.ok ? unsolved.challenge! : null
    const altcha = await solvedPayload(challenge!)
    const signedIn = await signIn({ email: 'ada@example.com', password, altcha }, { request: request(), clientAddress: '198.51.100.99', now: at(1) })
    expect(signedIn.ok).toBe(true)
    expect(await sessionCount()).toBe(1)
    // The success forgot the account's failures: the next sign-in needs nothing.
    expect((await signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '198.51.100.98', now: at(2) })).ok).toBe(true)
  })

  it('a solved challenge is good once: the same solution again is asked for a new one, and the password is not even checked', async () => {
    await failures('account', 'ada@example.com', 3)
    const first = await signIn({ email: 'ada@example.com', password: 'wrong guess 9' }, { request: request(), clientAddress: '10.2.2.2', now: at(0) })
    const altcha = await solvedPayload(!first.ok ? first.challenge! : (null as never))
    expect(await signIn({ email: 'ada@example.com', password: 'wrong guess 10', altcha }, { request: request(), clientAddress: '10.2.2.2', now: at(0) })).toMatchObject({
      ok: false,
      status: 400,
    })
    const replay = await signIn({ email: 'ada@example.com', password, altcha }, { request: request(), clientAddress: '10.2.2.2', now: at(0) })
    expect(replay).toMatchObject({ ok: false, status: 429, challengeRequired: true })
    expect(await sessionCount()).toBe(0)
  })

  it('many failures from one address ask that address for a challenge; the same account from another address signs in directly', async () => {
    const from = { request: request(), clientAddress: '203.0.113.50' }
    for (let i = 0; i < 10; i++) {
      // Different accounts each time, so only the per-address count is at work.
      const outcome = await signIn({ email: `guess${i}@example.com`, password: `guess number ${i}` }, { ...from, now: at(0) })
      expect(outcome).toMatchObject({ ok: false, status: 400 })
    }
    const right = await signIn({ email: 'ada@example.com', password }, { ...from, now: at(1) })
    expect(right).toMatchObject({ ok: false, status: 429, challengeRequired: true })
    expect(await sessionCount()).toBe(0)

    expect((await signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '203.0.113.51', now: at(1) })).ok).toBe(true)
    const altcha = await solvedPayload(!right.ok ? right.challenge! : (null as never))
    expect((await signIn({ email: 'ada@example.com', password, altcha }, { ...from, now: at(1) })).ok).toBe(true)
    // And an hour after the first failure the address needs nothing.
    expect((await signIn({ email: 'ada@example.com', password }, { ...from, now: at(60) })).ok).toBe(true)
    expect(await sessionCount()).toBe(3)
  })

  it('asks for harder work as failures pile up, and refuses an easier solution', async () => {
    await failures('account', 'ada@example.com', 10)
    const asked = await signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '10.3.3.3', now: at(0) })
    expect(!asked.ok && asked.challenge?.parameters.data).toEqual({ purpose: 'sign-in', level: 2 })

    await failures('address', '10.3.3.4', SIGN_IN_THROTTLE.perAddress[2].from)
    const easy = await signIn({ email: 'nobody@example.com', password: 'whatever 12' }, { request: request(), clientAddress: '10.3.3.4', now: at(0) })
    const easyPayload = await solvedPayload(!easy.ok ? easy.challenge! : (null as never))
    const refused = await signIn({ email: 'ada@example.com', password, altcha: easyPayload }, { request: request(), clientAddress: '10.3.3.3', now: at(0) })
    expect(refused).toMatchObject({ ok: false, status: 429, challengeRequired: true })
    expect(await sessionCount()).toBe(0)
  })

  it('however many failures, from the account’s attackers and from the shopper’s own address, the reset mail still goes out', async () => {
    await failures('account', 'ada@example.com', 500)
    await failures('address', '10.5.5.5', 500)
    expect(await requestPasswordReset({ email: 'ada@example.com' }, { clientAddress: '10.5.5.5' })).toEqual({ ok: true })
    const mails = await getDb().select({ to: mailOutbox.toAddress }).from(mailOutbox).where(eq(mailOutbox.kind, 'reset-password'))
    expect(mails).toEqual([{ to: 'ada@example.com' }])
  })

  it('a solution from an expired challenge is refused', async () => {
    await failures('account', 'ada@example.com', 3)
    const old = await signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '10.4.4.4', now: at(-10) })
    const altcha = await solvedPayload(!old.ok ? old.challenge! : (null as never))
    const late = await signIn({ email: 'ada@example.com', password, altcha }, { request: request(), clientAddress: '10.4.4.4', now: at(0) })
    expect(late).toMatchObject({ ok: false, status: 429, challengeRequired: true })
  })
})

/** Records failures straight into the counters (what that many wrong passwords would leave). */
async function failures(kind: 'account' | 'address', key: string, count: number) {
  for (let i = 0; i < count; i++) await SIGN_IN_FAILURES[kind].fail(key, at(0).getTime())
}
