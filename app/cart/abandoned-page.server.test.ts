import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { getDb } from '~/db/client.server'
import { createMenuProduct, createProduct } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { loadRestoreForPage, restoreAction } from './abandoned-page.server'
import { addItem, getCart } from './cart.server'

const BASE = 'http://localhost:3000'
const PAGE = '/dispensaries/illinois/evanston/2001/recreational-menu/'

beforeEach(async () => {
  await resetDatabase()
})

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown response')
}

function post(body: string, headers: Record<string, string> = {}, method = 'POST') {
  return new Request(`${BASE}${PAGE}?cart_uuid=x`, {
    method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: method === 'GET' ? undefined : body,
  })
}

async function status(result: unknown): Promise<{ status: number; error?: string }> {
  if (result instanceof Response) return { status: result.status }
  const value = result as { init?: { status?: number }; data?: { error?: string } }
  return { status: value.init?.status ?? 200, error: value.data?.error }
}

describe('loadRestoreForPage', () => {
  it('does nothing without cart_uuid', async () => {
    const result = await loadRestoreForPage(new Request(`${BASE}${PAGE}?sortBy=price-low`), 2001)
    expect(result).toEqual({ step: null, notice: null, headers: {} })
  })

  it('drops a malformed cart_uuid, keeping the other parameters', async () => {
    const response = await thrown(loadRestoreForPage(new Request(`${BASE}${PAGE}?sortBy=price-low&cart_uuid=%27%20or%201%3D1`), 2001))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${PAGE}?sortBy=price-low`)
  })

  it('sends a visitor who is not signed in to the sign-in dialog with the order line, keeping cart_uuid', async () => {
    const uuid = randomUUID()
    const response = await thrown(loadRestoreForPage(new Request(`${BASE}${PAGE}?cart_uuid=${uuid}`), 2001))
    expect(response.headers.get('location')).toBe(`${PAGE}?cart_uuid=${uuid}&flow=signin&reason=order`)
    const shown = await loadRestoreForPage(new Request(`${BASE}${PAGE}?cart_uuid=${uuid}&flow=signin&reason=order`), 2001)
    expect(shown.step).toEqual({ kind: 'sign-in' })
    expect(shown.headers['Cache-Control']).toBe('private, no-store')
  })

  it('asks a signed-in shopper’s page to post the restore', async () => {
    const { cookie } = await signedUpShopper()
    const uuid = randomUUID()
    const result = await loadRestoreForPage(new Request(`${BASE}${PAGE}?cart_uuid=${uuid.toUpperCase()}`, { headers: { cookie } }), 2001)
    expect(result.step).toEqual({ kind: 'restore', cartUuid: uuid })
  })

  it('shows a notice once for its store and clears the cookie', async () => {
    const request = new Request(`${BASE}${PAGE}`, { headers: { cookie: 'nm_cart_restore=restored.2001.abc' } })
    const result = await loadRestoreForPage(request, 2001)
    expect(result.notice).toEqual({ outcome: 'restored', id: 'abc' })
    expect(result.headers['Set-Cookie']).toMatch(/^nm_cart_restore=; Max-Age=0/)
    expect((await loadRestoreForPage(request, 2002)).notice).toBeNull()
    const forged = await loadRestoreForPage(new Request(`${BASE}${PAGE}`, { headers: { cookie: 'nm_cart_restore=<b>' } }), 2001)
    expect(forged.notice).toBeNull()
    expect(forged.headers['Set-Cookie']).toMatch(/Max-Age=0/)
  })
})

describe('restoreAction', () => {
  it.each([
    ['a missing intent', `cartUuid=${randomUUID()}`, 400, 'intent must be restore'],
    ['another intent', `intent=add&cartUuid=${randomUUID()}`, 400, 'intent must be restore'],
    ['a missing cart', 'intent=restore', 400, 'cartUuid is required'],
    ['a malformed cart', 'intent=restore&cartUuid=%3Cscript%3E', 400, 'cartUuid must be a cart id'],
    ['a huge cart id', `intent=restore&cartUuid=${'a'.repeat(1000)}`, 400, 'cartUuid must be a cart id'],
  ])('refuses %s with a 4xx and a message', async (_name, body, code, message) => {
    expect(await status(await restoreAction(post(body), 2001, PAGE))).toEqual({ status: code, error: message })
  })

  it('refuses other methods, other content types, oversized bodies and signed-out visitors', async () => {
    const good = `intent=restore&cartUuid=${randomUUID()}`
    expect((await status(await restoreAction(post(good, {}, 'PUT'), 2001, PAGE))).status).toBe(405)
    expect((await status(await restoreAction(post(good, { 'Content-Type': 'application/json' }), 2001, PAGE))).status).toBe(415)
    expect((await status(await restoreAction(post(`${good}&pad=${'x'.repeat(5000)}`), 2001, PAGE))).status).toBe(413)
    expect(await status(await restoreAction(post(good), 2001, PAGE))).toEqual({ status: 401, error: 'Sign in to restore your cart.' })
  })

  it('restores the shopper’s cart and redirects to the clean page with the outcome', async () => {
    const db = getDb()
    const product = await createProduct(db, { kind: 'gear', name: 'Grinder' })
    const offer = await createMenuProduct(db, { productId: product.id, variants: [{ weight: 'each', price: 20, inventory: 5 }] })
    const { user, cookie } = await signedUpShopper()
    const shopper = { userId: user.id, homeState: user.homeState }
    const left = await addItem(randomUUID(), offer.storeId, { productId: product.id, weight: 'each' }, 2, db, shopper)

    const request = () =>
      new Request(`${BASE}${PAGE}?sortBy=price-low&cart_uuid=${left.cartUuid}&flow=signin&reason=order`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie },
        body: `intent=restore&cartUuid=${left.cartUuid}`,
      })
    const response = (await restoreAction(request(), offer.storeId, PAGE)) as Response
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${PAGE}?sortBy=price-low`)
    const cookies = response.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('nm_cart_restore='))).toMatch(new RegExp(`^nm_cart_restore=restored\\.${offer.storeId}\\.`))
    const visitor = /nm_visitor=([0-9a-f-]{36})/.exec(cookies.join(';'))?.[1]
    expect((await getCart(visitor ?? null, offer.storeId)).items.map((i) => i.quantity)).toEqual([2])

    // The same post for a cart that is gone reports the failure and changes nothing.
    await db.execute(sql`delete from carts where uuid = ${left.cartUuid}`)
    const again = (await restoreAction(request(), offer.storeId, PAGE)) as Response
    expect(again.headers.getSetCookie().find((c) => c.startsWith('nm_cart_restore='))).toMatch(/^nm_cart_restore=failed\./)
  })
})
