import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { deliveryZones, dispensaries, dispensaryReviews, states } from '~/db/schema'
import type { DeliveryZone, MapListing } from '~/maps/types'
import { hidesRatings, isStateInRegion, type Region } from '~/site/host-mode'
import { addressLines, menuKindLabel } from './address'
import { findNearby, listStatesWithDispensaries } from './dispensaries.server'
import { NEARBY_COUNT, nearbyList } from './nearby'
import type { DispensaryDetail, DispensaryReview, DispensarySummary, NearbyDispensary, StateWithDispensaries } from './types'

/** How many reviews the dispensary's carousel gets. */
export const DISPENSARY_REVIEWS_LIMIT = 20

/**
 * A dispensary's visible reviews, newest first; none on an Ohio host (000 §1) or when the
 * dispensary disables reviews (000 §6).
 */
export async function listDispensaryReviews(dispensaryId: number, region: Region): Promise<DispensaryReview[]> {
  if (hidesRatings(region)) return []
  const rows = await getDb()
    .select({
      id: dispensaryReviews.id,
      author: dispensaryReviews.author,
      comment: dispensaryReviews.comment,
      rating: dispensaryReviews.rating,
      createdAt: dispensaryReviews.createdAt,
    })
    .from(dispensaryReviews)
    .innerJoin(dispensaries, eq(dispensaries.id, dispensaryReviews.dispensaryId))
    .where(
      and(
        eq(dispensaryReviews.dispensaryId, dispensaryId),
        eq(dispensaryReviews.hidden, false),
        eq(dispensaries.reviewsDisabled, false),
      ),
    )
    .orderBy(desc(dispensaryReviews.createdAt), desc(dispensaryReviews.id))
    .limit(DISPENSARY_REVIEWS_LIMIT)
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    comment: row.comment,
    rating: row.rating as DispensaryReview['rating'],
    createdAt: row.createdAt.toISOString(),
  }))
}

/**
 * A dispensary's delivery zones (000 §3: GeoJSON with the store's name and its default menu page
 * as the link), in their order.
 */
export async function listDeliveryZones(
  dispensaryId: number,
  store: { name: string; defaultMenuPath: string },
): Promise<DeliveryZone[]> {
  const rows = await getDb()
    .select({ id: deliveryZones.id, name: deliveryZones.name, geometry: deliveryZones.geometry })
    .from(deliveryZones)
    .where(eq(deliveryZones.dispensaryId, dispensaryId))
    .orderBy(asc(deliveryZones.sort), asc(deliveryZones.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    storeName: store.name,
    link: store.defaultMenuPath,
    geometry: row.geometry as DeliveryZone['geometry'],
  }))
}

/** A dispensary as a map listing (000 §3 'Map listing'). */
export function dispensaryListing(store: DispensarySummary & { id: number; lat: number | null; lng: number | null }): MapListing {
  return {
    id: `dispensary-${store.id}`,
    kind: 'dispensary',
    title: store.name,
    lat: store.lat,
    lng: store.lng,
    uri: store.path,
    address: addressLines(store.address),
    phone: store.phone || null,
    website: null,
    email: null,
    fax: null,
    customDistance: null,
    menuBtns: store.menus.map((menu) => ({ name: menuKindLabel(menu.kind), url: menu.path, isDefault: menu.isDefault })),
    openingTime: store.today.label,
    heroImage: null,
    mobileHeroImage: null,
    tags: store.tags,
    stateCode: store.address.stateCode,
  }
}

/** The region's dispensaries as map listings, all or one state's (the index and state pages). */
export async function listMapListings(
  region: Region,
  options: { stateSlug?: string; now?: Date } = {},
): Promise<MapListing[]> {
  const all = await listStatesWithDispensaries(region, { now: options.now })
  return mapListingsOf(options.stateSlug ? all.filter((s) => s.slug === options.stateSlug) : all, region)
}

/**
 * States' dispensaries (as the index and state pages load them) as map listings, with their
 * coordinates: one more query, for the coordinates only.
 */
export async function mapListingsOf(wanted: readonly StateWithDispensaries[], region: Region): Promise<MapListing[]> {
  if (wanted.every((s) => s.dispensaries.length === 0)) return []
  const points = await getDb()
    .select({ id: dispensaries.id, slug: dispensaries.slug, stateSlug: states.slug, lat: dispensaries.lat, lng: dispensaries.lng })
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .where(inArray(states.slug, wanted.map((s) => s.slug)))
  const byPath = new Map(points.map((p) => [`/dispensaries/${p.stateSlug}/${p.slug}`, p]))
  return wanted.flatMap((state) =>
    state.dispensaries.flatMap((store) => {
      const point = byPath.get(store.path)
      if (!point || !isStateInRegion(state.code, region)) return []
      return [dispensaryListing({ ...store, id: point.id, lat: point.lat, lng: point.lng })]
    }),
  )
}

/**
 * 002 §7, §9 'Dispensaries Nearby': the search asks for 3 hits around the dispensary's coordinates
 * within its state, then the nearby rule drops the first hit and the dispensary itself (decision
 * 0019). None without coordinates.
 */
export async function listNearbyDispensaries(
  dispensary: Pick<DispensaryDetail, 'slug' | 'lat' | 'lng' | 'address'>,
  region: Region,
  options: { now?: Date } = {},
): Promise<NearbyDispensary[]> {
  if (dispensary.lat === null || dispensary.lng === null) return []
  const hits = await findNearby({ lat: dispensary.lat, lng: dispensary.lng }, region, {
    limit: NEARBY_COUNT,
    stateCode: dispensary.address.stateCode,
    now: options.now,
  })
  return nearbyList(hits, dispensary.slug)
}

/** What the dispensary home shows around the dispensary: its map listing, delivery zones, reviews and nearby stores. */
export type DispensaryHomeData = {
  listing: MapListing
  zones: DeliveryZone[]
  reviews: DispensaryReview[]
  nearby: NearbyDispensary[]
}

/**
 * The dispensary home's map and neighbourhood. Delivery zones link to the default menu, so a store
 * without a menu to shop (coming soon) shows none.
 */
export async function getDispensaryHome(dispensary: DispensaryDetail, region: Region, options: { now?: Date } = {}): Promise<DispensaryHomeData> {
  const menu = dispensary.comingSoon ? undefined : dispensary.menus[0]
  const [zones, reviews, nearby] = await Promise.all([
    menu ? listDeliveryZones(dispensary.id, { name: dispensary.name, defaultMenuPath: menu.path }) : Promise.resolve([]),
    listDispensaryReviews(dispensary.id, region),
    listNearbyDispensaries(dispensary, region, options),
  ])
  return { listing: dispensaryListing(dispensary), zones, reviews, nearby }
}
