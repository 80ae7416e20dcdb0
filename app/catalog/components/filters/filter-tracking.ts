import { track } from '~/analytics/track'
import type { Selection } from '~/catalog/listing/selection'
import { type ChangeSource, filterEvents, selectionChange } from './filter-events'

/** Sends the analytics events of a filter change; analytics never stands in the way of the change. */
export function trackSelectionChange(storeId: number, before: Selection, after: Selection, source: ChangeSource): void {
  try {
    for (const event of filterEvents(storeId, selectionChange(before, after), source)) {
      if (event.name === 'card_list_sorted') track(event.name, event.properties)
      else track(event.name, event.properties)
    }
  } catch (error) {
    console.warn('analytics: filter events not recorded', error)
  }
}
