import { useState, type FocusEvent, type MouseEvent } from 'react'
import { countByStatus, DEFAULT_HEADER_OFFSET, LEGEND, legendEntry, reportedStateCode, scrollTargetTop, stateSectionId } from '../legal-status'
import { serverMarkup } from './server-markup'
import type { MapState } from './us-map'

/**
 * The map's drawing code (us-atlas outlines and topojson-client) is a chunk of its own. The server
 * renders the map whole; a browser that loads the page keeps that SVG as it is and never fetches the
 * chunk (the SVG needs no code to show, and every interaction is handled here, by delegation). Only a
 * client-side navigation to the page, which has no server markup, loads it.
 */
const UsMap = serverMarkup(
  () => import('./us-map').then((module) => module.UsMap),
  <div className="aspect-[975/610] w-full max-w-[600px] animate-pulse rounded-lg bg-sunken" />,
)

export function LegalMap({ states, headerOffset = DEFAULT_HEADER_OFFSET }: { states: readonly MapState[]; headerOffset?: number }) {
  const [reported, setReported] = useState<string | null>(null)
  const counts = countByStatus(states)
  const current = reported ? states.find((state) => state.code === reported) : undefined
  const label = 'Map of the United States coloured by the legal status of cannabis in each state'

  const report = (event: MouseEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>) => {
    const code = reportedStateCode(event.target as Element, event.currentTarget.querySelector('[data-legal-map]'))
    if (code) setReported(code)
  }

  const goTo = (event: MouseEvent<HTMLDivElement>) => {
    const code = reportedStateCode(event.target as Element, event.currentTarget.querySelector('[data-legal-map]'))
    // 002 §2: clicks on the map's root element are ignored.
    if (!code) return
    const section = document.getElementById(stateSectionId(code))
    if (!section || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    setReported(code)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const top = scrollTargetTop(section.getBoundingClientRect().top + window.scrollY, headerOffset)
    window.history.replaceState(window.history.state, '', `#${section.id}`)
    window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' })
    section.focus({ preventScroll: true })
  }

  return (
    <div className="rounded-2xl border border-line bg-surface p-4 md:p-6">
      <a
        href="#legal-state-list"
        className="sr-only rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:inline-flex"
      >
        Skip the map
      </a>
      <div onMouseOver={report} onFocus={report} onClick={goTo} className="flex justify-center">
        <UsMap states={states} label={label} className="flex w-full justify-center" />
      </div>
      <p className="mt-3 min-h-12 text-center text-sm text-ink-muted md:min-h-6" data-map-readout>
        {current ? (
          <>
            <span className="font-semibold text-ink">
              {current.name} ({current.code})
            </span>
            {`: ${legendEntry(current.status).title}`}
          </>
        ) : (
          'Point at a state, or tab to it, to see its status. Select it to read its summary.'
        )}
      </p>
      <ul aria-label="Legend" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {LEGEND.map((entry) => (
          <li key={entry.status} className="flex items-start gap-3">
            <span aria-hidden="true" className={`legal-swatch mt-0.5 size-5 shrink-0 rounded ${entry.className}`} />
            <span className="text-sm">
              <span className="block font-semibold">
                {entry.title} <span className="font-normal text-ink-muted">({counts[entry.status]})</span>
              </span>
              <span className="block text-ink-muted">{entry.subTitle}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
