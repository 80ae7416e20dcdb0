import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { cartItems, carts, menuProductVariants } from '~/db/schema'
import { createDispensary, createMenu, createMenuProduct, createProduct, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { addItem, CartRefusal, clearCart, findCartStore, getCart, listCarts, removeItem, setQuantity } from './cart.server'

beforeEach(async () => {
  await resetDatabase()
})

async function flower(overrides: { storeId?: number; maxCartQuantity?: number; eighth?: number; gram?: number; discounted?: number | null } = {}) {
  const db = getDb()
  const product = await createProduct(db, { kind: 'flower', name: 'Blue Dream', category: 'hybrid' })
  return createMenuProduct(db, {
    storeId: overrides.storeId,
    productId: product.id,
    maxCartQuantity: overrides.maxCartQuantity ?? 10,
    variants: [
      { weight: 'eighth_ounce', price: 40, discountedPrice: overrides.discounted ?? null, inventory: overrides.eighth ?? 25 },
      { weight: 'gram', price: 12, inventory: overrides.gram ?? 25 },
    ],
  })
}

async function refusal(promise: Promise<unknown>): Promise<CartRefusal> {
  try {
    await promise
  } catch (error) {
    if (error instanceof CartRefusal) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('getCart', () => {
  it('is empty (and creates nothing) for a visitor without a cart', async () => {
    const item = await flower()
    const cart = await getCart(randomUUID(), item.storeId)
    expect(cart).toMatchObject({ storeId: item.storeId, cartUuid: null, items: [], itemCount: 0, subtotal: 0, savings: 0 })
    expect(cart.menuPath).toMatch(new RegExp(`^/dispensaries/[a-z-]+/[a-z0-9-]+/${item.storeId}/recreational-menu/$`))
    expect(await getCart(null, item.storeId)).toMatchObject({ items: [], cartUuid: null })
    expect(await getDb().select().from(carts)).toHaveLength(0)
  })
})

describe('addItem, setQuantity, removeItem, clearCart', () => {
  it('adds, updates, removes and clears, pricing lines from the catalogue', async () => {
    const item = await flower({ discounted: 34.5 })
    const visitor = randomUUID()

    let cart = await addItem(visitor, item.storeId, { productId: item.productId, weight: 'eighth_ounce' }, 2)
    expect(cart.cartUuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(cart.items).toEqual([
      expect.objectContaining({
        key: `${item.productId}+eighth ounce`,
        productId: item.productId,
        weight: 'eighth_ounce',
        weightName: 'eighth ounce',
        weightLabel: '1/8 oz',
        name: 'Blue Dream',
        price: 40,
        discountedPrice: 34.5,
        unitPrice: 34.5,
        quantity: 2,
        lineTotal: 69,
        max: 10,
        // Plenty in stock: the store's max cart quantity sets the line's limit.
        maxReason: 'store',
        lineage: 'hybrid',
      }),
    ])
    expect(cart).toMatchObject({ itemCount: 2, subtotal: 69, savings: 11 })

    cart = await addItem(visitor, item.storeId, { productId: item.productId, weight: 'gram' })
    expect(cart.items.map((i) => i.key)).toEqual([`${item.productId}+eighth ounce`, `${item.productId}+gram`])
    expect(cart).toMatchObject({ itemCount: 3, subtotal: 81, savings: 11 })

    cart = await addItem(visitor, item.storeId, { productId: item.productId, weight: 'gram' }, 2)
    expect(cart.items[1]?.quantity).toBe(3)

    cart = await setQuantity(visitor, item.storeId, { productId: item.productId, weight: 'gram' }, 1)
    expect(cart.items[1]?.quantity).toBe(1)

    cart = await setQuantity(visitor, item.storeId, { productId: item.productId, weight: 'gram' }, 0)
    expect(cart.items.map((i) => i.weight)).toEqual(['eighth_ounce'])

    cart = await removeItem(visitor, item.storeId, { productId: item.productId, weight: 'eighth_ounce' })
    expect(cart.items).toEqual([])

    await addItem(visitor, item.storeId, { productId: item.productId, weight: 'gram' }, 4)
    const uuid = (await getCart(visitor, item.storeId)).cartUuid
    cart = await clearCart(visitor, item.storeId)
    expect(cart).toMatchObject({ items: [], itemCount: 0, subtotal: 0, cartUuid: uuid })
  })

  it('keeps one open cart per store per visitor, and visitors apart', async () => {
    const first = await flower()
    const secondStore = await createMenu(getDb())
    const second = await flower({ storeId: secondStore.storeId })
    const visitor = randomUUID()
    const other = randomUUID()

    const a = await addItem(visitor, first.storeId, { productId: first.productId, weight: 'gram' })
    const b = await addItem(visitor, first.storeId, { productId: first.productId, weight: 'eighth_ounce' })
    const c = await addItem(visitor, second.storeId, { productId: second.productId, weight: 'gram' })
    const d = await addItem(other, first.storeId, { productId: first.productId, weight: 'gram' })

    expect(a.cartUuid).toBe(b.cartUuid)
    expect(c.cartUuid).not.toBe(a.cartUuid)
    expect(d.cartUuid).not.toBe(a.cartUuid)
    expect(d.items).toHaveLength(1)
    expect(await getDb().select().from(carts)).toHaveLength(3)
    expect((await listCarts(visitor)).map((s) => [s.storeId, s.itemCount]).sort()).toEqual(
      [
        [first.storeId, 2],
        [second.storeId, 1],
      ].sort(),
    )
    expect(await listCarts(null)).toEqual([])
  })

  it('refuses a product the store does not carry (404) and a weight it does not sell (422)', async () => {
    const item = await flower()
    const elsewhere = await createProduct(getDb(), { kind: 'edible' })
    const visitor = randomUUID()

    const notCarried = await refusal(addItem(visitor, item.storeId, { productId: elsewhere.id, weight: 'each' }))
    expect(notCarried.status).toBe(404)
    expect(notCarried.message).toBe('This product is not on this store’s menu.')

    const unknownWeight = await refusal(addItem(visitor, item.storeId, { productId: item.productId, weight: 'ounce' }))
    expect(unknownWeight.status).toBe(422)
    expect(unknownWeight.message).toBe('This product is not sold in that weight.')

    const unknownStore = await refusal(addItem(visitor, 999_999, { productId: item.productId, weight: 'gram' }))
    expect(unknownStore.status).toBe(404)
    expect(await getDb().select().from(cartItems)).toHaveLength(0)
  })

  it('enforces the max cart quantity and the stock, changing nothing when it refuses', async () => {
    const item = await flower({ maxCartQuantity: 4, eighth: 3, gram: 0 })
    const visitor = randomUUID()
    const eighth = { productId: item.productId, weight: 'eighth_ounce' as const }
    const gram = { productId: item.productId, weight: 'gram' as const }

    const outOfStock = await refusal(addItem(visitor, item.storeId, gram))
    expect([outOfStock.status, outOfStock.message]).toEqual([409, 'This weight is out of stock.'])

    await addItem(visitor, item.storeId, eighth, 2)
    const overStock = await refusal(addItem(visitor, item.storeId, eighth, 2))
    expect([overStock.status, overStock.message]).toEqual([409, 'Only 3 left in stock.'])
    // Three left, under the store's limit of 4: the cart says the stock is why (issue 20).
    expect((await getCart(visitor, item.storeId)).items[0]).toMatchObject({ quantity: 2, max: 3, maxReason: 'stock' })

    await getDb()
      .update(menuProductVariants)
      .set({ inventory: 50 })
      .where(and(eq(menuProductVariants.productId, item.productId), eq(menuProductVariants.weight, 'eighth_ounce')))
    const overLimit = await refusal(setQuantity(visitor, item.storeId, eighth, 5))
    expect([overLimit.status, overLimit.message]).toEqual([422, 'You can add at most 4 of this item.'])
    const hundreds = await refusal(addItem(visitor, item.storeId, eighth, 500))
    expect(hundreds.status).toBe(422)
    expect((await getCart(visitor, item.storeId)).items[0]?.quantity).toBe(2)

    expect((await refusal(setQuantity(visitor, item.storeId, eighth, 1.5))).status).toBe(422)
    expect((await refusal(addItem(visitor, item.storeId, eighth, 0))).status).toBe(422)
    expect((await refusal(setQuantity(visitor, item.storeId, eighth, -1))).status).toBe(422)
  })

  it('lets a line shrink after its stock dropped below it, but not grow', async () => {
    const item = await flower({ eighth: 10 })
    const visitor = randomUUID()
    const eighth = { productId: item.productId, weight: 'eighth_ounce' as const }
    await setQuantity(visitor, item.storeId, eighth, 6)
    await getDb()
      .update(menuProductVariants)
      .set({ inventory: 2 })
      .where(and(eq(menuProductVariants.productId, item.productId), eq(menuProductVariants.weight, 'eighth_ounce')))

    expect((await getCart(visitor, item.storeId)).items[0]).toMatchObject({ quantity: 6, max: 6, maxReason: 'stock' })
    expect((await refusal(setQuantity(visitor, item.storeId, eighth, 7))).message).toBe('Only 2 left in stock.')
    expect((await setQuantity(visitor, item.storeId, eighth, 4)).items[0]?.quantity).toBe(4)
  })

  it('keeps lines whose product the store no longer sells, marked unavailable and out of the totals', async () => {
    const item = await flower()
    const visitor = randomUUID()
    await addItem(visitor, item.storeId, { productId: item.productId, weight: 'gram' })
    await getDb().execute(
      sql`delete from menu_product_variants where store_id = ${item.storeId} and product_id = ${item.productId} and weight = 'gram'`,
    )
    const cart = await getCart(visitor, item.storeId)
    expect(cart.items).toMatchObject([{ productId: item.productId, weight: 'gram', unavailable: true, lineTotal: 0 }])
    expect(cart).toMatchObject({ itemCount: 0, subtotal: 0 })
    expect(cart.cartUuid).not.toBeNull()
    // Removing it works as for any line.
    expect((await setQuantity(visitor, item.storeId, { productId: item.productId, weight: 'gram' }, 0)).items).toEqual([])
  })

  it('cannot exceed a limit through parallel writes', async () => {
    // In Michigan 10 eighths (35 g) are inside the state's purchase limit; only max cart quantity bites.
    const state = await createState(getDb(), { name: 'Michigan', slug: 'michigan', code: 'MI' })
    const menu = await createMenu(getDb(), { dispensaryId: (await createDispensary(getDb(), { stateId: state.id })).id })
    const item = await flower({ maxCartQuantity: 10, eighth: 50, storeId: menu.storeId })
    const visitor = randomUUID()
    const eighth = { productId: item.productId, weight: 'eighth_ounce' as const }

    // Twelve parallel adds of one unit, from a visitor with no cart yet: exactly ten succeed.
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => addItem(visitor, item.storeId, eighth, 1)))
    const refused = results.filter((r) => r.status === 'rejected')
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    expect(refused).toHaveLength(2)
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(CartRefusal)
    expect((await getCart(visitor, item.storeId)).items[0]?.quantity).toBe(10)
    expect(await getDb().select().from(carts)).toHaveLength(1)

    // Two parallel adds of six on an empty line: one wins, the other would pass ten.
    await clearCart(visitor, item.storeId)
    const pair = await Promise.allSettled([addItem(visitor, item.storeId, eighth, 6), addItem(visitor, item.storeId, eighth, 6)])
    expect(pair.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect((await getCart(visitor, item.storeId)).items[0]?.quantity).toBe(6)
  })
})

describe('findCartStore', () => {
  it('names the store and its menu page, and hides stores outside the region', async () => {
    const menu = await createMenu(getDb())
    const store = await findCartStore(menu.storeId, 'main')
    expect(store?.menuPath).toMatch(new RegExp(`/${menu.storeId}/recreational-menu/$`))
    expect(store?.storeName).toMatch(/^Northmeadow .+ · Recreational$/)
    expect(await findCartStore(menu.storeId, 'ohio')).toBeNull()
    expect(await findCartStore(424242)).toBeNull()
  })
})
