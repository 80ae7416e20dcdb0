/**
 * Why staff cancel a reservation (issue 19): the staff board asks for one, the order keeps it
 * (orders.cancel_reason) and the shopper's cancellation mail says it in these words.
 */
export const CANCEL_REASONS = {
  sold_out: 'An item sold out before we could set your order aside.',
  not_collected: 'The order was not picked up before the store closed on the day of its window.',
  customer_request: 'You asked us to cancel it.',
  id_not_verified: 'We could not verify the ID or medical card the reservation needs.',
  delivery_unavailable: 'We cannot deliver to that address in the window you chose.',
  store_closed: 'The store had to close during your window. We are sorry for the trouble.',
} as const

export type CancelReason = keyof typeof CANCEL_REASONS

/** What staff choose from on the board (short labels; the mail uses the sentences above). */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  sold_out: 'An item sold out',
  not_collected: 'Not picked up',
  customer_request: 'The shopper asked to cancel',
  id_not_verified: 'ID or medical card not verified',
  delivery_unavailable: 'Cannot deliver there or then',
  store_closed: 'The store had to close',
}

export function isCancelReason(value: unknown): value is CancelReason {
  return typeof value === 'string' && Object.hasOwn(CANCEL_REASONS, value)
}

/** The sentence the shopper reads; a generic one for an order cancelled before reasons were kept. */
export function cancelReasonText(reason: string | null | undefined): string {
  return isCancelReason(reason) ? CANCEL_REASONS[reason] : 'The store could not fulfil this reservation.'
}
