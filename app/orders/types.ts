import type { Lineage } from '~/catalog/format'
import type { DeliveryAddress, WeightId } from '~/db/schema'
import type { OrderStatus, ReservationMode } from './status'

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
