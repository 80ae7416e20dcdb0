import { asc } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { certifyingProviders } from '~/db/schema'
import { distanceLabel } from '~/geo/distance'
import { distancesInBatches, getMapsService } from '~/geo/maps-service.server'
import type { DistanceResult, LatLng, MapsService } from '~/geo/types'
import type { MapListing } from '~/maps/types'
import { isStateInRegion, type Region } from '~/site/host-mode'
import { UNAVAILABLE } from '~/dispensaries/hours'

/** A certifying provider in the locator, with its distance from the searched place when there is one. */
export type ProviderListing = MapListing & { kind: 'provider'; distance: DistanceResult | null }

/**
 * The region's certifying providers (decision 0019: the one region rule). With an origin, each gets
 * a distance from the maps service, asked 25 destinations at a time (000 §7), and the list is
 * sorted nearest first with 'Out of Range' last; without one, by state, city and name.
 */
export async function listProviders(
  region: Region,
  origin: LatLng | null = null,
  service: MapsService = getMapsService(),
): Promise<ProviderListing[]> {
  const rows = (
    await getDb()
      .select()
      .from(certifyingProviders)
      .orderBy(asc(certifyingProviders.stateCode), asc(certifyingProviders.city), asc(certifyingProviders.title), asc(certifyingProviders.id))
  ).filter((row) => isStateInRegion(row.stateCode, region))
  const distances = origin ? await distancesInBatches(service, origin, rows) : rows.map(() => null)
  const listings: ProviderListing[] = rows.map((row, i) => {
    const distance = distances[i] ?? null
    return {
      id: `provider-${row.id}`,
      kind: 'provider',
      title: row.title,
      lat: row.lat,
      lng: row.lng,
      uri: null,
      address: [row.street, `${row.city}, ${row.stateCode} ${row.postalCode}`],
      phone: row.phone,
      website: row.website,
      email: null,
      fax: null,
      customDistance: distance ? distanceLabel(distance) : null,
      menuBtns: [],
      openingTime: UNAVAILABLE,
      heroImage: null,
      mobileHeroImage: null,
      tags: [],
      stateCode: row.stateCode,
      distance,
    }
  })
  if (!origin) return listings
  const metres = (l: ProviderListing) => (l.distance?.status === 'OK' ? l.distance.meters : Number.POSITIVE_INFINITY)
  return listings.sort((a, b) => metres(a) - metres(b) || a.title.localeCompare(b.title, 'en'))
}
