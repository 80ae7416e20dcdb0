import type { LatLng } from '~/geo/types'
import { DEFAULT_MAP_CENTRE, MAP_ZOOM, NATION_ZOOM_DELAY_MS, WIDE_MAP_BREAKPOINT_PX, type MapListing, type MapView } from './types'

/** A bounding box as [[west, south], [east, north]], the shape MapLibre's fitBounds takes. */
export type Bounds = [[number, number], [number, number]]

/** A map box's size in CSS pixels. */
export type BoxSize = { width: number; height: number }

/** MapLibre's world is 512 px wide at zoom 0. */
const WORLD_PX = 512
/** Room kept around the nation's markers: a marker is 44 px wide, centred on its point. */
export const NATION_PADDING_PX = 32
/** After a search the locator frames its origin and this many of the nearest listings. */
export const NEAREST_FRAMED = 5

/**
 * Where the camera starts (000 §9): a single location at zoom 15 (the default centre at the default
 * zoom 10 when its coordinates are missing), the nation at 3, or the box around every point.
 * `later` is a zoom applied after a delay: the nation view moves to 4 after 500 ms on screens at
 * least 1014 px wide. With the map box's size, the nation is centred on its points and zooms out
 * below 3 (or 4) when that is what it takes to keep every marker inside the box.
 */
export type Camera =
  | { kind: 'centre'; centre: LatLng; zoom: number; later: { zoom: number; afterMs: number } | null }
  | { kind: 'bounds'; bounds: Bounds; maxZoom: number }

export function initialCamera(view: MapView, points: readonly LatLng[], viewportWidth: number, box: BoxSize | null = null): Camera {
  switch (view.kind) {
    case 'single':
      return view.centre && validLatLng(view.centre)
        ? { kind: 'centre', centre: view.centre, zoom: MAP_ZOOM.single, later: null }
        : { kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: MAP_ZOOM.default, later: null }
    case 'nation':
      return nationCamera(viewportWidth, points, box)
    case 'fit':
    case 'nearest': {
      const bounds = boundsOf(points)
      if (!bounds) return nationCamera(viewportWidth)
      // One point (or several at one place) has no extent: show it as a single location.
      if (bounds[0][0] === bounds[1][0] && bounds[0][1] === bounds[1][1]) {
        return { kind: 'centre', centre: { lat: bounds[0][1], lng: bounds[0][0] }, zoom: MAP_ZOOM.single, later: null }
      }
      return { kind: 'bounds', bounds, maxZoom: MAP_ZOOM.single }
    }
  }
}

/**
 * The points the first camera frames: for 'nearest', the search origin and the first `count`
 * placed listings (the locator lists them nearest first), not every provider in the country;
 * otherwise every placed listing, every delivery zone's vertices and the origin.
 */
export function framedPoints(
  view: MapView,
  listings: readonly MapListing[],
  zonePoints: readonly LatLng[],
  origin: LatLng | null | undefined,
): LatLng[] {
  const placed = placedListings(listings).map(({ lat, lng }) => ({ lat, lng }))
  if (view.kind === 'nearest' && origin && validLatLng(origin)) return [{ lat: origin.lat, lng: origin.lng }, ...placed.slice(0, Math.max(0, view.count))]
  return [...placed, ...zonePoints, ...(origin && validLatLng(origin) ? [{ lat: origin.lat, lng: origin.lng }] : [])]
}

/**
 * The nation (000 §9): zoom 3, then 4 after 500 ms from 1014 px. Given the points and the box, the
 * centre is the middle of the points' box (in the map's projection) and each zoom is capped by the
 * zoom at which the points just fit, so no marker falls outside the box (the chain runs from Nevada
 * to Massachusetts: wider than a phone at 3 or a 780 px box at 4).
 */
