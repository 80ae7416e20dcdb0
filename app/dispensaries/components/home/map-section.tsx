import { Link } from 'react-router'
import { addressLines } from '~/dispensaries/address'
import type { Address } from '~/dispensaries/types'
import type { MapTiles } from '~/maps/style'
import type { DeliveryZone, MapListing } from '~/maps/types'
import { HomeMap } from './home-map'
import { MapPin } from '~/ui/icons'
import { cx } from '~/ui/cx'

/**
 * The dispensary's map section: the address and the delivery zones, server-rendered (without WebGL
 * they are the whole view), beside the map. The zone named by ?delivery-zone= is highlighted in the
 * list and on the map (the route scrolls the section into view). An island of the route: its code,
 * and the map's, come when it nears the screen. Props are strings and loader data only, so the
 * island's static copy stays valid until then.
 */
export function DispensaryMapSection({
  name,
  address: storeAddress,
  mapCtaText,
  directionsUrl,
  listing,
  zones,
  highlightedId,
  tiles,
}: {
  name: string
  address: Address
  mapCtaText: string
  directionsUrl: string
  listing: MapListing
  zones: DeliveryZone[]
  highlightedId: string | null
  tiles: MapTiles | null
}) {
  const address = addressLines(storeAddress)
  const mapCta = { text: mapCtaText, url: directionsUrl }
  return (
    <section id="map" aria-labelledby="map-heading" className="scroll-mt-20">
      <h2 id="map-heading" className="font-display text-xl font-semibold md:text-2xl">
        {zones.length ? 'Find us and where we deliver' : 'Find us'}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-4">
          <div className="flex gap-3 rounded-xl border border-line bg-surface p-4">
            <MapPin className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-ink-muted">
                {address[0]}
                <br />
                {address[1]}
              </p>
              <a href={mapCta.url} rel="noopener" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
                {mapCta.text} to {name}
              </a>
            </div>
          </div>
          {zones.length ? (
            <div>
              <h3 className="text-sm font-semibold">Delivery zones</h3>
              <ul aria-label="Delivery zones" className="mt-2 flex flex-col gap-2">
                {zones.map((zone) => {
                  const current = zone.id === highlightedId
                  return (
                    <li
                      key={zone.id}
                      aria-current={current ? 'true' : undefined}
                      className={cx('rounded-lg border px-4 py-3', current ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface')}
                    >
                      <p className="font-medium">{zone.name}</p>
                      <Link to={zone.link} className="text-sm text-brand-700 underline underline-offset-4">
                        Shop for delivery from {zone.storeName}
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </div>
          ) : null}
        </div>
        <HomeMap name={name} listing={listing} zones={zones} highlightedZoneId={highlightedId} tiles={tiles} />
      </div>
    </section>
  )
}
