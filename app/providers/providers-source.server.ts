import { milesFromMeters } from '~/geo/distance'
import { getMapsService } from '~/geo/maps-service.server'
import type { ProvidersSource } from './providers-contract'
import { listProviders } from './providers.server'

/**
 * The locator's data: the one place that binds /certifying-providers to the providers in the
 * database (app/providers/providers.server.ts) and the maps service's geocoder. A distance the
 * maps service could not find (another land mass) has no miles: its label is 'Out of Range'.
 */
export const providersSource: ProvidersSource = {
  async listProviders(region, origin) {
    const providers = await listProviders(region, origin ?? null)
    return providers.map(({ distance, ...listing }) => ({
      ...listing,
      distanceMiles: distance?.status === 'OK' ? milesFromMeters(distance.meters) : null,
      approximate: distance?.status === 'OK' && distance.approximate,
    }))
  },
  geocode: (query, options) => getMapsService().geocode(query, options),
}
