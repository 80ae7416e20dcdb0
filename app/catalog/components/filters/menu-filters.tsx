import { ChevronDown, Search, SlidersHorizontal } from '~/ui/icons'
import { useEffect, useId, useReducer, useRef } from 'react'
import { Form, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import { track } from '~/analytics/track'
import { buildChips } from '~/catalog/listing/chips'
import { type DrawerEvent, drawerReducer, initialDrawerState } from '~/catalog/listing/drawer'
import type { FilterSection } from '~/catalog/listing/filter-sections'
import type { LabelSources } from '~/catalog/listing/labels'
import { clearFilters, countActiveFilters, pendingSelection, selectionFromQuery, selectionState, type Selection } from '~/catalog/listing/selection'
import { isSortValue, QUERY_LIMITS, serializeMenuQuery } from '~/catalog/search/query'
import { SORT_OPTIONS, type FacetCounts, type FacetStats, type MenuQuery } from '~/catalog/search/types'
import { Container } from '~/ui/container'
import { cx } from '~/ui/cx'
import { useHydrated } from '~/ui/use-hydrated'
import { ActiveFilterChips } from './active-filter-chips'
import { FilterDrawer } from './filter-drawer'
import type { ChangeSource } from './filter-events'
import { trackSelectionChange } from './filter-tracking'
import { preloadFilterControls } from './lazy-filter-control'
import { QuickFilter } from './quick-filter'

type Props = {
  /** The query the page was rendered for (the applied state). */
  query: MenuQuery
  total: number
  facets: FacetCounts
  facetsStats: FacetStats
  sections: FilterSection[]
  labels: LabelSources
}

/** The URL for a query, keeping the parameters the menu query does not own (001 §2.6). */
function useQueryHref(): (query: MenuQuery) => string {
  const location = useLocation()
  const [searchParams] = useSearchParams()
  return (query) => {
    const search = serializeMenuQuery(query, searchParams).toString()
    return search ? `${location.pathname}?${search}` : location.pathname
  }
}

/**
 * While a filter change is on its way, the chips and quick filters already show where it goes:
 * the selection the bar, a chip or the drawer navigated with (carried in the history entry's
 * state, so the page need not ship the URL parser), when it is this menu's.
 */
function useShownSelection(applied: Selection): Selection {
  const navigation = useNavigation()
  const location = useLocation()
  const next = navigation.location
  if (!next || next.pathname !== location.pathname) return applied
  return pendingSelection(next.state) ?? applied
}

/**
 * The filter bar (search, 'All Filters', quick filters, sort), the active-filter chips and the
 * drawer. The URL is the applied state: every apply navigates, and Back and Forward bring the
 * filters back with the page.
 */
export function MenuFilters({ query, total, facets, facetsStats, sections, labels }: Props) {
  const navigate = useNavigate()
  const hrefFor = useQueryHref()
  // The bar's buttons do nothing until the page's JavaScript runs; they say so by being disabled.
  const hydrated = useHydrated()
  const applied = selectionFromQuery(query)
  const shown = useShownSelection(applied)
  const [drawer, dispatch] = useReducer(drawerReducer, applied, initialDrawerState)
  const barRef = useRef<HTMLDivElement>(null)
  const changedHere = useRef(false)

  const appliedKey = serializeMenuQuery({ ...query, page: 0 }).toString()
  useEffect(() => {
    dispatch({ type: 'sync', applied: selectionFromQuery(query) })
    // A change made in the bar keeps the bar in view: the rows above the grid come and go with the
    // filters, and the shopper should land on the results, not somewhere below them.
    if (changedHere.current && barRef.current) {
      changedHere.current = false
      const top = barRef.current.getBoundingClientRect().top + window.scrollY
      const stickyOffset = window.matchMedia('(min-width: 48rem)').matches ? 80 : 0
      if (window.scrollY > top - stickyOffset) window.scrollTo({ top: top - stickyOffset })
    }
    // The key stands for the query's content; a new object with the same filters is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey])

  const go = (next: MenuQuery) => {
    changedHere.current = true
    navigate(hrefFor(next), { preventScrollReset: true, state: selectionState(selectionFromQuery(next)) })
  }
  const withSelection = (selection: Selection): MenuQuery => ({ ...query, ...selection, page: 0 })
  const apply = (selection: Selection, source: ChangeSource) => {
    trackSelectionChange(query.storeId, shown, selection, source)
    go(withSelection(selection))
  }
  // 001 §7 'filter drawer' events: opened, and closed with whether the result bar applied it.
  const drawerDispatch = (event: DrawerEvent) => {
    if (event.type === 'open' && !drawer.open) track('filter_drawer_opened', { store_id: query.storeId })
    if ((event.type === 'close' || event.type === 'dismiss' || event.type === 'apply') && drawer.open) {
      track('filter_drawer_closed', { store_id: query.storeId, applied: event.type === 'apply' })
    }
    dispatch(event)
  }

  const chips = buildChips(shown, labels)
  const activeCount = countActiveFilters(shown)
  const quickSections = sections.filter((section) => section.quickFilter)

  return (
    <>
      <div
        ref={barRef}
        className="border-b border-line bg-canvas md:sticky md:top-20 md:z-30 md:bg-canvas/95 md:backdrop-blur-sm"
      >
        <Container className="relative flex flex-wrap items-center gap-2 py-2 md:gap-3 md:py-3 xl:flex-nowrap">
          <SearchBox query={query} onSearch={(text) => go({ ...query, searchQuery: text, page: 0 })} />
          <div className="order-3 flex w-full min-w-0 items-center gap-2 md:gap-3 xl:order-none xl:w-auto xl:flex-1">
            <button
              type="button"
              aria-haspopup="dialog"
              disabled={!hydrated}
              aria-label={activeCount ? `All Filters, ${activeCount} active` : 'All Filters'}
              onPointerEnter={preloadFilterControls}
              onFocus={preloadFilterControls}
              onClick={() => {
                preloadFilterControls()
                drawerDispatch({ type: 'open' })
              }}
              className="all-filters-button"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              <span aria-hidden="true" className="hidden sm:inline">
                All Filters
              </span>
              {activeCount ? (
                <span aria-hidden="true" className="count-badge">
                  {activeCount}
                </span>
              ) : null}
            </button>
            {/* Below 1280 px the quick filters scroll sideways; their panels hang from the bar, so
                the scroller does not clip them. */}
            <div className="-my-1 flex min-w-0 flex-1 items-center gap-2 overflow-x-auto py-1 [scrollbar-width:none] md:gap-3 xl:overflow-visible">
              {quickSections.map((section) => (
                <QuickFilter
                  key={section.attribute}
                  section={section}
                  selection={shown}
                  facets={facets}
                  facetsStats={facetsStats}
                  labels={labels}
                  onApply={(selection) => apply(selection, 'quick')}
                  disabled={!hydrated}
                />
              ))}
            </div>
          </div>
          <MenuSortSelect query={query} className="order-2 hidden md:flex xl:order-none" />
        </Container>
      </div>
      {chips.length ? (
        <Container className="pt-4">
          <ActiveFilterChips
            chips={chips}
            hrefWithout={(chip) => hrefFor(withSelection(chip.without))}
            clearAllHref={hrefFor(withSelection(clearFilters(shown)))}
            onRemove={(without) => trackSelectionChange(query.storeId, shown, without, 'chip')}
          />
        </Container>
      ) : null}
      <FilterDrawer
        state={drawer}
        dispatch={drawerDispatch}
        onApply={(selection) => apply(selection, 'drawer')}
        sections={sections}
        storeId={query.storeId}
        searchQuery={query.searchQuery}
        appliedTotal={total}
        facets={facets}
        facetsStats={facetsStats}
        labels={labels}
      />
    </>
  )
}

/**
 * The sort list (first entry the default): a change applies at once and writes currentSort. The bar
 * carries it from 768 px; on phones it sits by the result count (and in the drawer).
 */
export function MenuSortSelect({ query, className }: { query: MenuQuery; className?: string }) {
  const navigate = useNavigate()
  const hrefFor = useQueryHref()
  const hydrated = useHydrated()
  const shown = useShownSelection(selectionFromQuery(query))
  return (
    <SortSelect
      className={className}
      disabled={!hydrated}
      value={shown.sort}
      onSort={(sort) => {
        track('card_list_sorted', { store_id: query.storeId, sort })
        navigate(hrefFor({ ...query, sort, page: 0 }), {
          preventScrollReset: true,
          state: selectionState(selectionFromQuery({ ...query, sort })),
        })
      }}
    />
  )
}

/**
 * Search within this menu. A GET form, so it works before JavaScript loads; the other parameters
 * ride along as hidden fields.
 */
function SearchBox({ query, onSearch }: { query: MenuQuery; onSearch: (text: string) => void }) {
  const [searchParams] = useSearchParams()
  const inputId = useId()
  const kept = [...searchParams].filter(([key]) => key !== 'searchQuery' && key !== 'page')
  return (
    <Form
      method="get"
      role="search"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        onSearch(String(data.get('searchQuery') ?? ''))
      }}
      className="relative order-1 w-full md:w-auto md:flex-1 xl:order-none xl:w-72 xl:flex-none"
    >
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={inputId} className="sr-only">
        Search this menu
      </label>
      <input
        key={query.searchQuery}
        id={inputId}
        type="search"
        name="searchQuery"
        defaultValue={query.searchQuery}
        maxLength={QUERY_LIMITS.searchQueryLength}
        placeholder="Search this menu"
        autoComplete="off"
        className="menu-search-input"
      />
      <button
        type="submit"
        className="menu-search-submit"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">Search</span>
      </button>
    </Form>
  )
}

function SortSelect({
  value,
  onSort,
  disabled,
  className,
}: {
  value: string
  onSort: (sort: MenuQuery['sort']) => void
  disabled: boolean
  className?: string
}) {
  const id = useId()
  return (
    <div className={cx('ml-auto shrink-0 items-center gap-2', className ?? 'flex')}>
      <label htmlFor={id} className="hidden text-sm text-ink-muted wide:block">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          aria-label="Sort by"
          disabled={disabled}
          value={value}
          onChange={(event) => {
            if (isSortValue(event.target.value)) onSort(event.target.value)
          }}
          className="menu-sort-select"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
    </div>
  )
}
