import type { GeocodeStatus, Place } from '~/geo/types'

/** The locator's search box placeholder (000 §2). */
export const LOCATION_PLACEHOLDER = 'Enter a location'
export const LOCATION_MAX_LENGTH = 100
export const LOCATION_TOO_LONG = `Enter a ZIP code or a city of at most ${LOCATION_MAX_LENGTH} characters.`
export const LOCATION_NOT_FOUND = 'We could not find that location. Try a 5-digit ZIP code or a city and state, like Joliet, IL.'

export type LocationQuery = { kind: 'none' } | { kind: 'query'; text: string } | { kind: 'invalid'; text: string; message: string }

/** ?location= as the locator reads it: trimmed, inner spaces collapsed, at most 100 characters. */
export function parseLocationQuery(params: URLSearchParams): LocationQuery {
  const raw = params.get('location')
  const text = (raw ?? '').replace(/\s+/g, ' ').trim()
  if (!text) return { kind: 'none' }
  if (text.length > LOCATION_MAX_LENGTH) return { kind: 'invalid', text: text.slice(0, LOCATION_MAX_LENGTH), message: LOCATION_TOO_LONG }
  return { kind: 'query', text }
}

/** 000 §5: the geocoder's answer sets the origin only when its status is OK and a place has a location. */
export function originFrom(answer: { status: GeocodeStatus; results: readonly Place[] }): Place | null {
  if (answer.status !== 'OK') return null
  return answer.results.find((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng)) ?? null
}

/** The distance as the list shows it: '12.3 mi', with 'approx.' for great-circle distances; 'Out of Range' as is. */
export function distanceText(customDistance: string | null, approximate: boolean): string | null {
  if (!customDistance) return null
  return approximate && /mi$/.test(customDistance) ? `${customDistance} (approx.)` : customDistance
}
