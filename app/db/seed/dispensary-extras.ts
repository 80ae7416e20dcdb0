/**
 * Seed rows issue 15 added: delivery zones, dispensary reviews and certifying providers. Each
 * draws from its own forked random stream, so adding them moves no existing id, slug or price.
 * Pure: the providers' ZIP codes come in as an argument (the gazetteer is server-only).
 */
import type { certifyingProviders, deliveryZones, dispensaries, dispensaryReviews, ZoneGeometry } from '~/db/schema'
import { type Random, round } from './random'

type DispensaryRow = typeof dispensaries.$inferSelect
export type DeliveryZoneRow = typeof deliveryZones.$inferSelect
export type DispensaryReviewRow = typeof dispensaryReviews.$inferSelect
export type ProviderRow = typeof certifyingProviders.$inferSelect
export type SeedZip = { zip: string; lat: number; lng: number; city: string; stateCode: string }

const KM_PER_DEGREE_LAT = 111.195
const KM_PER_MILE = 1 / 0.622
const ZONE_VERTICES = 20

/** A closed ring of `ZONE_VERTICES` [lng, lat] points around a centre, its radius wobbling ±20 %. */
function ring(rng: Random, centre: { lat: number; lng: number }, radiusMiles: number): [number, number][] {
  const kmPerDegreeLng = KM_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180)
  const points: [number, number][] = []
  for (let i = 0; i < ZONE_VERTICES; i++) {
    const angle = (2 * Math.PI * i) / ZONE_VERTICES
    const km = radiusMiles * KM_PER_MILE * rng.float(0.8, 1.2)
    points.push([
      round(centre.lng + (km * Math.cos(angle)) / kmPerDegreeLng, 5),
      round(centre.lat + (km * Math.sin(angle)) / KM_PER_DEGREE_LAT, 5),
    ])
  }
  points.push(points[0]!)
  return points
}

const ZONE_PARTS = [
  { suffix: '', north: 0 },
  { suffix: ' North', north: 1 },
  { suffix: ' South', north: -1 },
] as const

/** 1–3 zones of 5–15 miles for each delivering store with coordinates; ids 'dz-{slug}-{n}'. */
export function buildDeliveryZones(fork: (label: string) => Random, stores: readonly DispensaryRow[]): DeliveryZoneRow[] {
  const rows: DeliveryZoneRow[] = []
  for (const store of stores) {
    if (!store.tags.includes('delivery') || store.lat === null || store.lng === null) continue
    const rng = fork(`zones:${store.id}`)
    const count = rng.int(1, 3)
    for (let n = 1; n <= count; n++) {
      const part = ZONE_PARTS[n - 1]!
      const radius = rng.int(5, 15)
      const centre = { lat: store.lat + (part.north * radius * KM_PER_MILE) / KM_PER_DEGREE_LAT, lng: store.lng }
      const geometry: ZoneGeometry = { type: 'Polygon', coordinates: [ring(rng, centre, radius)] }
      rows.push({ id: `dz-${store.slug}-${n}`, dispensaryId: store.id, name: `${store.city}${part.suffix}`, geometry, sort: n })
    }
  }
  return rows
}

const AUTHORS = ['Maya R.', 'Jordan T.', 'Priya S.', 'Luis G.', 'Hannah K.', 'Dev P.', 'Sam W.', 'Renee L.', 'Marcus B.', 'Ana C.', 'Tom H.', 'Keisha J.']
const COMMENTS: Record<number, readonly string[]> = {
  5: ['Friendly staff who took the time to explain every option.', 'Quick pickup, order was ready when I arrived.', 'Clean store, great selection and fair prices.', 'The budtender remembered what I liked from last time.'],
  4: ['Good selection, the line moved fast.', 'Helpful staff; parking can be tight at lunch.', 'Reliable store, I come back every week.'],
  3: ['Fine overall, but my favourite was out of stock.', 'Decent store, the wait was longer than expected.'],
  2: ['Pickup took twenty minutes past the ready time.'],
  1: ['My order was cancelled without a call.'],
}

/** 5–15 reviews for each open store, dated within the year before `referenceDate`, ids oldest first. */
export function buildDispensaryReviews(
  fork: (label: string) => Random,
  stores: readonly DispensaryRow[],
  referenceDate: Date,
): DispensaryReviewRow[] {
  const rows: DispensaryReviewRow[] = []
  for (const store of stores) {
    if (store.tags.includes('coming-soon')) continue
    const rng = fork(`dispensary-reviews:${store.id}`)
    const own: DispensaryReviewRow[] = []
    const count = rng.int(5, 15)
    for (let i = 0; i < count; i++) {
      const rating = rng.weighted([[5, 50], [4, 30], [3, 12], [2, 5], [1, 3]] as const)
      own.push({
        id: 0,
        dispensaryId: store.id,
        author: rng.pick(AUTHORS),
        comment: rng.pick(COMMENTS[rating]!),
        rating,
        hidden: rng.chance(0.05),
        createdAt: new Date(referenceDate.getTime() - rng.int(1, 365) * 86_400_000 - rng.int(0, 86_399) * 1000),
      })
    }
    own.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    for (const review of own) rows.push({ ...review, id: rows.length + 1 })
  }
  return rows
}

const SURNAMES = ['Alvarez', 'Bennett', 'Chen', 'Dawson', 'Ellis', 'Fischer', 'Grant', 'Hughes', 'Iyer', 'Jensen', 'Kowalski', 'Lopez', 'Morgan', 'Nguyen', 'Okafor', 'Patel', 'Quinn', 'Reyes', 'Sullivan', 'Thompson']
const FIRST_NAMES = ['Alicia', 'Brian', 'Carmen', 'David', 'Elena', 'Frank', 'Grace', 'Hector', 'Irene', 'James', 'Karen', 'Leo']
const PRACTICES = ['Medical Cannabis Evaluations', 'Wellness Clinic', 'Integrative Medicine', 'Patient Certification Center', 'Family Practice']
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Washington Blvd', 'Park Ave', 'Lake St', 'Cedar Ln', 'Elm St', 'Highland Ave', 'Center St']

/**
 * 4–8 certifying providers per state, each at a real ZIP code's centroid (so ZIP, city and
 * coordinates agree), drawn per state from its own stream. `zipsByState` lists each state's ZIPs.
 */
export function buildProviders(
  fork: (label: string) => Random,
  stateCodes: readonly string[],
  zipsByState: (stateCode: string) => readonly SeedZip[],
): ProviderRow[] {
  const rows: ProviderRow[] = []
  for (const stateCode of stateCodes) {
    const zips = zipsByState(stateCode)
    if (zips.length === 0) continue
    const rng = fork(`providers:${stateCode}`)
    const count = rng.int(4, 8)
    for (const place of rng.sample(zips, Math.min(count, zips.length))) {
      const surname = rng.pick(SURNAMES)
      const solo = rng.chance(0.5)
      const title = solo ? `Dr. ${rng.pick(FIRST_NAMES)} ${surname}, MD` : `${surname} ${rng.pick(PRACTICES)}`
      const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
      rows.push({
        id: rows.length + 1,
        title,
        street: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
        city: place.city,
        stateCode,
        postalCode: place.zip,
        lat: place.lat,
        lng: place.lng,
        website: rng.chance(0.8) ? `https://${slug}.example` : null,
        phone: rng.chance(0.9) ? `(555) 01${rng.int(0, 9)}-${String(rng.int(0, 9999)).padStart(4, '0')}` : null,
      })
    }
  }
  return rows
}
