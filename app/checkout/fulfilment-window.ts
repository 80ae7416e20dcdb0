/**
 * How a reserved window reads after checkout: 'Tue, Nov 24 · 2:00 PM – 2:30 PM' in the store's zone,
 * with the zone named alongside ('Central Time').
 */
import { timeZoneLabel } from '~/dispensaries/hours'

export function formatWindow(start: Date, end: Date, timeZone: string): { text: string; zone: string } {
  const zone = safeZone(timeZone)
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(start)
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
  return { text: `${day} · ${time.format(start)} – ${time.format(end)}`, zone: zone === 'UTC' ? 'UTC' : timeZoneLabel(zone) }
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return 'UTC'
  }
}
