import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { sendVerificationLink, VERIFICATION_CODE_TTL_MS } from '~/auth/email-verification.server'
import type { AccountUser } from '~/auth/types'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { mailOutbox, users } from '~/db/schema'
import { resetDatabase } from '../../tests/setup/reset-database'
import { loader } from './account.orders'
import { action as linkAction } from './account.verification-link'

type Args = Parameters<typeof loader>[0]
const BASE = 'http://localhost:3000'

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
})

type PageData = { verified: boolean; notice: string | null; email: string; shopPath: string }
type Outcome = { redirect: Response } | { page: PageData; headers: Headers }

async function openOrders(cookie: string, query = ''): Promise<Outcome> {
  const request = new Request(`${BASE}/account/orders${query}`, { headers: { cookie, host: 'localhost:3000' } })
  try {
    const result = (await loader({ request, params: {}, context: {} } as unknown as Args)) as unknown as {
      data: PageData
      init: { headers: Headers } | null
    }
    return { page: result.data, headers: new Headers(result.init?.headers) }
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown }
    throw thrown
  }
}

function noticeFrom(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nm_account_notice='))
  return cookie ? (cookie.split(';')[0]?.split('=')[1] ?? null) : null
}

async function mailsTo(email: string) {
  return getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
}

async function isVerified(userId: string) {
  const [row] = await getDb().select({ v: users.emailVerified }).from(users).where(eq(users.id, userId))
  return row?.v
}

async function withLink(user: AccountUser, sentAt = new Date()) {
  return sendVerificationLink(user, sentAt)
}

describe('orders page: email verification through the link (001 §4.8)', () => {
  it('a good code verifies, replaces the address and shows the success dialog once', async () => {
    const { user, cookie } = await signedUpShopper()
    const code = await withLink(user)
    const first = await openOrders(cookie, `?email_verification=true&code=${encodeURIComponent(code)}`)
    if (!('redirect' in first)) throw new Error('expected a redirect')
    expect(first.redirect.status).toBe(302)
    expect(first.redirect.headers.get('Location')).toBe('/account/orders')
    expect(noticeFrom(first.redirect)).toBe('email-verified')
    expect(await isVerified(user.id)).toBe(true)

    const next = await openOrders(`${cookie}; nm_account_notice=email-verified`)
    if (!('page' in next)) throw new Error('expected the page')
    expect(next.page).toMatchObject({ verified: true, notice: 'email-verified', shopPath: '/dispensaries' })
    expect(next.headers.getSetCookie()).toContain('nm_account_notice=; Max-Age=0; Path=/account; HttpOnly; SameSite=Lax')

    const reload = await openOrders(cookie)
    expect(reload).toMatchObject({ page: { verified: true, notice: null } })
  })

  it('an expired code sends a new link (a new mail) and says so', async () => {
    const { user, cookie } = await signedUpShopper()
    const code = await withLink(user, new Date(Date.now() - VERIFICATION_CODE_TTL_MS - 60_000))
    const before = (await mailsTo(user.email)).length
    const result = await openOrders(cookie, `?email_verification=true&code=${code}`)
    if (!('redirect' in result)) throw new Error('expected a redirect')
    expect(noticeFrom(result.redirect)).toBe('verification-expired')
    expect(await isVerified(user.id)).toBe(false)
    const mails = await mailsTo(user.email)
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)?.textBody).toMatch(/\/account\/orders\?email_verification=true&code=[A-Za-z0-9_-]{43}/)

    const next = await openOrders(`${cookie}; nm_account_notice=verification-expired`)
    expect(next).toMatchObject({ page: { verified: false, notice: 'verification-expired' } })
  })

  it.each([
    ['a mismatched code', 'A'.repeat(43)],
    ['a tampered code', 'not a code at all <script>'],
    ['an absurdly long code', 'x'.repeat(5000)],
    ['an empty code', ''],
  ])('%s is treated as expired: a new link, nothing verified, no error', async (_label, code) => {
    const { user, cookie } = await signedUpShopper()
    await withLink(user)
    const before = (await mailsTo(user.email)).length
    const result = await openOrders(cookie, `?email_verification=true&code=${encodeURIComponent(code)}`)
    if (!('redirect' in result)) throw new Error('expected a redirect')
    expect(result.redirect.headers.get('Location')).toBe('/account/orders')
    expect(noticeFrom(result.redirect)).toBe('verification-expired')
    expect(await isVerified(user.id)).toBe(false)
    expect(await mailsTo(user.email)).toHaveLength(before + 1)
  })

  it("another shopper's code does not verify this one", async () => {
    const ada = await signedUpShopper({ firstName: 'Ada' })
    const grace = await signedUpShopper({ firstName: 'Grace' })
    const graceCode = await withLink(grace.user)
    const result = await openOrders(ada.cookie, `?email_verification=true&code=${graceCode}`)
    if (!('redirect' in result)) throw new Error('expected a redirect')
    expect(noticeFrom(result.redirect)).toBe('verification-expired')
    expect(await isVerified(ada.user.id)).toBe(false)
    expect(await isVerified(grace.user.id)).toBe(false)
  })

  it('an already verified shopper: the address is cleaned, nothing is sent, no dialog', async () => {
    const { user, cookie } = await signedUpShopper()
    const code = await withLink(user)
    await openOrders(cookie, `?email_verification=true&code=${code}`)
    const before = (await mailsTo(user.email)).length
    const again = await openOrders(cookie, `?email_verification=true&code=${code}&utm_source=mail`)
    if (!('redirect' in again)) throw new Error('expected a redirect')
    expect(again.redirect.headers.get('Location')).toBe('/account/orders?utm_source=mail')
    expect(noticeFrom(again.redirect)).toBeNull()
    expect(await mailsTo(user.email)).toHaveLength(before)
  })

  it('an unverified shopper sees the prompt; a hand-made success notice is ignored', async () => {
    const { cookie } = await signedUpShopper()
    expect(await openOrders(`${cookie}; nm_account_notice=email-verified`)).toMatchObject({ page: { verified: false, notice: null } })
  })
})

