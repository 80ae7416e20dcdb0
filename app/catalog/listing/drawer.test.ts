import { describe, expect, it } from 'vitest'
import { drawerReducer, formatResultCount, initialDrawerState, resultBar, type DrawerState } from './drawer'
import { EMPTY_SELECTION, toggleValue, withSort, type Selection } from './selection'

const applied: Selection = { ...EMPTY_SELECTION, refinements: { brand: ['A'] } }
const pending: Selection = toggleValue(applied, 'kind', 'vape')

describe('drawerReducer (001 §4.1)', () => {
  const open: DrawerState = { open: true, applied, pending }

  it('opens with the applied selection', () => {
    expect(drawerReducer(initialDrawerState(applied), { type: 'open' })).toEqual({ open: true, applied, pending: applied })
  })

  it('X and Escape close and keep the unapplied selection', () => {
    expect(drawerReducer(open, { type: 'close' })).toEqual({ open: false, applied, pending })
  })

  it('an outside click closes and reverts to the applied state', () => {
    expect(drawerReducer(open, { type: 'dismiss' })).toEqual({ open: false, applied, pending: applied })
  })

  it('Apply closes and makes the selection the new baseline', () => {
    expect(drawerReducer(open, { type: 'apply' })).toEqual({ open: false, applied: pending, pending })
  })

  it('edits change only the pending selection', () => {
    const next = drawerReducer(open, { type: 'edit', update: (s) => toggleValue(s, 'brand', 'B') })
    expect(next.applied).toBe(applied)
    expect(next.pending.refinements.brand).toEqual(['A', 'B'])
  })

  it('clear removes every pending filter but keeps the sort', () => {
    const sorted = { ...open, pending: withSort(pending, 'newest') }
    expect(drawerReducer(sorted, { type: 'clear' }).pending).toEqual({ refinements: {}, ranges: {}, sort: 'newest' })
  })

  it('a URL change elsewhere (a chip, Back) becomes the new baseline', () => {
    const next = drawerReducer({ open: false, applied, pending }, { type: 'sync', applied: EMPTY_SELECTION })
    expect(next).toEqual({ open: false, applied: EMPTY_SELECTION, pending: EMPTY_SELECTION })
  })

  it('a sync with the same selection keeps the pending one', () => {
    const state: DrawerState = { open: false, applied, pending }
    expect(drawerReducer(state, { type: 'sync', applied: { ...applied } })).toBe(state)
  })
})

describe('formatResultCount (001 §9)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1K+'],
    [25_000, '1K+'],
  ])('%d → %s', (n, text) => {
    expect(formatResultCount(n)).toBe(text)
  })
})

describe('resultBar (001 §4.1)', () => {
  const none = EMPTY_SELECTION
  const brand = toggleValue(none, 'brand', 'A')
  const cases: [string, Selection, Selection, number | null, boolean, ReturnType<typeof resultBar>][] = [
    ['idle, nothing changed, nothing selected: hidden', none, none, null, false, { visible: false }],
    [
      'a count is on its way: shown',
      none,
      none,
      null,
      true,
      { visible: true, action: 'results', applyLabel: 'Show results', clearLabel: null },
    ],
    [
      'a first filter: Show n results, Clear filter',
      none,
      brand,
      42,
      false,
      { visible: true, action: 'results', applyLabel: 'Show 42 results', clearLabel: 'Clear filter' },
    ],
    [
      'more filters on applied ones: Clear all',
      brand,
      toggleValue(brand, 'kind', 'vape'),
      7,
      false,
      { visible: true, action: 'results', applyLabel: 'Show 7 results', clearLabel: 'Clear all' },
    ],
    [
      'applied filters, nothing changed: still shows the count',
      brand,
      brand,
      12,
      false,
      { visible: true, action: 'results', applyLabel: 'Show 12 results', clearLabel: 'Clear all' },
    ],
    [
      'counts above 999 read 1K+',
      none,
      brand,
      1500,
      false,
      { visible: true, action: 'results', applyLabel: 'Show 1K+ results', clearLabel: 'Clear filter' },
    ],
    [
      'only the sort changed: Apply Sort',
      none,
      withSort(none, 'price_asc'),
      300,
      false,
      { visible: true, action: 'sort', applyLabel: 'Apply Sort', clearLabel: null },
    ],
    [
      'only the sort changed, filters kept: Apply Sort',
      brand,
      withSort(brand, 'price_asc'),
      12,
      false,
      { visible: true, action: 'sort', applyLabel: 'Apply Sort', clearLabel: 'Clear all' },
    ],
    [
      'filters and sort changed: Show n results',
      none,
      withSort(brand, 'price_asc'),
      3,
      false,
      { visible: true, action: 'results', applyLabel: 'Show 3 results', clearLabel: 'Clear filter' },
    ],
    [
      'every filter cleared: Show n results for the whole menu, nothing to clear',
      brand,
      none,
      400,
      false,
      { visible: true, action: 'results', applyLabel: 'Show 400 results', clearLabel: null },
    ],
  ]
  it.each(cases)('%s', (_label, appliedSelection, pendingSelection, count, busy, expected) => {
    expect(resultBar({ applied: appliedSelection, pending: pendingSelection }, count, busy)).toEqual(expected)
  })
})
