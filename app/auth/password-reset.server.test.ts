import { desc, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { mailOutbox, sessions } from '~/db/schema'
import { resetDatabase } from '../../tests/setup/reset-database'
import { findResetToken, FORGOT_PASSWORD_LIMIT, requestPasswordReset, resetPassword } from './password-reset.server'
import { signIn } from './sign-in.server'
import { signUp } from './sign-up.server'

const oldPassword = 'correct horse 42'
const newPassword = 'battery staple 99'
const request = () => new Request('http://localhost/x', { method: 'POST' })

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
      password: oldPassword,
      acceptTerms: 'on',
    },
    { request: request(), clientAddress: '10.9.9.9' },
  )
  if (!created.ok) throw new Error('setup sign-up failed')
})

async function resetMails() {
  return getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, 'reset-password')).orderBy(desc(mailOutbox.id))
}

function tokenFrom(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9]+)/.exec(text)
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`)
  return match[1]
}

const signInWith = (password: string) => signIn({ email: 'ada@example.com', password }, { request: request(), clientAddress: '10.2.2.2' })

describe('password reset', () => {
  it('round trip: the mail in the outbox carries a token that sets a new password once and ends every session', async () => {
    expect(await requestPasswordReset({ email: 'ADA@example.com' }, { clientAddress: '10.0.0.1' })).toEqual({ ok: true })
    const [mail] = await resetMails()
    expect(mail).toMatchObject({ toAddress: 'ada@example.com', kind: 'reset-password' })
    const token = tokenFrom(mail!.textBody)
    expect(await findResetToken(token)).toEqual({ email: 'ada@example.com' })

    expect(await resetPassword({ token, password: newPassword, confirmPassword: newPassword })).toEqual({ ok: true })
    const [left] = await getDb().select({ n: sql<number>`count(*)::int` }).from(sessions)
    expect(left!.n).toBe(0)
    expect(await signInWith(oldPassword)).toMatchObject({ ok: false, errors: { form: 'The email or password is incorrect.' } })
    expect((await signInWith(newPassword)).ok).toBe(true)

    // Used once: the same link no longer works.
    expect(await findResetToken(token)).toBeNull()
    expect(await resetPassword({ token, password: 'another one 123', confirmPassword: 'another one 123' })).toMatchObject({ ok: false, tokenInvalid: true })
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    expect(await requestPasswordReset({ email: 'nobody@example.com' }, { clientAddress: '10.0.0.1' })).toEqual({ ok: true })
    expect(await resetMails()).toHaveLength(0)
  })

  it('asks for a valid email', async () => {
    expect(await requestPasswordReset({ email: 'nope' }, { clientAddress: '10.0.0.1' })).toMatchObject({ ok: false, status: 400, errors: { email: expect.any(String) } })
  })

  it('refuses a weak or mismatched new password and keeps the token', async () => {
    await requestPasswordReset({ email: 'ada@example.com' }, { clientAddress: '10.0.0.1' })
    const token = tokenFrom((await resetMails())[0]!.textBody)
    expect(await resetPassword({ token, password: 'short1', confirmPassword: 'short1' })).toEqual({
      ok: false,
      status: 400,
      errors: { password: 'Use at least 10 characters.' },
    })
    expect(await resetPassword({ token, password: newPassword, confirmPassword: 'something else 1' })).toEqual({
      ok: false,
      status: 400,
      errors: { confirmPassword: 'The two passwords do not match.' },
    })
    expect(await resetPassword({ token, password: 'ada@example.com', confirmPassword: 'ada@example.com' })).toMatchObject({
      ok: false,
      errors: { password: "Your password can't be your email address." },
    })
    expect(await findResetToken(token)).not.toBeNull()
    expect((await signInWith(oldPassword)).ok).toBe(true)
  })

  it('refuses unknown, malformed and expired tokens with the invalid-link message', async () => {
    for (const token of ['', 'x', 'A'.repeat(24), '../../etc', 'a'.repeat(500)]) {
      expect(await resetPassword({ token, password: newPassword, confirmPassword: newPassword })).toEqual({
        ok: false,
        status: 400,
        tokenInvalid: true,
        errors: { form: 'This password reset link is invalid or has expired.' },
      })
    }
    await requestPasswordReset({ email: 'ada@example.com' }, { clientAddress: '10.0.0.1' })
    const token = tokenFrom((await resetMails())[0]!.textBody)
    const later = new Date(Date.now() + 61 * 60 * 1000)
    expect(await findResetToken(token, later)).toBeNull()
    expect(await resetPassword({ token, password: newPassword, confirmPassword: newPassword }, { now: later })).toMatchObject({ tokenInvalid: true })
    expect((await signInWith(oldPassword)).ok).toBe(true)
  })

  it(`sends at most ${FORGOT_PASSWORD_LIMIT.max} requests per address in the window`, async () => {
    for (let i = 0; i < FORGOT_PASSWORD_LIMIT.max; i++) {
      expect((await requestPasswordReset({ email: 'ada@example.com' }, { clientAddress: '10.3.3.3' })).ok).toBe(true)
    }
    expect(await requestPasswordReset({ email: 'ada@example.com' }, { clientAddress: '10.3.3.3' })).toMatchObject({ ok: false, status: 429 })
    expect(await resetMails()).toHaveLength(FORGOT_PASSWORD_LIMIT.max)
  })
})
