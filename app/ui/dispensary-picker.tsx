import { ChevronDown, MapPin } from '~/ui/icons'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { PickerDispensary } from '~/dispensaries/types'
import { LazyMount } from './lazy-mount'
import { preloadable, preloadWhenIdle } from './preloadable'
import { useHydrated } from './use-hydrated'

/**
 * Fetched when the browser is first idle, so the sheet opens in the frame after the tap; its module
 * then fetches the region's list (app/dispensaries/picker-states-client.ts), out of the shell's code.
 */
const DispensaryPickerSheet = preloadable(() =>
  import('./dispensary-picker-sheet').then((module) => {
    void module.loadPickerStates()
    return module.default
  }),
)

const triggerClasses =
  'group flex min-h-11 w-full items-center gap-2 rounded-full border border-line-strong bg-surface py-1.5 pr-3 pl-2 text-left text-sm font-semibold text-ink shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50 md:inline-flex md:w-auto md:max-w-full lg:max-w-sm'

/**
 * The header's dispensary picker: a button naming the current dispensary (or 'Choose a
 * dispensary') that opens a native modal dialog — a bottom sheet on phones, a centred panel from
 * tablet up — listing the region's states and their dispensaries. Its code and the list
 * (/api/picker-states) are fetched when the browser is first idle. Until the page is hydrated,
 * without JavaScript, or when the server could not read the list, it is a plain link to /dispensaries.
 */
export function DispensaryPicker({ available, current }: { available: boolean; current: PickerDispensary | null }) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  useEffect(() => (available ? preloadWhenIdle([DispensaryPickerSheet.preload]) : undefined), [available])

  const content = (
    <>
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <MapPin aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1 truncate">
        {current ? (
          <>
            <span className="sr-only">Dispensary: </span>
            {current.name}
          </>
        ) : (
          'Choose a dispensary'
        )}
      </span>
      <ChevronDown
        aria-hidden="true"
        className="size-4 shrink-0 text-ink-muted transition-transform group-hover:translate-y-px"
      />
    </>
  )

  if (!hydrated || !available) {
    return (
      <Link to="/dispensaries" className={triggerClasses}>
        {content}
      </Link>
    )
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={triggerClasses}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {content}
      </button>
      <LazyMount active={open}>
        <DispensaryPickerSheet current={current} open={open} onClose={() => setOpen(false)} />
      </LazyMount>
    </>
  )
}
