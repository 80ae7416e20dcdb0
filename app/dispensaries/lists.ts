import type { DispensaryCardData, DispensarySummary, PickerDispensary, PickerState } from './types'

/** The dispensary a URL names (/dispensaries/{state}/{dispensary}/…), if the picker lists it. */
export function findPickerDispensary(
  states: readonly PickerState[] | null | undefined,
  stateSlug: string | undefined,
  locationSlug: string | undefined,
): PickerDispensary | null {
  if (!states || !stateSlug || !locationSlug) return null
  return states.find((s) => s.slug === stateSlug)?.dispensaries.find((d) => d.slug === locationSlug) ?? null
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
