import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { addItem } from '~/cart/cart.server'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import type { OpeningHours } from '~/db/schema'
import { createDispensary, createMenu, createMenuProduct, createProduct, createState, refreshSearchIndex } from '~/db/seed/factories'
import { getOrderUnchecked } from '~/orders/order-read.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { type CheckoutForm, parseCheckoutForm } from './checkout-form'
import { CheckoutRefusal, loadCheckoutPage, placeReservation } from './checkout.server'
import { listWindows } from './time-windows'

/** Tuesday 24 November 2026, 10:00 AM in Chicago. */
const NOW = new Date('2026-11-24T16:00:00Z')
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const hours = (from: string, to: string): OpeningHours[] =>
  DAYS.map((day) => ({ day, from, to, customLabel: null, fromMedical: null, toMedical: null }))
const storeHours = (from: string, to: string) => DAYS.map((day) => ({ day, period: { from, to } }))

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
})

type Store = { storeId: number; eighth: number; gram: number }

/** An Illinois store (6.25 % sales tax, 10 % store tax, $10 delivery, $50 minimum) with one flower. */
async function illinoisStore(options: { delivers?: boolean; eighthStock?: number; maxCart?: number; discounted?: number | null } = {}): Promise<Store> {
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const dispensary = await createDispensary(db, {
    stateId: state.id,
    timeZone: 'America/Chicago',
    hours: hours('09:00', '21:00'),
    deliveryHours: options.delivers === false ? null : hours('10:00', '20:00'),
  })
  const menu = await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })
  const product = await createProduct(db, { kind: 'flower', name: 'Blue Dream', category: 'hybrid' })
  await createMenuProduct(db, {
    storeId: menu.storeId,
    productId: product.id,
    maxCartQuantity: options.maxCart ?? 10,
    variants: [
      { weight: 'eighth_ounce', price: 40, discountedPrice: options.discounted === undefined ? 34.5 : options.discounted, inventory: options.eighthStock ?? 20 },
      { weight: 'gram', price: 12, discountedPrice: null, inventory: 20 },
    ],
  })
  await refreshSearchIndex(db, [menu.storeId])
  return { storeId: menu.storeId, eighth: product.id, gram: product.id }
}

function firstWindow(from = '09:00', to = '21:00') {
  const day = listWindows({ hours: storeHours(from, to), timeZone: 'America/Chicago', now: NOW })[0]
  const window = day?.windows[0]
  if (!window) throw new Error('no window')
  return `${window.start}-${window.end}`
}

