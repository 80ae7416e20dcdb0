import { DISTANCE_BATCH, MILES_PER_KILOMETRE, OUT_OF_RANGE, type DistanceResult, type LatLng } from './types'

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Haversine distance in metres. */
export function greatCircleMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** 000 §7: miles are kilometres × 0.622, with one decimal. */
export function milesFromMeters(meters: number): number {
  return Math.round((meters / 1000) * MILES_PER_KILOMETRE * 10) / 10
}

/** '12.3 mi (approx.)', '12.3 mi', or 'Out of Range' when no route joins the two places. */
export function distanceLabel(result: DistanceResult): string {
  if (result.status !== 'OK') return OUT_OF_RANGE
  const miles = milesFromMeters(result.meters).toFixed(1)
  return result.approximate ? `${miles} mi (approx.)` : `${miles} mi`
}

/** Splits a list into runs of at most `size` (000 §7: 25 destinations per distance call). */
export function batches<T>(items: readonly T[], size: number = DISTANCE_BATCH): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('batch size must be a positive integer')
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

type Box = { south: number; north: number; west: number; east: number }
type LandMass = { name: string; boxes: Box[] }

/**
 * Land masses a car cannot leave (decision 0019): a great circle always exists, so a destination
 * is 'Out of Range' when it lies on another land mass than the origin, or on none we know.
 * Islands are listed before the mainland because the mainland's boxes are coarse.
 */
export const LAND_MASSES: readonly LandMass[] = [
  { name: 'hawaii', boxes: [{ south: 18.5, north: 22.5, west: -160.8, east: -154.5 }] },
  { name: 'puerto-rico-virgin-islands', boxes: [{ south: 17.6, north: 18.6, west: -67.95, east: -64.3 }] },
  {
    name: 'pacific-territories',
    boxes: [
      { south: 13.2, north: 20.6, west: 144.5, east: 146.1 }, // Guam and the Northern Mariana Islands
      { south: -14.6, north: -11, west: -171.2, east: -168.1 }, // American Samoa
    ],
  },
  {
    name: 'mainland',
    boxes: [
      { south: 14.5, north: 49.5, west: -125, east: -66.9 }, // contiguous US, Mexico
      { south: 41.6, north: 83.2, west: -141.1, east: -52.6 }, // Canada
      { south: 51, north: 71.5, west: -180, east: -129.9 }, // Alaska
      { south: 51, north: 53.1, west: 172.4, east: 180 }, // the western Aleutians
      { south: 7.2, north: 18.5, west: -92.3, east: -77.1 }, // Central America
    ],
  },
]

export function landMassOf(point: LatLng): string | null {
  const { lat, lng } = point
  for (const mass of LAND_MASSES) {
    if (mass.boxes.some((b) => lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east)) return mass.name
  }
  return null
}

/** True when a driving route could join the two places. */
export function reachable(origin: LatLng, destination: LatLng): boolean {
  const from = landMassOf(origin)
  return from !== null && from === landMassOf(destination)
}

/** The embedded distance: great circle, labelled approximate, 'Out of Range' across water. */
export function approximateDistance(origin: LatLng, destination: LatLng): DistanceResult {
  if (!reachable(origin, destination)) return { status: 'ZERO_RESULTS' }
  return { status: 'OK', meters: greatCircleMeters(origin, destination), approximate: true }
}

export type ParsedLatLng = { ok: true; value: LatLng } | { ok: false; message: string }

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/

function coordinate(params: URLSearchParams, name: 'lat' | 'lng', limit: number): number | string {
  const raw = params.get(name)
  if (raw === null || raw.trim() === '') return `${name} is required`
  const text = raw.trim()
  const value = NUMBER.test(text) ? Number(text) : Number.NaN
  if (!Number.isFinite(value)) return `${name} must be a number between -${limit} and ${limit}`
  if (value < -limit || value > limit) return `${name} must be between -${limit} and ${limit}`
  return value
}

/** `lat` and `lng` from a query string, or the first problem in words (an API answers it as a 400). */
export function parseLatLng(params: URLSearchParams): ParsedLatLng {
  const lat = coordinate(params, 'lat', 90)
  if (typeof lat === 'string') return { ok: false, message: lat }
  const lng = coordinate(params, 'lng', 180)
  if (typeof lng === 'string') return { ok: false, message: lng }
  return { ok: true, value: { lat, lng } }
}
