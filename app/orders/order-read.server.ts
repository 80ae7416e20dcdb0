import { sql } from 'drizzle-orm'
import { asLineage, menuPagePath } from '~/catalog/format'
import { type Database, getDb } from '~/db/client.server'
import { isUuid } from '~/site/uuid'
import type { DeliveryAddress, WeightId } from '~/db/schema'
import { isOrderStatus, type ReservationMode } from './status'
import type { Order, OrderProduct, OrderViewer } from './types'

export { isUuid }

type OrderRow = {
  id: string | number
  uuid: string
  user_id: string | null
  visitor_token: string
  status: string
  reservation_mode: ReservationMode
  store_id: number
  store_name: string
  time_zone: string
  state_code: string
  state_slug: string
  dispensary_slug: string
  menu_slug: string
  amount_cents: number
  subtotal_cents: number
  discounted_subtotal_cents: number
  sales_tax_amount_cents: number
  delivery_fee_amount_cents: number
  service_fee_amount_cents: number
  store_tax_amount_cents: number
  checked_out_time: Date | string
  fulfillment_time_start: Date | string
  fulfillment_time_end: Date | string
  delivery_address: DeliveryAddress | null
  customer_name: string
  customer_email_address: string
  customer_phone_number: string
  promo_code: string | null
  queue_number: number
  rating: number | null
  products: ProductJson[] | null
}

type ProductJson = {
  product_id: number
  price_id: WeightId
  count: number
  name: string
  brand: string
  kind: string
  kind_subtype: string | null
  lineage: string | null
  checkout_price_cents: number
  discounted_checkout_price_cents: number | null
  special_title: string | null
  image_urls: string[] | null
  unique_slug: string | null
}

/**
 * The order with this uuid when the viewer may see it: a signed-in shopper sees their own orders;
 * a guest order (no user) is seen by the browser that placed it (its visitor token). Anything else,
 * a malformed uuid included, is null — pages answer that with a 404 and never say whether the order
 * exists.
 */
export async function getOrder(uuid: string, viewer: OrderViewer, db: Database = getDb()): Promise<Order | null> {
  if (!isUuid(uuid)) return null
  const order = await readOrder(sql`o.uuid = ${uuid}`, db)
  if (!order) return null
  return canView(order.row, viewer) ? order.order : null
}

/** The order with this uuid for staff and the system (no viewer check). */
export async function getOrderUnchecked(uuid: string, db: Database = getDb()): Promise<Order | null> {
  if (!isUuid(uuid)) return null
  return (await readOrder(sql`o.uuid = ${uuid}`, db))?.order ?? null
}

function canView(row: OrderRow, viewer: OrderViewer): boolean {
  if (row.user_id) return row.user_id === viewer.userId
  return Boolean(viewer.visitorToken) && row.visitor_token === viewer.visitorToken
}

async function readOrder(where: ReturnType<typeof sql>, db: Database): Promise<{ order: Order; row: OrderRow } | null> {
  const { rows } = await db.execute<OrderRow>(sql`
    select o.id, o.uuid, o.user_id, o.visitor_token, o.status, o.reservation_mode, o.store_id, o.store_name,
           d.time_zone, s.code as state_code, s.slug as state_slug, d.slug as dispensary_slug, m.slug as menu_slug,
           o.amount_cents, o.subtotal_cents, o.discounted_subtotal_cents, o.sales_tax_amount_cents,
           o.delivery_fee_amount_cents, o.service_fee_amount_cents, o.store_tax_amount_cents,
           o.checked_out_time, o.fulfillment_time_start, o.fulfillment_time_end, o.delivery_address,
           o.customer_name, o.customer_email_address, o.customer_phone_number, o.promo_code, o.queue_number, o.rating,
           (select json_agg(json_build_object(
                     'product_id', p.product_id, 'price_id', p.price_id, 'count', p.count, 'name', p.name,
                     'brand', p.brand, 'kind', p.kind, 'kind_subtype', p.kind_subtype, 'lineage', p.lineage,
                     'checkout_price_cents', p.checkout_price_cents,
                     'discounted_checkout_price_cents', p.discounted_checkout_price_cents,
                     'special_title', p.special_title, 'image_urls', p.image_urls, 'unique_slug', p.unique_slug)
                   order by p.name, p.price_id)
              from order_products p where p.order_id = o.id) as products
    from orders o
    join menus m on m.store_id = o.store_id
    join dispensaries d on d.id = m.dispensary_id
    join states s on s.id = d.state_id
    where ${where}
  `)
  const row = rows[0]
  return row ? { order: toOrder(row), row } : null
}

/** Row → app-shaped Order; exported for the history list, which reads many rows at once. */
export function toOrder(row: OrderRow): Order {
  if (!isOrderStatus(row.status)) throw new Error(`Order ${row.uuid} has an unknown status: ${row.status}`)
  return {
    id: Number(row.id),
    uuid: row.uuid,
    userId: row.user_id,
    status: row.status,
    reservationMode: row.reservation_mode,
    storeId: Number(row.store_id),
    storeName: row.store_name,
    storeTimeZone: row.time_zone,
    menuPath: menuPagePath(row.state_slug, row.dispensary_slug, Number(row.store_id), row.menu_slug),
    storeStateCode: row.state_code,
    amountCents: Number(row.amount_cents),
    subtotalCents: Number(row.subtotal_cents),
    discountedSubtotalCents: Number(row.discounted_subtotal_cents),
    salesTaxAmountCents: Number(row.sales_tax_amount_cents),
    deliveryFeeAmountCents: Number(row.delivery_fee_amount_cents),
    serviceFeeAmountCents: Number(row.service_fee_amount_cents),
    storeTaxAmountCents: Number(row.store_tax_amount_cents),
    checkedOutTime: new Date(row.checked_out_time),
    fulfillmentTimeStart: new Date(row.fulfillment_time_start),
    fulfillmentTimeEnd: new Date(row.fulfillment_time_end),
    deliveryAddress: row.delivery_address,
    customerName: row.customer_name,
    customerEmailAddress: row.customer_email_address,
    customerPhoneNumber: row.customer_phone_number,
    promoCode: row.promo_code,
    queueNumber: Number(row.queue_number),
    rating: row.rating === null ? null : Number(row.rating),
    products: (row.products ?? []).map(toOrderProduct),
  }
}

function toOrderProduct(p: ProductJson): OrderProduct {
  return {
    productId: Number(p.product_id),
    priceId: p.price_id,
    count: Number(p.count),
    name: p.name,
    brand: p.brand,
    kind: p.kind,
    kindSubtype: p.kind_subtype,
    lineage: asLineage(p.lineage),
    checkoutPriceCents: Number(p.checkout_price_cents),
    discountedCheckoutPriceCents: p.discounted_checkout_price_cents === null ? null : Number(p.discounted_checkout_price_cents),
    specialTitle: p.special_title,
    imageUrls: p.image_urls ?? [],
    uniqueSlug: p.unique_slug,
  }
}

export type { OrderRow }
