import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { getAccountUser } from '~/auth/session.server'
import { getDb } from '~/db/client.server'
import { sessions } from '~/db/schema'
import { resetDatabase } from '../../tests/setup/reset-database'
import { action } from './sign-out'

type Args = Parameters<typeof action>[0]

beforeEach(async () => {
  await resetDatabase()
})

function postSignOut(cookie: string) {
  const request = new Request('http://localhost:3000/sign-out', { method: 'POST', headers: { cookie } })
  return action({ request, params: {}, context: {} } as unknown as Args)
}

describe('POST /sign-out (001 §4.3)', () => {
  it('deletes the session row, expires the session and home-dispensary cookies, and goes to /', async () => {
    const { user, cookie } = await signedUpShopper()
    const other = await signedUpShopper()
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1)

    const response = await postSignOut(`${cookie}; nm_home_dispensary=illinois/joliet`)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/')
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true')
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((c) => /^nm\.session_token=;/.test(c) && /Max-Age=0/.test(c))).toBe(true)
    expect(cookies).toContain('nm_home_dispensary=; Max-Age=0; Path=/; SameSite=Lax')

    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0)
    expect(await getAccountUser(new Request('http://localhost:3000/account', { headers: { cookie } }))).toBeNull()
    // Only this shopper's session ends.
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, other.user.id))).toHaveLength(1)
  })

  it.each([
    ['no cookie at all', ''],
    ['a forged session cookie', 'nm.session_token=forged.value'],
  ])('with %s it still clears the cookies and goes to /', async (_label, cookie) => {
    const response = await postSignOut(cookie)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/')
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('nm.session_token=;'))).toBe(true)
    expect(cookies).toContain('nm_home_dispensary=; Max-Age=0; Path=/; SameSite=Lax')
  })
})
