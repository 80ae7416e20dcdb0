import {
  LIST_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  SORT_OPTIONS,
  type ListAttribute,
  type MenuQuery,
  type Range,
  type RangeAttribute,
  type SortValue,
} from '~/catalog/search/types'

/**
 * What the filter drawer edits: the list refinements, the potency ranges and the sort. The text
 * query and the page live outside it (the search box and the grid own them).
 */
export type Selection = {
  refinements: Partial<Record<ListAttribute, string[]>>
  ranges: Partial<Record<RangeAttribute, Range>>
  sort: SortValue
}

export const DEFAULT_SORT: SortValue = SORT_OPTIONS[0].value

export const EMPTY_SELECTION: Selection = { refinements: {}, ranges: {}, sort: DEFAULT_SORT }

/** The drawer's slice of a parsed query, normalised (no empty lists, no duplicate values). */
export function selectionFromQuery(query: Pick<MenuQuery, 'refinements' | 'ranges' | 'sort'>): Selection {
  const refinements: Selection['refinements'] = {}
  for (const attribute of LIST_ATTRIBUTES) {
    const values = query.refinements[attribute]
    if (values?.length) refinements[attribute] = [...new Set(values)]
  }
  const ranges: Selection['ranges'] = {}
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute]
    if (range) ranges[attribute] = { min: range.min, max: range.max }
  }
  return { refinements, ranges, sort: query.sort }
}

/** The values selected for one attribute ([] for none). */
export function selectedValues(selection: Selection, attribute: ListAttribute): readonly string[] {
  return selection.refinements[attribute] ?? []
}

/** Replace one attribute's values; an empty list removes the attribute ('Removing the last value clears the attribute'). */
export function withValues(selection: Selection, attribute: ListAttribute, values: readonly string[]): Selection {
  const refinements = { ...selection.refinements }
  const unique = [...new Set(values)]
  if (unique.length) refinements[attribute] = unique
  else delete refinements[attribute]
  return { ...selection, refinements }
}

/** Checkbox lists and pills: a value in the list goes out, a value not in it comes in. */
export function toggleValue(selection: Selection, attribute: ListAttribute, value: string): Selection {
  const current = selectedValues(selection, attribute)
  return withValues(
    selection,
    attribute,
    current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  )
}

/** The 'All' option (001 §4.1): it clears the attribute's selection. */
export function selectAll(selection: Selection, attribute: ListAttribute): Selection {
  return withValues(selection, attribute, [])
}

/** Single-choice groups (the rating options): the chosen value replaces the others; choosing it again clears. */
export function chooseOnly(selection: Selection, attribute: ListAttribute, value: string): Selection {
  const current = selectedValues(selection, attribute)
  return withValues(selection, attribute, current.length === 1 && current[0] === value ? [] : [value])
}

/**
 * A potency slider moved to [min, max] within the facet's bounds. At the full extent of the
 * bounds it counts as cleared (001 §4.1), and so does anything outside 0..100 or upside down.
 */
export function withRange(
  selection: Selection,
  attribute: RangeAttribute,
  range: Range,
  bounds: Range,
): Selection {
  const ranges = { ...selection.ranges }
  const min = Math.round(range.min)
  const max = Math.round(range.max)
  const valid = Number.isFinite(min) && Number.isFinite(max) && min >= 0 && max <= 100 && min <= max
  const fullExtent = min <= Math.floor(bounds.min) && max >= Math.ceil(bounds.max)
  if (!valid || fullExtent || (min === 0 && max === 100)) delete ranges[attribute]
  else ranges[attribute] = { min, max }
  return { ...selection, ranges }
}

export function clearRange(selection: Selection, attribute: RangeAttribute): Selection {
  const ranges = { ...selection.ranges }
  delete ranges[attribute]
  return { ...selection, ranges }
}

export function withSort(selection: Selection, sort: SortValue): Selection {
  return { ...selection, sort }
}

/** Every filter removed; the sort stays (it is not a filter). */
export function clearFilters(selection: Selection): Selection {
  return { refinements: {}, ranges: {}, sort: selection.sort }
}

/** One per selected value and one per range: the number the 'All Filters' button carries. */
export function countActiveFilters(selection: Selection): number {
  let count = 0
  for (const attribute of LIST_ATTRIBUTES) count += selection.refinements[attribute]?.length ?? 0
  for (const attribute of RANGE_ATTRIBUTES) if (selection.ranges[attribute]) count += 1
  return count
}

export function hasFilters(selection: Selection): boolean {
  return countActiveFilters(selection) > 0
}

/** Same filters, whatever the order the values were picked in. */
export function sameFilters(a: Selection, b: Selection): boolean {
  for (const attribute of LIST_ATTRIBUTES) {
    const left = a.refinements[attribute] ?? []
    const right = b.refinements[attribute] ?? []
    if (left.length !== right.length) return false
    const set = new Set(right)
    if (!left.every((value) => set.has(value))) return false
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const left = a.ranges[attribute]
    const right = b.ranges[attribute]
    if (!left !== !right) return false
    if (left && right && (left.min !== right.min || left.max !== right.max)) return false
  }
  return true
}

export function sameSelection(a: Selection, b: Selection): boolean {
  return a.sort === b.sort && sameFilters(a, b)
}

/** What a filter change navigates with: `navigate(href, { state: selectionState(next) })`. */
export function selectionState(selection: Selection): { menuSelection: Selection } {
  return { menuSelection: selection }
}

/** The selection a pending navigation carries (see selectionState), if it carries one. */
export function pendingSelection(state: unknown): Selection | null {
  const selection = (state as { menuSelection?: Selection } | null)?.menuSelection
  return selection && typeof selection === 'object' ? selection : null
}
