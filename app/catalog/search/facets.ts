import type { ListAttribute } from './types'

/**
 * How the filter drawer shows each list attribute (001 §2.6, §3, §9), which sets how many facet
 * values the search returns for it (001 §9: 200 for checkbox lists, 20 for pills and weights, 1000
 * for the category tree):
 * - the category tree: root_types (parents plus 'parent:child' values);
 * - checkbox lists: brand (long, behind 'Show all brands'), bucket_price, applicable_special_ids
 *   (deals) and aggregate_rating (the rating options);
 * - pills: kind, category (lineage), feelings and activities (the mood icons), and
 *   available_weights, which 001 §9 names with the pills.
 * When an attribute has more values than its limit, the most frequent are kept (ties by value).
 */
export type FacetDisplay = 'tree' | 'checkbox' | 'pills' | 'weights'

export const FACET_DISPLAY: Record<ListAttribute, FacetDisplay> = {
  root_types: 'tree',
  brand: 'checkbox',
  bucket_price: 'checkbox',
  applicable_special_ids: 'checkbox',
  aggregate_rating: 'checkbox',
  kind: 'pills',
  category: 'pills',
  feelings: 'pills',
  activities: 'pills',
  available_weights: 'weights',
}

export const FACET_VALUE_LIMITS: Record<FacetDisplay, number> = { tree: 1000, checkbox: 200, pills: 20, weights: 20 }

export function facetValueLimit(attribute: ListAttribute): number {
  return FACET_VALUE_LIMITS[FACET_DISPLAY[attribute]]
}

/**
 * Keeps the `limit` most frequent values (ties by value, code-unit order) of one attribute's counts,
 * most frequent first.
 */
export function limitFacetValues(counts: Record<string, number>, limit: number): Record<string, number> {
  const entries = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
  return Object.fromEntries(entries)
}
