import { sql } from 'drizzle-orm'
import { formatWindow } from '~/checkout/fulfilment-window'
import { formatMoney, type ReceiptRow, receiptRows } from '~/checkout/receipt'
import { type Database, getDb } from '~/db/client.server'
import type { DeliveryAddress, WeightId } from '~/db/schema'
import { orderReference } from './history-rules'
import { formatOrderDate, orderProductWeightLabel } from './order-dates'
import { getOrder } from './order-read.server'
import { reviewedProductIds } from './order-reviews.server'
import { orderProductHref } from './product-link.server'
import { isReviewableStatus, REVIEW_ACTIVITIES, REVIEW_FEELINGS } from './review-rules'
import { historyBadge, type HistoryBadge, postCheckoutStepIndex } from './status'
import type { Order } from './types'

export type OrderDetailProduct = {
  productId: number
  priceId: WeightId
  name: string
  brand: string
  count: number
  imageUrl: string | null
  weightLabel: string | null
  /** What the line cost (discounted where discounted). */
  priceText: string
  /** The line before its discount, when it had one. */
  originalPriceText: string | null
  href: string
  reviewed: boolean
}

export type OrderDetail = {
  uuid: string
  reference: string
  badge: HistoryBadge
  /** Index into POST_CHECKOUT_STEPS; -1 for a cancelled order. */
  stepIndex: number
  cancelled: boolean
  storeName: string
  menuPath: string
  mode: 'pickup' | 'delivery'
  placedLabel: string
  /** 'Tue, Nov 24 · 3:00 PM – 4:00 PM' in the store's order zone (as post-checkout and the staff board show it). */
  windowLabel: string
  deliveryAddress: DeliveryAddress | null
  queueNumber: number
  products: OrderDetailProduct[]
  receipt: ReceiptRow[]
  /** The order has been received: its products can be reviewed. */
  reviewable: boolean
  vocabulary: { feelings: readonly string[]; activities: readonly string[] }
  /**
   * Issue 18: the support chat of the order's own store, when its dispensary offers chat (its
   * showChatBox setting); null otherwise (the page's Chat then shows the contact details).
   */
  chat: OrderChat | null
}

/** The chat the order detail's Chat opens: the order's store, named by its dispensary. */
export type OrderChat = { storeId: number; takesPatients: boolean; dispensaryName: string }

/** The signed-in shopper's order as the detail page shows it; null for anyone else's or a bad uuid. */
export async function loadOrderDetail(uuid: string, userId: string, now = new Date(), db: Database = getDb()): Promise<OrderDetail | null> {
  const order = await getOrder(uuid, { userId, visitorToken: null }, db)
  if (!order) return null
  const [reviewedIds, chat] = await Promise.all([reviewedProductIds(order.id, db), orderChat(order.storeId, db)])
  return toDetail(order, new Set(reviewedIds), chat, now)
}

/** The order's store's chat, if its dispensary offers one; the dispensary serves patients when it has a medical menu. */
async function orderChat(storeId: number, db: Database): Promise<OrderChat | null> {
  const { rows } = await db.execute<{ name: string; show_chat_box: boolean; takes_patients: boolean }>(sql`
    select d.name, d.show_chat_box,
           exists (select 1 from menus medical where medical.dispensary_id = d.id and medical.kind = 'medical') as takes_patients
    from menus m join dispensaries d on d.id = m.dispensary_id
    where m.store_id = ${storeId}
  `)
  const row = rows[0]
  return row?.show_chat_box ? { storeId, takesPatients: Boolean(row.takes_patients), dispensaryName: row.name } : null
}

function toDetail(order: Order, reviewed: Set<number>, chat: OrderChat | null, now: Date): OrderDetail {
  return {
    uuid: order.uuid,
    reference: orderReference(order.id),
    badge: historyBadge(order.status),
    stepIndex: postCheckoutStepIndex(order.status),
    cancelled: order.status === 'cancelled',
    storeName: order.storeName,
    menuPath: order.menuPath,
    mode: order.reservationMode,
    placedLabel: formatOrderDate(order.checkedOutTime, order.storeTimeZone, now),
    windowLabel: formatWindow(order.fulfillmentTimeStart, order.fulfillmentTimeEnd, order.storeTimeZone).text,
    deliveryAddress: order.deliveryAddress,
    queueNumber: order.queueNumber,
    products: order.products.map((p) => {
      const unit = p.discountedCheckoutPriceCents ?? p.checkoutPriceCents
      return {
        productId: p.productId,
        priceId: p.priceId,
        name: p.name,
        brand: p.brand,
        count: p.count,
        imageUrl: p.imageUrls[0] ?? null,
        weightLabel: orderProductWeightLabel(p.kind, p.priceId),
        priceText: formatMoney(unit * p.count),
        originalPriceText: p.discountedCheckoutPriceCents === null ? null : formatMoney(p.checkoutPriceCents * p.count),
        href: orderProductHref(order, p.productId, p.uniqueSlug),
        reviewed: reviewed.has(p.productId),
      }
    }),
    receipt: receiptRows({
      lines: order.products,
      amountCents: order.amountCents,
      salesTaxAmountCents: order.salesTaxAmountCents,
      deliveryFeeAmountCents: order.deliveryFeeAmountCents,
      serviceFeeAmountCents: order.serviceFeeAmountCents,
      storeTaxAmountCents: order.storeTaxAmountCents,
    }),
    reviewable: isReviewableStatus(order.status),
    vocabulary: { feelings: REVIEW_FEELINGS, activities: REVIEW_ACTIVITIES },
    chat,
  }
}
