import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addItem } from '~/cart/cart.server'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createMenuProduct, createProduct, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { ALL_DAY, settle } from '../../tests/setup/route-outcome'
import { action, loader } from './checkout'
import { loader as postCheckoutLoader } from './post-checkout'
import { signUp } from '~/auth/sign-up.server'
import { signVisitor } from '~/cart/visitor.server'
import { GUEST_LIMIT_MESSAGES, GUEST_RESERVATION_LIMITS } from '~/checkout/guest-limits'

/**
 * The checkout route and /post-checkout as a browser without JavaScript meets them: form posts,
 * redirects, cookies and the 4xx answers to bad input (never a 500).
 */
const BASE = 'http://localhost:3000'

type Args = Parameters<typeof action>[0]
const args = (request: Request, params: Record<string, string>, clientAddress = '10.0.0.1') => ({ request, params, context: { clientAddress } }) as unknown as Args

let storeId: number
let productId: number

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const dispensary = await createDispensary(db, { stateId: state.id, timeZone: 'America/Chicago', hours: ALL_DAY, deliveryHours: null })
  storeId = (await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })).storeId
  productId = (await createProduct(db, { kind: 'gear', name: 'Glass Pipe' })).id
  await createMenuProduct(db, { storeId, productId, variants: [{ weight: 'each', price: 25, inventory: 5 }] })
})

async function pageFor(cookie: string) {
  const outcome = await settle(() => loader(args(new Request(`${BASE}/checkout/${storeId}`, { headers: { cookie } }), { storeId: String(storeId) })))
  expect(outcome.status).toBe(200)
  const page = outcome.body as { idempotencyKey: string; windows: { windows: { start: number; end: number }[] }[] }
  const window = page.windows[0]?.windows[0]
  if (!window) throw new Error('no window on offer')
  return { key: page.idempotencyKey, window: `${window.start}-${window.end}` }
}

function post(cookie: string, body: string, init: { contentType?: string; store?: string; address?: string } = {}) {
  const request = new Request(`${BASE}/checkout/${init.store ?? storeId}`, {
    method: 'POST',
    headers: { cookie, 'Content-Type': init.contentType ?? 'application/x-www-form-urlencoded' },
    body,
  })
  return settle(() => action(args(request, { storeId: init.store ?? String(storeId) }, init.address)))
}

async function shopperWithCart(visitor = randomUUID(), extraCookie = '') {
  await addItem(visitor, storeId, { productId, weight: 'each' }, 1)
  const cookie = `nm_visitor=${signVisitor(visitor)}${extraCookie}`
  const { key, window } = await pageFor(cookie)
  const fields = { intent: 'reserve', idempotencyKey: key, mode: 'pickup', window, name: 'Ada', email: 'ada@example.com', phone: '3125550123' }
  return { cookie, fields, form: new URLSearchParams(fields).toString() }
}

