import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { certifyingProviders } from '~/db/schema'
import { providersSource } from './providers-source.server'

const provider = (title: string, stateCode: string, lat: number, lng: number) => ({
  title,
  street: '1 Main St',
  city: 'Town',
  stateCode,
  postalCode: '60000',
  lat,
  lng,
  website: null,
  phone: null,
})

beforeAll(async () => {
  await getDb()
    .insert(certifyingProviders)
    .values([provider('Joliet Clinic', 'IL', 41.525, -88.0817), provider('Honolulu Clinic', 'HI', 21.3, -157.85), provider('Toledo Clinic', 'OH', 41.65, -83.54)])
})

describe('providersSource (the locator bound to the providers and the maps service)', () => {
  it('gives each provider its miles from the origin, approximate, and none for one out of range', async () => {
    const list = await providersSource.listProviders('main', { lat: 41.6, lng: -88.08 })
    expect(list.map((p) => [p.title, p.distanceMiles, p.approximate, p.customDistance])).toEqual([
      ['Joliet Clinic', 5.2, true, '5.2 mi (approx.)'],
      ['Honolulu Clinic', null, false, 'Out of Range'],
    ])
    expect(list[0]).not.toHaveProperty('distance')
  })

  it('without an origin lists the region’s providers with no distances', async () => {
    expect((await providersSource.listProviders('ohio', null)).map((p) => [p.title, p.distanceMiles, p.approximate])).toEqual([['Toledo Clinic', null, false]])
  })

  it.each([
    ['60431', 'OK', true],
    ['Joliet, IL', 'OK', true],
    ['Atlantis', 'ZERO_RESULTS', false],
    ['x'.repeat(101), 'INVALID_REQUEST', false],
  ])('geocodes %s with the offline gazetteer: %s', async (query, status, found) => {
    const answer = await providersSource.geocode(query, { limit: 1 })
    expect(answer.status).toBe(status)
    expect(answer.results.length > 0).toBe(found)
  })
})
