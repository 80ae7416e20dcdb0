import { useId, useMemo, useState } from 'react'
import { cx } from '~/ui/cx'

type Choice = { value: string; label: string }

/** Lower case without accents, so 'creme' finds 'Crème'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * What a special applies to, once the page's script runs: a search over the store's products (or
 * brands, categories) and a list of checkboxes, with the count chosen and a way to clear them. A
 * store's menu holds hundreds of products, and a multiple select of that many needs Ctrl-clicks a
 * slip of which loses the choice. The checkboxes post the same field (`targets-{kind}`, one value a
 * product) as the select the page shows without JavaScript, so the server reads both alike. A
 * choice filtered out of view stays chosen and is still sent (hidden, not removed).
 */
export function TargetPicker({
  legend,
  name,
  choices,
  defaultChosen,
  searchLabel,
  error,
}: {
  legend: string
  name: string
  choices: Choice[]
  defaultChosen: string[]
  searchLabel: string
  error?: string
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(defaultChosen))
  const searchable = choices.length > 8
  const needle = fold(query.trim())
  const folded = useMemo(() => choices.map((choice) => fold(choice.label)), [choices])
  const shown = needle ? choices.filter((_, index) => folded[index]!.includes(needle)).length : choices.length

  const toggle = (value: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(value)
      else next.delete(value)
      return next
    })

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {searchable ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-search`} className="sr-only">
            {searchLabel}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // Enter in the search must not send the whole form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault()
            }}
            placeholder={searchLabel}
            autoComplete="off"
            aria-controls={`${id}-list`}
            className="min-h-11 w-full max-w-md rounded-lg border border-line-strong bg-surface px-3 text-base text-ink focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none"
          />
        </div>
      ) : null}
      <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <p aria-live="polite" className="text-ink-muted">
          {chosen.size === 0 ? 'None chosen' : `${chosen.size} chosen`}
          {needle ? ` · ${shown} of ${choices.length} match “${query.trim()}”` : null}
        </p>
        {chosen.size > 0 ? (
          <button
            type="button"
            onClick={() => setChosen(new Set())}
            className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-800 underline underline-offset-4"
          >
            Clear choices
          </button>
        ) : null}
      </div>
      <ul
        id={`${id}-list`}
        className={cx(
          'max-h-72 overflow-y-auto rounded-lg border bg-surface px-2 py-1',
          error ? 'border-danger' : 'border-line-strong',
        )}
      >
        {choices.map((choice, index) => (
          <li key={choice.value} hidden={needle !== '' && !folded[index]!.includes(needle)}>
            <label className="flex min-h-11 items-center gap-3 rounded-md px-2 text-ink hover:bg-sunken">
              <input
                type="checkbox"
                name={name}
                value={choice.value}
                checked={chosen.has(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {choice.label}
            </label>
          </li>
        ))}
        {shown === 0 ? <li className="px-2 py-3 text-sm text-ink-muted">Nothing matches “{query.trim()}”.</li> : null}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
