import type { MultiPolygon, Polygon } from 'geojson'
import type { ReactNode } from 'react'
import type { LatLng } from '~/geo/types'

/** 000 §9: map zooms — a single location 15, default 10, all dispensaries 3 (narrow) or 4. */
export const MAP_ZOOM = { single: 15, default: 10, nationNarrow: 3, nationWide: 4 } as const
/** 000 §9: the nation-wide map zooms to 4 after 500 ms on screens at least 1014 px wide. */
export const NATION_ZOOM_DELAY_MS = 500
export const WIDE_MAP_BREAKPOINT_PX = 1014
/** 002 §9: the centre used when coordinates are missing (the value is not given; decision 0019). */
export const DEFAULT_MAP_CENTRE: LatLng = { lat: 39.8283, lng: -98.5795 }

/** 000 §3 'Map listing': a dispensary or a certifying provider on a map and in its list. */
export type MapListing = {
  id: string
  kind: 'dispensary' | 'provider'
  title: string
  lat: number | null
  lng: number | null
  /** The listing's page on this site (a dispensary home), or null. */
  uri: string | null
  /** Two address lines: street, then 'City, ST 00000'. */
  address: [string, string]
  phone: string | null
  website: string | null
  email: string | null
  fax: string | null
  /** A distance label from the locator's origin ('12.3 mi', 'Out of Range'), or null. */
  customDistance: string | null
  menuBtns: { name: string; url: string; isDefault: boolean }[]
  /** Today's hours, or 'Unavailable'. */
  openingTime: string
  heroImage: string | null
  mobileHeroImage: string | null
  /** Includes 'coming-soon' for a store that is not open yet. */
  tags: string[]
  stateCode: string
}

/** 000 §3 'Delivery zone': a GeoJSON area with its store's name and menu link. */
export type DeliveryZone = {
  id: string
  name: string
  storeName: string
  link: string
  geometry: Polygon | MultiPolygon
}

export type MapView =
  | { kind: 'nation' }
  | { kind: 'single'; centre: LatLng | null }
  | { kind: 'fit' }
  /** The locator after a search: its origin and the first `count` listings (the list is nearest first). */
  | { kind: 'nearest'; count: number }

export type MapPlacement = 'dispensary home' | 'dispensaries index' | 'state page' | 'providers locator'

export type MapProps = {
  /** Accessible name of the map region. */
  label: string
  /** Sent with the map_viewed event. */
  placement: MapPlacement
  view: MapView
  listings: MapListing[]
  zones?: DeliveryZone[]
  selectedId?: string | null
  onSelect?: (id: string | null) => void
  highlightedZoneId?: string | null
  /** The locator's search origin, shown as its own marker. */
  origin?: LatLng | null
  /** A production raster tile source (MAP_TILE_URL); null draws the offline basemap only. */
  tiles?: { url: string; attribution: string } | null
  /** Rendered by the server and kept when WebGL2 is missing or the map fails: the list. */
  fallback: ReactNode
}
