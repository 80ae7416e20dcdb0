import { describe, expect, it } from 'vitest'
import {
  approximateDistance,
  batches,
  distanceLabel,
  greatCircleMeters,
  landMassOf,
  milesFromMeters,
  parseLatLng,
  reachable,
} from './distance'

const CHICAGO = { lat: 41.8781, lng: -87.6298 }
const DETROIT = { lat: 42.3314, lng: -83.0458 }
const HONOLULU = { lat: 21.3069, lng: -157.8583 }
const HILO = { lat: 19.7241, lng: -155.0868 }
const SAN_JUAN = { lat: 18.4655, lng: -66.1057 }
const ANCHORAGE = { lat: 61.2181, lng: -149.9003 }
const GUAM = { lat: 13.4443, lng: 144.7937 }
const MID_ATLANTIC = { lat: 35, lng: -40 }

describe('greatCircleMeters', () => {
  it.each([
    ['same point', CHICAGO, CHICAGO, 0, 0.001],
    ['Chicago to Detroit', CHICAGO, DETROIT, 382_500, 2_000],
    ['a degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195, 5],
    ['antipodes', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, Math.PI * 6_371_008.8, 1],
    ['across the antimeridian', { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111_195, 5],
  ])('%s', (_, a, b, expected, tolerance) => {
    expect(Math.abs(greatCircleMeters(a, b) - expected)).toBeLessThanOrEqual(tolerance)
    expect(greatCircleMeters(b, a)).toBeCloseTo(greatCircleMeters(a, b), 6)
  })
})

describe('milesFromMeters (km × 0.622, one decimal)', () => {
  it.each([
    [0, 0],
    [1000, 0.6],
    [10_000, 6.2],
    [16_093, 10], // 16.093 × 0.622 = 10.0098
    [100_000, 62.2],
    [80_450, 50], // 50.0399
    [1_234_567, 767.9], // 767.9007
  ])('%d m → %d mi', (meters, miles) => {
    expect(milesFromMeters(meters)).toBe(miles)
  })
})

describe('distanceLabel', () => {
  it.each([
    [{ status: 'OK', meters: 10_000, approximate: true } as const, '6.2 mi (approx.)'],
    [{ status: 'OK', meters: 10_000, approximate: false } as const, '6.2 mi'],
    [{ status: 'OK', meters: 0, approximate: true } as const, '0.0 mi (approx.)'],
    [{ status: 'ZERO_RESULTS' } as const, 'Out of Range'],
  ])('%o → %s', (result, label) => {
    expect(distanceLabel(result)).toBe(label)
  })
})

describe('batches', () => {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i)
  it.each([
    [0, 25, []],
    [1, 25, [1]],
    [25, 25, [25]],
    [26, 25, [25, 1]],
    [60, 25, [25, 25, 10]],
    [5, 2, [2, 2, 1]],
  ])('%d items in batches of %d → sizes %o', (n, size, sizes) => {
    const out = batches(range(n), size)
    expect(out.map((b) => b.length)).toEqual(sizes)
    expect(out.flat()).toEqual(range(n))
  })
  it('defaults to 25', () => {
    expect(batches(range(51)).map((b) => b.length)).toEqual([25, 25, 1])
  })
  it.each([0, -1, 2.5])('refuses a batch size of %d', (size) => {
    expect(() => batches([1], size)).toThrow(RangeError)
  })
})

describe('land masses and Out of Range (decision 0019)', () => {
  it.each([
    [CHICAGO, 'mainland'],
    [ANCHORAGE, 'mainland'],
    [{ lat: 49.2827, lng: -123.1207 }, 'mainland'], // Vancouver
    [HONOLULU, 'hawaii'],
    [HILO, 'hawaii'],
    [SAN_JUAN, 'puerto-rico-virgin-islands'],
    [GUAM, 'pacific-territories'],
    [MID_ATLANTIC, null],
  ])('%o lies on %s', (point, mass) => {
    expect(landMassOf(point)).toBe(mass)
  })

  it.each([
    ['Chicago → Detroit', CHICAGO, DETROIT, true],
    ['Chicago → Anchorage (through Canada)', CHICAGO, ANCHORAGE, true],
    ['Honolulu → Hilo (same island group)', HONOLULU, HILO, true],
    ['Chicago → Honolulu', CHICAGO, HONOLULU, false],
    ['San Juan → Chicago', SAN_JUAN, CHICAGO, false],
    ['Guam → Honolulu', GUAM, HONOLULU, false],
    ['the open sea → Chicago', MID_ATLANTIC, CHICAGO, false],
    ['the open sea → the open sea', MID_ATLANTIC, MID_ATLANTIC, false],
  ])('%s reachable: %s', (_, a, b, expected) => {
    expect(reachable(a, b)).toBe(expected)
    expect(approximateDistance(a, b).status).toBe(expected ? 'OK' : 'ZERO_RESULTS')
  })

  it('labels a reachable distance as approximate', () => {
    const result = approximateDistance(CHICAGO, DETROIT)
    expect(result).toEqual({ status: 'OK', meters: greatCircleMeters(CHICAGO, DETROIT), approximate: true })
    expect(distanceLabel(approximateDistance(CHICAGO, HONOLULU))).toBe('Out of Range')
  })
})

describe('parseLatLng', () => {
  it.each([
    ['lat=41.88&lng=-87.63', { lat: 41.88, lng: -87.63 }],
    ['lat=-90&lng=180', { lat: -90, lng: 180 }],
    ['lat=90&lng=-180', { lat: 90, lng: -180 }],
    ['lat=0&lng=0', { lat: 0, lng: 0 }],
    ['lat=%2B1.5&lng=.5', { lat: 1.5, lng: 0.5 }],
    ['lat=%2012%20&lng=3.', { lat: 12, lng: 3 }],
  ])('%s → %o', (query, value) => {
    expect(parseLatLng(new URLSearchParams(query))).toEqual({ ok: true, value })
  })

  it.each([
    ['', 'lat is required'],
    ['lng=1', 'lat is required'],
    ['lat=&lng=1', 'lat is required'],
    ['lat=1', 'lng is required'],
    ['lat=abc&lng=1', 'lat must be a number between -90 and 90'],
    ['lat=1e1&lng=1', 'lat must be a number between -90 and 90'],
    ['lat=0x10&lng=1', 'lat must be a number between -90 and 90'],
    ['lat=Infinity&lng=1', 'lat must be a number between -90 and 90'],
    ['lat=NaN&lng=1', 'lat must be a number between -90 and 90'],
    ['lat=1&lng=west', 'lng must be a number between -180 and 180'],
    ['lat=90.0001&lng=1', 'lat must be between -90 and 90'],
    ['lat=-91&lng=1', 'lat must be between -90 and 90'],
    ['lat=1&lng=180.5', 'lng must be between -180 and 180'],
    ['lat=1&lng=-181', 'lng must be between -180 and 180'],
  ])('%s → 400 %s', (query, message) => {
    expect(parseLatLng(new URLSearchParams(query))).toEqual({ ok: false, message })
  })
})
