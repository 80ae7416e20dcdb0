import { describe, expect, it } from 'vitest'
import { emptyMenuQuery } from '~/catalog/search/query'
import {
  chooseOnly,
  clearFilters,
  countActiveFilters,
  EMPTY_SELECTION,
  pendingSelection,
  sameFilters,
  sameSelection,
  selectAll,
  selectionFromQuery,
  selectionState,
  toggleValue,
  withRange,
  type Selection,
} from './selection'

const base: Selection = EMPTY_SELECTION
const withBrands = (...brands: string[]): Selection => ({ ...base, refinements: { brand: brands } })

describe('list values', () => {
  it.each([
    ['adds a value', withBrands(), 'A', ['A']],
    ['adds a second value', withBrands('A'), 'B', ['A', 'B']],
    ['removes a value', withBrands('A', 'B'), 'A', ['B']],
  ])('%s', (_label, selection, value, expected) => {
    expect(toggleValue(selection, 'brand', value).refinements.brand).toEqual(expected)
  })

  it('removing the last value clears the attribute', () => {
    expect('brand' in toggleValue(withBrands('A'), 'brand', 'A').refinements).toBe(false)
  })

  it("'All' clears the attribute and leaves the others", () => {
    const selection: Selection = { ...base, refinements: { brand: ['A'], kind: ['vape'] } }
    expect(selectAll(selection, 'brand').refinements).toEqual({ kind: ['vape'] })
  })

  it.each([
    ['chooses one option', [], '3', ['3']],
    ['replaces the other option', ['2'], '4', ['4']],
    ['choosing the chosen option clears it', ['4'], '4', undefined],
  ])('rating: %s', (_label, selected, value, expected) => {
    const selection: Selection = { ...base, refinements: selected.length ? { aggregate_rating: selected } : {} }
    expect(chooseOnly(selection, 'aggregate_rating', value).refinements.aggregate_rating).toEqual(expected)
  })
})

describe('withRange (001 §4.1, §5)', () => {
  const bounds = { min: 12.4, max: 31.2 }
  it.each([
    ['keeps a narrower range', { min: 15, max: 25 }, { min: 15, max: 25 }],
    ['rounds to whole percent (step 1)', { min: 15.4, max: 24.6 }, { min: 15, max: 25 }],
    ['the slider at its full range counts as cleared', { min: 12, max: 32 }, undefined],
    ['0..100 counts as cleared', { min: 0, max: 100 }, undefined],
    ['min above max is ignored', { min: 30, max: 20 }, undefined],
    ['outside 0..100 is ignored', { min: -5, max: 20 }, undefined],
    ['one end at the bound is still a range', { min: 12, max: 20 }, { min: 12, max: 20 }],
  ])('%s', (_label, range, expected) => {
    expect(withRange(base, 'percent_thc', range, bounds).ranges.percent_thc).toEqual(expected)
  })
})

describe('counting and comparing', () => {
  const selection: Selection = {
    refinements: { brand: ['A', 'B'], bucket_price: ['Under $20'] },
    ranges: { percent_thc: { min: 10, max: 20 } },
    sort: 'price_asc',
  }
  it('counts one per value and one per range', () => {
    expect(countActiveFilters(selection)).toBe(4)
    expect(countActiveFilters(base)).toBe(0)
  })

  it('compares values regardless of order', () => {
    const reordered: Selection = { ...selection, refinements: { bucket_price: ['Under $20'], brand: ['B', 'A'] } }
    expect(sameSelection(selection, reordered)).toBe(true)
  })

  it.each([
    ['a different value', { ...selection, refinements: { ...selection.refinements, brand: ['A', 'C'] } }],
    ['a missing range', { ...selection, ranges: {} }],
    ['a moved range', { ...selection, ranges: { percent_thc: { min: 10, max: 21 } } }],
  ])('%s differs', (_label, other) => {
    expect(sameFilters(selection, other)).toBe(false)
  })

  it('a different sort is not a different filter', () => {
    expect(sameFilters(selection, { ...selection, sort: 'featured' })).toBe(true)
    expect(sameSelection(selection, { ...selection, sort: 'featured' })).toBe(false)
  })

  it('clearing keeps the sort', () => {
    expect(clearFilters(selection)).toEqual({ refinements: {}, ranges: {}, sort: 'price_asc' })
  })

  it('reads the drawer’s slice of a query without empty lists or repeats', () => {
    expect(
      selectionFromQuery({ refinements: { brand: ['A', 'A'], kind: [] }, ranges: { percent_cbd: { min: 1, max: 5 } }, sort: 'newest' }),
    ).toEqual({ refinements: { brand: ['A'] }, ranges: { percent_cbd: { min: 1, max: 5 } }, sort: 'newest' })
  })
})

describe('selectionState / pendingSelection (the selection a filter change navigates with)', () => {
  it.each([
    ['no state (Back, a typed address)', null, null],
    ['another page’s state', { from: 'somewhere' }, null],
    ['a malformed state', { menuSelection: 'flower' }, null],
  ])('%s → none', (_label, state, expected) => {
    expect(pendingSelection(state)).toBe(expected)
  })

  it('gives back the selection it carried', () => {
    const selection = selectionFromQuery({ ...emptyMenuQuery(1001), refinements: { kind: ['flower'] } })
    expect(pendingSelection(selectionState(selection))).toBe(selection)
  })
})
