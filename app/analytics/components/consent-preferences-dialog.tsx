import { X } from '~/ui/icons'
import { type MouseEvent, useId, useRef, useState } from 'react'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { ALL_CONSENT, CONSENT_CATEGORIES, CONSENT_LABELS, NO_CONSENT, type Consent, type ConsentCategory } from '../consent'
import { useConsent } from '../consent-client'
import { SHEET_ATTRIBUTES, useSheet } from '~/ui/sheet'

/** What each category allows, in a shopper's words. */
const DESCRIPTIONS: Record<ConsentCategory, string> = {
  C0001:
    'Remember that you passed the age check, keep your carts and remember this choice. The site cannot work without them, so they are always on.',
  C0002:
    'Count visits and measure how pages are used, on our own servers only, so we can find what is slow or confusing. Nothing is shared with advertisers.',
  C0003: 'Remember your preferences between visits and enable features such as live chat.',
  C0004:
    'Show sponsored products and let partners such as YouTube play embedded videos; they may use cookies to personalise advertising.',
}

/**
 * The consent preferences dialog (a <dialog> opened as a modal sheet, app/ui/sheet.ts): the four categories with their descriptions,
 * strictly necessary always on, switches for the others and 'Save choices'. Opened from the banner
 * and from 'Your Privacy Rights' in the footer; loaded the first time it opens.
 */
export default function ConsentPreferencesDialog() {
  const { consent, choose, preferencesOpen, closePreferences } = useConsent()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [draft, setDraft] = useState<Consent>(consent ?? NO_CONSENT)
  const titleId = useId()

  // The draft starts from the stored choice each time the dialog opens, not on every change; the
  // choices render once the sheet is open (useSheet, app/ui/sheet.ts).
  const drawn = useSheet(dialogRef, preferencesOpen, () => setDraft(consent ?? NO_CONSENT))

  const save = (next: Consent) => {
    choose(next)
    dialogRef.current?.close()
  }

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close()
  }

  return (
    <dialog
      ref={dialogRef}
      {...SHEET_ATTRIBUTES}
      aria-labelledby={titleId}
      onClose={closePreferences}
      onClick={onBackdrop}
      className={cx(
        'fixed m-0 mt-auto max-h-[92dvh] w-full max-w-full flex-col overflow-hidden rounded-t-xl bg-surface p-0 text-ink shadow-sheet open:flex',
        'backdrop:bg-brand-950/45 open:animate-[sheet-up_220ms_var(--ease-calm)]',
        'md:m-auto md:max-h-[85dvh] md:w-[36rem] md:rounded-xl md:open:animate-[fade-in_200ms_var(--ease-calm)]',
      )}
    >
      {drawn ? (
        <>
      <div className="flex shrink-0 items-center justify-between gap-4 border-b border-line px-5 py-4 md:px-6">
        <h2 id={titleId} className="font-display text-xl font-semibold">
          Privacy preferences
        </h2>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="-mr-2 grid size-11 place-items-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <div className="overflow-y-auto px-5 py-4 md:px-6">
        <p className="text-sm text-ink-muted">
          Choose which cookies we may use. You can change your mind at any time with ‘Your Privacy Rights’ at the foot
          of every page.
        </p>
        <ul className="mt-4 flex flex-col divide-y divide-line">
          {CONSENT_CATEGORIES.map((category) => (
            <CategoryRow
              key={category}
              category={category}
              checked={draft[category]}
              onChange={(checked) => setDraft((current) => ({ ...current, [category]: checked, C0001: true }))}
            />
          ))}
        </ul>
      </div>
      <div className="flex shrink-0 flex-col gap-2 border-t border-line px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row-reverse md:px-6">
        <Button onClick={() => save(draft)}>Save choices</Button>
        <Button variant="secondary" onClick={() => save(ALL_CONSENT)}>
          Accept all
        </Button>
        <Button variant="ghost" onClick={() => save(NO_CONSENT)}>
          Reject all
        </Button>
      </div>
        </>
      ) : null}
    </dialog>
  )
}

function CategoryRow({
  category,
  checked,
  onChange,
}: {
  category: ConsentCategory
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  const always = category === 'C0001'
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="text-base font-semibold text-ink">
          {CONSENT_LABELS[category]}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-ink-muted">
          {DESCRIPTIONS[category]}
        </p>
        {always ? <p className="mt-1 text-xs font-semibold text-brand-700">Always on</p> : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={always || checked}
        disabled={always}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
        className={cx(
          'relative mt-1 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-line-strong transition-colors',
          "before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow-card before:transition-transform before:content-['']",
          'checked:bg-brand-700 checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-60',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        )}
      />
    </li>
  )
}
