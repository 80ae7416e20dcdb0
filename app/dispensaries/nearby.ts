/** 002 §9: the nearby search asks for 3 hits. */
export const NEARBY_COUNT = 3
/** The nearby API's default and largest page. */
export const NEARBY_API_DEFAULT_LIMIT = NEARBY_COUNT
export const NEARBY_API_MAX_LIMIT = 25

/**
 * 000 §9 / 002 §9: "Nearby-store lists drop the first hit when there is more than one and exclude
 * the current slug." The first hit around a dispensary's coordinates is the dispensary itself.
 */
export function nearbyList<T extends { slug: string }>(hits: readonly T[], currentSlug: string): T[] {
  const rest = hits.length > 1 ? hits.slice(1) : [...hits]
  return rest.filter((hit) => hit.slug !== currentSlug)
}

export type ParsedLimit = { ok: true; value: number } | { ok: false; message: string }

/** `limit` of the nearby API: absent → 3; otherwise a whole number from 1 to 25. */
export function parseNearbyLimit(raw: string | null): ParsedLimit {
  if (raw === null || raw.trim() === '') return { ok: true, value: NEARBY_API_DEFAULT_LIMIT }
  const text = raw.trim()
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isInteger(value) || value < 1 || value > NEARBY_API_MAX_LIMIT) {
    return { ok: false, message: `limit must be a whole number from 1 to ${NEARBY_API_MAX_LIMIT}` }
  }
  return { ok: true, value }
}
