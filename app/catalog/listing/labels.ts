import { LINEAGE_LABELS, asLineage, weightLabel } from '~/catalog/format'
import type { ListAttribute, RangeAttribute } from '~/catalog/search/types'

/** How a product kind reads in filters and chips. */
export const KIND_LABELS: Readonly<Record<string, string>> = {
  flower: 'Flower',
  'pre-roll': 'Pre-rolls',
  vape: 'Vapes',
  extract: 'Concentrates',
  edible: 'Edibles',
  tincture: 'Tinctures',
  topical: 'Topicals',
  gear: 'Gear',
  merch: 'Merch',
  grow: 'Grow',
}

/** The kinds in the order shoppers expect them (the menu's own order), for the category tree and kind list. */
export const KIND_ORDER: readonly string[] = Object.keys(KIND_LABELS)

export const RANGE_LABELS: Readonly<Record<RangeAttribute, string>> = {
  percent_thc: 'THC',
  percent_cbd: 'CBD',
  percent_thca: 'THCa',
}

/** 'best_selling' → 'Best selling'. */
function humanise(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value
}

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? humanise(kind)
}

/** 'flower' → 'Flower'; 'edible:Gummies' → 'Gummies'; a store's custom label wins. */
export function rootTypeLabel(value: string, customLabels: Readonly<Record<string, string>> = {}): string {
  const custom = customLabels[value]
  if (custom) return custom
  const separator = value.indexOf(':')
  if (separator === -1) return kindLabel(value)
  return value.slice(separator + 1).trim() || value
}

/** '3' → '3+ stars'; the options read '1+ stars' … '4+ stars'. */
export function ratingLabel(value: string): string {
  return `${value}+ stars`
}

export type LabelSources = {
  /** Special id → title, for the deals facet. */
  specials?: Readonly<Record<string, string>>
  /** A store's own names for product-category rows (storeInfo.custom_product_type_labels). */
  productTypeLabels?: Readonly<Record<string, string>>
}

/** What a facet value reads as in the drawer, the quick filters and the chips. */
export function valueLabel(attribute: ListAttribute, value: string, sources: LabelSources = {}): string {
  switch (attribute) {
    case 'root_types':
      return rootTypeLabel(value, sources.productTypeLabels)
    case 'kind':
      return kindLabel(value)
    case 'category': {
      const lineage = asLineage(value)
      return lineage ? LINEAGE_LABELS[lineage] : humanise(value)
    }
    case 'available_weights':
      return weightLabel(value)
    case 'aggregate_rating':
      return ratingLabel(value)
    case 'applicable_special_ids':
      return sources.specials?.[value] ?? `Deal ${value}`
    default:
      return value
  }
}

/** '12%–28%' — potency ranges are whole percentages. */
export function rangeText(range: { min: number; max: number }): string {
  return `${range.min}%–${range.max}%`
}
