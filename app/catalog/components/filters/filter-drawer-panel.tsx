import { ChevronDown, X } from '~/ui/icons'
import { Activity, memo, useCallback, useDeferredValue, useId, useLayoutEffect, useRef, useState, type Dispatch } from 'react'
import { resultBar, type DrawerEvent, type DrawerState } from '~/catalog/listing/drawer'
import type { FilterSection } from '~/catalog/listing/filter-sections'
import type { LabelSources } from '~/catalog/listing/labels'
import { countActiveFilters, selectedValues, withSort, type Selection } from '~/catalog/listing/selection'
import { SORT_OPTIONS, type FacetCounts, type FacetStats } from '~/catalog/search/types'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { overlayInput, pillClasses, pillIdle } from './filter-styles'
import { LazyFilterControl } from './lazy-filter-control'
import { useResultCount } from './use-result-count'
import { SHEET_ATTRIBUTES, useSheet } from '~/ui/sheet'

export type Props = {
  state: DrawerState
  dispatch: Dispatch<DrawerEvent>
  onApply: (selection: Selection) => void
  sections: FilterSection[]
  storeId: number
  searchQuery: string
  /** What the page shows now: the count and facets of the applied selection. */
  appliedTotal: number
  facets: FacetCounts
  facetsStats: FacetStats
  labels: LabelSources
}

/**
 * The 'All Filters' drawer (001 §4.1): a <dialog> opened as a modal sheet (app/ui/sheet.ts: focus
 * stays inside, nothing behind it takes a click), a bottom sheet on phones and a right-hand panel from 768 px. X and Escape close it and
 * keep the unapplied ticks; a click outside closes it and reverts them; the result bar applies.
 * Loaded and drawn ahead when the browser is first idle (FilterDrawer): while the sheet is closed
 * its content is an <Activity> in hidden mode (in the DOM, `display: none`, its effects not run),
 * shown when the sheet opens (useSheet). The sections are memoised (DrawerBody), so opening does
 * not render them again, and only those in the drawer's first screen are laid out as it opens
 * (.drawer-section-when-near).
 */
export default function FilterDrawerPanel({
  state,
  dispatch,
  onApply,
  sections,
  storeId,
  searchQuery,
  appliedTotal,
  facets,
  facetsStats,
  labels,
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pointerDownOutside = useRef(false)
  const titleId = useId()

  // The drawer's content is shown once the sheet is open (useSheet, app/ui/sheet.ts).
  const drawn = useSheet(dialogRef, state.open)
  // Edits need no analytics of their own (only opening and closing are tracked): one stable
  // callback for them, so the sections drawn ahead are not rendered again when the drawer opens.
  const dispatchRef = useRef(dispatch)
  useLayoutEffect(() => {
    dispatchRef.current = dispatch
  })
  const onEdit = useCallback((update: (selection: Selection) => Selection) => dispatchRef.current({ type: 'edit', update }), [])

  const result = useResultCount({
    storeId,
    searchQuery,
    applied: state.applied,
    pending: state.pending,
    appliedTotal,
    appliedFacets: facets,
    enabled: state.open,
  })
  const bar = resultBar(state, result.count, result.busy)
  // The first section that opens with the drawer draws its options with it: the drawer's first
  // frame shows options, not only headings. The other open sections follow (DrawerSection).
  const firstOpen = sections.findIndex((section) => section.expand || selectedCountOf(section, state.pending) > 0)

  // The dialog element itself is only ever the target of a click on its backdrop: its content fills it.
  const isBackdrop = (target: EventTarget) => target === dialogRef.current

  return (
    <dialog
      ref={dialogRef}
      {...SHEET_ATTRIBUTES}
      aria-labelledby={titleId}
      onClose={() => dispatch({ type: 'close' })}
      onPointerDown={(event) => {
        pointerDownOutside.current = isBackdrop(event.target)
      }}
      onClick={(event) => {
        if (pointerDownOutside.current && isBackdrop(event.target)) dispatch({ type: 'dismiss' })
        pointerDownOutside.current = false
      }}
      className={cx(
        'm-0 mt-auto h-[88dvh] max-h-[88dvh] w-full max-w-full overflow-hidden rounded-t-xl bg-surface p-0 text-ink shadow-sheet',
        'open:flex open:flex-col open:animate-[sheet-up_220ms_var(--ease-calm)] backdrop:bg-brand-950/45',
        'md:mt-0 md:ml-auto md:h-dvh md:max-h-dvh md:w-[28rem] md:rounded-none md:rounded-l-xl md:open:animate-[fade-in_200ms_var(--ease-calm)]',
      )}
    >
      <Activity mode={drawn ? 'visible' : 'hidden'}>
        <div className="shrink-0 border-b border-line px-5 pt-3 pb-3 md:px-6 md:pt-5">
          <span aria-hidden="true" className="mx-auto mb-2 block h-1.5 w-10 rounded-full bg-line-strong md:hidden" />
          <div className="flex items-center justify-between gap-4">
            <h2 id={titleId} className="font-display text-xl font-semibold">
              Filters
              {countActiveFilters(state.pending) ? (
                // Same face and size as 'Filters' (one type scale; issue 20): only the colour sets it apart.
                <span className="tabular ml-1.5 text-brand-700">
                  ({countActiveFilters(state.pending)}<span className="sr-only"> selected</span>)
                </span>
              ) : null}
            </h2>
            <button
              type="button"
              onClick={() => dispatch({ type: 'close' })}
              className="-mr-2 grid size-11 place-items-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close filters</span>
            </button>
          </div>
        </div>

        <DrawerBody
          sections={sections}
          selection={state.pending}
          facets={result.facets}
          facetsStats={facetsStats}
          labels={labels}
          firstOpen={firstOpen}
          onEdit={onEdit}
        />

        <p className="sr-only" aria-live="polite">
          {bar.visible && !result.busy && result.count !== null ? `${result.count} results` : ''}
        </p>
        {bar.visible ? (
          <div className="pb-safe flex shrink-0 items-center gap-3 border-t border-line bg-surface px-5 pt-4 md:px-6 md:pb-5">
            {bar.clearLabel ? (
              <Button variant="ghost" className="-ml-3 shrink-0" onClick={() => dispatch({ type: 'clear' })}>
                {bar.clearLabel}
              </Button>
            ) : null}
            <Button
              size="lg"
              className="flex-1"
              aria-busy={result.busy || undefined}
              onClick={() => {
                onApply(state.pending)
                dispatch({ type: 'apply' })
              }}
            >
              {bar.applyLabel}
            </Button>
          </div>
        ) : null}
      </Activity>
    </dialog>
  )
}

/** The drawer's scrolling part: the sort and the filter sections. */
const DrawerBody = memo(function DrawerBody({
  sections,
  selection,
  facets,
  facetsStats,
  labels,
  firstOpen,
  onEdit,
}: {
  sections: FilterSection[]
  selection: Selection
  facets: FacetCounts
  facetsStats: FacetStats
  labels: LabelSources
  firstOpen: number
  onEdit: (update: (selection: Selection) => Selection) => void
}) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-[env(safe-area-inset-bottom)] md:px-6">
      <SortSection selection={selection} onSort={(sort) => onEdit((s) => withSort(s, sort))} />
      {sections.map((section, index) => (
        <DrawerSection
          key={section.attribute}
          section={section}
          selectedCount={selectedCountOf(section, selection)}
          urgent={index === firstOpen}
          later={firstOpen >= 0 && index > firstOpen}
        >
          <LazyFilterControl section={section} selection={selection} facets={facets} facetsStats={facetsStats} labels={labels} onChange={onEdit} />
        </DrawerSection>
      ))}
    </div>
  )
})

