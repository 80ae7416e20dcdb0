import type { NearbyDispensary } from '~/dispensaries/types'
import type { NearbyCard } from './types'

/** What a card needs of a nearby dispensary (app/dispensaries/map-data.server.ts listNearbyDispensaries). */
export function toNearbyCard(hit: NearbyDispensary): NearbyCard {
  return {
    slug: hit.slug,
    name: hit.name,
    path: hit.path,
    city: hit.city,
    stateCode: hit.stateCode,
    distanceMiles: hit.distanceMiles,
    todayLabel: hit.today.label,
  }
}
