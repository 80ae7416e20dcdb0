import { approximateDistance, batches } from './distance'
import { MAX_QUERY_LENGTH, searchPlaces } from './gazetteer.server'
import { DISTANCE_BATCH, type DistanceResult, type LatLng, type MapsService } from './types'

/** The embedded maps service: the offline gazetteer and great-circle distances (decision 0019). */
export const embeddedMapsService: MapsService = {
  async geocode(query, options) {
    const text = query.trim()
    if (text === '' || text.length > MAX_QUERY_LENGTH) return { status: 'INVALID_REQUEST', results: [] }
    const results = searchPlaces(text, options?.limit, undefined, { partial: options?.partial ?? false })
    return { status: results.length > 0 ? 'OK' : 'ZERO_RESULTS', results }
  },
  async distances(origin, destinations) {
    if (destinations.length > DISTANCE_BATCH) {
      throw new RangeError(`at most ${DISTANCE_BATCH} destinations per call, got ${destinations.length}`)
    }
    return destinations.map((destination) => approximateDistance(origin, destination))
  },
}

export function getMapsService(): MapsService {
  return embeddedMapsService
}

/** Distances to any number of destinations, asked in batches of 25 (000 §7), in order. */
export async function distancesInBatches(
  service: MapsService,
  origin: LatLng,
  destinations: readonly LatLng[],
): Promise<DistanceResult[]> {
  const out: DistanceResult[] = []
  for (const batch of batches(destinations, DISTANCE_BATCH)) out.push(...(await service.distances(origin, batch)))
  return out
}
