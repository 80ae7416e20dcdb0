import { describe, expect, it, vi } from 'vitest'
import { approximateDistance } from './distance'
import { distancesInBatches, embeddedMapsService } from './maps-service.server'
import type { LatLng, MapsService } from './types'

const CHICAGO = { lat: 41.8781, lng: -87.6298 }
const HONOLULU = { lat: 21.3069, lng: -157.8583 }

describe('embeddedMapsService.geocode', () => {
  it.each([
    ['60156', 'OK', '60156 Lake In The Hills, IL'],
    ['Chicago, IL', 'OK', 'Chicago, IL'],
    ['00000', 'ZERO_RESULTS', undefined],
    ['   ', 'INVALID_REQUEST', undefined],
    ['x'.repeat(101), 'INVALID_REQUEST', undefined],
  ])('%s → %s', async (query, status, first) => {
    const answer = await embeddedMapsService.geocode(query)
    expect(answer.status).toBe(status)
    expect(answer.results[0]?.label).toBe(first)
  })

  it('finds ZIP codes by their first digits only for suggestions (partial): a search wants a whole one', async () => {
    const partial = await embeddedMapsService.geocode('6015', { limit: 8, partial: true })
    expect(partial.status).toBe('OK')
    expect(partial.results.map((place) => place.label)).toContain('60156 Lake In The Hills, IL')
    expect(await embeddedMapsService.geocode('6015', { limit: 1 })).toEqual({ status: 'ZERO_RESULTS', results: [] })
  })
})

describe('embeddedMapsService.distances', () => {
  it('answers approximate great-circle distances and Out of Range across water', async () => {
    const [near, far] = await embeddedMapsService.distances(CHICAGO, [{ lat: 42.3314, lng: -83.0458 }, HONOLULU])
    expect(near).toMatchObject({ status: 'OK', approximate: true })
    expect(far).toEqual({ status: 'ZERO_RESULTS' })
  })
  it('refuses more than 25 destinations', async () => {
    await expect(embeddedMapsService.distances(CHICAGO, Array(26).fill(CHICAGO))).rejects.toThrow(RangeError)
  })
})

describe('distancesInBatches', () => {
  it.each([
    [0, []],
    [25, [25]],
    [26, [25, 1]],
    [60, [25, 25, 10]],
  ])('%d destinations → calls of %o, results in order', async (n, calls) => {
    const destinations: LatLng[] = Array.from({ length: n }, (_, i) => ({ lat: 40 + i / 100, lng: -88 }))
    const spy = vi.fn(embeddedMapsService.distances)
    const service: MapsService = { geocode: embeddedMapsService.geocode, distances: spy }
    const results = await distancesInBatches(service, CHICAGO, destinations)
    expect(spy.mock.calls.map((c) => c[1].length)).toEqual(calls)
    expect(results).toHaveLength(n)
    expect(results).toEqual(destinations.map((d) => approximateDistance(CHICAGO, d)))
  })
})
