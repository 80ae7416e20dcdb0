import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { emailVerificationCodes, mailOutbox, users } from '~/db/schema'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getAuth } from './auth.server'
import { sendVerificationLink, submitVerificationCode, VERIFICATION_CODE_TTL_MS, verificationLink } from './email-verification.server'

beforeEach(async () => {
  await resetDatabase()
})

async function shopper(email = 'ada@example.com') {
  const { user } = await getAuth().api.signUpEmail({
    body: {
      name: 'Ada Lovelace',
      email,
      password: 'correct horse 42',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+13125550123',
      birthdate: '1990-12-10',
      homeState: 'IL',
    },
  })
  return { id: user.id, email: user.email, firstName: 'Ada', emailVerified: false }
}

async function isVerified(id: string) {
  const [row] = await getDb().select({ v: users.emailVerified }).from(users).where(eq(users.id, id))
  return row?.v
}

async function mailsTo(email: string) {
  return getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
}

describe('email verification (001 §4.8)', () => {
  it('mails a link to /account/orders carrying email_verification=true and the code, and keeps only its hash', async () => {
    const user = await shopper()
    const code = await sendVerificationLink(user)
    const [mail] = await mailsTo(user.email)
    expect(mail?.kind).toBe('verify-email')
    expect(verificationLink(code)).toMatch(/\/account\/orders\?email_verification=true&code=/)
    expect(mail?.textBody).toContain(verificationLink(code))
    expect(mail?.htmlBody).toContain(code)
    const rows = await getDb().select().from(emailVerificationCodes)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.codeHash).not.toContain(code)
  })

  it('verifies with the right code, once', async () => {
    const user = await shopper()
    const code = await sendVerificationLink(user)
    expect(await submitVerificationCode(user, code)).toBe('verified')
    expect(await isVerified(user.id)).toBe(true)
    expect(await submitVerificationCode({ ...user, emailVerified: true }, code)).toBe('already-verified')
  })

  it.each([
    ['an expired code', 'expired'],
    ['a tampered code', 'tampered'],
    ['someone else’s code', 'other'],
    ['a used code', 'used'],
    ['garbage', 'garbage'],
  ])('answers expired for %s and sends a fresh link', async (_label, variant) => {
    const user = await shopper()
    const other = await shopper('grace@example.com')
    const code = await sendVerificationLink(user)
    const otherCode = await sendVerificationLink(other)
    let submitted = code
    let now = new Date()
    if (variant === 'expired') now = new Date(Date.now() + VERIFICATION_CODE_TTL_MS + 1000)
    if (variant === 'tampered') submitted = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A')
    if (variant === 'other') submitted = otherCode
    if (variant === 'garbage') submitted = `<script>alert(1)</script>${'x'.repeat(5000)}`
    if (variant === 'used') {
      await getDb().update(emailVerificationCodes).set({ usedAt: new Date() }).where(eq(emailVerificationCodes.userId, user.id))
    }
    const before = (await mailsTo(user.email)).length
    expect(await submitVerificationCode(user, submitted, now)).toBe('expired')
    expect(await isVerified(user.id)).toBe(false)
    expect(await isVerified(other.id)).toBe(false)
    expect((await mailsTo(user.email)).length).toBe(before + 1)
    // The fresh link works.
    const [latest] = (await getDb().select().from(emailVerificationCodes).where(eq(emailVerificationCodes.userId, user.id))).slice(-1)
    expect(latest?.usedAt).toBeNull()
  })

  it('a new link works after an expired one', async () => {
    const user = await shopper()
    await sendVerificationLink(user)
    const fresh = await sendVerificationLink(user)
    expect(await submitVerificationCode(user, fresh)).toBe('verified')
  })
})
