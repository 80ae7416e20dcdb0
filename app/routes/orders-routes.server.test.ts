import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { orders, users } from '~/db/schema'
import { createDispensary, createMenu, createMenuProduct, createProduct, createState } from '~/db/seed/factories'
import { createOrder } from '~/orders/order-factory.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { loader as productsLoader } from './account.orders.products'
import { action as detailAction, loader as detailLoader } from './account.orders.detail'
import { loader as ordersApiLoader } from './api.orders'
import { action as staffAction, loader as staffLoader } from './staff.orders'

const BASE = 'http://localhost:3000'

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
})

async function anOrder(userId: string | null, status: 'verifying' | 'finished' = 'verifying') {
  const db = getDb()
  const state = await createState(db, { code: 'IL', name: 'Illinois', slug: 'illinois' })
  const storeId = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: state.id })).id })).storeId
  const product = await createProduct(db, { kind: 'flower' })
  await createMenuProduct(db, { storeId, productId: product.id, variants: [{ weight: 'gram', price: 12 }] })
  const order = await createOrder(db, { storeId, userId, status, lines: [{ productId: product.id, priceId: 'gram', count: 1 }] })
  return { ...order, storeId, productId: product.id }
}

type Args = { request: Request; params: Record<string, string>; context: object }
type Answer = { data: unknown; init: { status?: number } | null }

async function call<T>(fn: (args: never) => Promise<T> | T, request: Request, params: Record<string, string> = {}): Promise<Answer | Response> {
  try {
    return (await fn({ request, params, context: {} } satisfies Args as never)) as unknown as Answer
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    if (thrown && typeof thrown === 'object' && 'init' in thrown) return thrown as Answer
    throw thrown
  }
}

function get(path: string, cookie = '') {
  return new Request(`${BASE}${path}`, { headers: { cookie, host: 'localhost:3000' } })
}

function post(path: string, cookie: string, body: Record<string, string>) {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { cookie, host: 'localhost:3000', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  })
}

const statusOf = (answer: Answer | Response) => (answer instanceof Response ? answer.status : (answer.init?.status ?? 200))

describe('/account/orders/:uuid', () => {
  it('the owner gets the page; someone else’s, a malformed or unknown uuid is a 404', async () => {
    const owner = await signedUpShopper()
    const other = await signedUpShopper({ firstName: 'Grace' })
    const { uuid } = await anOrder(owner.user.id)
    expect(statusOf(await call(detailLoader, get(`/account/orders/${uuid}`, owner.cookie), { uuid }))).toBe(200)
    expect(statusOf(await call(detailLoader, get(`/account/orders/${uuid}`, other.cookie), { uuid }))).toBe(404)
    expect(statusOf(await call(detailLoader, get('/account/orders/abc', owner.cookie), { uuid: 'abc' }))).toBe(404)
    const signedOut = await call(detailLoader, get(`/account/orders/${uuid}`), { uuid })
    expect(signedOut).toBeInstanceOf(Response)
    expect((signedOut as Response).headers.get('Location')).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/account/orders/${uuid}`)}`)
  })

  it('a review post from someone else is a 404 and a malformed one a 400', async () => {
    const owner = await signedUpShopper()
    const other = await signedUpShopper({ firstName: 'Grace' })
    const { uuid, productId } = await anOrder(owner.user.id, 'finished')
    const body = { intent: 'review', productId: String(productId), rating: '5', comment: 'Good.' }
    expect(statusOf(await call(detailAction, post(`/account/orders/${uuid}`, other.cookie, body), { uuid }))).toBe(404)
    expect(statusOf(await call(detailAction, post(`/account/orders/${uuid}`, owner.cookie, { ...body, rating: 'ten' }), { uuid }))).toBe(400)
    expect(statusOf(await call(detailAction, post(`/account/orders/${uuid}`, owner.cookie, body), { uuid }))).toBe(200)
  })
})

describe('/account/orders/:uuid/products and /api/orders', () => {
  it('live details only for the owner', async () => {
    const owner = await signedUpShopper()
    const other = await signedUpShopper({ firstName: 'Grace' })
    const { uuid, productId } = await anOrder(owner.user.id)
    const mine = await call(productsLoader, get(`/account/orders/${uuid}/products`, owner.cookie), { uuid })
    expect(mine).toMatchObject({ data: { products: [{ productId, available: true, outOfStock: false }] } })
    expect(statusOf(await call(productsLoader, get(`/account/orders/${uuid}/products`, other.cookie), { uuid }))).toBe(404)
    expect(statusOf(await call(productsLoader, get(`/account/orders/${uuid}/products`), { uuid }))).toBe(401)
  })

  it('the next page needs a verified shopper and a cursor of ours', async () => {
    const owner = await signedUpShopper()
    await anOrder(owner.user.id)
    expect(statusOf(await call(ordersApiLoader, get('/api/orders', owner.cookie)))).toBe(403)
    await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, owner.user.id))
    const page = await call(ordersApiLoader, get('/api/orders?sort=Oldest+to+Newest', owner.cookie))
    expect(page).toMatchObject({ data: { orders: [expect.objectContaining({ storeName: expect.any(String) })], nextCursor: null } })
    expect(statusOf(await call(ordersApiLoader, get('/api/orders?after=%3Cscript%3E', owner.cookie)))).toBe(400)
    expect(statusOf(await call(ordersApiLoader, get('/api/orders')))).toBe(401)
  })
})

describe('/staff/orders', () => {
  it('signed out: sign in and come back; a shopper: 403; staff: their store’s board and its actions', async () => {
    const shopper = await signedUpShopper()
    const { uuid, storeId } = await anOrder(shopper.user.id)
    const signedOut = await call(staffLoader, get('/staff/orders'))
    expect((signedOut as Response).headers.get('Location')).toBe('/sign-in?redirectTo=%2Fstaff%2Forders')
    expect(statusOf(await call(staffLoader, get('/staff/orders', shopper.cookie)))).toBe(403)
    expect(statusOf(await call(staffAction, post('/staff/orders', shopper.cookie, { intent: 'advance', uuid, expected: 'verifying' })))).toBe(403)
    const [row] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.uuid, uuid))
    expect(row?.status).toBe('verifying')

    const staff = await signedUpShopper({ firstName: 'Sam' })
    await getDb().update(users).set({ role: 'staff', staffStoreId: storeId }).where(eq(users.id, staff.user.id))
    const board = await call(staffLoader, get('/staff/orders', staff.cookie))
    expect(board).toMatchObject({ data: { forbidden: false, board: { storeId } } })
    const advanced = await call(staffAction, post('/staff/orders', staff.cookie, { intent: 'advance', uuid, expected: 'verifying' }))
    expect(advanced).toMatchObject({ data: { ok: true, message: 'Order moved to Preparing.' } })
    // The same click again (a stale board): a conflict, nothing moves.
    expect(statusOf(await call(staffAction, post('/staff/orders', staff.cookie, { intent: 'advance', uuid, expected: 'verifying' })))).toBe(409)
    const [after] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.uuid, uuid))
    expect(after?.status).toBe('preparing')
  })
})
