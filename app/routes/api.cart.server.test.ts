import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { carts } from '~/db/schema'
import { createMenuProduct, createProduct } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { action, loader } from './api.cart'

type Args = Parameters<typeof loader>[0]
const BASE = 'http://localhost:3000'

function call(handler: typeof loader | typeof action, request: Request) {
  return handler({ request, params: {}, context: {} } as unknown as Args)
}

function get(query: string, headers: Record<string, string> = {}) {
  return call(loader, new Request(`${BASE}/api/cart${query}`, { headers }))
}

function postJson(body: unknown, headers: Record<string, string> = {}) {
  return call(
    action,
    new Request(`${BASE}/api/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}, query = '') {
  return call(
    action,
    new Request(`${BASE}/api/cart${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  )
}

function visitorFrom(response: Response): string {
  const cookie = response.headers.get('set-cookie') ?? ''
  const match = /nm_visitor=([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(cookie)
  if (!match) throw new Error(`no visitor cookie in ${cookie}`)
  return `nm_visitor=${match[1]}`
}

let storeId: number
let productId: number

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const product = await createProduct(db, { kind: 'flower', name: 'Sour Diesel', category: 'sativa' })
  const item = await createMenuProduct(db, {
    productId: product.id,
    maxCartQuantity: 10,
    variants: [
      { weight: 'eighth_ounce', price: 45, inventory: 3 },
      { weight: 'gram', price: 14, inventory: 0 },
    ],
  })
  storeId = item.storeId
  productId = item.productId
})

describe('GET /api/cart', () => {
  it('answers an empty cart without creating a visitor', async () => {
    const response = await get(`?storeId=${storeId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.json()).toMatchObject({ storeId, cartUuid: null, items: [], itemCount: 0 })
  })

  it.each([
    ['', 'storeId is required'],
    ['?storeId=', 'storeId must be a positive whole number'],
    ['?storeId=abc', 'storeId must be a positive whole number'],
    ['?storeId=-4', 'storeId must be a positive whole number'],
    ['?storeId=1.5', 'storeId must be a positive whole number'],
    ['?storeId=99999999999999999999', 'storeId is not a known id'],
  ])('answers 400 naming storeId for %j', async (query, message) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message, field: 'storeId' })
  })

  it('answers 404 for an unknown store and for a store outside the host region', async () => {
    expect((await get('?storeId=424242')).status).toBe(404)
    expect((await get(`?storeId=${storeId}`, { host: 'oh.localhost' })).status).toBe(404)
  })
})

describe('POST /api/cart', () => {
  it('adds, updates and removes, with the visitor cookie set on the first write', async () => {
    const first = await postJson({ intent: 'add', storeId, productId, weight: 'eighth ounce', quantity: 2 })
    expect(first.status).toBe(200)
    const setCookie = first.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^nm_visitor=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/)
    // PUBLIC_ORIGIN is http here; over https the cookie is Secure.
    expect(setCookie).not.toMatch(/Secure/)
    const cart = await first.json()
    expect(cart).toMatchObject({ storeId, itemCount: 2, subtotal: 90 })
    expect(cart.items[0].key).toBe(`${productId}+eighth ounce`)

    const cookie = visitorFrom(first)
    const read = await get(`?storeId=${storeId}`, { cookie })
    expect(await read.json()).toMatchObject({ itemCount: 2, cartUuid: cart.cartUuid })

    const updated = await postJson({ intent: 'update', storeId, productId, weight: 'eighth_ounce', quantity: '1' }, { cookie })
    expect(visitorFrom(updated)).toBe(cookie)
    expect(await updated.json()).toMatchObject({ itemCount: 1 })

    const removed = await postJson({ intent: 'remove', storeId, productId, weight: 'eighth_ounce' }, { cookie })
    expect(await removed.json()).toMatchObject({ itemCount: 0, items: [] })

    await postJson({ intent: 'add', storeId, productId, weight: 'eighth_ounce' }, { cookie })
    const cleared = await postJson({ intent: 'clear', storeId }, { cookie })
    expect(await cleared.json()).toMatchObject({ itemCount: 0 })
    expect(await getDb().select().from(carts)).toHaveLength(1)
  })

  it.each([
    [{ storeId: 1, productId: 1, weight: 'gram' }, 'intent must be one of add, update, remove, clear', 'intent'],
    [{ intent: 'buy', storeId: 1 }, 'intent must be one of add, update, remove, clear', 'intent'],
    [{ intent: 'add', productId: 1, weight: 'gram' }, 'storeId is required', 'storeId'],
    [{ intent: 'add', storeId: 'x', productId: 1, weight: 'gram' }, 'storeId must be a positive whole number', 'storeId'],
    [{ intent: 'add', storeId: 1, weight: 'gram' }, 'productId is required', 'productId'],
    [{ intent: 'add', storeId: 1, productId: 0, weight: 'gram' }, 'productId must be a positive whole number', 'productId'],
    [{ intent: 'add', storeId: 1, productId: 1 }, 'weight is required', 'weight'],
    [
      { intent: 'add', storeId: 1, productId: 1, weight: 'kilo' },
      'weight must be one of half_gram, gram, two_gram, eighth_ounce, quarter_ounce, half_ounce, ounce, each',
      'weight',
    ],
    [{ intent: 'update', storeId: 1, productId: 1, weight: 'gram' }, 'quantity is required', 'quantity'],
    [{ intent: 'update', storeId: 1, productId: 1, weight: 'gram', quantity: -1 }, 'quantity must be 0 or more', 'quantity'],
    [{ intent: 'update', storeId: 1, productId: 1, weight: 'gram', quantity: 2.5 }, 'quantity must be a whole number', 'quantity'],
    [{ intent: 'update', storeId: 1, productId: 1, weight: 'gram', quantity: '3e2' }, 'quantity must be a whole number', 'quantity'],
    [{ intent: 'update', storeId: 1, productId: 1, weight: 'gram', quantity: 1e9 }, 'quantity is too large', 'quantity'],
    [{ intent: 'add', storeId: [1], productId: 1, weight: 'gram' }, 'storeId must be a positive whole number', 'storeId'],
    [{ intent: 'add', storeId: 1, productId: 1, weight: { $ne: 1 } }, 'weight must be text', 'weight'],
  ])('answers 400 naming the field for %j', async (body, message, field) => {
    const response = await postJson(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message, field })
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it.each([
    ['not json', 'The body must be JSON or a form.'],
    ['[1,2]', 'The body must be an object'],
    ['null', 'The body must be an object'],
  ])('answers 400 for the body %j', async (body, message) => {
    const response = await postJson(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe(message)
  })

  it('answers 413 for an oversized body', async () => {
    const response = await postJson({ intent: 'clear', storeId, padding: 'x'.repeat(20_000) })
    expect(response.status).toBe(413)
  })

  it('answers 404 for an unknown store or a product the store does not carry', async () => {
    const unknownStore = await postJson({ intent: 'add', storeId: 424242, productId, weight: 'gram' })
    expect(unknownStore.status).toBe(404)
    expect(await unknownStore.json()).toEqual({ error: 'This store does not exist.', field: 'storeId' })

    const other = await createProduct(getDb(), { kind: 'edible' })
    const notCarried = await postJson({ intent: 'add', storeId, productId: other.id, weight: 'each' })
    expect(notCarried.status).toBe(404)
    expect((await notCarried.json()).error).toBe('This product is not on this store’s menu.')
  })

  it('answers 409 and 422 for stock and limit refusals', async () => {
    const outOfStock = await postJson({ intent: 'add', storeId, productId, weight: 'gram' })
    expect(outOfStock.status).toBe(409)
    expect(await outOfStock.json()).toEqual({ error: 'This weight is out of stock.' })

    const tooMany = await postJson({ intent: 'update', storeId, productId, weight: 'eighth_ounce', quantity: 4 })
    expect(tooMany.status).toBe(409)
    expect((await tooMany.json()).error).toBe('Only 3 left in stock.')

    const fiveHundred = await postJson({ intent: 'add', storeId, productId, weight: 'eighth_ounce', quantity: 500 })
    expect(fiveHundred.status).toBe(422)
    expect((await fiveHundred.json()).error).toBe('You can add at most 10 of this item.')

    const unsold = await postJson({ intent: 'add', storeId, productId, weight: 'ounce' })
    expect(unsold.status).toBe(422)
  })

  it('answers a plain form post with a 303 back to a same-origin path', async () => {
    const response = await postForm({
      intent: 'add',
      storeId: String(storeId),
      productId: String(productId),
      weight: 'eighth_ounce',
      quantity: '1',
      redirectTo: '/dispensaries/illinois/evanston/1001/recreational-menu/?currentSort=price_asc',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dispensaries/illinois/evanston/1001/recreational-menu/?currentSort=price_asc')
    const cookie = visitorFrom(response)
    expect(await (await get(`?storeId=${storeId}`, { cookie })).json()).toMatchObject({ itemCount: 1 })
  })

  it('reads a form post\'s fields from its action\'s query too (the product cards\' no-script form); the body wins', async () => {
    const query = `?${new URLSearchParams({
      intent: 'add',
      storeId: String(storeId),
      productId: String(productId),
      weight: 'gram',
      quantity: '1',
      redirectTo: '/dispensaries/illinois/evanston/1001/recreational-menu/',
    })}`
    // The gram is out of stock: only the body's weight makes this add go through.
    const response = await postForm({ weight: 'eighth_ounce' }, {}, query)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dispensaries/illinois/evanston/1001/recreational-menu/')
    const cart = await (await get(`?storeId=${storeId}`, { cookie: visitorFrom(response) })).json()
    expect(cart).toMatchObject({ itemCount: 1, items: [{ productId, weight: 'eighth_ounce', quantity: 1 }] })
    // A JSON body never reads the query.
    const json = await call(
      action,
      new Request(`${BASE}/api/cart${query}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
    )
    expect(json.status).toBe(400)
  })

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '/ok\r\nSet-Cookie: x=1'])(
    'never redirects off the site (redirectTo %j answers JSON)',
    async (redirectTo) => {
      const response = await postForm({
        intent: 'add',
        storeId: String(storeId),
        productId: String(productId),
        weight: 'eighth_ounce',
        redirectTo,
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('location')).toBeNull()
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    },
  )

  it('shows a form post its refusal on a small page that links back', async () => {
    const response = await postForm({
      intent: 'add',
      storeId: String(storeId),
      productId: String(productId),
      weight: 'gram',
      redirectTo: '/dispensaries/x/"><script>/',
    })
    expect(response.status).toBe(409)
    const html = await response.text()
    expect(html).toContain('This weight is out of stock.')
    expect(html).toContain('href="/dispensaries/x/&#34;&#62;&#60;script&#62;/"')
    expect(html).not.toContain('<script>')
  })

  it.each([
    ['garbage', "' or 1=1 --"],
    ['a uuid the client chose', '2f0c6b1e-8a4d-4c3e-9b7a-1d2e3f4a5b6c'],
    ['a forged signature', `2f0c6b1e-8a4d-4c3e-9b7a-1d2e3f4a5b6c.${'A'.repeat(43)}`],
  ])('replaces a visitor cookie that is not one the server signed (%s) with a fresh one', async (_label, value) => {
    const response = await postJson({ intent: 'add', storeId, productId, weight: 'eighth_ounce' }, { cookie: `nm_visitor=${value}; other=1` })
    expect(response.status).toBe(200)
    const fresh = visitorFrom(response)
    expect(fresh).toMatch(/^nm_visitor=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/)
    expect(fresh).not.toContain('2f0c6b1e')
    // The cart went to the fresh visitor, not to the one the client named.
    expect(await (await get(`?storeId=${storeId}`, { cookie: `nm_visitor=${value}` })).json()).toMatchObject({ itemCount: 0 })
    expect(await (await get(`?storeId=${storeId}`, { cookie: fresh })).json()).toMatchObject({ itemCount: 1 })
  })
})
