import { renderMail } from './templates'
import type { MailMessage } from './types'

/**
 * The mails a shopper gets about a reservation (issue 19): received, ready for pickup, out for
 * delivery, cancelled. Pure: app/specials/shopper-mails.server.ts reads the order and queues them
 * in the transaction that changes it. renderMail escapes every value in the HTML part.
 */

export type ReservationMailKind = 'reservation-received' | 'reservation-ready' | 'reservation-out-for-delivery' | 'reservation-cancelled'

export type ReservationMailOrder = {
  /** 'NM-14388' */
  reference: string
  firstName: string
  email: string
  /** 'Northmeadow Evanston · Adult use' */
  storeName: string
  /** '1620 Sherman Ave, Evanston, IL 60201' */
  storeAddress: string
  storePhone: string
  mode: 'pickup' | 'delivery'
  /** 'Tue, Nov 24 · 3:00 PM – 4:00 PM' and its zone ('Central Time'). */
  windowText: string
  windowZone: string
  /** For delivery: where it goes, on one line. */
  deliveryAddress: string | null
  /** '2 × Blue Dream (1/8 oz) · $70.00' */
  items: string[]
  /** '$84.21' */
  total: string
  /** Where the shopper sees the reservation: their account's order page, or a signed link for a guest. */
  link: string
}

const SIGN_OFF_ID = 'Bring a valid government-issued photo ID (21+, or your medical card on a medical menu). You pay at the store.'

function windowLine(order: ReservationMailOrder): string {
  return `${order.mode === 'delivery' ? 'Delivery window' : 'Pickup window'}: ${order.windowText} (${order.windowZone})`
}

function storeLine(order: ReservationMailOrder): string {
  return `Store: ${order.storeName}, ${order.storeAddress} · ${order.storePhone}`
}

export function reservationReceivedMail(order: ReservationMailOrder): MailMessage {
  return {
    to: order.email,
    kind: 'reservation-received',
    subject: `We received your reservation ${order.reference}`,
    ...renderMail({
      heading: `Thanks, ${order.firstName}: your reservation is in`,
      paragraphs: [
        `Reference: ${order.reference}`,
        storeLine(order),
        windowLine(order),
        ...(order.deliveryAddress ? [`Delivering to: ${order.deliveryAddress}`] : []),
        'Items:',
        ...order.items,
        `Estimated total: ${order.total} (taxes and fees included; the store confirms the final amount).`,
        'We check your reservation and write again when it is ready. Prices are held as shown here.',
      ],
      action: { label: 'View my reservation', url: order.link },
      footnote: SIGN_OFF_ID,
    }),
  }
}

export function reservationReadyMail(order: ReservationMailOrder): MailMessage {
  return {
    to: order.email,
    kind: 'reservation-ready',
    subject: `Your order ${order.reference} is ready for pickup`,
    ...renderMail({
      heading: `${order.firstName}, your order is ready for pickup`,
      paragraphs: [
        `Reference: ${order.reference}`,
        storeLine(order),
        windowLine(order),
        'Give your name or reference at the pickup counter.',
        `Estimated total: ${order.total}`,
      ],
      action: { label: 'View my reservation', url: order.link },
      footnote: SIGN_OFF_ID,
    }),
  }
}

export function reservationOutForDeliveryMail(order: ReservationMailOrder): MailMessage {
  return {
    to: order.email,
    kind: 'reservation-out-for-delivery',
    subject: `Your order ${order.reference} is out for delivery`,
    ...renderMail({
      heading: `${order.firstName}, your order is on its way`,
      paragraphs: [
        `Reference: ${order.reference}`,
        windowLine(order),
        ...(order.deliveryAddress ? [`Delivering to: ${order.deliveryAddress}`] : []),
        'The driver checks the ID of the person who ordered before handing anything over; nobody under 21 can accept it.',
        `Estimated total: ${order.total}`,
        `Questions? Call ${order.storeName} at ${order.storePhone}.`,
      ],
      action: { label: 'View my reservation', url: order.link },
      footnote: 'Delivery hours and areas are set by state law; the driver cannot leave an order unattended.',
    }),
  }
}

export function reservationCancelledMail(order: ReservationMailOrder, reason: string): MailMessage {
  return {
    to: order.email,
    kind: 'reservation-cancelled',
    subject: `Your reservation ${order.reference} was cancelled`,
    ...renderMail({
      heading: `${order.firstName}, your reservation was cancelled`,
      paragraphs: [
        `Reference: ${order.reference}`,
        storeLine(order),
        `Why: ${reason}`,
        'Nothing was charged: reservations are paid at the store. The items are back on the menu if you would like to reserve again.',
      ],
      action: { label: 'View my reservation', url: order.link },
      footnote: `Questions? Call ${order.storeName} at ${order.storePhone}.`,
    }),
  }
}
