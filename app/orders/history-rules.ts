/**
 * Pure rules of the order history (001 §4.6, §9) and of order references: the page size, the
 * cursor that continues a sorted list, the 'N items' count and the rewards reference of an order.
 */
import type { OrderSort } from './order-dates'

/** 001 §9: order history page size. */
export const ORDER_HISTORY_PAGE_SIZE = 20
/** 001 §9: the first four products of an order are previewed. */
export const ORDER_PREVIEW_PRODUCTS = 4

/**
 * Where a sorted history continues: after the order with this checked-out time (microseconds since
 * the epoch, as PostgreSQL keeps it: milliseconds would repeat or skip orders) and id.
 */
export type HistoryCursor = { micros: number; id: number }

/** 'NM-10231': how an order is named in the rewards ledger and to the shopper. */
export function orderReference(id: number): string {
  return `NM-${id}`
}

/** The cursor as an opaque URL-safe token ('{epoch µs}.{id}' in base 36). */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return `${cursor.micros.toString(36)}.${cursor.id.toString(36)}`
}

const CURSOR = /^([0-9a-z]{1,12})\.([0-9a-z]{1,12})$/

/** A cursor from the query string; null for anything that is not one of ours. */
export function decodeHistoryCursor(value: string | null | undefined): HistoryCursor | null {
  const match = CURSOR.exec(value ?? '')
  if (!match) return null
  const micros = Number.parseInt(match[1] as string, 36)
  const id = Number.parseInt(match[2] as string, 36)
  if (!Number.isSafeInteger(micros) || !Number.isSafeInteger(id) || id < 1) return null
  return { micros, id }
}

/** The 'sort' query value → the direction the SQL reads in. */
export function isAscending(sort: OrderSort): boolean {
  return sort === 'Oldest to Newest'
}

/** 001 §9: 'N items' — the sum of the products' counts ('1 item' for one). */
export function itemsLabel(products: readonly { count: number }[]): string {
  const n = products.reduce((sum, p) => sum + p.count, 0)
  return `${n} ${n === 1 ? 'item' : 'items'}`
}
