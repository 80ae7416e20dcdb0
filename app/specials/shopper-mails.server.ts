import { createHmac, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { formatWindow } from '~/checkout/fulfilment-window'
import { formatMoney } from '~/checkout/receipt'
import type { Database } from '~/db/client.server'
import type { DeliveryAddress } from '~/db/schema'
import { storeName } from '~/dispensaries/address'
import { getEnv, publicOrigin } from '~/env.server'
import { enqueueMail } from '~/mail/outbox.server'
import {
  reservationCancelledMail,
  reservationOutForDeliveryMail,
  reservationReadyMail,
  reservationReceivedMail,
  type ReservationMailKind,
  type ReservationMailOrder,
} from '~/mail/reservation-templates'
import { orderReference } from '~/orders/history-rules'
import { orderProductWeightLabel } from '~/orders/order-dates'
import { isUuid } from '~/site/uuid'
import { cancelReasonText } from './cancel-reasons'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Which status change mails the shopper, and with which mail. */
export const STATUS_MAILS: Partial<Record<string, ReservationMailKind>> = {
  verifying: 'reservation-received',
  ready_for_pickup: 'reservation-ready',
  delivery_started: 'reservation-out-for-delivery',
  cancelled: 'reservation-cancelled',
}

let keyFor: { secret: string; key: Buffer } | null = null

/** The order-link signing key, derived from SESSION_SECRET with its own label. */
function orderLinkKey(): Buffer {
  const secret = getEnv().SESSION_SECRET
  if (!secret) throw new Error('SESSION_SECRET is not set: start-up provides it before any request')
  if (keyFor?.secret !== secret) keyFor = { secret, key: createHmac('sha256', secret).update('nm_order_link signing key v1').digest() }
  return keyFor.key
}

/** The signature a guest's order link carries (base64url, 32 characters). */
export function orderLinkSignature(uuid: string): string {
  return createHmac('sha256', orderLinkKey()).update(uuid.toLowerCase()).digest('base64url').slice(0, 32)
}

/**
 * The order a mailed guest link names (/post-checkout?order={uuid}&key={signature}), or null when
 * the link is not one we signed. Guests have no account page: the link is what lets them back in.
 */
export function orderFromMailLink(url: URL): string | null {
  const uuid = url.searchParams.get('order')?.toLowerCase() ?? ''
  const key = url.searchParams.get('key') ?? ''
  if (!isUuid(uuid) || !/^[A-Za-z0-9_-]{32}$/.test(key)) return null
  const expected = Buffer.from(orderLinkSignature(uuid))
  const given = Buffer.from(key)
  return expected.length === given.length && timingSafeEqual(expected, given) ? uuid : null
}

/** Members see the reservation in their account; guests get a signed link to the post-checkout page. */
export function orderLink(uuid: string, member: boolean): string {
  if (member) return `${publicOrigin()}/account/orders/${uuid}`
  return `${publicOrigin()}/post-checkout?order=${uuid}&key=${orderLinkSignature(uuid)}`
}

type MailRow = {
  id: number | string
  uuid: string
  user_id: string | null
  reservation_mode: 'pickup' | 'delivery'
  customer_name: string
  customer_email_address: string
  amount_cents: number
  fulfillment_time_start: Date | string
  fulfillment_time_end: Date | string
  delivery_address: DeliveryAddress | null
  cancel_reason: string | null
  dispensary_name: string
  menu_kind: 'recreational' | 'medical'
  street1: string
  street2: string | null
  city: string
  state_code: string
  zip: string
  phone: string
  time_zone: string
  products: { name: string; kind: string; price_id: string; count: number; price: number; discounted: number | null }[] | null
}

/**
 * Queues the shopper's mail about an order's new status in the caller's transaction (the one that
 * changed the status), so the mail and the change commit together or not at all; the outbox
 * delivers it, retrying while SMTP is down. Statuses without a mail queue nothing. The mail goes to
 * the address given at checkout, for members and guests alike.
 */
export async function queueStatusMail(tx: Tx, orderId: number, status: string): Promise<boolean> {
  const kind = STATUS_MAILS[status]
  if (!kind) return false
  const { rows } = await tx.execute<MailRow>(sql`
    select o.id, o.uuid, o.user_id, o.reservation_mode, o.customer_name, o.customer_email_address, o.amount_cents,
           o.fulfillment_time_start, o.fulfillment_time_end, o.delivery_address, o.cancel_reason,
           d.name as dispensary_name, m.kind as menu_kind, d.street1, d.street2, d.city, s.code as state_code, d.zip,
           d.phone, d.time_zone,
           (select json_agg(json_build_object('name', p.name, 'kind', p.kind, 'price_id', p.price_id, 'count', p.count,
                    'price', p.checkout_price_cents, 'discounted', p.discounted_checkout_price_cents) order by p.name, p.price_id)
              from order_products p where p.order_id = o.id) as products
    from orders o
    join menus m on m.store_id = o.store_id
    join dispensaries d on d.id = m.dispensary_id
    join states s on s.id = d.state_id
    where o.id = ${orderId}
  `)
  const row = rows[0]
  if (!row) return false
  const order = toMailOrder(row)
  const message =
    kind === 'reservation-received'
      ? reservationReceivedMail(order)
      : kind === 'reservation-ready'
        ? reservationReadyMail(order)
        : kind === 'reservation-out-for-delivery'
          ? reservationOutForDeliveryMail(order)
          : reservationCancelledMail(order, cancelReasonText(row.cancel_reason))
  await enqueueMail(message, tx)
  return true
}

function toMailOrder(row: MailRow): ReservationMailOrder {
  const window = formatWindow(new Date(row.fulfillment_time_start), new Date(row.fulfillment_time_end), row.time_zone)
  const street = [row.street1, row.street2].filter(Boolean).join(', ')
  const address = row.delivery_address
  return {
    reference: orderReference(Number(row.id)),
    firstName: row.customer_name.trim().split(/\s+/)[0] || row.customer_name,
    email: row.customer_email_address,
    storeName: storeName(row.dispensary_name, row.menu_kind),
    storeAddress: `${street}, ${row.city}, ${row.state_code} ${row.zip}`,
    storePhone: row.phone,
    mode: row.reservation_mode,
    windowText: window.text,
    windowZone: window.zone,
    deliveryAddress: address
      ? `${[address.street, address.street2].filter(Boolean).join(', ')}, ${address.city}, ${address.state_code} ${address.zipcode}`
      : null,
    items: (row.products ?? []).map((p) => {
      const weight = orderProductWeightLabel(p.kind, p.price_id)
      const unit = p.discounted ?? p.price
      return `${p.count} × ${p.name}${weight ? ` (${weight})` : ''} · ${formatMoney(unit * p.count)}`
    }),
    total: formatMoney(Number(row.amount_cents)),
    link: orderLink(row.uuid, row.user_id !== null),
  }
}
