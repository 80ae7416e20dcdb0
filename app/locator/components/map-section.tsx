import { Link } from 'react-router'
import { COMING_SOON_TAG } from '~/dispensaries/licences'
import type { LatLng } from '~/geo/types'
import { MapListingView } from '~/maps/components/map-listing'
import type { MapTiles } from '~/maps/style'
import type { MapListing, MapPlacement, MapView } from '~/maps/types'
import { NEAREST_FRAMED } from '~/maps/zoom'
import { Badge } from '~/ui/badge'
import { contactPathForDispensaryPage } from '~/forms/contact-link'

/**
 * A map section of the index, state and locator pages: its heading, then the listings as an
 * accordion beside their map (MapListingView; on phones a List / Map switch). The list is
 * server-rendered and complete: without WebGL it is the whole view. Routes import this section as
 * an island, so its code (and LazyMap's, which imports MapLibre only when the map nears the screen)
 * stays out of the page's JavaScript budget.
 *
 * Props are strings and loader data only, so the island's static copy stays valid until its code
 * comes.
 */
export function MapSection({
  id,
  title,
  mapLabel,
  placement,
  listings,
  view,
  origin = null,
  tiles = null,
  intro,
}: {
  id: string
  title: string
  /** The map region's name: it must not contain `title` (a page's regions are found by name). */
  mapLabel: string
  placement: MapPlacement
  listings: MapListing[]
  /**
   * 'nation': the whole country (000 §9 zoom 3, then 4 on wide screens); 'fit': every marker in
   * view; 'nearest': the search origin and the nearest few listings (the list is nearest first).
   */
  view: 'nation' | 'fit' | 'nearest'
  origin?: LatLng | null
  tiles?: MapTiles | null
  intro?: string
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-map-placement={placement} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink md:text-2xl">
        {title}
      </h2>
      {intro ? <p className="text-sm text-ink-muted">{intro}</p> : null}
      <MapListingView
        listings={listings}
        map={{ label: mapLabel, placement, view: mapView(view), origin, tiles }}
        renderDetails={(listing) => <ListingDetails listing={listing} />}
      />
    </section>
  )
}

function mapView(view: 'nation' | 'fit' | 'nearest'): MapView {
  if (view === 'nearest') return { kind: 'nearest', count: NEAREST_FRAMED }
  return { kind: view }
}

/**
 * The blog category a dispensary's map card points to (000 §2 map card links): visiting tips. Spelt
 * out rather than built with app/blog/listing.ts, whose categories' schema would bring zod to the
 * map pages; a unit test holds it to the blog's own address for that category.
 */
export const MAP_CARD_BLOG_HREF = '/blog?filter-category=dispensary-tips'

/** What an open accordion item adds to the address, hours and phone: the store's page and menus, or the provider's website. */
export function ListingDetails({ listing }: { listing: MapListing }) {
  const comingSoon = listing.tags.includes(COMING_SOON_TAG)
  const link = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4'
  return (
    <div className="flex flex-col items-start gap-1 pt-1">
      {comingSoon ? <Badge tone="soon">Coming soon</Badge> : null}
      {comingSoon
        ? null
        : listing.menuBtns.map((button) => (
            <Link key={button.url} to={button.url} className={link}>
              Shop the {button.name.toLowerCase()} menu<span className="sr-only"> at {listing.title}</span>
            </Link>
          ))}
      {listing.uri ? (
        <Link to={listing.uri} className={link}>
          Store page<span className="sr-only">: {listing.title}</span>
        </Link>
      ) : null}
      {listing.kind === 'dispensary' && listing.uri ? (
        // 000 §2: a map card links to the Contact Us page, with this dispensary chosen.
        <Link to={contactPathForDispensaryPage(listing.uri)} className={link}>
          Contact us<span className="sr-only"> about {listing.title}</span>
        </Link>
      ) : null}
      {listing.kind === 'dispensary' ? (
        // 000 §2: and to a blog category (the blog's filter-category parameter).
        <Link to={MAP_CARD_BLOG_HREF} className={link}>
          Tips for your visit<span className="sr-only"> on our blog</span>
        </Link>
      ) : null}
      {listing.website ? (
        <a href={listing.website} rel="noopener noreferrer" className={link}>
          Website<span className="sr-only">: {listing.title}</span>
        </a>
      ) : null}
    </div>
  )
}
