import { randomUUID } from 'node:crypto'
import { parseCheckoutForm } from '~/checkout/checkout-form'
import { placeReservation } from '~/checkout/checkout.server'
import { listWindows } from '~/checkout/time-windows'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/**
 * Places a guest's pickup reservation of the visitor's cart at `storeId`, in the first window of a
 * store open around the clock in `timeZone`, as the checkout form would post it.
 */
export async function placeGuestPickup({ storeId, visitor, now, timeZone, email = 'guest.shopper@example.com' }: { storeId: number; visitor: string; now: Date; timeZone: string; email?: string }) {
  const day = listWindows({ hours: DAYS.map((d) => ({ day: d, period: { from: '00:00', to: '23:59' } })), timeZone, now })[0]
  const window = day?.windows[0]
  if (!window) throw new Error('no window')
  const parsed = parseCheckoutForm({
    intent: 'reserve',
    idempotencyKey: randomUUID(),
    mode: 'pickup',
    window: `${window.start}-${window.end}`,
    name: 'Grace Hopper',
    email,
    phone: '312 555 0123',
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return placeReservation({ visitor, user: null, storeId, form: parsed.value, now })
}
