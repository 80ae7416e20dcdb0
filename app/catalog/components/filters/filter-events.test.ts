import { describe, expect, it } from 'vitest'
import { EMPTY_SELECTION, type Selection } from '~/catalog/listing/selection'
import { filterEvents, selectionChange } from './filter-events'

const base: Selection = { refinements: { brand: ['Aether Farms'], kind: ['flower'] }, ranges: { percent_thc: { min: 10, max: 25 } }, sort: EMPTY_SELECTION.sort }

describe('selectionChange', () => {
  it('is empty for the same selection, whatever the order of values', () => {
    const same: Selection = { ...base, refinements: { kind: ['flower'], brand: ['Aether Farms'] } }
    expect(selectionChange(base, same)).toEqual({ added: [], removed: [], sort: null })
  })

  it('reports added and removed list values', () => {
    const after: Selection = { ...base, refinements: { brand: ['Aether Farms', 'Prairie Bloom'] } }
    expect(selectionChange(base, after)).toEqual({
      added: [{ attribute: 'brand', value: 'Prairie Bloom' }],
      removed: [{ attribute: 'kind', value: 'flower' }],
      sort: null,
    })
  })

  it('reports a moved range as removed and added, a cleared range as removed', () => {
    expect(selectionChange(base, { ...base, ranges: { percent_thc: { min: 15, max: 25 } } })).toEqual({
      added: [{ attribute: 'percent_thc', value: '15-25' }],
      removed: [{ attribute: 'percent_thc', value: '10-25' }],
      sort: null,
    })
    expect(selectionChange(base, { ...base, ranges: {} }).removed).toEqual([{ attribute: 'percent_thc', value: '10-25' }])
  })

  it('reports a new sort', () => {
    const sorted: Selection = { ...base, sort: 'price_asc' as Selection['sort'] }
    expect(selectionChange(base, sorted).sort).toBe('price_asc')
  })

  it('clearing everything removes every value', () => {
    expect(selectionChange(base, EMPTY_SELECTION).removed).toHaveLength(3)
  })
})

describe('filterEvents', () => {
  it('names a quick filter tick, the filter applied and the list filtered', () => {
    const change = selectionChange(EMPTY_SELECTION, { ...EMPTY_SELECTION, refinements: { kind: ['flower'] } })
    const properties = { store_id: 1001, attribute: 'kind', value: 'flower' }
    expect(filterEvents(1001, change, 'quick')).toEqual([
      { name: 'quick_filter_clicked', properties },
      { name: 'filter_applied', properties },
      { name: 'card_list_filtered', properties },
    ])
    expect(filterEvents(1001, change, 'drawer').map((e) => e.name)).toEqual(['filter_applied', 'card_list_filtered'])
  })

  it('names removals and a sort', () => {
    const change = selectionChange(base, { ...base, refinements: { brand: ['Aether Farms'] }, sort: 'newest' })
    expect(filterEvents(7, change, 'chip')).toEqual([
      { name: 'filter_removed', properties: { store_id: 7, attribute: 'kind', value: 'flower' } },
      { name: 'card_list_sorted', properties: { store_id: 7, sort: 'newest' } },
    ])
  })
})
