import { LazyMap } from '~/maps/lazy-map'
import type { MapTiles } from '~/maps/style'
import type { DeliveryZone, MapListing, MapView } from '~/maps/types'

/**
 * The dispensary home's map: the store's marker and its delivery zones, the zone ?delivery-zone=
 * names highlighted and framed. An island of the route (its code comes when the section nears the
 * screen), so the page's JavaScript budget does not carry it; MapLibre itself comes through LazyMap.
 * The address and the zones list beside it are the page's own: without WebGL they are the map.
 */
export function HomeMap({
  name,
  listing,
  zones,
  highlightedZoneId,
  tiles,
}: {
  name: string
  listing: MapListing
  zones: DeliveryZone[]
  highlightedZoneId: string | null
  tiles: MapTiles | null
}) {
  return (
    <LazyMap
      label={`Map of ${name}${zones.length ? ' and its delivery zones' : ''}`}
      placement="dispensary home"
      view={homeMapView(listing, zones)}
      listings={[listing]}
      zones={zones}
      highlightedZoneId={highlightedZoneId}
      tiles={tiles}
      fallback={
        <p className="p-4 text-sm text-ink-muted">
          {zones.length ? `The address and the delivery zones of ${name} are listed beside the map.` : `The address of ${name} is beside the map.`}
        </p>
      }
    />
  )
}

/**
 * 000 §9: a single location at zoom 15, or the default centre at zoom 10 without coordinates; with
 * delivery zones, the store and its zones in view.
 */
export function homeMapView(listing: Pick<MapListing, 'lat' | 'lng'>, zones: readonly unknown[]): MapView {
  if (zones.length) return { kind: 'fit' }
  return { kind: 'single', centre: listing.lat !== null && listing.lng !== null ? { lat: listing.lat, lng: listing.lng } : null }
}
