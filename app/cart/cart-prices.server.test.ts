import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadCheckoutPage } from '~/checkout/checkout.server'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import type { OpeningHours } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { importMenu } from '~/operators/menu-import.server'
import { endSpecial, saveSpecial } from '~/specials/staff-specials.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { placeGuestPickup } from '../../tests/setup/guest-reservation'
import { addItem, getCart, removeItem } from './cart.server'

/**
 * Decision 0030: a cart line keeps the regular price it was added at (an import that raises the
 * price does not reach it, one that lowers it does), live specials apply on top at once, and the
 * cart, the checkout page and the placed reservation read the same prices.
 */

const ZONE = 'America/Chicago'
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const allDay: OpeningHours[] = DAYS.map((day) => ({ day, from: '00:00', to: '23:59', customLabel: null, fromMedical: null, toMedical: null }))
const HEADER = 'sku,name,brand,category,subcategory,strain_type,thc,terpenes,description,price_eighth_ounce,quantity_eighth_ounce,price_each,quantity_each,images,menu'

beforeAll(async () => {
  await loadContent('content')
})

let storeId: number

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const dispensary = await createDispensary(db, { stateId: state.id, timeZone: ZONE, hours: allDay })
  storeId = (await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })).storeId
})

/** The store's menu file: Lemon Haze's eighth at `lemon` dollars, Berry Gummies at $22. */
async function importLemonAt(lemon: number) {
  const text = [
    HEADER,
    `NM-001,Lemon Haze,Meadow Farms,flower,Premium,sativa,24.5%,,Bright and citrusy.,${lemon},40,,,,both`,
    'NM-002,Berry Gummies,Sweet Leaf,edible,Gummies,hybrid,100 mg,,Ten pieces.,,,22,30,,both',
  ].join('\n')
  const bytes = (async function* () {
    yield new TextEncoder().encode(text + '\n')
  })()
  const report = await importMenu(getDb(), bytes, { storeId, format: 'csv', today: '2026-11-20' })
  expect(report).toMatchObject({ status: 'imported', rejected: 0 })
  const { rows } = await getDb().execute<{ id: number }>(sql`select product_id as id from operator_menu_skus where sku = 'NM-001'`)
  return { productId: Number(rows[0]!.id), weight: 'eighth_ounce' as const }
}

const reserve = (visitor: string, now: Date) => placeGuestPickup({ storeId, visitor, now, timeZone: ZONE, email: 'grace@example.com' })

async function checkoutPrices(visitor: string) {
  const page = await loadCheckoutPage({ storeId, visitor, user: null, mode: null })
  return page?.lines.map((line) => [line.priceCents, line.discountedPriceCents])
}

describe('cart lines keep the price they were added at', () => {
  it('an import raising a price leaves the cart and the reservation at the old one; one lowering it reaches the cart; specials follow at once', async () => {
    const lemon = await importLemonAt(45)
    const kept = randomUUID()
    const follows = randomUUID()
    await addItem(kept, storeId, lemon, 2)
    await addItem(follows, storeId, lemon, 1)
    expect((await getCart(kept, storeId)).items[0]).toMatchObject({ price: 45, discountedPrice: null, unitPrice: 45 })

    // Up to $50: the line still costs $45 (today's $50 shown as its price before), in the cart and the checkout.
    await importLemonAt(50)
    const cart = await getCart(kept, storeId)
    expect(cart.items[0]).toMatchObject({ price: 50, discountedPrice: 45, unitPrice: 45, lineTotal: 90 })
    expect(cart).toMatchObject({ subtotal: 90, itemCount: 2 })
    expect(await checkoutPrices(kept)).toEqual([[5000, 4500]])
    const placed = await reserve(kept, new Date())
    const { rows: order } = await getDb().execute<{ discounted_subtotal_cents: number; checkout_price_cents: number; discounted_checkout_price_cents: number }>(sql`
      select o.discounted_subtotal_cents, p.checkout_price_cents, p.discounted_checkout_price_cents
      from orders o join order_products p on p.order_id = o.id where o.uuid = ${placed.orderUuid}
    `)
    expect(order).toEqual([{ discounted_subtotal_cents: 9000, checkout_price_cents: 5000, discounted_checkout_price_cents: 4500 }])

    // Taken out and put in again, a line is priced afresh.
    await removeItem(follows, storeId, lemon)
    expect((await addItem(follows, storeId, lemon, 1)).items[0]).toMatchObject({ price: 50, unitPrice: 50 })

    // Down to $40: the line follows.
    await importLemonAt(40)
    expect((await getCart(follows, storeId)).items[0]).toMatchObject({ price: 40, discountedPrice: null, unitPrice: 40 })
    expect(await checkoutPrices(follows)).toEqual([[4000, null]])

    // A special started now lowers the line at once; ended, it stops at once.
    const started = new Date(Date.now() - 10_000)
    const special = await saveSpecial(
      storeId,
      { title: 'Lemon 25% off', detail: null, discountType: 'percent', amount: 25, targetKind: 'products', targets: [String(lemon.productId)], startDate: started, endDate: null },
      { now: started },
    )
    if (!special.ok) throw new Error(special.message)
    expect((await getCart(follows, storeId)).items[0]).toMatchObject({ price: 40, discountedPrice: 30, unitPrice: 30 })
    expect(await checkoutPrices(follows)).toEqual([[4000, 3000]])
    expect(await endSpecial(storeId, special.id)).toMatchObject({ ok: true })
    expect((await getCart(follows, storeId)).items[0]).toMatchObject({ price: 40, discountedPrice: null, unitPrice: 40 })
    expect(await checkoutPrices(follows)).toEqual([[4000, null]])
  })

  it('a special on a line kept below today’s price applies only when it is lower still', async () => {
    const lemon = await importLemonAt(40)
    const visitor = randomUUID()
    await addItem(visitor, storeId, lemon, 1)
    await importLemonAt(48)
    const started = new Date(Date.now() - 10_000)
    const draft = { detail: null, targetKind: 'products' as const, targets: [String(lemon.productId)], startDate: started, endDate: null }
    const small = await saveSpecial(storeId, { ...draft, title: '$5 off', discountType: 'dollar_amount', amount: 5 }, { now: started })
    expect(small.ok).toBe(true)
    // $48 − $5 = $43 is above the $40 the line was added at.
    expect((await getCart(visitor, storeId)).items[0]).toMatchObject({ price: 48, unitPrice: 40 })
    const large = await saveSpecial(storeId, { ...draft, title: '$12 off', discountType: 'dollar_amount', amount: 12 }, { now: started })
    expect(large.ok).toBe(true)
    expect((await getCart(visitor, storeId)).items[0]).toMatchObject({ price: 48, unitPrice: 36 })
  })

  it('treats a line without a kept price (from before decision 0030) as today’s price', async () => {
    const lemon = await importLemonAt(45)
    const visitor = randomUUID()
    await addItem(visitor, storeId, lemon, 1)
    await getDb().execute(sql`update cart_items set price_when_added = null`)
    await importLemonAt(50)
    expect((await getCart(visitor, storeId)).items[0]).toMatchObject({ price: 50, discountedPrice: null, unitPrice: 50 })
  })
})
