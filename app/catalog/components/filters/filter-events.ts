import type { Selection } from '~/catalog/listing/selection'
import { LIST_ATTRIBUTES, RANGE_ATTRIBUTES, type SortValue } from '~/catalog/search/types'

/** One filter value as analytics names it: a range as '10-25'. */
export type FilterValue = { attribute: string; value: string }

export type SelectionChange = {
  added: FilterValue[]
  removed: FilterValue[]
  /** The new sort when it changed, else null. */
  sort: SortValue | null
}

/**
 * What changed between two selections, for the filter events of 001 §7 (filter applied / removed,
 * card list filtered and sorted). A moved range counts as the old range removed and the new one
 * added. Pure, so the menu's event rules are unit-tested.
 */
export function selectionChange(before: Selection, after: Selection): SelectionChange {
  const added: FilterValue[] = []
  const removed: FilterValue[] = []
  for (const attribute of LIST_ATTRIBUTES) {
    const old = new Set(before.refinements[attribute] ?? [])
    const next = new Set(after.refinements[attribute] ?? [])
    for (const value of next) if (!old.has(value)) added.push({ attribute, value })
    for (const value of old) if (!next.has(value)) removed.push({ attribute, value })
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const old = before.ranges[attribute]
    const next = after.ranges[attribute]
    if (old && next && old.min === next.min && old.max === next.max) continue
    if (old) removed.push({ attribute, value: `${old.min}-${old.max}` })
    if (next) added.push({ attribute, value: `${next.min}-${next.max}` })
  }
  return { added, removed, sort: before.sort === after.sort ? null : after.sort }
}

export type ChangeSource = 'quick' | 'drawer' | 'chip' | 'sort'

export type FilterEvent =
  | { name: 'filter_applied' | 'filter_removed' | 'quick_filter_clicked' | 'card_list_filtered'; properties: { store_id: number; attribute: string; value: string } }
  | { name: 'card_list_sorted'; properties: { store_id: number; sort: string } }

/**
 * The events a filter change sends (001 §7): each added value 'filter applied' and 'card list
 * filtered', each removed value 'filter removed', every value a quick filter toggles 'quick filter
 * clicked', and a new sort 'card list sorted'.
 */
export function filterEvents(storeId: number, change: SelectionChange, source: ChangeSource): FilterEvent[] {
  const events: FilterEvent[] = []
  for (const value of change.added) {
    const properties = { store_id: storeId, ...value }
    if (source === 'quick') events.push({ name: 'quick_filter_clicked', properties })
    events.push({ name: 'filter_applied', properties }, { name: 'card_list_filtered', properties })
  }
  for (const value of change.removed) {
    const properties = { store_id: storeId, ...value }
    if (source === 'quick') events.push({ name: 'quick_filter_clicked', properties })
    events.push({ name: 'filter_removed', properties })
  }
  if (change.sort) events.push({ name: 'card_list_sorted', properties: { store_id: storeId, sort: change.sort } })
  return events
}
