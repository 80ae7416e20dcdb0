/**
 * Order dates and sorting for the order history and detail (001 §4.6, §5, §9).
 *
 * Times convert through four US time-zone names; a store with any other zone (or none) is shown in
 * UTC. A store whose zone keeps the same clock as one of the four (Detroit, Indianapolis and
 * Louisville keep Eastern time, Knox and Menominee Central, Boise Mountain) uses that one. The clock is 12-hour with AM/PM. An order placed today — "today" in the store's zone — reads
 * 'Today 3:05 PM'; any other day reads 'Nov 3, 2026'.
 */
import { showsWeightLabel, weightLabel } from '~/catalog/format'

export const ORDER_TIME_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'] as const
export type OrderTimeZone = (typeof ORDER_TIME_ZONES)[number] | 'UTC'

/** US zones that keep one of the four zones' clocks (same offsets, same daylight saving). */
const SAME_CLOCK_AS: Readonly<Record<string, (typeof ORDER_TIME_ZONES)[number]>> = {
  'America/Detroit': 'America/New_York',
  'America/Indiana/Indianapolis': 'America/New_York',
  'America/Kentucky/Louisville': 'America/New_York',
  'America/Indiana/Knox': 'America/Chicago',
  'America/Menominee': 'America/Chicago',
  'America/Boise': 'America/Denver',
}

/**
 * The zone an order's times are shown in: the store's when it is one of the four, the one of the
 * four it keeps the clock of, else UTC.
 */
export function orderTimeZone(storeZone: string | null | undefined): OrderTimeZone {
  const zone = storeZone ?? ''
  if ((ORDER_TIME_ZONES as readonly string[]).includes(zone)) return zone as OrderTimeZone
  return Object.hasOwn(SAME_CLOCK_AS, zone) ? (SAME_CLOCK_AS[zone] as OrderTimeZone) : 'UTC'
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(zone: OrderTimeZone, kind: 'time' | 'date' | 'day'): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`
  let found = formatters.get(key)
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit', hour12: true }
        : kind === 'date'
          ? { month: 'short', day: 'numeric', year: 'numeric' }
          : { year: 'numeric', month: '2-digit', day: '2-digit' }
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })
    formatters.set(key, found)
  }
  return found
}

/** '3:05 PM' in the order's zone. */
export function formatOrderTime(at: Date, storeZone: string | null | undefined): string {
  // Some ICU versions put a narrow no-break space before AM/PM; the page shows a plain space.
  return formatter(orderTimeZone(storeZone), 'time').format(at).replace(/\s/g, ' ')
}

/** 'Today 3:05 PM' when `at` falls on the same calendar day as `now` in the order's zone, else 'Nov 3, 2026'. */
export function formatOrderDate(at: Date, storeZone: string | null | undefined, now: Date): string {
  const zone = orderTimeZone(storeZone)
  const day = formatter(zone, 'day')
  if (day.format(at) === day.format(now)) return `Today ${formatOrderTime(at, zone)}`
  return formatter(zone, 'date').format(at)
}

/** 001 §9: the first is the default. */
export const ORDER_SORTS = ['Newest to Oldest', 'Oldest to Newest'] as const
export type OrderSort = (typeof ORDER_SORTS)[number]

/** A sort from the query string; anything else is the default. */
export function parseOrderSort(value: string | null | undefined): OrderSort {
  return (ORDER_SORTS as readonly string[]).includes(value ?? '') ? (value as OrderSort) : ORDER_SORTS[0]
}

/** An order product's weight label ('1/8 oz') — only for vape, flower and extract (001 §5). */
export function orderProductWeightLabel(kind: string, priceId: string | null | undefined): string | null {
  if (!showsWeightLabel(kind) || !priceId) return null
  return weightLabel(priceId)
}
