import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { accounts, sessions, users } from '~/db/schema'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getAuth } from './auth.server'
import { getAccountUser } from './session.server'

beforeEach(async () => {
  await resetDatabase()
})

const body = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse 42',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+13125550123',
  birthdate: '1990-12-10',
  homeState: 'IL',
  medicalPatient: false,
}

function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

describe('better-auth on our schema', () => {
  it('signs up into users/accounts/sessions and reads the session back from the cookie', async () => {
    const { headers } = await getAuth().api.signUpEmail({ body, returnHeaders: true })
    const cookie = cookieFrom(headers)
    expect(cookie).toMatch(/nm\.session_token=/)
    expect(headers.getSetCookie()[0]).toMatch(/HttpOnly/i)
    expect(headers.getSetCookie()[0]).toMatch(/SameSite=Lax/i)

    const [row] = await getDb().select().from(users).where(eq(users.email, 'ada@example.com'))
    expect(row).toMatchObject({ firstName: 'Ada', role: 'shopper', emailVerified: false, birthdate: '1990-12-10' })
    const [account] = await getDb().select().from(accounts).where(eq(accounts.userId, row!.id))
    expect(account?.password).toBeTruthy()
    expect(account?.password).not.toContain('correct horse')
    expect(await getDb().select().from(sessions)).toHaveLength(1)

    const user = await getAccountUser(new Request('http://localhost/account', { headers: { cookie } }))
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', homeState: 'IL', role: 'shopper', homeDispensaryId: null })
  })

  it('does not let sign-up set the role', async () => {
    await getAuth().api.signUpEmail({ body: { ...body, role: 'staff' } as typeof body }).catch(() => undefined)
    const rows = await getDb().select().from(users)
    expect(rows.every((r) => r.role === 'shopper')).toBe(true)
  })

  it('treats a forged session cookie as signed out', async () => {
    const user = await getAccountUser(new Request('http://localhost/account', { headers: { cookie: 'nm.session_token=forged.value' } }))
    expect(user).toBeNull()
  })
})
