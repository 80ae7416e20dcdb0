/**
 * Cart lines as the purchase-limit check reads them (purchase-limits.ts `LimitItem`). Shared by the
 * cart (add and update), the abandoned-cart restore and the checkout, so all three count a cart the
 * same way. Pure.
 *
 * ## Grams per weight
 * A weight-priced product holds what its label says: the trade sells an 'eighth' as 3.5 g, a
 * 'quarter' as 7 g, a 'half' as 14 g and an 'ounce' as 28 g, and that is the plant material the
 * shopper takes home. The table's ounce-based limits are converted with GRAMS_PER_OUNCE (28.3495 g),
 * so one 28 g ounce stays inside a 1 oz limit, as it does at the counter. A product sold 'each'
 * (a pre-roll, a cartridge) counts its `grams_per_unit`; infused products count
 * `thc_mg_per_unit` whatever their weight.
 */
import type { LimitItem } from './purchase-limits'

export const WEIGHT_IDS = ['half_gram', 'gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce', 'each'] as const
export type LimitWeight = (typeof WEIGHT_IDS)[number]

/** The labelled grams of one unit sold in a weight; 'each' has none of its own. */
export const GRAMS_PER_WEIGHT: Record<Exclude<LimitWeight, 'each'>, number> = {
  half_gram: 0.5,
  gram: 1,
  two_gram: 2,
  eighth_ounce: 3.5,
  quarter_ounce: 7,
  half_ounce: 14,
  ounce: 28,
}

/** What the limit check needs to know about a cart line. */
export type LimitLine = {
  productId: number
  name: string
  kind: string
  weight: string
  quantity: number
  /** products.grams_per_unit: grams in one unit of a product sold 'each'. */
  gramsPerUnit: number | null
  /** products.thc_mg_per_unit: milligrams of THC in one unit of an infused product. */
  thcMgPerUnit: number | null
}

/** Grams in one unit of a line: the weight's label, or the product's grams per unit when sold 'each'. */
export function gramsPerUnitOf(weight: string, gramsPerUnit: number | null): number | null {
  if (weight === 'each') return gramsPerUnit ?? null
  return Object.hasOwn(GRAMS_PER_WEIGHT, weight) ? GRAMS_PER_WEIGHT[weight as keyof typeof GRAMS_PER_WEIGHT] : null
}

/** One line as a LimitItem. Amounts are numbers or null (PostgreSQL numerics arrive as strings). */
export function toLimitItem(line: LimitLine): LimitItem {
  return {
    productId: line.productId,
    name: line.name,
    kind: line.kind,
    weightGrams: gramsPerUnitOf(line.weight, toAmount(line.gramsPerUnit)),
    thcMg: toAmount(line.thcMgPerUnit),
    quantity: line.quantity,
  }
}

export function toLimitItems(lines: readonly LimitLine[]): LimitItem[] {
  return lines.map(toLimitItem)
}

function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : null
}