export function nationCamera(viewportWidth: number, points: readonly LatLng[] = [], box: BoxSize | null = null): Camera {
  const wide = viewportWidth >= WIDE_MAP_BREAKPOINT_PX
  const bounds = boundsOf(points)
  if (!bounds || !box || box.width <= 0 || box.height <= 0) {
    return {
      kind: 'centre',
      centre: DEFAULT_MAP_CENTRE,
      zoom: MAP_ZOOM.nationNarrow,
      later: wide ? { zoom: MAP_ZOOM.nationWide, afterMs: NATION_ZOOM_DELAY_MS } : null,
    }
  }
  const fit = fitCamera(bounds, box, NATION_PADDING_PX)
  const zoom = Math.min(MAP_ZOOM.nationNarrow, fit.zoom)
  const laterZoom = Math.min(MAP_ZOOM.nationWide, fit.zoom)
  return {
    kind: 'centre',
    centre: fit.centre,
    zoom,
    later: wide && laterZoom > zoom ? { zoom: laterZoom, afterMs: NATION_ZOOM_DELAY_MS } : null,
  }
}

/** Web Mercator, as MapLibre projects: x and y in [0, 1] across the world. */
export function mercator({ lat, lng }: LatLng): { x: number; y: number } {
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180)
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) }
}

export function unmercator({ x, y }: { x: number; y: number }): LatLng {
  return { lat: (360 / Math.PI) * Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) - 90, lng: x * 360 - 180 }
}

/** Where a point falls in a box showing `centre` at `zoom`, in CSS pixels from its top left. */
export function projectInBox(point: LatLng, centre: LatLng, zoom: number, box: BoxSize): { x: number; y: number } {
  const scale = WORLD_PX * 2 ** zoom
  const p = mercator(point)
  const c = mercator(centre)
  return { x: box.width / 2 + (p.x - c.x) * scale, y: box.height / 2 + (p.y - c.y) * scale }
}

/**
 * The centre and the largest zoom at which `bounds` fits in `box` with `padding` on every side
 * (what MapLibre's fitBounds computes, without the map): the nation's markers stay inside.
 */
export function fitCamera(bounds: Bounds, box: BoxSize, padding: number): { centre: LatLng; zoom: number } {
  const nw = mercator({ lng: bounds[0][0], lat: bounds[1][1] })
  const se = mercator({ lng: bounds[1][0], lat: bounds[0][1] })
  const centre = unmercator({ x: (nw.x + se.x) / 2, y: (nw.y + se.y) / 2 })
  const width = Math.max(1, box.width - 2 * padding)
  const height = Math.max(1, box.height - 2 * padding)
  const dx = se.x - nw.x
  const dy = se.y - nw.y
  const zooms = [dx > 0 ? Math.log2(width / (dx * WORLD_PX)) : Infinity, dy > 0 ? Math.log2(height / (dy * WORLD_PX)) : Infinity]
  const zoom = Math.min(...zooms)
  return { centre: { lat: round6(centre.lat), lng: round6(centre.lng) }, zoom: Number.isFinite(zoom) ? Math.max(0, Math.floor(zoom * 100) / 100) : MAP_ZOOM.single }
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6
}

export function validLatLng(point: { lat: number | null; lng: number | null }): point is LatLng {
  const { lat, lng } = point
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
}

/** The listings that can be drawn: those with valid coordinates. */
export function placedListings(listings: readonly MapListing[]): (MapListing & LatLng)[] {
  return listings.filter((listing): listing is MapListing & LatLng => validLatLng(listing))
}

export function boundsOf(points: readonly LatLng[]): Bounds | null {
  const valid = points.filter(validLatLng)
  if (valid.length === 0) return null
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const { lat, lng } of valid) {
    west = Math.min(west, lng)
    east = Math.max(east, lng)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  return [[west, south], [east, north]]
}

/** Every vertex of a Polygon or MultiPolygon as points (for fitting the camera to a zone). */
export function geometryPoints(geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon): LatLng[] {
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat()
  return rings.flat().map(([lng, lat]) => ({ lat: lat as number, lng: lng as number }))
}
