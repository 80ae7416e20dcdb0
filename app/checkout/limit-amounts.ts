/**
 * The amounts a cart line adds toward the purchase limits: grams for a weight-priced product from its
 * weight, grams per unit for one sold 'each', and milligrams of THC per unit. Null means 'not measured'
 * (purchase-limits.ts reports those rather than guessing).
 */
import type { WeightId } from '~/db/schema'
import { GRAMS_PER_OUNCE, type LimitItem } from './purchase-limits'

/** Grams in one unit of each weight a menu sells; 'each' has none of its own. */
export const GRAMS_PER_WEIGHT: Record<WeightId, number | null> = {
  half_gram: 0.5,
  gram: 1,
  two_gram: 2,
  eighth_ounce: GRAMS_PER_OUNCE / 8,
  quarter_ounce: GRAMS_PER_OUNCE / 4,
  half_ounce: GRAMS_PER_OUNCE / 2,
  ounce: GRAMS_PER_OUNCE,
  each: null,
}

export function gramsOf(weight: WeightId, gramsPerUnit: number | null): number | null {
  if (weight === 'each') return gramsPerUnit ?? null
  return GRAMS_PER_WEIGHT[weight] ?? null
}

export type LimitLine = {
  productId: number
  name: string
  kind: string
  weight: WeightId
  gramsPerUnit: number | null
  thcMgPerUnit: number | null
  count: number
}

export function toLimitItem(line: LimitLine): LimitItem {
  return {
    productId: line.productId,
    name: line.name,
    kind: line.kind,
    weightGrams: gramsOf(line.weight, line.gramsPerUnit),
    thcMg: line.thcMgPerUnit ?? null,
    quantity: line.count,
  }
}
