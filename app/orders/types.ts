import type { Lineage } from '~/catalog/format'
import type { DeliveryAddress, WeightId } from '~/db/schema'
import type { HistoryBadge, OrderStatus, ReservationMode } from './status'

/** One product of an order as it was reserved (001 §3 order product), prices in cents. */
export type OrderProduct = {
  productId: number
  /** The price id: 'eighth_ounce', 'gram', 'each' … */
  priceId: WeightId
  count: number
  name: string
  brand: string
  kind: string
  kindSubtype: string | null
  lineage: Lineage | null
  checkoutPriceCents: number
  /** Null when the product had no discount. */
  discountedCheckoutPriceCents: number | null
  specialTitle: string | null
  imageUrls: string[]
  /** Null when the catalogue had no slug; links then use the product id (001 §8). */
  uniqueSlug: string | null
}

/** An order (reservation, 001 §3) as pages see it. Times are Dates; amounts are cents. */
export type Order = {
  id: number
  uuid: string
  userId: string | null
  status: OrderStatus
  reservationMode: ReservationMode
  storeId: number
  storeName: string
  /** The store's IANA zone (times show in it when it is one of the four US zones, else UTC). */
  storeTimeZone: string
  /** The store's menu page, for links back to it and to its products. */
  menuPath: string
  storeStateCode: string
  amountCents: number
  subtotalCents: number
  discountedSubtotalCents: number
  salesTaxAmountCents: number
  deliveryFeeAmountCents: number
  serviceFeeAmountCents: number
  storeTaxAmountCents: number
  checkedOutTime: Date
  fulfillmentTimeStart: Date
  fulfillmentTimeEnd: Date
  deliveryAddress: DeliveryAddress | null
  customerName: string
  customerEmailAddress: string
  customerPhoneNumber: string
  promoCode: string | null
  queueNumber: number
  rating: number | null
  products: OrderProduct[]
}

/** Who is asking for an order: a signed-in shopper, and/or the browser's visitor token. */
export type OrderViewer = { userId: string | null; visitorToken: string | null }

/** One product line of a history row, as the order snapshotted it. */
export type HistoryProduct = {
  productId: number
  priceId: WeightId
  name: string
  brand: string
  count: number
  imageUrl: string | null
  /** Only for vape, flower and extract (001 §5). */
  weightLabel: string | null
  priceText: string
}

/** One accordion row of the order history (001 §4.6). */
export type HistoryOrder = {
  uuid: string
  reference: string
  storeName: string
  /** 'Today 3:05 PM' or 'Nov 3, 2026' in the store's zone. */
  dateLabel: string
  checkedOutAt: string
  badge: HistoryBadge
  amountText: string
  itemsLabel: string
  products: HistoryProduct[]
}

export type HistoryPage = { orders: HistoryOrder[]; nextCursor: string | null }

/** Live details of an order's product (001 §3 order product 'available', §5 out of stock). */
export type LiveOrderProduct = {
  productId: number
  priceId: WeightId
  /** The store still carries the product in that weight. */
  available: boolean
  /** The store's variant has no inventory left. */
  outOfStock: boolean
  /** {menu page}product/{id}/{unique slug}/ — the id stands in for a missing slug. */
  href: string
}
