import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { homeDispensaryCookieFor } from '~/account/home-dispensary.server'
import { signedUpShopper } from '~/account/test-accounts.server'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { users } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { action, loader } from './account.home-dispensary'

type Args = Parameters<typeof loader>[0]
const BASE = 'http://localhost:3000'

let joliet: { id: number; storeId: number }
let peoria: { id: number }
let soon: { id: number }
let ohio: { id: number }

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohioState = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  const a = await createDispensary(db, { stateId: illinois.id, name: 'Northmeadow Joliet', slug: 'joliet', tags: ['recreational'] })
  const menu = await createMenu(db, { dispensaryId: a.id, kind: 'recreational' })
  joliet = { id: a.id, storeId: menu.storeId }
  peoria = await createDispensary(db, { stateId: illinois.id, name: 'Northmeadow Peoria', slug: 'peoria', tags: ['recreational'] })
  soon = await createDispensary(db, { stateId: illinois.id, name: 'Northmeadow Aurora', slug: 'aurora', tags: ['coming-soon'] })
  ohio = await createDispensary(db, { stateId: ohioState.id, name: 'Northmeadow Columbus', slug: 'columbus', tags: ['medical'] })
})

function call(handler: typeof loader | typeof action, request: Request) {
  return handler({ request, params: {}, context: {} } as unknown as Args)
}

function post(cookie: string, fields: Record<string, string>) {
  return call(
    action,
    new Request(`${BASE}/account/home-dispensary`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/x-www-form-urlencoded', host: 'localhost:3000' },
      body: new URLSearchParams(fields).toString(),
    }),
  ) as Promise<Response | { data: { errors: Record<string, string> }; init: ResponseInit | null }>
}

async function homeIdOf(userId: string) {
  const [row] = await getDb().select({ id: users.homeDispensaryId }).from(users).where(eq(users.id, userId))
  return row?.id ?? null
}

async function page(cookie: string) {
  const result = (await call(loader, new Request(`${BASE}/account/home-dispensary`, { headers: { cookie, host: 'localhost:3000' } }))) as unknown as {
    data: Awaited<ReturnType<typeof loader>> extends { data: infer D } ? D : never
  }
  return result.data
}

describe('home dispensary', () => {
  it('without one: no block, and the list of the region by state, coming soon last', async () => {
    const { cookie } = await signedUpShopper()
    const view = await page(cookie)
    expect(view.home).toBeNull()
    expect(view.states.map((s) => s.name)).toEqual(['Illinois'])
    expect(view.states[0]?.dispensaries.map((d) => [d.name, d.comingSoon])).toEqual([
      ['Northmeadow Joliet', false],
      ['Northmeadow Peoria', false],
      ['Northmeadow Aurora', true],
    ])
  })

  it('sets a valid dispensary: saved on the user, 30-day cookie, and the block shows it', async () => {
    const { user, cookie } = await signedUpShopper()
    const response = await post(cookie, { intent: 'set', dispensaryId: String(joliet.id) })
    expect(response).toBeInstanceOf(Response)
    const redirect = response as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('Location')).toBe('/account/home-dispensary')
    expect(redirect.headers.get('Set-Cookie')).toBe('nm_home_dispensary=illinois/joliet; Max-Age=2592000; Path=/; SameSite=Lax')
    expect(await homeIdOf(user.id)).toBe(joliet.id)

    const view = await page(cookie)
    expect(view.home).toMatchObject({
      name: 'Northmeadow Joliet',
      shopPath: `/dispensaries/illinois/joliet/${joliet.storeId}/recreational-menu/`,
    })
    expect(view.home?.week).toHaveLength(7)
    expect(view.home?.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Northmeadow%20Joliet%2C/)
    expect(await homeDispensaryCookieFor({ homeDispensaryId: joliet.id })).toBe(
      'nm_home_dispensary=illinois/joliet; Max-Age=2592000; Path=/; SameSite=Lax',
    )
  })

  it.each([
    ['an unknown id', { intent: 'set', dispensaryId: '999999' }, 'dispensaryId'],
    ['a dispensary not open yet', { intent: 'set', dispensaryId: 'SOON' }, 'dispensaryId'],
    ['a dispensary of another host mode (Ohio)', { intent: 'set', dispensaryId: 'OHIO' }, 'dispensaryId'],
    ['a non-number', { intent: 'set', dispensaryId: 'abc' }, 'dispensaryId'],
    ['a huge number', { intent: 'set', dispensaryId: '99999999999999999999' }, 'dispensaryId'],
    ['no intent', { dispensaryId: '1' }, 'form'],
    ['another intent', { intent: 'delete', dispensaryId: '1' }, 'form'],
  ])('refuses %s with a 400 and changes nothing', async (_label, fields, errorField) => {
    const { user, cookie } = await signedUpShopper()
    await post(cookie, { intent: 'set', dispensaryId: String(peoria.id) })
    const resolved = {
      ...fields,
      dispensaryId: fields.dispensaryId === 'SOON' ? String(soon.id) : fields.dispensaryId === 'OHIO' ? String(ohio.id) : fields.dispensaryId,
    }
    const result = await post(cookie, resolved)
    expect(result).not.toBeInstanceOf(Response)
    const refused = result as { data: { errors: Record<string, string> }; init: ResponseInit | null }
    expect(refused.init?.status).toBe(400)
    expect(refused.data.errors[errorField]).toBeTruthy()
    expect(await homeIdOf(user.id)).toBe(peoria.id)
  })

  it("one shopper's session changes only their own home dispensary", async () => {
    const ada = await signedUpShopper({ firstName: 'Ada' })
    const grace = await signedUpShopper({ firstName: 'Grace' })
    await post(ada.cookie, { intent: 'set', dispensaryId: String(joliet.id) })
    await post(grace.cookie, { intent: 'set', dispensaryId: String(peoria.id) })
    expect(await homeIdOf(ada.user.id)).toBe(joliet.id)
    expect(await homeIdOf(grace.user.id)).toBe(peoria.id)
  })

  it('sends a signed-out visitor to sign in and back', async () => {
    await expect(post('', { intent: 'set', dispensaryId: String(joliet.id) })).rejects.toSatisfy(
      (r: unknown) => r instanceof Response && r.status === 302 && r.headers.get('Location') === '/sign-in?redirectTo=%2Faccount%2Fhome-dispensary',
    )
  })

  it('homeDispensaryCookieFor: nothing without a home dispensary', async () => {
    expect(await homeDispensaryCookieFor({ homeDispensaryId: null })).toBeNull()
    expect(await homeDispensaryCookieFor({ homeDispensaryId: 424242 })).toBeNull()
  })
})
