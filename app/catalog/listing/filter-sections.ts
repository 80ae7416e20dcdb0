import { isListAttribute, isRangeAttribute, RATING_OPTIONS, WEIGHT_NAMES } from '~/catalog/search/query'
import {
  PRICE_BUCKETS,
  type FacetStats,
  type ListAttribute,
  type Range,
  type RangeAttribute,
} from '~/catalog/search/types'
import { LINEAGES } from '~/catalog/format'
import { KIND_ORDER, valueLabel, type LabelSources } from './labels'
import { compareText } from '~/ui/text-order'

/** One entry of the filter-order config (001 §3): name 'Title - attribute', label, expand, quickFilter. */
export type FilterOrderEntry = { name: string; label: string; expand: boolean; quickFilter: boolean }

export type FilterControl = 'tree' | 'checkboxes' | 'pills' | 'rating' | 'slider'

export type ListSection = {
  kind: 'list'
  attribute: ListAttribute
  label: string
  control: Exclude<FilterControl, 'slider'>
  /** Open when the drawer opens. */
  expand: boolean
  quickFilter: boolean
  /** 001 §9: every facet but weights, activities and feelings offers 'All'. */
  allOption: boolean
}

export type RangeSection = {
  kind: 'range'
  attribute: RangeAttribute
  label: string
  control: 'slider'
  expand: boolean
  quickFilter: boolean
}

export type FilterSection = ListSection | RangeSection

const CONTROLS: Record<ListAttribute, ListSection['control']> = {
  root_types: 'tree',
  kind: 'checkboxes',
  category: 'checkboxes',
  brand: 'checkboxes',
  applicable_special_ids: 'checkboxes',
  bucket_price: 'pills',
  available_weights: 'pills',
  activities: 'pills',
  feelings: 'pills',
  aggregate_rating: 'rating',
}

const WITHOUT_ALL: ReadonlySet<ListAttribute> = new Set(['available_weights', 'activities', 'feelings'])

/** 001 §6: a dispensary whose slug contains this hides the feelings and activities filters. */
export const NO_EFFECTS_SLUG = 'lake-in-the-hills'

/** 'Brand - brand' → { title: 'Brand', attribute: 'brand' }; the attribute follows the last ' - '. */
export function parseEntryName(name: string): { title: string; attribute: string } {
  const index = name.lastIndexOf(' - ')
  if (index === -1) return { title: name.trim(), attribute: name.trim() }
  return { title: name.slice(0, index).trim(), attribute: name.slice(index + 3).trim() }
}

/**
 * The drawer's sections in config order: unknown attributes and repeats are skipped, the feelings
 * and activities filters are hidden for lake-in-the-hills stores, percent_thca only shows behind
 * its feature flag.
 */
export function filterSections(
  entries: readonly FilterOrderEntry[],
  options: { dispensarySlug: string; thcaFilter: boolean },
): FilterSection[] {
  const hideEffects = options.dispensarySlug.includes(NO_EFFECTS_SLUG)
  const seen = new Set<string>()
  const sections: FilterSection[] = []
  for (const entry of entries) {
    const { title, attribute } = parseEntryName(entry.name)
    if (seen.has(attribute)) continue
    const label = entry.label.trim() || title
    if (isListAttribute(attribute)) {
      if (hideEffects && (attribute === 'feelings' || attribute === 'activities')) continue
      seen.add(attribute)
      sections.push({
        kind: 'list',
        attribute,
        label,
        control: CONTROLS[attribute],
        expand: entry.expand,
        quickFilter: entry.quickFilter,
        allOption: !WITHOUT_ALL.has(attribute),
      })
    } else if (isRangeAttribute(attribute)) {
      if (attribute === 'percent_thca' && !options.thcaFilter) continue
      seen.add(attribute)
      sections.push({ kind: 'range', attribute, label, control: 'slider', expand: entry.expand, quickFilter: entry.quickFilter })
    }
  }
  return sections
}

export type FacetOption = {
  value: string
  label: string
  count: number
  checked: boolean
  /** 001 §4.1: options with count 0 are disabled (unless selected, so they can be cleared). */
  disabled: boolean
}

/** Closed sets keep their own order and show every member; data-driven facets go by name. */
const FIXED_ORDER: Partial<Record<ListAttribute, readonly string[]>> = {
  bucket_price: PRICE_BUCKETS,
  aggregate_rating: RATING_OPTIONS,
  available_weights: WEIGHT_NAMES,
  category: LINEAGES,
  kind: KIND_ORDER,
}

/** Facets whose every member is listed even with no product behind it (shown disabled). */
const ALWAYS_LISTED: ReadonlySet<ListAttribute> = new Set(['bucket_price', 'aggregate_rating'])

export function facetOptions(
  attribute: ListAttribute,
  counts: Readonly<Record<string, number>> | undefined,
  selected: readonly string[],
  sources: LabelSources = {},
): FacetOption[] {
  const values = new Map<string, number>(Object.entries(counts ?? {}))
  if (ALWAYS_LISTED.has(attribute)) for (const value of FIXED_ORDER[attribute] ?? []) if (!values.has(value)) values.set(value, 0)
  for (const value of selected) if (!values.has(value)) values.set(value, 0)
  const options = [...values].map(([value, count]) => {
    const checked = selected.includes(value)
    return { value, label: valueLabel(attribute, value, sources), count, checked, disabled: count === 0 && !checked }
  })
  const order = FIXED_ORDER[attribute]
  return options.sort((a, b) => {
    if (order) {
      const ai = order.indexOf(a.value)
      const bi = order.indexOf(b.value)
      if (ai !== bi) return (ai === -1 ? Infinity : ai) - (bi === -1 ? Infinity : bi)
    }
    return compareText(a.label, b.label)
  })
}

/** How many brands show before 'Show all brands'. */
export const BRANDS_SHOWN = 8

/** The truncated brand list keeps the first few and anything ticked further down. */
export function truncateOptions(options: readonly FacetOption[], expanded: boolean, limit = BRANDS_SHOWN): FacetOption[] {
  if (expanded || options.length <= limit) return [...options]
  return options.filter((option, index) => index < limit || option.checked)
}

/**
 * A slider's bounds: the facet's min and max widened to whole percentages, and to the selected
 * range, so a selection never sits outside its own slider. Without stats the slider spans 0..100.
 */
export function sliderBounds(stats: FacetStats[RangeAttribute] | undefined, selected: Range | undefined): Range {
  let min = stats ? Math.floor(stats.min) : 0
  let max = stats ? Math.ceil(stats.max) : 100
  if (selected) {
    min = Math.min(min, selected.min)
    max = Math.max(max, selected.max)
  }
  min = Math.max(0, Math.min(min, 100))
  max = Math.min(100, Math.max(max, min))
  return { min, max }
}