function selectedCountOf(section: FilterSection, selection: Selection): number {
  if (section.kind === 'list') return selectedValues(selection, section.attribute).length
  return selection.ranges[section.attribute] ? 1 : 0
}

function DrawerSection({
  section,
  selectedCount,
  urgent,
  later,
  children,
}: {
  section: FilterSection
  selectedCount: number
  /** Draw the control in the drawer's first render (the first open section), not after it. */
  urgent: boolean
  /**
   * Below the first open section, which fills the drawer's first screen on a phone: shown a frame
   * after the drawer opens (.sheet-later), so the tap's next paint lays out that screen only.
   */
  later: boolean
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(section.expand || selectedCount > 0)
  // Drawn on the spot (a tap before the drawer was drawn ahead), the drawer paints at once with its
  // headings and the first open section's options (a phone at 4× slower CPU: the tap's next frame
  // came 400 ms later when every open section's options were drawn in the same task); the other
  // open sections' controls follow in a render that gives way to input. Drawn ahead, they all are
  // in place. Opening a section later lags it by that one render.
  const drawn = useDeferredValue(open, urgent && open)
  const panelId = useId()
  return (
    <section className={cx('drawer-section-when-near border-b border-line last:border-b-0', later && 'sheet-later')}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-14 w-full items-center gap-2 text-left text-base font-semibold text-ink"
        >
          {section.label}
          {selectedCount ? (
            <span className="tabular grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
              {selectedCount}
              <span className="sr-only"> selected</span>
            </span>
          ) : null}
          <ChevronDown aria-hidden="true" className={cx('ml-auto size-5 text-ink-muted transition-transform', open && 'rotate-180')} />
        </button>
      </h3>
      {/* A closed section's control is not rendered: opening the drawer draws the open sections only. */}
      <div id={panelId} hidden={!open} className="pb-4">
        {open && drawn ? children : null}
      </div>
    </section>
  )
}

/** The sort list, folded by default: its header names the chosen order. */
function SortSection({ selection, onSort }: { selection: Selection; onSort: (sort: Selection['sort']) => void }) {
  const [open, setOpen] = useState(false)
  const name = useId()
  const panelId = useId()
  const current = SORT_OPTIONS.find((option) => option.value === selection.sort)?.label
  return (
    <section className="border-b border-line">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-14 w-full items-center gap-2 text-left text-base font-semibold text-ink"
        >
          Sort by
          <span className="truncate text-sm font-normal text-ink-muted">{current}</span>
          <ChevronDown aria-hidden="true" className={cx('ml-auto size-5 shrink-0 text-ink-muted transition-transform', open && 'rotate-180')} />
        </button>
      </h3>
      <fieldset id={panelId} hidden={!open} className="pb-4">
        <legend className="sr-only">Sort by</legend>
        <div className="flex flex-wrap gap-2 md:gap-3">
          {SORT_OPTIONS.map((option) => (
            <label key={option.value} className={cx(pillClasses, pillIdle)}>
              <input
                type="radio"
                name={name}
                value={option.value}
                className={overlayInput}
                checked={selection.sort === option.value}
                onChange={() => onSort(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  )
}