function form(fields: Record<string, string> = {}): CheckoutForm {
  const parsed = parseCheckoutForm({
    intent: 'reserve',
    idempotencyKey: randomUUID(),
    mode: 'pickup',
    window: firstWindow(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '312 555 0123',
    ...fields,
  })
  if (!parsed.ok) throw new Error(`bad test form: ${JSON.stringify(parsed.errors)}`)
  return parsed.value
}

const deliveryFields = (extra: Record<string, string> = {}) => ({
  mode: 'delivery',
  window: firstWindow('10:00', '20:00'),
  street: '1 Davis St',
  city: 'Evanston',
  state: 'IL',
  zip: '60201',
  ...extra,
})

async function fillCart(store: Store, visitor = randomUUID()) {
  await addItem(visitor, store.storeId, { productId: store.eighth, weight: 'eighth_ounce' }, 2)
  await addItem(visitor, store.storeId, { productId: store.gram, weight: 'gram' }, 1)
  return visitor
}

async function refusal(promise: Promise<unknown>): Promise<CheckoutRefusal> {
  try {
    await promise
  } catch (error) {
    if (error instanceof CheckoutRefusal) return error
    throw error
  }
  throw new Error('expected a refusal')
}

async function inventory(storeId: number, productId: number, weight: string): Promise<number> {
  const { rows } = await getDb().execute<{ inventory: number }>(sql`
    select inventory from menu_product_variants where store_id = ${storeId} and product_id = ${productId} and weight = ${weight}
  `)
  return Number(rows[0]?.inventory)
}

async function counts() {
  const { rows } = await getDb().execute<{ orders: number; products: number; events: number; open: number }>(sql`
    select (select count(*) from orders)::int as orders, (select count(*) from order_products)::int as products,
           (select count(*) from order_status_events)::int as events,
           (select count(*) from carts where status = 'open')::int as open
  `)
  return rows[0]
}

describe('placeReservation', () => {
  it('places a pickup reservation with the exact cents, snapshots the products and closes the cart', async () => {
    const store = await illinoisStore()
    const visitor = await fillCart(store)
    const placed = await placeReservation({ visitor, user: null, storeId: store.storeId, form: form(), now: NOW })
    expect(placed.replayed).toBe(false)

    const order = await getOrderUnchecked(placed.orderUuid)
    // 2 × $40 (now $34.50) + 1 × $12: subtotal $92.00, discounted $81.00; 6.25 % of 8100 = 506.25 → 506; 10 % = 810.
    expect(order).toMatchObject({
      status: 'verifying',
      reservationMode: 'pickup',
      userId: null,
      subtotalCents: 9200,
      discountedSubtotalCents: 8100,
      salesTaxAmountCents: 506,
      storeTaxAmountCents: 810,
      serviceFeeAmountCents: 0,
      deliveryFeeAmountCents: 0,
      amountCents: 9416,
      deliveryAddress: null,
      customerName: 'Ada Lovelace',
      customerEmailAddress: 'ada@example.com',
      customerPhoneNumber: '+13125550123',
      checkedOutTime: NOW,
    })
    expect(order?.storeName).toMatch(/ · Recreational$/)
    expect(order?.queueNumber).toBeGreaterThanOrEqual(1)
    expect(order?.products.map((p) => [p.priceId, p.count, p.checkoutPriceCents, p.discountedCheckoutPriceCents, p.name, p.kind])).toEqual([
      ['eighth_ounce', 2, 4000, 3450, 'Blue Dream', 'flower'],
      ['gram', 1, 1200, null, 'Blue Dream', 'flower'],
    ])
    const { rows: carts } = await getDb().execute<{ status: string }>(sql`select status from carts where visitor_token = ${visitor}`)
    expect(carts).toEqual([{ status: 'checked_out' }])
    const { rows: events } = await getDb().execute<{ status: string }>(sql`select status from order_status_events`)
    expect(events).toEqual([{ status: 'verifying' }])
  })

  it('places a delivery reservation for a signed-in shopper with the delivery fee and address', async () => {
    const store = await illinoisStore()
    const { user } = await signedUpShopper()
    const visitor = await fillCart(store)
    const placed = await placeReservation({ visitor, user, storeId: store.storeId, form: form(deliveryFields({ street2: 'Apt 2' })), now: NOW })
    const order = await getOrderUnchecked(placed.orderUuid)
    expect(order).toMatchObject({
      userId: user.id,
      reservationMode: 'delivery',
      deliveryFeeAmountCents: 1000,
      amountCents: 10416,
      deliveryAddress: { street: '1 Davis St', street2: 'Apt 2', city: 'Evanston', state_code: 'IL', zipcode: '60201' },
    })
  })

  it('decrements stock and updates the store’s search rows in the same transaction', async () => {
    const store = await illinoisStore({ eighthStock: 2 })
    const visitor = await fillCart(store)
    await placeReservation({ visitor, user: null, storeId: store.storeId, form: form(), now: NOW })
    expect(await inventory(store.storeId, store.eighth, 'eighth_ounce')).toBe(0)
    expect(await inventory(store.storeId, store.gram, 'gram')).toBe(19)
    const { rows } = await getDb().execute<{ variants: { weight: string; inventory: number }[]; in_stock: boolean }>(sql`
      select variants, in_stock from search_products where store_id = ${store.storeId} and product_id = ${store.eighth}
    `)
    expect(rows[0]?.variants.map((v) => [v.weight, v.inventory])).toEqual([
      ['gram', 19],
      ['eighth_ounce', 0],
    ])
    expect(rows[0]?.in_stock).toBe(true)
  })

  it('a replayed submit returns the same order and changes nothing else', async () => {
    const store = await illinoisStore()
    const visitor = await fillCart(store)
    const submitted = form()
    const first = await placeReservation({ visitor, user: null, storeId: store.storeId, form: submitted, now: NOW })
    const before = await counts()
    const second = await placeReservation({ visitor, user: null, storeId: store.storeId, form: submitted, now: NOW })
    expect(second).toEqual({ orderUuid: first.orderUuid, replayed: true })
    expect(await counts()).toEqual(before)
    expect(before).toMatchObject({ orders: 1, products: 2, events: 1 })
    expect(await inventory(store.storeId, store.eighth, 'eighth_ounce')).toBe(18)

    // Two submits at the same time with one key: still one order.
    const racer = await fillCart(store)
    const raced = form()
    const both = await Promise.all([
      placeReservation({ visitor: racer, user: null, storeId: store.storeId, form: raced, now: NOW }),
      placeReservation({ visitor: racer, user: null, storeId: store.storeId, form: raced, now: NOW }),
    ])
    expect(both[0].orderUuid).toBe(both[1].orderUuid)
    expect((await counts())?.orders).toBe(2)
  })

  it('refuses another visitor replaying someone’s key', async () => {
    const store = await illinoisStore()
    const submitted = form()
    await placeReservation({ visitor: await fillCart(store), user: null, storeId: store.storeId, form: submitted, now: NOW })
    const error = await refusal(placeReservation({ visitor: await fillCart(store), user: null, storeId: store.storeId, form: submitted, now: NOW }))
    expect(error.status).toBe(409)
    expect((await counts())?.orders).toBe(1)
  })

  it('concurrent placements of different weights of the same products all go through (no deadlock)', async () => {
    const store = await illinoisStore()
    const visitors = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const visitor = randomUUID()
        const weights = index % 2 ? (['gram', 'eighth_ounce'] as const) : (['eighth_ounce', 'gram'] as const)
        for (const weight of weights) await addItem(visitor, store.storeId, { productId: store.eighth, weight }, 1)
        return visitor
      }),
    )
    await Promise.all(visitors.map((visitor) => placeReservation({ visitor, user: null, storeId: store.storeId, form: form(), now: NOW })))
    expect(await inventory(store.storeId, store.eighth, 'eighth_ounce')).toBe(14)
    expect(await inventory(store.storeId, store.gram, 'gram')).toBe(14)
  })

  it('concurrent placements over limited stock never oversell', async () => {
    const store = await illinoisStore({ eighthStock: 5 })
    const visitors = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const visitor = randomUUID()
        await addItem(visitor, store.storeId, { productId: store.eighth, weight: 'eighth_ounce' }, 1)
        return visitor
      }),
    )
    const outcomes = await Promise.allSettled(
      visitors.map((visitor) => placeReservation({ visitor, user: null, storeId: store.storeId, form: form(), now: NOW })),
    )
    const placed = outcomes.filter((o) => o.status === 'fulfilled')
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []))
    expect(placed).toHaveLength(5)
    expect(refused).toHaveLength(3)
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(CheckoutRefusal)
      expect((reason as CheckoutRefusal).status).toBe(409)
    }
    expect(await inventory(store.storeId, store.eighth, 'eighth_ounce')).toBe(0)
    const { rows } = await getDb().execute<{ sold: number }>(sql`select coalesce(sum(count), 0)::int as sold from order_products`)
    expect(rows[0]?.sold).toBe(5)
    const { rows: index } = await getDb().execute<{ in_stock: boolean; variants: { weight: string; inventory: number }[] }>(sql`
      select in_stock, variants from search_products where store_id = ${store.storeId}
    `)
    expect(index[0]?.variants.find((v) => v.weight === 'eighth_ounce')?.inventory).toBe(0)
  })

  it('reads prices on the server: a posted price is ignored and a price lowered since adding counts', async () => {
    const store = await illinoisStore({ discounted: null })
    const visitor = randomUUID()
    await addItem(visitor, store.storeId, { productId: store.eighth, weight: 'eighth_ounce' }, 1)
    await getDb().execute(sql`update menu_product_variants set price = 36 where store_id = ${store.storeId} and weight = 'eighth_ounce'`)
    const tampered = parseCheckoutForm({
      intent: 'reserve',
      idempotencyKey: randomUUID(),
      mode: 'pickup',
      window: firstWindow(),
      name: 'Mallory',
      email: 'm@example.com',
      phone: '3125550123',
      price: '0.01',
      amountCents: '1',
      checkoutPriceCents: '1',
      quantity: '-3',
    })
    if (!tampered.ok) throw new Error('form refused')
    const placed = await placeReservation({ visitor, user: null, storeId: store.storeId, form: tampered.value, now: NOW })
    const order = await getOrderUnchecked(placed.orderUuid)
    expect(order?.products[0]).toMatchObject({ count: 1, checkoutPriceCents: 3600, discountedCheckoutPriceCents: null })
    expect(order?.subtotalCents).toBe(3600)
  })

  describe('refusals change nothing', () => {
    async function expectRefused(promise: Promise<unknown>, status: number, field: string | undefined, message: RegExp, store: Store) {
      const error = await refusal(promise)
      expect([error.status, error.field]).toEqual([status, field])
      expect(error.message).toMatch(message)
      expect(await counts()).toMatchObject({ orders: 0, products: 0, events: 0 })
      expect(await inventory(store.storeId, store.eighth, 'eighth_ounce')).toBe(20)
    }

    it('an empty cart (no cart at all, or a cart emptied)', async () => {
      const store = await illinoisStore()
      await expectRefused(placeReservation({ visitor: randomUUID(), user: null, storeId: store.storeId, form: form(), now: NOW }), 409, 'form', /cart is empty/, store)
      const visitor = randomUUID()
      await addItem(visitor, store.storeId, { productId: store.eighth, weight: 'eighth_ounce' }, 1)
      await getDb().execute(sql`delete from cart_items`)
      await expectRefused(placeReservation({ visitor, user: null, storeId: store.storeId, form: form(), now: NOW }), 409, 'form', /cart is empty/, store)
    })

    it('an unknown store', async () => {
      const error = await refusal(placeReservation({ visitor: randomUUID(), user: null, storeId: 999_999, form: form(), now: NOW }))
      expect(error.status).toBe(404)
    })

    it.each([
      ['at 3 AM, outside the hours', () => `${Date.UTC(2026, 10, 25, 9, 0) / 1000}-${Date.UTC(2026, 10, 25, 9, 30) / 1000}`],
      ['off the slot grid', () => `${Date.UTC(2026, 10, 25, 16, 10) / 1000}-${Date.UTC(2026, 10, 25, 16, 40) / 1000}`],
      ['already past', () => `${Date.UTC(2026, 10, 24, 15, 0) / 1000}-${Date.UTC(2026, 10, 24, 15, 30) / 1000}`],
      ['a week ahead', () => `${Date.UTC(2026, 11, 1, 16, 0) / 1000}-${Date.UTC(2026, 11, 1, 16, 30) / 1000}`],
    ])('a window %s', async (_name, window) => {
      const store = await illinoisStore()
      const visitor = await fillCart(store)
      await expectRefused(placeReservation({ visitor, user: null, storeId: store.storeId, form: form({ window: window() }), now: NOW }), 422, 'window', /not available/, store)
    })

    it('a pickup window offered for delivery but outside the delivery hours', async () => {
      const store = await illinoisStore()
      const visitor = await fillCart(store)
      // 09:00–09:30 tomorrow is a pickup window; delivery starts at 10:00.
      const window = `${Date.UTC(2026, 10, 25, 15, 0) / 1000}-${Date.UTC(2026, 10, 25, 15, 30) / 1000}`
      await expectRefused(
        placeReservation({ visitor, user: null, storeId: store.storeId, form: form(deliveryFields({ window })), now: NOW }),
        422,
        'window',
        /delivery times/,
        store,
      )
    })

    it('delivery where the store does not deliver', async () => {
      const store = await illinoisStore({ delivers: false })
      const visitor = await fillCart(store)
      await expectRefused(
        placeReservation({ visitor, user: null, storeId: store.storeId, form: form(deliveryFields({ window: firstWindow() })), now: NOW }),
        422,
        'mode',
        /does not deliver/,
        store,
      )
    })

    it('delivery to another state', async () => {
      const store = await illinoisStore()
      const visitor = await fillCart(store)
      await expectRefused(
        placeReservation({ visitor, user: null, storeId: store.storeId, form: form(deliveryFields({ state: 'WI' })), now: NOW }),
        422,
        'state',
        /only within Illinois/,
        store,
      )
    })

    it('a delivery below the store’s minimum', async () => {
      const store = await illinoisStore()
      const visitor = randomUUID()
      await addItem(visitor, store.storeId, { productId: store.gram, weight: 'gram' }, 1)
      await expectRefused(
        placeReservation({ visitor, user: null, storeId: store.storeId, form: form(deliveryFields()), now: NOW }),
        422,
        'mode',
        /at least \$50\.00; your items come to \$12\.00/,
        store,
      )
    })

    it('a cart past the purchase limits (Illinois: 30 g of flower)', async () => {
      const store = await illinoisStore()
      const visitor = randomUUID()
      await addItem(visitor, store.storeId, { productId: store.eighth, weight: 'eighth_ounce' }, 1)
      // 9 × 3.5 g = 31.5 g: written straight to the cart, as a cart filled before the limit existed would be.
      await getDb().execute(sql`update cart_items set quantity = 9`)
      await expectRefused(
        placeReservation({ visitor, user: null, storeId: store.storeId, form: form(), now: NOW }),
        422,
        'form',
        /^Illinois limits adult-use purchases to 30 g of flower per visit; your cart has 31\.5 g\.$/,
        store,
      )
    })

    it('non-residents get the Illinois half limit', async () => {
      const store = await illinoisStore()
      const { user } = await signedUpShopper({ homeState: 'WI' })
      const visitor = randomUUID()
      await addItem(visitor, store.storeId, { productId: store.eighth, weight: 'eighth_ounce' }, 5)
      await expectRefused(placeReservation({ visitor, user, storeId: store.storeId, form: form(), now: NOW }), 422, 'form', /by non-residents to 15 g/, store)
    })

    it.each([
      ['over the max cart quantity', 50, 422, /at most 10 of Blue Dream/],
      ['over the stock', 25, 409, /Only 20 of Blue Dream left/],
    ])('a line %s', async (_name, quantity, status, message) => {
      const store = await illinoisStore({ maxCart: quantity === 25 ? 99 : 10 })
      const visitor = randomUUID()
      await addItem(visitor, store.storeId, { productId: store.gram, weight: 'gram' }, 1)
      await getDb().execute(sql`update cart_items set quantity = ${quantity}`)
      await expectRefused(placeReservation({ visitor, user: null, storeId: store.storeId, form: form(), now: NOW }), status, 'form', message, store)
    })
  })
})

