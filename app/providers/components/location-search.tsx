import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Form } from 'react-router'
import { Search } from '~/ui/icons'
import { Button } from '~/ui/button'
import { LOCATION_MAX_LENGTH, LOCATION_PLACEHOLDER } from '../location-query'

type Suggestion = { label: string; lat: number; lng: number }

/**
 * Give it `key={defaultValue}` so a new search result resets the field.
 *
 * The locator's 'Enter a location' search: a GET form (?location=) that works without JavaScript.
 * With JavaScript the field is an ARIA 1.2 combobox (list autocomplete) whose suggestions come from
 * /api/locations?q=: arrows move through them, Enter picks one and searches, Escape closes the list.
 */
export function LocationSearch({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const [value, setValue] = useState(defaultValue)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  const pending = useRef<{ timer: number; controller: AbortController } | null>(null)

  useEffect(() => () => cancelPending(), [])

  // Text typed before the page came alive (its scripts load after the first paint) is in the field
  // but React never saw it: take it over, and suggest for it when the shopper is still in the field.
  useEffect(() => {
    const input = inputRef.current
    if (!input || input.value === defaultValue) return
    setValue(input.value)
    if (document.activeElement === input) suggest(input.value)
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function cancelPending() {
    if (!pending.current) return
    window.clearTimeout(pending.current.timer)
    pending.current.controller.abort()
    pending.current = null
  }

  function suggest(text: string) {
    cancelPending()
    const q = text.trim()
    if (q.length < 2) {
      setSuggestions([])
      setOpen(false)
      return
    }
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      fetch(`/api/locations?q=${encodeURIComponent(q)}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((r) => (r.ok ? (r.json() as Promise<{ locations?: Suggestion[] }>) : { locations: [] }))
        .then((body) => {
          const list = Array.isArray(body.locations) ? body.locations.slice(0, 8) : []
          setSuggestions(list)
          setActive(-1)
          setOpen(list.length > 0)
        })
        .catch(() => {
          // Aborted, offline or no gazetteer: the form still searches without suggestions.
        })
    }, 150)
    pending.current = { timer, controller }
  }

  const expanded = open && suggestions.length > 0

  function choose(suggestion: Suggestion) {
    setValue(suggestion.label)
    setOpen(false)
    setSuggestions([])
    cancelPending()
    if (inputRef.current) inputRef.current.value = suggestion.label
    formRef.current?.requestSubmit()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      const picked = suggestions[active]
      if (picked) choose(picked)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <Form ref={formRef} method="get" role="search" aria-label="Find a certifying provider" className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        Location
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <input
            ref={inputRef}
            id={inputId}
            name="location"
            type="text"
            inputMode="search"
            autoComplete="off"
            maxLength={LOCATION_MAX_LENGTH}
            placeholder={LOCATION_PLACEHOLDER}
            value={value}
            onChange={(e) => {
              setValue(e.target.value)
              suggest(e.target.value)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-11 w-full rounded-lg border border-line-strong bg-surface px-3.5 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Suggested locations"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-line bg-surface py-1 shadow-card"
          >
            {suggestions.map((s, i) => (
              <li
                key={`${s.label}-${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault()
                  choose(s)
                }}
                className="flex min-h-11 cursor-pointer items-center px-3.5 text-sm text-ink aria-selected:bg-brand-50 aria-selected:font-semibold hover:bg-brand-50"
              >
                {s.label}
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Form>
  )
}
