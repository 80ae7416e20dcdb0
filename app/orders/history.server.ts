import { sql } from 'drizzle-orm'
import { formatMoney } from '~/checkout/receipt'
import { type Database, getDb } from '~/db/client.server'
import type { WeightId } from '~/db/schema'
import { OHIO_STATE_CODE, type Region } from '~/site/host-mode'
import {
  encodeHistoryCursor,
  type HistoryCursor,
  isAscending,
  itemsLabel,
  ORDER_HISTORY_PAGE_SIZE,
  orderReference,
} from './history-rules'
import { formatOrderDate, type OrderSort, orderProductWeightLabel } from './order-dates'
import { orderProductHref } from './product-link.server'
import { historyBadge } from './status'
import type { HistoryOrder, HistoryPage, HistoryProduct, LiveOrderProduct, Order } from './types'

type HistoryRow = {
  id: string | number
  uuid: string
  status: string
  store_name: string
  amount_cents: number
  checked_out_time: Date | string
  checked_out_micros: string
  time_zone: string
  products: {
    product_id: number
    price_id: WeightId
    name: string
    brand: string
    kind: string
    count: number
    image_url: string | null
    checkout_price_cents: number
    discounted_checkout_price_cents: number | null
  }[] | null
}

/**
 * A page of the shopper's order history: never pending orders; on Ohio hosts only Ohio stores'
 * orders (001 §4.6 restricts Ohio users only), everywhere else all of the shopper's orders; sorted
 * by checked-out time (ties by id), continuing after `cursor`. Filtering happens in SQL, so each page holds a full 20 unless none remain (the
 * original site fetched and filtered pages until 20 showed).
 */
export async function listOrderHistory(
  input: { userId: string; region: Region; sort: OrderSort; cursor?: HistoryCursor | null; now?: Date; limit?: number },
  db: Database = getDb(),
): Promise<HistoryPage> {
  const limit = input.limit ?? ORDER_HISTORY_PAGE_SIZE
  const ascending = isAscending(input.sort)
  const ohioOnly = input.region === 'ohio' ? sql`and s.code = ${OHIO_STATE_CODE}` : sql``
  const after = input.cursor
    ? ascending
      ? sql`and (o.checked_out_time, o.id) > (${cursorTime(input.cursor)}, ${input.cursor.id})`
      : sql`and (o.checked_out_time, o.id) < (${cursorTime(input.cursor)}, ${input.cursor.id})`
    : sql``
  const order = ascending ? sql`o.checked_out_time asc, o.id asc` : sql`o.checked_out_time desc, o.id desc`
  const { rows } = await db.execute<HistoryRow>(sql`
    select o.id, o.uuid, o.status, o.store_name, o.amount_cents, o.checked_out_time, d.time_zone,
           (extract(epoch from o.checked_out_time) * 1000000)::bigint::text as checked_out_micros,
           (select json_agg(json_build_object(
                     'product_id', p.product_id, 'price_id', p.price_id, 'name', p.name, 'brand', p.brand,
                     'kind', p.kind, 'count', p.count, 'image_url', p.image_urls[1],
                     'checkout_price_cents', p.checkout_price_cents,
                     'discounted_checkout_price_cents', p.discounted_checkout_price_cents)
                   order by p.name, p.price_id)
              from order_products p where p.order_id = o.id) as products
    from orders o
    join menus m on m.store_id = o.store_id
    join dispensaries d on d.id = m.dispensary_id
    join states s on s.id = d.state_id
    where o.user_id = ${input.userId}
      and o.status <> 'pending'
      ${ohioOnly}
      ${after}
    order by ${order}
    limit ${limit + 1}
  `)
  const page = rows.slice(0, limit)
  const now = input.now ?? new Date()
  const last = page.at(-1)
  return {
    orders: page.map((row) => toHistoryOrder(row, now)),
    nextCursor:
      rows.length > limit && last ? encodeHistoryCursor({ micros: Number(last.checked_out_micros), id: Number(last.id) }) : null,
  }
}

/** The cursor's exact time: the epoch plus whole microseconds (no floating point on the way). */
function cursorTime(cursor: HistoryCursor) {
  return sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`
}

function toHistoryOrder(row: HistoryRow, now: Date): HistoryOrder {
  const at = new Date(row.checked_out_time)
  const products = (row.products ?? []).map(
    (p): HistoryProduct => ({
      productId: Number(p.product_id),
      priceId: p.price_id,
      name: p.name,
      brand: p.brand,
      count: Number(p.count),
      imageUrl: p.image_url,
      weightLabel: orderProductWeightLabel(p.kind, p.price_id),
      priceText: formatMoney(Number(p.discounted_checkout_price_cents ?? p.checkout_price_cents) * Number(p.count)),
    }),
  )
  return {
    uuid: row.uuid,
    reference: orderReference(Number(row.id)),
    storeName: row.store_name,
    dateLabel: formatOrderDate(at, row.time_zone, now),
    checkedOutAt: at.toISOString(),
    badge: historyBadge(row.status),
    amountText: formatMoney(Number(row.amount_cents)),
    itemsLabel: itemsLabel(products),
    products,
  }
}


type LiveRow = { product_id: number; weight: WeightId | null; inventory: number | null; unique_slug: string | null }

/**
 * What the store says now about each product of an order: whether it still carries that weight,
 * whether it is out of stock, and the product page link. A product without a slug (neither the
 * catalogue nor the order has one) links by id and logs a warning (001 §8).
 */
export async function liveOrderProducts(order: Order, db: Database = getDb()): Promise<LiveOrderProduct[]> {
  if (!order.products.length) return []
  const ids = [...new Set(order.products.map((p) => p.productId))]
  const { rows } = await db.execute<LiveRow>(sql`
    select ids.product_id, v.weight, v.inventory, nullif(p.unique_slug, '') as unique_slug
    from unnest(${sql.param(ids)}::int[]) as ids(product_id)
    left join products p on p.id = ids.product_id
    left join menu_products mp on mp.store_id = ${order.storeId} and mp.product_id = ids.product_id
    left join menu_product_variants v on v.store_id = mp.store_id and v.product_id = mp.product_id
  `)
  return order.products.map((product) => {
    const mine = rows.filter((r) => Number(r.product_id) === product.productId)
    const variant = mine.find((r) => r.weight === product.priceId)
    const slug = mine[0]?.unique_slug || product.uniqueSlug || null
    return {
      productId: product.productId,
      priceId: product.priceId,
      available: Boolean(variant),
      outOfStock: variant ? Number(variant.inventory) <= 0 : false,
      href: orderProductHref(order, product.productId, slug),
    }
  })
}
