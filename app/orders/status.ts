/**
 * Order (reservation) statuses: which count as completed in the history (001 §4.6), how they read,
 * how staff may move an order along, and which post-checkout step (001 §4.7) each one is.
 *
 * The specification does not give the status labels ("the mapping of status to label is not
 * shown"); the ones below are ours.
 */

export const ORDER_STATUSES = [
  'pending',
  'verifying',
  'preparing',
  'ready_for_pickup',
  'delivery_started',
  'delivery_finished',
  'finished',
  'with_review',
  'finished_without_review',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export type ReservationMode = 'pickup' | 'delivery'

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Our labels: the specification leaves them out. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  verifying: 'Verifying',
  preparing: 'Preparing',
  ready_for_pickup: 'Ready for pickup',
  delivery_started: 'Out for delivery',
  delivery_finished: 'Delivered',
  finished: 'Complete',
  with_review: 'Complete · Reviewed',
  finished_without_review: 'Complete',
  cancelled: 'Cancelled',
}

/** 001 §4.6: these show green in the history; every other status shows a grey 'in progress' style. */
export const COMPLETED_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'delivery_started',
  'delivery_finished',
  'ready_for_pickup',
  'finished',
  'with_review',
  'finished_without_review',
])

export function isCompletedStatus(status: string): boolean {
  return COMPLETED_STATUSES.has(status as OrderStatus)
}

export type HistoryBadge = { tone: 'green' | 'grey'; label: string }

/** How an order's status shows in the order history; an unknown status reads as in progress. */
export function historyBadge(status: string): HistoryBadge {
  if (!isOrderStatus(status)) return { tone: 'grey', label: 'In progress' }
  return { tone: isCompletedStatus(status) ? 'green' : 'grey', label: STATUS_LABELS[status] }
}

/** Orders in these statuses never move again. */
export const FINAL_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'finished',
  'with_review',
  'finished_without_review',
  'cancelled',
])

const FORWARD: Record<ReservationMode, Partial<Record<OrderStatus, OrderStatus>>> = {
  pickup: { verifying: 'preparing', preparing: 'ready_for_pickup', ready_for_pickup: 'finished' },
  delivery: { verifying: 'preparing', preparing: 'delivery_started', delivery_started: 'delivery_finished', delivery_finished: 'finished' },
}

/** The staff board's next step forward for an order, or null when there is none. */
export function nextStatus(from: OrderStatus, mode: ReservationMode): OrderStatus | null {
  return FORWARD[mode][from] ?? null
}

/** The goods have left the store with the driver (or reached the shopper): too late to cancel. */
export const LEFT_STORE_STATUSES: ReadonlySet<OrderStatus> = new Set(['delivery_started', 'delivery_finished'])

/**
 * Where the staff board may move an order: one step forward, or cancel while the goods are still in
 * the store (not once they are out for delivery or delivered, and never from a final status).
 */
export function allowedTransitions(from: OrderStatus, mode: ReservationMode): OrderStatus[] {
  const next = nextStatus(from, mode)
  const targets: OrderStatus[] = next ? [next] : []
  if (!FINAL_STATUSES.has(from) && !LEFT_STORE_STATUSES.has(from)) targets.push('cancelled')
  return targets
}

export function canTransition(from: string, to: string, mode: ReservationMode): boolean {
  if (!isOrderStatus(from) || !isOrderStatus(to)) return false
  return allowedTransitions(from, mode).includes(to)
}

export const POST_CHECKOUT_STEPS = ['Verifying', 'Preparing', 'Ready', 'Complete'] as const
export type PostCheckoutStep = (typeof POST_CHECKOUT_STEPS)[number]

const STEP_OF: Record<OrderStatus, PostCheckoutStep | null> = {
  pending: 'Verifying',
  verifying: 'Verifying',
  preparing: 'Preparing',
  ready_for_pickup: 'Ready',
  // Out for delivery is the delivery counterpart of 'ready': the order has left the store.
  delivery_started: 'Ready',
  delivery_finished: 'Complete',
  finished: 'Complete',
  with_review: 'Complete',
  finished_without_review: 'Complete',
  cancelled: null,
}

/** The post-checkout step to show bold (001 §4.7); null for a cancelled order or an unknown status. */
export function postCheckoutStep(status: string): PostCheckoutStep | null {
  return isOrderStatus(status) ? STEP_OF[status] : null
}

/** Index of the current step in POST_CHECKOUT_STEPS, or -1 when no step applies. */
export function postCheckoutStepIndex(status: string): number {
  const step = postCheckoutStep(status)
  return step ? POST_CHECKOUT_STEPS.indexOf(step) : -1
}
