/** 000 §2: `?delivery-zone={id}` scrolls the map into view and highlights that zone. */
export const DELIVERY_ZONE_PARAM = 'delivery-zone'

/** The zone the parameter names, or null when missing, blank or unknown (bad input is ignored). */
export function zoneFromQuery<Z extends { id: string }>(param: string | null | undefined, zones: readonly Z[]): Z | null {
  const id = param?.trim()
  if (!id || id.length > 200) return null
  return zones.find((zone) => zone.id === id) ?? null
}
