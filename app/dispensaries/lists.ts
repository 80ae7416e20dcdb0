import type { DispensaryCardData, DispensarySummary, PickerDispensary } from './types'

/** The dispensary a URL names (/dispensaries/{state}/{dispensary}/…), if the picker lists it. */
export function findPickerDispensary(
  dispensaries: readonly PickerDispensary[] | null | undefined,
  stateSlug: string | undefined,
  locationSlug: string | undefined,
): PickerDispensary | null {
  if (!dispensaries || !stateSlug || !locationSlug) return null
  const path = `/dispensaries/${stateSlug}/${locationSlug}`
  return dispensaries.find((d) => d.path === path) ?? null
}

/** A card list needs today's hours, not the raw week: keep the page payload small. */
export function forCards<T extends { dispensaries: DispensarySummary[] }>(
  state: T,
): Omit<T, 'dispensaries'> & { dispensaries: DispensaryCardData[] } {
  return {
    ...state,
    dispensaries: state.dispensaries.map(({ hours: _hours, ...card }) => card),
  }
}