describe('orders page: the history (001 §4.6)', () => {
  it('a verified shopper gets the first page in the URL’s sort; a cursor that is not ours is a 400', async () => {
    const { cookie, user } = await signedUpShopper()
    await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, user.id))
    const page = await openOrders(cookie, '?sort=Oldest+to+Newest')
    expect(page).toMatchObject({ page: { verified: true, sort: 'Oldest to Newest', after: null, history: { orders: [], nextCursor: null } } })
    expect(await openOrders(cookie, '?sort=sideways')).toMatchObject({ page: { sort: 'Newest to Oldest' } })
    await expect(openOrders(cookie, '?after=not-a-cursor')).rejects.toMatchObject({ init: { status: 400 } })
  })

  it('an unverified shopper gets no history', async () => {
    const { cookie } = await signedUpShopper()
    expect(await openOrders(cookie)).toMatchObject({ page: { verified: false, history: null } })
  })
})

describe('/account/verification-link', () => {
  function postLink(cookie: string, accept = '*/*') {
    const request = new Request(`${BASE}/account/verification-link`, {
      method: 'POST',
      headers: { cookie, accept, host: 'localhost:3000', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    return linkAction({ request, params: {}, context: {} } as unknown as Parameters<typeof linkAction>[0]) as unknown as Promise<
      Response | { data: { ok: boolean; message: string }; init: { status?: number; headers?: Record<string, string> } | null }
    >
  }

  it('sends a link (a mail) three times in ten minutes, then answers 429 with a clear message', async () => {
    const { user, cookie } = await signedUpShopper()
    const before = (await mailsTo(user.email)).length
    for (let i = 0; i < 3; i += 1) {
      const answer = await postLink(cookie)
      expect(answer).toMatchObject({ data: { ok: true, message: 'We have successfully sent verification link to your email. Please check your email' } })
    }
    const limited = await postLink(cookie)
    expect(limited).toMatchObject({ data: { ok: false }, init: { status: 429 } })
    if (limited instanceof Response) throw new Error('expected data')
    expect(limited.data.message).toMatch(/wait a few minutes/)
    expect(Number(limited.init?.headers?.['Retry-After'])).toBeGreaterThan(0)
    expect(await mailsTo(user.email)).toHaveLength(before + 3)
  })

  it('the limit is per shopper', async () => {
    const ada = await signedUpShopper()
    const grace = await signedUpShopper()
    for (let i = 0; i < 4; i += 1) await postLink(ada.cookie)
    expect(await postLink(grace.cookie)).toMatchObject({ data: { ok: true } })
  })

  it('without JavaScript (the browser asks for HTML) it goes back to the orders page with the notice', async () => {
    const { cookie } = await signedUpShopper()
    const answer = await postLink(cookie, 'text/html,application/xhtml+xml')
    expect(answer).toBeInstanceOf(Response)
    const redirect = answer as Response
    expect(redirect.headers.get('Location')).toBe('/account/orders')
    expect(noticeFrom(redirect)).toBe('link-sent')
    for (let i = 0; i < 3; i += 1) await postLink(cookie)
    expect(noticeFrom((await postLink(cookie, 'text/html')) as Response)).toBe('link-limited')
  })

  it('a verified shopper gets no new mail', async () => {
    const { user, cookie } = await signedUpShopper()
    await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, user.id))
    const before = (await mailsTo(user.email)).length
    expect(await postLink(cookie)).toMatchObject({ data: { ok: true } })
    expect(await mailsTo(user.email)).toHaveLength(before)
  })
})
