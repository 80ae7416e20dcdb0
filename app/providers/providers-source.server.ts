import type { ProvidersSource } from './providers-contract'

/**
 * PART A SWAP POINT — the locator's data. Until part A's providers.server.ts and maps service land
 * there are no providers in the database and no gazetteer, so this source finds no place and lists
 * no provider (the page then says so). Part A replaces the body with:
 *   import { listProviders } from './providers.server'
 *   import { mapsService } from '~/geo/maps-service.server'
 *   export const providersSource: ProvidersSource = { listProviders, geocode: (q, o) => mapsService().geocode(q, o) }
 */
export const providersSource: ProvidersSource = {
  listProviders: () => Promise.resolve([]),
  geocode: () => Promise.resolve({ status: 'ZERO_RESULTS', results: [] }),
}
