import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getDb } from '~/db/client.server'
import { certifyingProviders } from '~/db/schema'
import { embeddedMapsService } from '~/geo/maps-service.server'
import type { MapsService } from '~/geo/types'
import { listProviders } from './providers.server'

const provider = (i: number, stateCode: string, lat: number, lng: number) => ({
  title: `Provider ${String(i).padStart(2, '0')}`,
  street: `${i} Main St`,
  city: 'Town',
  stateCode,
  postalCode: '60000',
  lat,
  lng,
  website: null,
  phone: null,
})

beforeAll(async () => {
  // 30 in Illinois, each a little further north of Joliet; one in Hawaii; one in Ohio.
  await getDb()
    .insert(certifyingProviders)
    .values([
      ...Array.from({ length: 30 }, (_, i) => provider(30 - i, 'IL', 41.5 + (30 - i) * 0.01, -88.08)),
      provider(40, 'HI', 21.3, -157.85),
      provider(50, 'OH', 41.65, -83.54),
    ])
})

const JOLIET = { lat: 41.5, lng: -88.08 }

describe('listProviders', () => {
  it('without an origin lists the region’s providers by state, city and name, no distances', async () => {
    const list = await listProviders('main')
    expect(list).toHaveLength(31)
    expect(list.map((p) => p.stateCode)).not.toContain('OH')
    expect(list[0]).toMatchObject({ stateCode: 'HI', customDistance: null, distance: null, openingTime: 'Unavailable', kind: 'provider' })
    expect((await listProviders('ohio')).map((p) => p.title)).toEqual(['Provider 50'])
  })

  it('with an origin sorts nearest first, asks 25 at a time, and puts Out of Range last', async () => {
    const spy = vi.fn(embeddedMapsService.distances)
    const service: MapsService = { geocode: embeddedMapsService.geocode, distances: spy }
    const list = await listProviders('main', JOLIET, service)
    expect(spy.mock.calls.map((call) => call[1].length)).toEqual([25, 6])
    expect(list.slice(0, 3).map((p) => p.title)).toEqual(['Provider 01', 'Provider 02', 'Provider 03'])
    expect(list[0]!.customDistance).toBe('0.7 mi (approx.)') // 1.112 km × 0.622
    expect(list.at(-1)).toMatchObject({ stateCode: 'HI', customDistance: 'Out of Range', distance: { status: 'ZERO_RESULTS' } })
  })
})
