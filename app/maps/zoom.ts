import type { LatLng } from '~/geo/types'
import { DEFAULT_MAP_CENTRE, MAP_ZOOM, NATION_ZOOM_DELAY_MS, WIDE_MAP_BREAKPOINT_PX, type MapListing, type MapView } from './types'

/** A bounding box as [[west, south], [east, north]], the shape MapLibre's fitBounds takes. */
export type Bounds = [[number, number], [number, number]]

/**
 * Where the camera starts (000 §9): a single location at zoom 15 (the default centre at the default
 * zoom 10 when its coordinates are missing), the nation at 3, or the box around every point.
 * `later` is a zoom applied after a delay: the nation view moves to 4 after 500 ms on screens at
 * least 1014 px wide.
 */
export type Camera =
  | { kind: 'centre'; centre: LatLng; zoom: number; later: { zoom: number; afterMs: number } | null }
  | { kind: 'bounds'; bounds: Bounds; maxZoom: number }

export function initialCamera(view: MapView, points: readonly LatLng[], viewportWidth: number): Camera {
  switch (view.kind) {
    case 'single':
      return view.centre && validLatLng(view.centre)
        ? { kind: 'centre', centre: view.centre, zoom: MAP_ZOOM.single, later: null }
        : { kind: 'centre', centre: DEFAULT_MAP_CENTRE, zoom: MAP_ZOOM.default, later: null }
    case 'nation':
      return nationCamera(viewportWidth)
    case 'fit': {
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

export function nationCamera(viewportWidth: number): Camera {
  return {
    kind: 'centre',
    centre: DEFAULT_MAP_CENTRE,
    zoom: MAP_ZOOM.nationNarrow,
    later: viewportWidth >= WIDE_MAP_BREAKPOINT_PX ? { zoom: MAP_ZOOM.nationWide, afterMs: NATION_ZOOM_DELAY_MS } : null,
  }
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
