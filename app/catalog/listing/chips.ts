import { LIST_ATTRIBUTES, RANGE_ATTRIBUTES, type ListAttribute, type RangeAttribute } from '~/catalog/search/types'
import { RANGE_LABELS, rangeText, valueLabel, type LabelSources } from './labels'
import { clearRange, toggleValue, type Selection } from './selection'

export type FilterChip = {
  /** Stable per value: 'brand=Aether Farms', 'percent_thc'. */
  key: string
  label: string
  attribute: ListAttribute | RangeAttribute
  /** The selection once this chip is removed. */
  without: Selection
}

/**
 * The active-filter chips: one per selected value and one per potency range, in the drawer's
 * attribute order, each knowing the selection left when it is removed.
 */
export function buildChips(selection: Selection, sources: LabelSources = {}): FilterChip[] {
  const chips: FilterChip[] = []
  for (const attribute of LIST_ATTRIBUTES) {
    for (const value of selection.refinements[attribute] ?? []) {
      chips.push({
        key: `${attribute}=${value}`,
        label: valueLabel(attribute, value, sources),
        attribute,
        without: toggleValue(selection, attribute, value),
      })
    }
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = selection.ranges[attribute]
    if (!range) continue
    chips.push({
      key: attribute,
      label: `${RANGE_LABELS[attribute]} ${rangeText(range)}`,
      attribute,
      without: clearRange(selection, attribute),
    })
  }
  return chips
}
