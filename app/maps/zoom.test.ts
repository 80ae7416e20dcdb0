import { describe, expect, it } from 'vitest'
import { DEFAULT_MAP_CENTRE } from './types'
import type { MapListing } from './types'
import { boundsOf, fitCamera, framedPoints, geometryPoints, initialCamera, mercator, nationCamera, NATION_PADDING_PX, projectInBox, unmercator, validLatLng, type BoxSize, type Camera } from './zoom'

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
    ['nearest around two points is fit', [{ kind: 'nearest', count: 3 }, [chicago, detroit], 390], { kind: 'bounds', bounds: [[-87.6298, 41.8781], [-83.0458, 42.3314]], maxZoom: 15 }],
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

function listing(id: string, lat: number | null, lng: number | null): MapListing {
  return {
    id, kind: 'provider', title: id, lat, lng, uri: null, address: ['', ''], phone: null, website: null, email: null, fax: null,
    customDistance: null, menuBtns: [], openingTime: 'Unavailable', heroImage: null, mobileHeroImage: null, tags: [], stateCode: 'IL',
  }
}

describe('framedPoints (the locator frames its origin and the nearest listings)', () => {
  const origin = { lat: 42.18, lng: -88.33 }
  // Nearest first, as the locator lists them after a search; one has no coordinates.
  const listings = [
    listing('a', 42.2, -88.3),
    listing('no place', null, null),
    listing('b', 41.9, -87.7),
    listing('c', 41.5, -88.1),
    listing('d', 39.8, -89.6),
    listing('far', 36.1, -115.2),
  ]
  const zone = [{ lat: 1, lng: 2 }]
  it.each<[string, Parameters<typeof framedPoints>, { lat: number; lng: number }[]]>([
    ['nearest: the origin and the first 3 placed listings', [{ kind: 'nearest', count: 3 }, listings, [], origin], [origin, { lat: 42.2, lng: -88.3 }, { lat: 41.9, lng: -87.7 }, { lat: 41.5, lng: -88.1 }]],
    ['nearest: count 0 is the origin alone', [{ kind: 'nearest', count: 0 }, listings, [], origin], [origin]],
    ['nearest: more than there are is all of them', [{ kind: 'nearest', count: 50 }, listings.slice(0, 1), [], origin], [origin, { lat: 42.2, lng: -88.3 }]],
    ['nearest without an origin frames every listing', [{ kind: 'nearest', count: 1 }, listings.slice(0, 3), [], null], [{ lat: 42.2, lng: -88.3 }, { lat: 41.9, lng: -87.7 }]],
    ['fit: every listing, the zones and the origin', [{ kind: 'fit' }, listings.slice(0, 3), zone, origin], [{ lat: 42.2, lng: -88.3 }, { lat: 41.9, lng: -87.7 }, { lat: 1, lng: 2 }, origin]],
  ])('%s', (_name, args, expected) => {
    expect(framedPoints(...args)).toEqual(expected)
  })

  it('keeps a far-away provider out of the frame after a search', () => {
    const camera = initialCamera({ kind: 'nearest', count: 3 }, framedPoints({ kind: 'nearest', count: 3 }, listings, [], origin), 1440)
    expect(camera).toEqual({ kind: 'bounds', bounds: [[-88.33, 41.5], [-87.7, 42.2]], maxZoom: 15 })
  })
})

describe('the nation-wide map keeps every marker inside its box (000 §9 zooms 3 and 4)', () => {
  // The seeded chain's extremes: Reno (NV), Plymouth (MA), Fort Lauderdale (FL), Duluth (MN).
  const chain = [
    { lat: 39.5296, lng: -119.808 },
    { lat: 41.9584, lng: -70.6673 },
    { lat: 26.1224, lng: -80.1373 },
    { lat: 46.782, lng: -92.094 },
    { lat: 41.8781, lng: -87.6298 },
  ]
  const inside = (camera: { centre: { lat: number; lng: number }; zoom: number }, box: BoxSize) =>
    chain.every((point) => {
      const { x, y } = projectInBox(point, camera.centre, camera.zoom, box)
      // A marker is 44 px wide, centred on its point: all of it is in the box.
      return x >= 22 && x <= box.width - 22 && y >= 22 && y <= box.height - 22
    })

  it.each<[string, number, BoxSize]>([
    ['a phone (390 px, 358 × 352 box)', 390, { width: 358, height: 352 }],
    ['a 1014 px screen (about 580 × 480)', 1014, { width: 580, height: 480 }],
    ['a 1440 px screen (about 780 × 480)', 1440, { width: 780, height: 480 }],
    ['a very wide box', 2560, { width: 1500, height: 900 }],
  ])('%s', (_name, viewport, box) => {
    const camera = nationCamera(viewport, chain, box)
    if (camera.kind !== 'centre') throw new Error('the nation is a centre and a zoom')
    expect(camera.zoom).toBeLessThanOrEqual(3)
    expect(inside(camera, box)).toBe(true)
    if (camera.later) {
      expect(viewport).toBeGreaterThanOrEqual(1014)
      expect(camera.later.zoom).toBeGreaterThan(camera.zoom)
      expect(camera.later.zoom).toBeLessThanOrEqual(4)
      expect(camera.later.afterMs).toBe(500)
      expect(inside({ centre: camera.centre, zoom: camera.later.zoom }, box)).toBe(true)
    }
  })

  it('the old view (the default centre at 4) loses the East Coast in a 780 px box', () => {
    expect(inside({ centre: DEFAULT_MAP_CENTRE, zoom: 4 }, { width: 780, height: 480 })).toBe(false)
  })

  it('keeps the spec zooms when the points fit: 3, then 4 from 1014 px', () => {
    const midwest = [{ lat: 41.8781, lng: -87.6298 }, { lat: 42.3314, lng: -83.0458 }]
    const box = { width: 780, height: 480 }
    expect(nationCamera(1440, midwest, box)).toMatchObject({ zoom: 3, later: { zoom: 4, afterMs: 500 } })
    expect(nationCamera(390, midwest, box)).toMatchObject({ zoom: 3, later: null })
  })

  it('without points or a box it is the default centre', () => {
    expect(nationCamera(1440, [], { width: 780, height: 480 })).toEqual({ kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: 3, later: { zoom: 4, afterMs: 500 } })
    expect(nationCamera(390, chain, null)).toEqual({ kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: 3, later: null })
    expect(initialCamera({ kind: 'nation' }, chain, 390, { width: 358, height: 352 })).toEqual(nationCamera(390, chain, { width: 358, height: 352 }))
  })

  it('fitCamera centres the points in the projection and pads them', () => {
    const { centre, zoom } = fitCamera([[-10, -10], [10, 10]], { width: 512 + 2 * NATION_PADDING_PX, height: 1000 }, NATION_PADDING_PX)
    expect(centre.lat).toBeCloseTo(0, 6)
    expect(centre.lng).toBeCloseTo(0, 6)
    // 20° of 360° across 512 px: the world is 9216 px wide, zoom log2(18) ≈ 4.17.
    expect(zoom).toBe(4.16)
  })

  it('mercator and unmercator are inverse', () => {
    for (const point of chain) {
      const back = unmercator(mercator(point))
      expect(back.lat).toBeCloseTo(point.lat, 9)
      expect(back.lng).toBeCloseTo(point.lng, 9)
    }
  })
})
