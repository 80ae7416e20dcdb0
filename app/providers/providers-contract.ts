import type { GeocodeStatus, LatLng, Place } from '~/geo/types'
import type { MapListing } from '~/maps/types'
import type { Region } from '~/site/host-mode'

/**
 * What the certifying-providers locator (/certifying-providers) needs from the server, declared
 * here so the page can be built before the data lands. Part A provides it in
 * app/providers/providers.server.ts; app/providers/providers-source.server.ts is the one place that
 * binds the page to it.
 */

/** 000 §3 'Provider' as a map listing (title, street, city, state, postal code, lat, lng, website). */
export type ProviderListing = MapListing & {
  kind: 'provider'
  /** Miles from the search origin (one decimal, 000 §7), or null without an origin or when out of range. */
  distanceMiles: number | null
  /** True for great-circle distances (the embedded maps service): the page labels them approximate. */
  approximate: boolean
}

export type ProvidersSource = {
  /**
   * The region's providers (decision 0018). With an origin: `customDistance` is '12.3 mi' or
   * 'Out of Range' (000 §5, §8), distances computed in batches of 25 (000 §7), nearest first and
   * out-of-range ones last. Without an origin: alphabetical, `customDistance` null. `openingTime` is
   * today's hours or 'Unavailable' (000 §5).
   */
  listProviders(region: Region, origin?: LatLng | null): Promise<ProviderListing[]>
  /** The maps service's geocoder (app/geo/types.ts MapsService.geocode). */
  geocode(query: string, options?: { limit?: number }): Promise<{ status: GeocodeStatus; results: Place[] }>
}
