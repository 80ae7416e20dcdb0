/**
 * How a reserved window reads wherever it is shown — after checkout, on the order detail and on the
 * staff board: 'Tue, Nov 24 · 2:00 PM – 2:30 PM' in the store's order zone (001 §9: one of four US
 * zones, or one keeping the same clock, else UTC), with the zone named alongside ('Central Time').
 */
import { timeZoneLabel } from '~/dispensaries/hours'
import { orderTimeZone } from '~/orders/order-dates'

const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()

function formattersFor(zone: string) {
  let found = formatters.get(zone)
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true }),
    }
    formatters.set(zone, found)
  }
  return found
}

export function formatWindow(start: Date, end: Date, storeTimeZone: string | null | undefined): { text: string; zone: string } {
  const zone = orderTimeZone(storeTimeZone)
  const { day, time } = formattersFor(zone)
  // Some ICU versions put a narrow no-break space before AM/PM; the page shows a plain space.
  const plain = (value: string) => value.replace(/\s/g, ' ')
  return {
    text: `${plain(day.format(start))} · ${plain(time.format(start))} – ${plain(time.format(end))}`,
    zone: zone === 'UTC' ? 'UTC' : timeZoneLabel(zone),
  }
}