describe('loadCheckoutPage', () => {
  it('shows the cart, the receipt amounts, the windows and a fresh idempotency key; delivery only where offered', async () => {
    const store = await illinoisStore({ delivers: false })
    const visitor = await fillCart(store)
    const page = await loadCheckoutPage({ storeId: store.storeId, visitor, user: null, mode: 'delivery', now: NOW })
    expect(page).toMatchObject({ mode: 'pickup', delivers: false, charges: { itemsCount: 3, estimatedTotalCents: 9416 } })
    expect(page?.lines.map((l) => [l.weightLabel, l.count])).toEqual([
      ['1/8 oz', 2],
      ['1 g', 1],
    ])
    expect(page?.windows[0]?.windows[0]?.label).toBe('10:30 AM – 11:00 AM')
    expect(page?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(await loadCheckoutPage({ storeId: 999_999, visitor, user: null, mode: 'pickup', now: NOW })).toBeNull()
    // An Illinois store is not a store on the Ohio host.
    expect(await loadCheckoutPage({ storeId: store.storeId, visitor, user: null, mode: 'pickup', region: 'ohio', now: NOW })).toBeNull()
    const refused = await refusal(placeReservation({ visitor, user: null, storeId: store.storeId, form: form(), region: 'ohio', now: NOW }))
    expect(refused.status).toBe(404)
  })

  it('opens in the cart’s own mode when the shopper has not chosen one (a restored delivery cart stays delivery)', async () => {
    const store = await illinoisStore()
    const visitor = await fillCart(store)
    await getDb().execute(sql`update carts set reservation_mode = 'delivery' where visitor_token = ${visitor}`)
    expect((await loadCheckoutPage({ storeId: store.storeId, visitor, user: null, mode: null, now: NOW }))?.mode).toBe('delivery')
    expect((await loadCheckoutPage({ storeId: store.storeId, visitor, user: null, mode: 'pickup', now: NOW }))?.mode).toBe('pickup')
    expect((await loadCheckoutPage({ storeId: store.storeId, visitor: null, user: null, mode: null, now: NOW }))?.mode).toBe('pickup')
  })

  it('prefills a signed-in shopper’s details', async () => {
    const store = await illinoisStore()
    const { user } = await signedUpShopper({ firstName: 'Grace' })
    const page = await loadCheckoutPage({ storeId: store.storeId, visitor: null, user, mode: 'pickup', now: NOW })
    expect(page?.prefill).toEqual({ name: 'Grace Lovelace', email: user.email, phone: '(312) 555-0123' })
    expect(page?.lines).toEqual([])
  })
})
