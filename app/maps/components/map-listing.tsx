import { useId, useState, type ReactNode } from 'react'
import { LazyMap } from '../lazy-map'
import type { MapListing, MapProps } from '../types'

export type MapListingViewProps = {
  listings: MapListing[]
  /** The map's settings; its listings, selection and fallback come from this view. */
  map: Omit<MapProps, 'listings' | 'selectedId' | 'onSelect' | 'fallback'>
  /** Controlled selection (optional): the open list item and the selected marker are one. */
  selectedId?: string | null
  onSelect?: (id: string | null) => void
  /** Extra content in an open item (menu buttons, cards); the address, phone and hours are built in. */
  renderDetails?: (listing: MapListing) => ReactNode
}

type Mode = 'list' | 'map'

/**
 * A browser without scripts shows the panels. Tailwind's preflight hides [hidden] with !important
 * in its 'base' layer, and an important declaration in a layer beats an unlayered one: this rule
 * joins that layer, where its higher specificity wins.
 */
const NO_SCRIPT_PANELS = '@layer base{[data-listing-panel][hidden]{display:block!important}}'

/** The next open item when `id`'s heading is pressed: one item open at a time (000 §4). */
export function toggledSelection(current: string | null, id: string): string | null {
  return current === id ? null : id
}

/**
 * A list of locations beside their map (000 §4 map rules). On small screens a 'List' / 'Map'
 * switch shows one of them; from the md breakpoint both show side by side. The list is an
 * accordion with one item open at a time: opening an item selects its marker (and opens its info
 * window), selecting a marker opens its item.
 */
export function MapListingView({ listings, map, selectedId, onSelect, renderDetails }: MapListingViewProps) {
  const [internal, setInternal] = useState<string | null>(null)
  const selected = selectedId !== undefined ? selectedId : internal
  const [mode, setMode] = useState<Mode>('list')
  const id = useId()
  const select = (next: string | null) => {
    setInternal(next)
    onSelect?.(next)
    if (next) document.getElementById(`${id}-item-${next}`)?.scrollIntoView({ block: 'nearest' })
  }

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div role="group" aria-label="Show as" className="flex gap-2 md:hidden">
        {(['list', 'map'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
            className="min-h-11 flex-1 rounded-full border border-brand-700 px-4 font-semibold text-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {value === 'list' ? 'List' : 'Map'}
          </button>
        ))}
      </div>
      {/* Without JavaScript the accordion cannot open: every item shows its details. The noscript
          element itself takes no cell of the grid (as a grid item it pushed the list into the map's
          column and the map box onto a row of its own); its style applies all the same. */}
      <noscript className="hidden">
        <style>{NO_SCRIPT_PANELS}</style>
      </noscript>
      <ul className={`${mode === 'list' ? '' : 'hidden'} max-h-[30rem] space-y-2 overflow-y-auto md:block`} aria-label={`${map.label}: list`}>
        {listings.map((listing) => {
          const open = selected === listing.id
          const panelId = `${id}-panel-${listing.id}`
          return (
            <li key={listing.id} id={`${id}-item-${listing.id}`} className="rounded-lg border border-line bg-surface">
              <h3>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => select(toggledSelection(selected, listing.id))}
                  className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left"
                >
                  <span className="font-semibold text-ink">{listing.title}</span>
                  <span className="shrink-0 text-sm text-ink-muted">{listing.customDistance ?? listing.openingTime}</span>
                </button>
              </h3>
              <div id={panelId} hidden={!open} data-listing-panel="" className="space-y-1 px-4 pb-4 text-sm text-ink-muted">
                <p>
                  {listing.address[0]}
                  <br />
                  {listing.address[1]}
                </p>
                <p>Today: {listing.openingTime}</p>
                {listing.phone ? (
                  <p>
                    <a className="text-brand-700 underline underline-offset-2" href={`tel:${listing.phone.replace(/[^\d+]/g, '')}`}>
                      {listing.phone}
                    </a>
                  </p>
                ) : null}
                {renderDetails ? renderDetails(listing) : null}
              </div>
            </li>
          )
        })}
      </ul>
      <div className={`${mode === 'map' ? '' : 'hidden'} md:block`}>
        <LazyMap
          {...map}
          listings={listings}
          selectedId={selected}
          onSelect={select}
          fallback={<p className="p-4 text-sm text-ink-muted">Every location on this map is also in the list.</p>}
        />
      </div>
    </div>
  )
}