async function orderCount(): Promise<number> {
  const { rows } = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from orders`)
  return Number(rows[0]?.n)
}

describe('checkout route', () => {
  it('a form post places the order, sets the completed-checkout cookie and redirects to /post-checkout', async () => {
    const { cookie, form } = await shopperWithCart()
    const placed = await post(cookie, form)
    expect(placed.status).toBe(302)
    expect(placed.headers.get('location')).toBe('/post-checkout')
    const setCookie = placed.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^nm_checkout=[0-9a-f-]{36}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/)

    // The replayed post answers the same way, with the same order.
    const replay = await post(cookie, form)
    expect(replay.headers.get('set-cookie')).toBe(setCookie)
    expect(await orderCount()).toBe(1)

    // /post-checkout shows it to this browser only.
    const checkout = setCookie.split(';')[0] as string
    const shown = await settle(() =>
      postCheckoutLoader({ request: new Request(`${BASE}/post-checkout`, { headers: { cookie: `${cookie}; ${checkout}` } }), params: {}, context: {} } as never),
    )
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ signedIn: false, stepIndex: 0, mode: 'pickup' })
    const elsewhere = await settle(() =>
      postCheckoutLoader({ request: new Request(`${BASE}/post-checkout`, { headers: { cookie: `nm_visitor=${signVisitor(randomUUID())}; ${checkout}` } }), params: {}, context: {} } as never),
    )
    expect(elsewhere.status).toBe(404)
    const none = await settle(() => postCheckoutLoader({ request: new Request(`${BASE}/post-checkout`), params: {}, context: {} } as never))
    expect(none.status).toBe(404)
  })

  it.each<[string, (f: Record<string, string>) => { body: string; contentType?: string; store?: string }, number, RegExp]>([
    ['a JSON body', (f) => ({ body: JSON.stringify(f), contentType: 'application/json' }), 400, /could not be read/],
    ['an oversized body', (f) => ({ body: new URLSearchParams({ ...f, name: 'x'.repeat(20_000) }).toString() }), 413, /too large/],
    ['garbage', () => ({ body: '%%%&&&=' }), 400, /Choose pickup or delivery/],
    ['no intent', (f) => ({ body: new URLSearchParams({ ...f, intent: '' }).toString() }), 400, /could not be read/],
    ['a window outside the hours', (f) => ({ body: new URLSearchParams({ ...f, window: '1700000000-1700001800' }).toString() }), 422, /not available/],
    ['delivery at a store that does not deliver', (f) => ({
      body: new URLSearchParams({ ...f, mode: 'delivery', street: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' }).toString(),
    }), 422, /does not deliver/],
  ])('refuses %s with a clear 4xx and places nothing', async (_name, make, status, message) => {
    const { cookie, fields } = await shopperWithCart()
    const { body, contentType } = make(fields)
    const outcome = await post(cookie, body, { contentType })
    expect(outcome.status).toBe(status)
    expect(outcome.headers.get('set-cookie')).toBeNull()
    expect(JSON.stringify(outcome.body)).toMatch(message)
    expect(await orderCount()).toBe(0)
  })

  it('a visitor posting over and over gets a 429 with Retry-After', async () => {
    const { cookie, fields } = await shopperWithCart()
    const form = new URLSearchParams({ ...fields, window: 'soon' }).toString()
    for (let i = 0; i < 20; i++) expect((await post(cookie, form)).status).toBe(400)
    const limited = await post(cookie, form)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(JSON.stringify(limited.body)).toMatch(/Too many attempts/)
  })

  it('a post without a visitor is an empty cart; an unknown or malformed store is a 404', async () => {
    const { fields } = await shopperWithCart()
    const form = new URLSearchParams(fields).toString()
    expect((await post('', form)).status).toBe(409)
    expect((await post('', form, { store: '99999999' })).status).toBe(404)
    expect((await post('', form, { store: '1e3' })).status).toBe(404)
    const page = await settle(() => loader(args(new Request(`${BASE}/checkout/abc`), { storeId: 'abc' })))
    expect(page.status).toBe(404)
  })
})

describe('guest reservations: how much stock one client can hold (decision 0016)', () => {
  beforeEach(async () => {
    await getDb().execute(sql`update menu_product_variants set inventory = 100 where store_id = ${storeId}`)
  })

  it(`a browser holds at most ${GUEST_RESERVATION_LIMITS.openPerVisitorPerStore} open guest reservations at a store; the next is refused with a message and holds nothing`, async () => {
    const visitor = randomUUID()
    for (let i = 0; i < GUEST_RESERVATION_LIMITS.openPerVisitorPerStore; i++) {
      const { cookie, form } = await shopperWithCart(visitor)
      expect((await post(cookie, form, { address: `10.20.0.${i}` })).status).toBe(302)
    }
    const { cookie, form } = await shopperWithCart(visitor)
    const refused = await post(cookie, form, { address: '10.20.1.1' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ errors: { form: 'You already have 2 open reservations at this store. Sign in to reserve more, or wait until one is picked up or cancelled.' } })
    expect(await orderCount()).toBe(GUEST_RESERVATION_LIMITS.openPerVisitorPerStore)
    expect(await inventory()).toBe(100 - GUEST_RESERVATION_LIMITS.openPerVisitorPerStore)

    // Once the store completes one, the browser may reserve again.
    await getDb().execute(sql`update orders set status = 'finished' where id = (select min(id) from orders)`)
    expect((await post(cookie, form, { address: '10.20.1.1' })).status).toBe(302)
  })

  it(`one address places at most ${GUEST_RESERVATION_LIMITS.perAddressPerStore.max} guest reservations a day at a store, whatever its cookies; another address and a signed-in shopper are not held back`, async () => {
    const max = GUEST_RESERVATION_LIMITS.perAddressPerStore.max
    for (let i = 0; i < max; i++) {
      const { cookie, form } = await shopperWithCart()
      expect((await post(cookie, form, { address: '203.0.113.9' })).status).toBe(302)
    }
    const next = await shopperWithCart()
    const refused = await post(next.cookie, next.form, { address: '203.0.113.9' })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ errors: { form: GUEST_LIMIT_MESSAGES.perAddress } })
    expect(await orderCount()).toBe(max)

    expect((await post(next.cookie, next.form, { address: '203.0.113.10' })).status).toBe(302)
    const session = await signedInCookie()
    const member = await shopperWithCart(randomUUID(), `; ${session}`)
    expect((await post(member.cookie, member.form, { address: '203.0.113.9' })).status).toBe(302)
    expect(await orderCount()).toBe(max + 2)
  })
})

async function inventory(): Promise<number> {
  const { rows } = await getDb().execute<{ inventory: number }>(sql`select inventory from menu_product_variants where store_id = ${storeId}`)
  return Number(rows[0]?.inventory)
}

async function signedInCookie(): Promise<string> {
  const created = await signUp(
    { firstName: 'Grace', lastName: 'Hopper', email: `grace-${randomUUID()}@example.com`, phoneNumber: '3125550123', birthdate: '12/09/1990', homeState: 'IL', password: 'correct horse 42', acceptTerms: 'on' },
    { request: new Request(`${BASE}/sign-up`, { method: 'POST' }), clientAddress: '10.8.8.8' },
  )
  if (!created.ok) throw new Error('sign-up failed')
  return created.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}
