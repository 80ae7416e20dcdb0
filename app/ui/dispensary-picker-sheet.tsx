import { Check, X } from '~/ui/icons'
import { type MouseEvent, useEffect, useId, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { loadPickerStates, usePickerStates } from '~/dispensaries/picker-states-client'
import type { PickerDispensary } from '~/dispensaries/types'
import { Badge } from './badge'
import { buttonClasses } from './button'
import { cx } from './cx'
import { SHEET_ATTRIBUTES, useSheet } from './sheet'

export { loadPickerStates }

/**
 * The dispensary picker's sheet: a modal sheet (app/ui/sheet.ts), a bottom sheet on phones and a centred
 * panel from tablet up, listing the region's states and their dispensaries. Loaded the first time
 * the picker opens.
 */
export default function DispensaryPickerSheet({
  current,
  open,
  onClose,
}: {
  current: PickerDispensary | null
  open: boolean
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { status, states } = usePickerStates()
  // Opened before the idle fetch, or after it failed: ask now.
  useEffect(() => {
    if (open) void loadPickerStates()
  }, [open])
  const location = useLocation()

  // A modal sheet without showModal() (app/ui/sheet.ts: showModal() restyled the whole page, 34 ms
  // of the tap on this machine), its list drawn once it is open (useSheet, app/ui/sheet.ts).
  const drawn = useSheet(dialogRef, open)
  // The current dispensary in view once the list is there (at once when it came before the tap).
  useEffect(() => {
    if (drawn && states) dialogRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'center' })
  }, [drawn, states])

  // Any navigation (a picked store, Back) closes the sheet; not the page it was first opened on.
  const openedOn = useRef(location.key)
  useEffect(() => {
    if (location.key === openedOn.current) return
    openedOn.current = location.key
    dialogRef.current?.close()
  }, [location.key])

  const close = () => dialogRef.current?.close()
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close()
  }

  return (
    <dialog
      ref={dialogRef}
      {...SHEET_ATTRIBUTES}
      onClose={onClose}
      aria-labelledby={titleId}
      className="sheet-dialog open:flex open:flex-col"
      onClick={closeOnBackdrop}
    >
      {drawn ? (
        <>
      <div className="flex shrink-0 flex-col border-b border-line px-5 pt-3 pb-4 md:px-7 md:pt-6">
        <span aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-line-strong md:hidden" />
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="font-display text-xl font-semibold">
            Choose a dispensary
          </h2>
          <button
            type="button"
            onClick={close}
            className="-mr-2 grid size-11 place-items-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <p className="mt-1 text-sm text-ink-muted">Each store has its own menu, prices and hours.</p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 md:px-7" aria-busy={status === 'loading' || status === 'idle' || undefined}>
        {status === 'error' ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-base text-ink">We couldn&apos;t load the list of dispensaries.</p>
            <button type="button" onClick={() => void loadPickerStates()} className={buttonClasses('secondary', 'md')}>
              Try again
            </button>
          </div>
        ) : !states ? (
          <div className="gap-8 md:columns-2" aria-label="Loading dispensaries" role="status">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="mb-6 flex break-inside-avoid flex-col gap-3">
                <span className="h-3 w-24 animate-pulse rounded bg-sunken motion-reduce:animate-none" />
                <span className="h-10 w-full animate-pulse rounded-lg bg-sunken motion-reduce:animate-none" />
                <span className="h-10 w-full animate-pulse rounded-lg bg-sunken motion-reduce:animate-none" />
              </div>
            ))}
          </div>
        ) : states.length === 0 ? (
          <p className="text-base text-ink-muted">No dispensaries are listed here yet.</p>
        ) : (
          <div className="gap-8 md:columns-2">
            {states.map((state) => (
              <section key={state.slug} aria-labelledby={`${titleId}-${state.slug}`} className="mb-6 break-inside-avoid">
                <h3
                  id={`${titleId}-${state.slug}`}
                  className="mb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase"
                >
                  {state.name}
                </h3>
                <ul className="flex flex-col">
                  {state.dispensaries.map((dispensary) => {
                    const selected = current?.path === dispensary.path
                    return (
                      <li key={dispensary.slug}>
                        <Link
                          to={dispensary.path}
                          onClick={close}
                          aria-current={selected ? 'true' : undefined}
                          className={cx(
                            '-mx-3 flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 transition-colors hover:bg-brand-50',
                            selected && 'bg-brand-50',
                          )}
                        >
                          <span className="min-w-0 flex-1">
                            <span className="block font-medium text-ink">{dispensary.name}</span>
                            <span className="block text-sm text-ink-muted">{dispensary.city}</span>
                          </span>
                          {dispensary.comingSoon ? <Badge tone="soon">Coming soon</Badge> : null}
                          {selected ? <Check aria-hidden="true" className="size-5 text-brand-700" /> : null}
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
      <div className="pb-safe shrink-0 border-t border-line px-5 pt-4 md:px-7 md:pb-6">
        <Link to="/dispensaries" onClick={close} className={buttonClasses('secondary', 'md', 'w-full')}>
          See all dispensaries
        </Link>
        {/* 001 §2.4: the drawer links to Contact Us with the current dispensary chosen, if any (the
            query of app/forms/contact-link.ts, written out so the shell loads no extra module). */}
        <p className="mt-3 text-center text-sm text-ink-muted">
          Questions?{' '}
          <Link to={current ? `/contact?stateCode=${current.path.split('/')[2]}&dispensary=${current.slug}` : '/contact'} onClick={close} className="font-semibold text-brand-800 underline underline-offset-4">
            Contact us
          </Link>
        </p>
      </div>
        </>
      ) : null}
    </dialog>
  )
}
