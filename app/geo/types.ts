/**
 * The maps service's contract (architecture.md: "a small interface with a real offline
 * implementation for each hosted service the original site rented"). Pure and browser-safe.
 * The embedded implementation answers from an offline gazetteer (US ZIP and city centroids) and
 * great-circle distances, labelled approximate; a production adapter may call a routing engine.
 */
export type LatLng = { lat: number; lng: number }

/** 000 §7, §9: distance lookups take at most 25 destinations per call. */
export const DISTANCE_BATCH = 25
/** 000 §7, §9: miles are kilometres × 0.622, shown with one decimal. */
export const MILES_PER_KILOMETRE = 0.622
/** 000 §5, §8: a destination no route reaches. */
export const OUT_OF_RANGE = 'Out of Range'

export type GeocodeStatus = 'OK' | 'ZERO_RESULTS' | 'INVALID_REQUEST'

/** A gazetteer match: a ZIP code's or a city's centroid. */
export type Place = { label: string; lat: number; lng: number; kind: 'zip' | 'city'; stateCode: string }

export type DistanceResult = { status: 'OK'; meters: number; approximate: boolean } | { status: 'ZERO_RESULTS' }

export interface MapsService {
  /**
   * 000 §5: a result sets the origin only when the status is OK and the place has a location.
   * `partial`: the text is still being typed (suggestions), so 3 or 4 digits find the ZIP codes
   * starting with them.
   */
  geocode(query: string, options?: { limit?: number; partial?: boolean }): Promise<{ status: GeocodeStatus; results: Place[] }>
  /** At most DISTANCE_BATCH destinations per call; callers batch longer lists. */
  distances(origin: LatLng, destinations: readonly LatLng[]): Promise<DistanceResult[]>
}
