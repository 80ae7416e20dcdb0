import { clearFilters, hasFilters, sameFilters, sameSelection, type Selection } from './selection'

/**
 * The filter drawer (001 §4.1). `applied` is what the URL says; `pending` is what the shopper has
 * ticked since. The X button and Escape close the drawer and keep the unapplied selection for the
 * next opening; a click outside closes it and reverts to the applied state; Apply writes the
 * pending selection to the URL and makes it the new baseline.
 */
export type DrawerState = {
  open: boolean
  applied: Selection
  pending: Selection
}

export type DrawerEvent =
  | { type: 'open' }
  /** The X button or Escape. */
  | { type: 'close' }
  /** A click outside the drawer. */
  | { type: 'dismiss' }
  | { type: 'apply' }
  | { type: 'edit'; update: (pending: Selection) => Selection }
  /** 'Clear filter' / 'Clear all': every pending filter goes, the sort stays. */
  | { type: 'clear' }
  /** The URL changed without the drawer (a chip, a quick filter, Back or Forward): a new baseline. */
  | { type: 'sync'; applied: Selection }

export function initialDrawerState(applied: Selection): DrawerState {
  return { open: false, applied, pending: applied }
}

export function drawerReducer(state: DrawerState, event: DrawerEvent): DrawerState {
  switch (event.type) {
    case 'open':
      return state.open ? state : { ...state, open: true }
    case 'close':
      return state.open ? { ...state, open: false } : state
    case 'dismiss':
      return { ...state, open: false, pending: state.applied }
    case 'apply':
      return { open: false, applied: state.pending, pending: state.pending }
    case 'edit':
      return { ...state, pending: event.update(state.pending) }
    case 'clear':
      return { ...state, pending: clearFilters(state.pending) }
    case 'sync':
      if (sameSelection(event.applied, state.applied)) return state
      return { ...state, applied: event.applied, pending: event.applied }
  }
}

/** 'Show {n} results' caps n at '1K+' above 999 (001 §9). */
export function formatResultCount(n: number): string {
  return n > 999 ? '1K+' : String(Math.max(0, Math.trunc(n)))
}

export type ResultBar =
  | { visible: false }
  | {
      visible: true
      /** 'results' applies filters (and any sort change); 'sort' applies only a new sort. */
      action: 'results' | 'sort'
      /** The apply button's text. */
      applyLabel: string
      /** The clear button's text, or null when there is nothing to clear. */
      clearLabel: 'Clear filter' | 'Clear all' | null
    }

/**
 * The drawer's result bar (001 §4.1). Hidden while idle with nothing changed and nothing selected.
 * 'Apply Sort' when only the sort changed; otherwise 'Show {n} results' for the pending selection
 * ('Show results' until the first count arrives). The clear button reads 'Clear filter' while the
 * shopper builds a new filter (nothing applied yet) and 'Clear all' once filters are applied.
 */
export function resultBar(state: Pick<DrawerState, 'applied' | 'pending'>, count: number | null, busy = false): ResultBar {
  const { applied, pending } = state
  const changed = !sameSelection(applied, pending)
  const selected = hasFilters(pending)
  if (!changed && !selected && !busy) return { visible: false }
  const onlySortChanged = changed && sameFilters(applied, pending)
  const clearLabel = selected ? (hasFilters(applied) ? 'Clear all' : 'Clear filter') : null
  if (onlySortChanged) return { visible: true, action: 'sort', applyLabel: 'Apply Sort', clearLabel }
  return {
    visible: true,
    action: 'results',
    applyLabel: count === null ? 'Show results' : `Show ${formatResultCount(count)} results`,
    clearLabel,
  }
}

/** The result bar counts the pending selection this long after the last change (001 §9). */
export const RESULT_COUNT_DEBOUNCE_MS = 100
