// Weight ids come from the search contract, not the schema: this module runs in the browser too.
import type { WeightId } from '~/db/schema'
import { WEIGHT_KEYS as weightIds } from './search/types'

/** One weight a store sells a product in. */
export type VariantOffer = {
  weight: WeightId
  price: number
  discountedPrice: number | null
  inventory: number
}

/**
 * Which weight's price a card shows, by kind (domain notes): flower the eighth ounce, then the
 * quarter, half and gram; extracts and vapes the half gram or gram; unit-priced kinds 'each'.
 * Anything else — or a product sold in none of its preferred weights — shows its first weight in
 * the canonical order (half gram up to ounce, then each).
 */
export const CARD_WEIGHT_PREFERENCE: Readonly<Record<string, readonly WeightId[]>> = {
  flower: ['eighth_ounce', 'quarter_ounce', 'half_ounce', 'gram'],
  extract: ['half_gram', 'gram'],
  vape: ['half_gram', 'gram'],
  edible: ['each'],
  tincture: ['each'],
  topical: ['each'],
  gear: ['each'],
}

export function chooseCardOffer(kind: string, offers: readonly VariantOffer[]): VariantOffer | null {
  for (const weight of CARD_WEIGHT_PREFERENCE[kind] ?? []) {
    const offer = offers.find((o) => o.weight === weight)
    if (offer) return offer
  }
  for (const weight of weightIds) {
    const offer = offers.find((o) => o.weight === weight)
    if (offer) return offer
  }
  return null
}

/** Out of stock when no weight has inventory (a product with no weights cannot be bought either). */
export function isOutOfStock(offers: readonly VariantOffer[]): boolean {
  return offers.every((o) => o.inventory <= 0)
}

const DAY_MS = 86_400_000
/** 000 §4 and §9: 'New' while the arrival date is at most 15 days past … */
export const NEW_DAYS_PAST = 15
/** … or at most 14 days ahead (announced arrivals). */
export const NEW_DAYS_AHEAD = 14

/** Whether a product that arrives (or arrived) on `arrivedOn` ('YYYY-MM-DD') carries the 'New' label. */
export function isNewArrival(arrivedOn: string | null | undefined, now: Date): boolean {
  if (!arrivedOn || !/^\d{4}-\d{2}-\d{2}/.test(arrivedOn)) return false
  const arrived = Date.parse(`${arrivedOn.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(arrived)) return false
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const daysFromToday = Math.round((arrived - today) / DAY_MS)
  return daysFromToday >= -NEW_DAYS_PAST && daysFromToday <= NEW_DAYS_AHEAD
}
