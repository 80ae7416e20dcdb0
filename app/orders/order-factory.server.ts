import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { taxCents, toCents } from '~/checkout/receipt'
import type { Database } from '~/db/client.server'
import { storeName } from '~/dispensaries/address'
import { type DeliveryAddress, type MenuKind, orderProducts, orders, orderStatusEvents, type WeightId } from '~/db/schema'
import type { OrderStatus, ReservationMode } from './status'

/** One line of an order to create: a product the store carries, in one of its weights. */
export type OrderLineInput = { productId: number; priceId: WeightId; count: number }

export type CreateOrderInput = {
  storeId: number
  lines: readonly OrderLineInput[]
  id?: number
  userId?: string | null
  visitorToken?: string
  status?: OrderStatus
  mode?: ReservationMode
  checkedOutTime?: Date
  customerName?: string
  customerEmailAddress?: string
  customerPhoneNumber?: string
  deliveryAddress?: DeliveryAddress
  /** Sales tax rate on the discounted subtotal (default 10 %). */
  salesTaxRate?: number
  /** The sales tax in cents, instead of the rate (the demo seed matches the rewards ledger with it). */
  salesTaxCents?: number
}

type Snapshot = {
  product_id: number
  weight: WeightId
  name: string
  brand: string
  kind: string
  root_subtype: string | null
  category: string | null
  image_urls: string[]
  unique_slug: string
  price: string | number
  discounted_price: string | number | null
}

/**
 * An order placed at a store, with its products snapshotted from the catalogue as checkout would
 * (names, prices in cents, images, slug). For tests and the demo seed; checkout (issue 6) writes
 * real orders. Prices: the variant's price, its discounted price when it has one; the sales tax is
 * checkout's (receipt.ts: half up, exact); the store is named as checkout names it
 * ('Northmeadow Evanston · Recreational').
 */
export async function createOrder(db: Database, input: CreateOrderInput): Promise<{ id: number; uuid: string }> {
  const pairs = input.lines.map((l) => `${l.productId}:${l.priceId}`)
  const { rows } = await db.execute<Snapshot>(sql`
    select v.product_id, v.weight, p.name, b.name as brand, p.kind, p.root_subtype, p.category, p.image_urls,
           p.unique_slug, v.price, v.discounted_price
    from menu_product_variants v
    join products p on p.id = v.product_id
    join brands b on b.id = p.brand_id
    where v.store_id = ${input.storeId} and (v.product_id::text || ':' || v.weight) = any(${sql.param(pairs)}::text[])
  `)
  const lines = input.lines.map((line) => {
    const found = rows.find((r) => Number(r.product_id) === line.productId && r.weight === line.priceId)
    if (!found) throw new Error(`createOrder: store ${input.storeId} has no ${line.priceId} of product ${line.productId}`)
    const price = toCents(Number(found.price))
    const discounted = found.discounted_price === null ? null : toCents(Number(found.discounted_price))
    return { line, found, price, discounted }
  })
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.line.count, 0)
  const discountedSubtotal = lines.reduce((sum, l) => sum + (l.discounted ?? l.price) * l.line.count, 0)
  const salesTax = input.salesTaxCents ?? taxCents(discountedSubtotal, input.salesTaxRate ?? 0.1)
  const checkedOut = input.checkedOutTime ?? new Date()
  const mode = input.mode ?? 'pickup'
  const [store] = (
    await db.execute<{ name: string; kind: MenuKind }>(sql`
      select d.name, m.kind from menus m join dispensaries d on d.id = m.dispensary_id where m.store_id = ${input.storeId}
    `)
  ).rows
  if (!store) throw new Error(`createOrder: store ${input.storeId} does not exist`)
  const start = new Date(checkedOut.getTime() + 2 * 60 * 60 * 1000)
  start.setUTCMinutes(0, 0, 0)
  const status = input.status ?? 'verifying'

  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId: input.userId ?? null,
        visitorToken: input.visitorToken ?? randomUUID(),
        idempotencyKey: randomUUID(),
        storeId: input.storeId,
        storeName: storeName(store.name, store.kind),
        status,
        reservationMode: mode,
        deliveryAddress:
          mode === 'delivery'
            ? (input.deliveryAddress ?? { street: '1 Test Way', street2: null, city: 'Chicago', state_code: 'IL', zipcode: '60601' })
            : null,
        customerName: input.customerName ?? 'Ada Lovelace',
        customerEmailAddress: input.customerEmailAddress ?? 'ada@example.com',
        customerPhoneNumber: input.customerPhoneNumber ?? '+13125550123',
        amountCents: discountedSubtotal + salesTax,
        subtotalCents: subtotal,
        discountedSubtotalCents: discountedSubtotal,
        salesTaxAmountCents: salesTax,
        deliveryFeeAmountCents: 0,
        serviceFeeAmountCents: 0,
        storeTaxAmountCents: 0,
        fulfillmentTimeStart: start,
        fulfillmentTimeEnd: new Date(start.getTime() + 60 * 60 * 1000),
        checkedOutTime: checkedOut,
        statusChangedAt: checkedOut,
        createdAt: checkedOut,
      })
      .returning({ id: orders.id, uuid: orders.uuid })
    if (!order) throw new Error('createOrder: nothing inserted')
    await tx.insert(orderProducts).values(
      lines.map(({ line, found, price, discounted }) => ({
        orderId: order.id,
        productId: line.productId,
        priceId: line.priceId,
        count: line.count,
        name: found.name,
        brand: found.brand,
        kind: found.kind,
        kindSubtype: found.root_subtype,
        lineage: found.category,
        checkoutPriceCents: price,
        discountedCheckoutPriceCents: discounted,
        imageUrls: found.image_urls,
        uniqueSlug: found.unique_slug,
      })),
    )
    await tx.insert(orderStatusEvents).values({ orderId: order.id, status, changedAt: checkedOut })
    return order
  })
}
