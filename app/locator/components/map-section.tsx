import type { ReactNode } from 'react'
import { Clock, MapPin, Phone } from '~/ui/icons'
import { Badge } from '~/ui/badge'
import { telHref } from '~/ui/phone'
import { COMING_SOON_TAG } from '~/dispensaries/licences'
import type { MapListing, MapPlacement } from '~/maps/types'

/**
 * A map section: its heading and the server-rendered list of its listings, which is the whole view
 * without WebGL (a real list, not a placeholder).
 *
 * PART B DROP-IN — the one place per page where the map arrives: once app/maps lands, render
 *   <LazyMap label={title} placement={placement} view={view} listings={listings} fallback={list} />
 * (inside MapListingView for the small-screen list/map toggle) instead of `list` below. Zoom rules,
 * markers and the map_viewed event are part B's.
 */
export function MapSection({
  id,
  title,
  placement,
  listings,
  headingLevel = 2,
  intro,
}: {
  id: string
  title: string
  placement: MapPlacement
  listings: MapListing[]
  headingLevel?: 2 | 3
  intro?: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const list = <MapListingList listings={listings} />
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-map-placement={placement} className="flex flex-col gap-4">
      <Heading id={`${id}-heading`} className="font-display text-xl font-semibold text-ink md:text-2xl">
        {title}
      </Heading>
      {intro ? <div className="text-sm text-ink-muted">{intro}</div> : null}
      {list}
    </section>
  )
}

/** The listings as a list: title (linked when the listing has a page), address, today's hours, phone, distance. */
export function MapListingList({ listings, emptyText }: { listings: MapListing[]; emptyText?: string }) {
  if (!listings.length) return emptyText ? <p className="text-sm text-ink-muted">{emptyText}</p> : null
  return (
    <ol className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="map-listing-list">
      {listings.map((listing) => (
        <li key={listing.id} className="rounded-lg border border-line bg-surface p-4">
          <MapListingItem listing={listing} />
        </li>
      ))}
    </ol>
  )
}

export function MapListingItem({ listing }: { listing: MapListing }) {
  const comingSoon = listing.tags.includes(COMING_SOON_TAG)
  return (
    <article className="flex flex-col gap-2 text-sm text-ink-muted">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-ink">
          {listing.uri ? (
            <a href={listing.uri} className="underline-offset-4 hover:underline">
              {listing.title}
            </a>
          ) : (
            listing.title
          )}
        </h3>
        {comingSoon ? <Badge tone="soon">Coming soon</Badge> : null}
        {listing.customDistance ? (
          <span className="tabular font-medium text-ink" data-testid="listing-distance">
            {listing.customDistance}
          </span>
        ) : null}
      </div>
      <p className="flex gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          <span className="sr-only">Address: </span>
          {listing.address[0]}
          <br />
          {listing.address[1]}
        </span>
      </p>
      <p className="flex gap-2">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          <span className="font-medium text-ink">Today</span> · <span className="tabular">{listing.openingTime}</span>
        </span>
      </p>
      {listing.phone ? (
        <p className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <a
            href={telHref(listing.phone)}
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            <span className="sr-only">Phone: </span>
            {listing.phone}
          </a>
        </p>
      ) : null}
      {listing.website ? (
        <a
          href={listing.website}
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          Website<span className="sr-only">: {listing.title}</span>
        </a>
      ) : null}
    </article>
  )
}
