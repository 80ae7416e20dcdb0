import { describe, expect, it } from 'vitest'
import { DEFAULT_MAP_CENTRE } from './types'
import { boundsOf, geometryPoints, initialCamera, validLatLng, type Camera } from './zoom'

const chicago = { lat: 41.8781, lng: -87.6298 }
const detroit = { lat: 42.3314, lng: -83.0458 }

describe('initialCamera (000 §9 map zoom rules)', () => {
  it.each<[string, Parameters<typeof initialCamera>, Camera]>([
    ['a single location at 15', [{ kind: 'single', centre: chicago }, [], 390], { kind: 'centre', centre: chicago, zoom: 15, later: null }],
    ['a single location without coordinates: default centre at 10', [{ kind: 'single', centre: null }, [], 1440], { kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: 10, later: null }],
    ['a single location with bad coordinates: default centre at 10', [{ kind: 'single', centre: { lat: Number.NaN, lng: 3 } }, [], 1440], { kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: 10, later: null }],
    ['the nation on a phone stays at 3', [{ kind: 'nation' }, [], 390], { kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: 3, later: null }],
    ['the nation just under 1014 px stays at 3', [{ kind: 'nation' }, [], 1013], { kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: 3, later: null }],
    ['the nation at 1014 px goes to 4 after 500 ms', [{ kind: 'nation' }, [], 1014], { kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: 3, later: { zoom: 4, afterMs: 500 } }],
    ['the nation at 1440 px goes to 4 after 500 ms', [{ kind: 'nation' }, [], 1440], { kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: 3, later: { zoom: 4, afterMs: 500 } }],
    ['fit around two points', [{ kind: 'fit' }, [chicago, detroit], 390], { kind: 'bounds', bounds: [[-87.6298, 41.8781], [-83.0458, 42.3314]], maxZoom: 15 }],
    ['fit around one point is a single location', [{ kind: 'fit' }, [chicago, chicago], 390], { kind: 'centre', centre: chicago, zoom: 15, later: null }],
    ['fit around nothing is the nation', [{ kind: 'fit' }, [], 1440], { kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: 3, later: { zoom: 4, afterMs: 500 } }],
  ])('%s', (_name, args, expected) => {
    expect(initialCamera(...args)).toEqual(expected)
  })
})

describe('validLatLng', () => {
  it.each<[{ lat: number | null; lng: number | null }, boolean]>([
    [chicago, true],
    [{ lat: null, lng: -87 }, false],
    [{ lat: 41, lng: null }, false],
    [{ lat: 91, lng: 0 }, false],
    [{ lat: 0, lng: -181 }, false],
    [{ lat: Number.POSITIVE_INFINITY, lng: 0 }, false],
    [{ lat: 0, lng: 0 }, true],
  ])('%o → %s', (point, expected) => {
    expect(validLatLng(point)).toBe(expected)
  })
})

describe('boundsOf and geometryPoints', () => {
  it('skips invalid points', () => {
    expect(boundsOf([chicago, { lat: Number.NaN, lng: 0 }])).toEqual([[-87.6298, 41.8781], [-87.6298, 41.8781]])
    expect(boundsOf([])).toBeNull()
  })
  it('reads every ring of a multipolygon', () => {
    const points = geometryPoints({ type: 'MultiPolygon', coordinates: [[[[0, 1], [2, 3], [0, 1]]], [[[4, 5], [6, 7], [4, 5]]]] })
    expect(boundsOf(points)).toEqual([[0, 1], [6, 7]])
  })
})
