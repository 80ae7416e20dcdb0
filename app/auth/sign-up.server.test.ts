import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { mailOutbox, sessions, users } from '~/db/schema'
import { resetDatabase } from '../../tests/setup/reset-database'
import { AUTH_FORM_MAX_BYTES, readAuthForm } from './auth-form.server'
import { getAccountUser } from './session.server'
import { SIGN_UP_MESSAGES } from './sign-up-rules'
import { SIGN_UP_LIMIT, signUp } from './sign-up.server'

beforeEach(async () => {
  await resetDatabase()
})

const now = new Date('2026-06-15T12:00:00')
let address = 0
/** A fresh client address per call, so the per-address limit only trips where a test wants it. */
const client = () => ({ request: new Request('http://localhost/sign-up', { method: 'POST' }), clientAddress: `10.0.0.${++address}`, now })

const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  phoneNumber: '(312) 555-0123',
  birthdate: '12/10/1990',
  homeState: 'IL',
  password: 'correct horse 42',
  acceptTerms: 'on',
}

async function counts() {
  const db = getDb()
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
  const [s] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions)
  const [m] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox)
  return { users: u!.n, sessions: s!.n, mails: m!.n }
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

describe('signUp', () => {
  it('creates the user, a session whose cookie signs in, and one verification mail', async () => {
    const outcome = await signUp(form, client())
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
    expect(outcome.user).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' })

    const [row] = await getDb().select().from(users).where(eq(users.id, outcome.user.id))
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+13125550123',
      birthdate: '1990-12-10',
      homeState: 'IL',
      medicalPatient: false,
      emailVerified: false,
      role: 'shopper',
    })
    expect(await counts()).toEqual({ users: 1, sessions: 1, mails: 1 })
    const [mail] = await getDb().select().from(mailOutbox)
    expect(mail).toMatchObject({ toAddress: 'ada@example.com', kind: 'verify-email' })
    expect(mail!.textBody).toMatch(/\/account\/orders\?email_verification=true&code=/)

    expect(outcome.headers.getSetCookie()[0]).toMatch(/^nm\.session_token=.*HttpOnly/i)
    const user = await getAccountUser(new Request('http://localhost/account', { headers: { cookie: cookieOf(outcome.headers) } }))
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', emailVerified: false })
  })

  it('records the client address on the session', async () => {
    const outcome = await signUp(form, { ...client(), clientAddress: '203.0.113.7' })
    expect(outcome.ok).toBe(true)
    const [session] = await getDb().select().from(sessions)
    expect(session?.ipAddress).toBe('203.0.113.7')
  })

  it('lets an 18–20 year old medical patient join, and no one younger', async () => {
    const medical = await signUp({ ...form, birthdate: '01/01/2007', medicalPatient: 'on' }, client())
    expect(medical.ok).toBe(true)
    const [row] = await getDb().select().from(users)
    expect(row).toMatchObject({ medicalPatient: true, birthdate: '2007-01-01' })

    const adultOnly = await signUp({ ...form, email: 'b@example.com', birthdate: '01/01/2007' }, client())
    expect(adultOnly).toEqual({ ok: false, status: 400, errors: { birthdate: SIGN_UP_MESSAGES.medicalOnly } })
    const child = await signUp({ ...form, email: 'c@example.com', birthdate: '01/01/2012', medicalPatient: 'on' }, client())
    expect(child).toEqual({ ok: false, status: 400, errors: { birthdate: SIGN_UP_MESSAGES.underMinimumAge } })
    expect(await counts()).toEqual({ users: 1, sessions: 1, mails: 1 })
  })

  it('refuses an email that already has an account, whatever its case, and creates nothing', async () => {
    expect((await signUp(form, client())).ok).toBe(true)
    const again = await signUp({ ...form, email: ' ADA@example.COM ', firstName: 'Eve' }, client())
    expect(again).toEqual({ ok: false, status: 400, errors: { email: 'An account with this email already exists.' } })
    expect(await counts()).toEqual({ users: 1, sessions: 1, mails: 1 })
    const [row] = await getDb().select().from(users)
    expect(row?.firstName).toBe('Ada')
  })

  it('two sign-ups with one email at the same instant: one account, the other told the email is taken', async () => {
    const outcomes = await Promise.all([signUp(form, client()), signUp({ ...form, firstName: 'Eve' }, client()), signUp(form, client())])
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    for (const refused of outcomes.filter((o) => !o.ok)) {
      expect(refused).toEqual({ ok: false, status: 400, errors: { email: 'An account with this email already exists.' } })
    }
    expect(await counts()).toEqual({ users: 1, sessions: 1, mails: 1 })
  })

  it.each([
    [{ password: 'password' }, 'password', SIGN_UP_MESSAGES.passwordShort],
    [{ password: 'longpassword' }, 'password', SIGN_UP_MESSAGES.passwordMix],
    [{ password: 'ada@example.com' }, 'password', SIGN_UP_MESSAGES.passwordIsEmail],
    [{ birthdate: '1990-12-10' }, 'birthdate', 'Invalid date'],
    [{ birthdate: '02/30/1990' }, 'birthdate', 'Invalid date'],
    [{ firstName: '<script>alert(1)</script>' }, 'firstName', SIGN_UP_MESSAGES.firstNameChars],
    [{ lastName: 'Robert"); DROP TABLE users;--' }, 'lastName', SIGN_UP_MESSAGES.lastNameChars],
    [{ homeState: 'ZZ' }, 'homeState', SIGN_UP_MESSAGES.homeStateMissing],
    [{ acceptTerms: undefined }, 'acceptTerms', SIGN_UP_MESSAGES.termsMissing],
  ])('refuses %j with a message on %s and creates nothing', async (change, fieldName, message) => {
    const outcome = await signUp({ ...form, ...change } as Record<string, string>, client())
    expect(outcome).toEqual({ ok: false, status: 400, errors: { [fieldName]: message } })
    expect(await counts()).toEqual({ users: 0, sessions: 0, mails: 0 })
  })

  it('cannot be made to set fields the form does not have (role, verified)', async () => {
    const outcome = await signUp({ ...form, role: 'staff', emailVerified: 'true', homeDispensaryId: '1' }, client())
    expect(outcome.ok).toBe(true)
    const [row] = await getDb().select().from(users)
    expect(row).toMatchObject({ role: 'shopper', emailVerified: false, homeDispensaryId: null })
  })

  it(`allows ${SIGN_UP_LIMIT.max} sign-ups per client address in the window, then answers 429 and creates nothing`, async () => {
    const from = { ...client(), clientAddress: '198.51.100.1' }
    for (let i = 0; i < SIGN_UP_LIMIT.max; i++) {
      expect((await signUp({ ...form, email: `shopper${i}@example.com` }, from)).ok).toBe(true)
    }
    const limited = await signUp({ ...form, email: 'one-more@example.com' }, from)
    expect(limited).toMatchObject({ ok: false, status: 429, errors: { form: expect.stringMatching(/^Too many new accounts.*10 minutes\.$/) } })
    expect((await counts()).users).toBe(SIGN_UP_LIMIT.max)
    // Another address, or the same one after the window, may.
    expect((await signUp({ ...form, email: 'other@example.com' }, client())).ok).toBe(true)
    const later = new Date(now.getTime() + SIGN_UP_LIMIT.windowMs)
    expect((await signUp({ ...form, email: 'later@example.com' }, { ...from, now: later })).ok).toBe(true)
  })
})

describe('readAuthForm', () => {
  const post = (body: BodyInit, type = 'application/x-www-form-urlencoded', headers: Record<string, string> = {}) =>
    new Request('http://localhost/sign-up', { method: 'POST', body, headers: { 'content-type': type, ...headers }, duplex: 'half' } as RequestInit)

  it('reads fields, keeping repeated ones as lists', async () => {
    const read = await readAuthForm(post('email=a%40example.com&x=1&x=2'))
    expect(read).toEqual({ ok: true, form: { email: 'a@example.com', x: ['1', '2'] } })
  })

  it('refuses a huge body (413) and other content types (400)', async () => {
    expect(await readAuthForm(post(`firstName=${'a'.repeat(AUTH_FORM_MAX_BYTES)}`))).toEqual({ ok: false, status: 413 })
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('a'.repeat(1024)))
        controller.close()
      },
    })
    expect(await readAuthForm(post(stream))).toEqual({ ok: false, status: 413 })
    expect(await readAuthForm(post('{"email":"a"}', 'application/json'))).toEqual({ ok: false, status: 400 })
  })
})
