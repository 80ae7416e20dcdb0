import type { OrderStatus } from '~/orders/status'

/**
 * How much of a store's stock guests can hold (decision 0016). A guest reservation takes stock off
 * the menu until the store completes or cancels it, so without a cap a script could reserve a
 * store's shelves. Signed-in shoppers are not capped here: an account is one person the store can
 * call, and their limits are the state's purchase limits.
 */
export const GUEST_RESERVATION_LIMITS = {
  /** Open guest reservations one browser (signed visitor id) may hold at one store. */
  openPerVisitorPerStore: 2,
  /** Guest reservations placed at one store from one client address per window (a household, a campus). */
  perAddressPerStore: { max: 6, windowMs: 24 * 60 * 60 * 1000 },
} as const

/** Statuses in which a reservation still holds its stock. */
export const STOCK_HOLDING_STATUSES: readonly OrderStatus[] = ['pending', 'verifying', 'preparing', 'ready_for_pickup', 'delivery_started']

export const GUEST_LIMIT_MESSAGES = {
  perVisitor: (open: number) =>
    `You already have ${open} open reservations at this store. Sign in to reserve more, or wait until one is picked up or cancelled.`,
  perAddress: 'Too many guest reservations at this store came from your network today. Sign in to reserve, or try again tomorrow.',
} as const

export type GuestLimitRefusal = { reason: 'visitor' | 'address'; message: string }

/** Whether a guest may place one more reservation at a store (pure; the counts come from the database). */
export function checkGuestReservation(counts: { openByVisitor: number; placedFromAddress: number }): GuestLimitRefusal | null {
  if (counts.openByVisitor >= GUEST_RESERVATION_LIMITS.openPerVisitorPerStore) {
    return { reason: 'visitor', message: GUEST_LIMIT_MESSAGES.perVisitor(counts.openByVisitor) }
  }
  if (counts.placedFromAddress >= GUEST_RESERVATION_LIMITS.perAddressPerStore.max) {
    return { reason: 'address', message: GUEST_LIMIT_MESSAGES.perAddress }
  }
  return null
}
