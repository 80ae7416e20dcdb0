import { ChevronDown } from '~/ui/icons'
import { startTransition, useEffect, useId, useRef, useState } from 'react'
import type { FilterSection } from '~/catalog/listing/filter-sections'
import type { LabelSources } from '~/catalog/listing/labels'
import { selectedValues, type Selection } from '~/catalog/listing/selection'
import type { FacetCounts, FacetStats } from '~/catalog/search/types'
import { cx } from '~/ui/cx'
import { LazyFilterControl, preloadFilterControls } from './lazy-filter-control'

/** 001 §9: a quick-filter dropdown opens 50 ms after its button is pressed. */
export const QUICK_FILTER_OPEN_DELAY_MS = 50

/**
 * How long after a click the dropdown opens: the 50 ms count from the press, which for a finger or
 * a mouse is the pointerdown (`pressedAt`, on performance.now()'s clock) and for a key the click
 * itself. A tap that lasted 50 ms or more opens at once; the click, never the press, opens it, so
 * a swipe across the chips opens nothing.
 */
export function openDelayAfterClick(pressedAt: number | null, clickedAt: number): number {
  return Math.max(0, QUICK_FILTER_OPEN_DELAY_MS - clickedAt + (pressedAt ?? clickedAt))
}

type Props = {
  section: FilterSection
  selection: Selection
  facets: FacetCounts
  facetsStats: FacetStats
  labels: LabelSources
  /** Every change goes straight to the URL. */
  onApply: (selection: Selection) => void
  disabled?: boolean
}

/**
 * A quick-filter dropdown (001 §4.1) for one filter-order entry with quickFilter on: its button
 * opens the same control as the drawer's section after 50 ms; it closes on a mousedown outside,
 * on its button or on Escape. Ticks apply at once.
 */
export function QuickFilter({ section, selection, facets, facetsStats, labels, onApply, disabled = false }: Props) {
  const [open, setOpen] = useState(false)
  // Between the press and the opening (the 50 ms of 001 §9) the options render and are laid out,
  // invisible, in a render that gives way to input: opening then only shows them, and the dropdown
  // paints in the frame after the delay instead of one render and layout later.
  const [prepared, setPrepared] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const pressedAt = useRef<number | null>(null)
  const panelId = useId()
  const count =
    section.kind === 'list' ? selectedValues(selection, section.attribute).length : selection.ranges[section.attribute] ? 1 : 0

  useEffect(() => () => {
    clearTimeout(timer.current)
  }, [])

  // Closed, the options are not kept: the next opening shows the facets of that moment.
  const close = () => {
    setOpen(false)
    setPrepared(false)
  }

  useEffect(() => {
    if (!open) return
    const onMouseDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      buttonRef.current?.focus()
    }
    document.addEventListener('mousedown', onMouseDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('mousedown', onMouseDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const toggle = () => {
    const pressed = pressedAt.current
    pressedAt.current = null
    clearTimeout(timer.current)
    if (open) {
      close()
      return
    }
    startTransition(() => setPrepared(true))
    timer.current = setTimeout(() => setOpen(true), openDelayAfterClick(pressed, performance.now()))
  }

  return (
    <div ref={rootRef} className="shrink-0 xl:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onPointerEnter={preloadFilterControls}
        onPointerDown={(event) => {
          pressedAt.current = event.timeStamp
        }}
        onFocus={preloadFilterControls}
        onClick={toggle}
        className={cx(
          'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors disabled:opacity-60',
          count
            ? 'border-brand-700 bg-brand-50 text-brand-800 hover:bg-brand-100'
            : 'border-line-strong bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
        )}
      >
        {section.label}
        {count ? (
          <span className="count-badge">
            {count}
            <span className="sr-only"> selected</span>
          </span>
        ) : null}
        <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={section.label}
        // Prepared but not yet open: laid out but invisible (no one sees, taps, focuses or hears it),
        // so opening changes nothing but its visibility. (Open implies prepared: the click prepares.)
        hidden={!prepared}
        className={cx(
          'absolute inset-x-4 top-full z-30 mt-2 max-h-[60vh] overflow-y-auto rounded-lg border border-line bg-surface p-3 shadow-raised sm:inset-x-6 md:right-auto md:w-96 lg:left-10 xl:left-0 xl:w-80',
          !open && 'invisible',
        )}
      >
        {prepared ? (
          <LazyFilterControl
            section={section}
            selection={selection}
            facets={facets}
            facetsStats={facetsStats}
            labels={labels}
            onChange={(update) => onApply(update(selection))}
          />
        ) : null}
      </div>
    </div>
  )
}
