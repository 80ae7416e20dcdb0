import { and, eq, sql, type SQL } from 'drizzle-orm'
import { menuPagePath } from '~/catalog/format'
import { getDb } from '~/db/client.server'
import { preparedQuery } from '~/db/prepared-query.server'
import { dispensaries, menus, states, type MenuKind, type OpeningHours } from '~/db/schema'
import { greatCircleMeters, milesFromMeters } from '~/geo/distance'
import type { LatLng } from '~/geo/types'
import { isStateInRegion, type Region } from '~/site/host-mode'
import { shoppingStoreFromPath } from '~/site/shopping-store'
import { directionsUrl } from './address'
import { timeZoneLabel, todayHours, weeklyHours } from './hours'
import { COMING_SOON_TAG, describeLicences } from './licences'
import { NEARBY_COUNT } from './nearby'
import type {
  DispensaryDetail,
  DispensarySummary,
  MenuLink,
  MenuPage,
  NearbyDispensary,
  PickerDispensary,
  PickerState,
  StateSummary,
  StateWithDispensaries,
} from './types'

type Options = {
  /** The instant 'today' is computed for (tests pin it). */
  now?: Date
}

/** A dispensary with its state, its address and its hours. */
const dispensaryColumns = {
  stateName: states.name,
  stateSlug: states.slug,
  stateCode: states.code,
  id: dispensaries.id,
  name: dispensaries.name,
  slug: dispensaries.slug,
  street1: dispensaries.street1,
  street2: dispensaries.street2,
  city: dispensaries.city,
  zip: dispensaries.zip,
  phone: dispensaries.phone,
  timeZone: dispensaries.timeZone,
  hours: dispensaries.hours,
  tags: dispensaries.tags,
}

const summaryColumns = {
  ...dispensaryColumns,
  menuStoreId: menus.storeId,
  menuKind: menus.kind,
  menuSlug: menus.slug,
  menuIsDefault: menus.isDefault,
}

const detailColumns = {
  ...summaryColumns,
  description: dispensaries.description,
  lat: dispensaries.lat,
  lng: dispensaries.lng,
  licenceAdultUse: dispensaries.licenceAdultUse,
  licenceMedical: dispensaries.licenceMedical,
  licenceLounge: dispensaries.licenceLounge,
}

type SummaryRow = {
  stateName: string
  stateSlug: string
  stateCode: string
  id: number
  name: string
  slug: string
  street1: string
  street2: string | null
  city: string
  zip: string
  phone: string
  timeZone: string
  hours: OpeningHours[]
  tags: string[]
  menuStoreId: number | null
  menuKind: MenuKind | null
  menuSlug: string | null
  menuIsDefault: boolean | null
}

/**
 * The region's states that have dispensaries, alphabetical, each with its dispensaries (open ones
 * first, then by name) and their menus. Feeds the picker, the home page and /dispensaries.
 */
export async function listStatesWithDispensaries(
  region: Region,
  options: Options = {},
): Promise<StateWithDispensaries[]> {
  const rows = await selectSummaries()
  return groupByState(rows.filter((row) => isStateInRegion(row.stateCode, region)), options.now ?? new Date())
}

/**
 * The header picker's list: the region's states with their dispensaries' names, cities and paths
 * only. It runs on every page, so it reads nothing else (no hours, no menus).
 */
export async function listPickerStates(region: Region): Promise<PickerState[]> {
  const rows = await getDb()
    .select({
      stateName: states.name,
      stateSlug: states.slug,
      stateCode: states.code,
      name: dispensaries.name,
      slug: dispensaries.slug,
      city: dispensaries.city,
      tags: dispensaries.tags,
    })
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
  const byState = new Map<string, PickerState>()
  for (const row of rows) {
    if (!isStateInRegion(row.stateCode, region)) continue
    let state = byState.get(row.stateSlug)
    if (!state) {
      state = { name: row.stateName, slug: row.stateSlug, path: `/dispensaries/${row.stateSlug}`, dispensaries: [] }
      byState.set(row.stateSlug, state)
    }
    state.dispensaries.push({
      name: row.name,
      slug: row.slug,
      city: row.city,
      path: `/dispensaries/${row.stateSlug}/${row.slug}`,
      comingSoon: row.tags.includes(COMING_SOON_TAG),
    })
  }
  return [...byState.values()]
    .map((state) => ({ ...state, dispensaries: state.dispensaries.sort(byOpenThenName) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/**
 * How long a process keeps a region's picker list. Dispensaries are added or renamed by a release's
 * seed, not by shoppers, so a minute of staleness costs nothing, and every page stops reading the
 * whole dispensaries table (decision 0015, session of 2026-11-26, fourth).
 */
export const PICKER_STATES_TTL_MS = 60_000
type Kept<T> = { until: number; value: Promise<T> }
const pickerStatesCache = new Map<Region, Kept<PickerState[]>>()
const locatedCache = new Map<'all', Kept<LocatedRow[]>>()

/** What `read` answers, kept under `key` in this process for PICKER_STATES_TTL_MS; a failed read is not kept. */
function kept<K, T>(cache: Map<K, Kept<T>>, key: K, read: () => Promise<T>, now: number): Promise<T> {
  const hit = cache.get(key)
  if (hit && hit.until > now) return hit.value
  const entry = { until: now + PICKER_STATES_TTL_MS, value: read() }
  cache.set(key, entry)
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key)
  })
  return entry.value
}

/** listPickerStates, kept per region in this process. */
export function pickerStates(region: Region, now = Date.now()): Promise<PickerState[]> {
  return kept(pickerStatesCache, region, () => listPickerStates(region), now)
}

/** Tests: forget the lists this process keeps (the header's picker lists, the nearby search's rows). */
export function forgetKeptDispensaryLists(): void {
  pickerStatesCache.clear()
  locatedCache.clear()
}

/**
 * The header's dispensaries a page can name (decision 0015): of the region's list, those the keys
 * point at (the page's, the shopping store's, the home one), in that order, without repeats. The
 * page carries these few instead of the whole list, which the picker fetches when it is needed.
 */
export function pickerDispensariesFor(
  list: readonly PickerState[],
  keys: readonly ({ stateSlug: string; dispensarySlug: string } | null | undefined)[],
): PickerDispensary[] {
  const found: PickerDispensary[] = []
  for (const key of keys) {
    if (!key) continue
    const dispensary = list.find((state) => state.slug === key.stateSlug)?.dispensaries.find((d) => d.slug === key.dispensarySlug)
    if (dispensary && !found.includes(dispensary)) found.push(dispensary)
  }
  return found
}

/**
 * The header's dispensary for a page that names its store by a menu path rather than its own path
 * (the checkout, the post-checkout page); null when unknown or the list cannot be read.
 */
export async function shoppingDispensaryFor(region: Region, menuPath: string): Promise<PickerDispensary | null> {
  const store = shoppingStoreFromPath(menuPath)
  if (!store) return null
  const list = await pickerStates(region).catch(() => null)
  return list ? (pickerDispensariesFor(list, [store])[0] ?? null) : null
}

/**
 * A state page's state with its dispensaries; null when the slug is unknown or the state is not
 * listed in the host's region. A state without dispensaries comes back with an empty list.
 */
export async function getState(
  stateSlug: string,
  region: Region,
  options: Options = {},
): Promise<StateWithDispensaries | null> {
  const rows = await selectSummaries(eq(states.slug, stateSlug))
  const first = rows[0]
  if (first) {
    if (!isStateInRegion(first.stateCode, region)) return null
    return groupByState(rows, options.now ?? new Date())[0] ?? null
  }
  const [state] = await getDb()
    .select({ name: states.name, slug: states.slug, code: states.code })
    .from(states)
    .where(eq(states.slug, stateSlug))
    .limit(1)
  if (!state || !isStateInRegion(state.code, region)) return null
  return { ...stateSummary(state), dispensaries: [] }
}

/** A dispensary with its state, a row per menu (the page of every dispensary and every menu page). */
const dispensaryDetailRows = preparedQuery((db) =>
  db
    .select(detailColumns)
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .leftJoin(menus, eq(menus.dispensaryId, dispensaries.id))
    .where(and(eq(states.slug, sql.placeholder('stateSlug')), eq(dispensaries.slug, sql.placeholder('locationSlug'))))
    .prepare('dispensary_detail'),
)

/** One dispensary with its menus, licences, description and hours; null when unknown or out of region. */
export async function getDispensary(
  stateSlug: string,
  locationSlug: string,
  region: Region,
  options: Options = {},
): Promise<DispensaryDetail | null> {
  const rows = await dispensaryDetailRows().execute({ stateSlug, locationSlug })
  const first = rows[0]
  if (!first || !isStateInRegion(first.stateCode, region)) return null
  const summary = toSummary(first, rows, options.now ?? new Date())
  return {
    ...summary,
    id: first.id,
    state: stateSummary({ name: first.stateName, slug: first.stateSlug, code: first.stateCode }),
    description: first.description,
    lat: first.lat,
    lng: first.lng,
    licences: describeLicences(first.stateCode, {
      adultUse: first.licenceAdultUse,
      medical: first.licenceMedical,
      lounge: first.licenceLounge,
    }),
    week: weeklyHours(first.hours),
    timeZoneLabel: timeZoneLabel(first.timeZone),
    directionsUrl: directionsUrl(first, summary.address),
  }
}

/**
 * The menu page's dispensary and menu; null unless the store id is one of that dispensary's menus
 * and the page slug is that menu's slug.
 */
export async function getMenuPage(
  stateSlug: string,
  locationSlug: string,
  storeId: number,
  menuSlug: string,
  region: Region,
  options: Options = {},
): Promise<MenuPage | null> {
  const dispensary = await getDispensary(stateSlug, locationSlug, region, options)
  const menu = dispensary?.menus.find((m) => m.storeId === storeId)
  if (!dispensary || !menu || menu.slug !== menuSlug) return null
  return { dispensary, menu }
}

/**
 * The region's dispensaries nearest a point, by great-circle distance (labelled approximate), then
 * by name; only those with coordinates. `stateCode` keeps one state (002 §7: "filtered by state").
 */
export async function findNearby(
  origin: LatLng,
  region: Region,
  options: Options & { limit?: number; stateCode?: string } = {},
): Promise<NearbyDispensary[]> {
  const limit = options.limit ?? NEARBY_COUNT
  const now = options.now ?? new Date()
  const rows = await locatedDispensaries()
  return rows
    .flatMap((row) => {
      if (options.stateCode && row.stateCode !== options.stateCode) return []
      if (!isStateInRegion(row.stateCode, region)) return []
      return [{ row, meters: greatCircleMeters(origin, row.point) }]
    })
    .sort((a, b) => a.meters - b.meters || a.row.name.localeCompare(b.row.name, 'en'))
    .slice(0, limit)
    .map(({ row, meters }) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      path: `/dispensaries/${row.stateSlug}/${row.slug}`,
      state: row.stateName,
      stateCode: row.stateCode,
      city: row.city,
      distanceMiles: milesFromMeters(meters),
      approximate: true as const,
      address: { street1: row.street1, street2: row.street2, city: row.city, stateCode: row.stateCode, zip: row.zip },
      phone: row.phone,
      today: todayHours(row.hours, row.timeZone, now),
      comingSoon: row.tags.includes(COMING_SOON_TAG),
      lat: row.point.lat,
      lng: row.point.lng,
    }))
}

/**
 * Every dispensary with coordinates, kept per process like the header's lists (PICKER_STATES_TTL_MS:
 * dispensaries change with a release's seed, not with shoppers or staff). The locator asks for the
 * nearest of them on every move of its map; reading and decoding the whole table each time was
 * most of that endpoint's time (`npm run bench`: nearby for 1,000 random points).
 */
function locatedDispensaries(): Promise<LocatedRow[]> {
  return kept(locatedCache, 'all', readLocatedDispensaries, Date.now())
}

async function readLocatedDispensaries() {
  const rows = await getDb()
    .select({ ...dispensaryColumns, lat: dispensaries.lat, lng: dispensaries.lng })
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
  return rows.flatMap(({ lat, lng, ...row }) => (lat === null || lng === null ? [] : [{ ...row, point: { lat, lng } }]))
}
type LocatedRow = Awaited<ReturnType<typeof readLocatedDispensaries>>[number]

function selectSummaries(where?: SQL) {
  const query = getDb()
    .select(summaryColumns)
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .leftJoin(menus, eq(menus.dispensaryId, dispensaries.id))
  return where ? query.where(where) : query
}

function groupByState(rows: SummaryRow[], now: Date): StateWithDispensaries[] {
  const byState = new Map<string, { state: StateSummary; rows: Map<number, SummaryRow[]> }>()
  for (const row of rows) {
    let entry = byState.get(row.stateSlug)
    if (!entry) {
      entry = {
        state: stateSummary({ name: row.stateName, slug: row.stateSlug, code: row.stateCode }),
        rows: new Map(),
      }
      byState.set(row.stateSlug, entry)
    }
    const list = entry.rows.get(row.id)
    if (list) list.push(row)
    else entry.rows.set(row.id, [row])
  }
  return [...byState.values()]
    .map(({ state, rows: byDispensary }) => ({
      ...state,
      dispensaries: [...byDispensary.values()]
        .map((list) => toSummary(list[0] as SummaryRow, list, now))
        .sort(byOpenThenName),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/** Open dispensaries first, then by name. */
function byOpenThenName(a: { comingSoon: boolean; name: string }, b: { comingSoon: boolean; name: string }): number {
  return Number(a.comingSoon) - Number(b.comingSoon) || a.name.localeCompare(b.name, 'en')
}

function stateSummary(state: { name: string; slug: string; code: string }): StateSummary {
  return { name: state.name, slug: state.slug, code: state.code, path: `/dispensaries/${state.slug}` }
}

function toSummary(row: SummaryRow, rowsWithMenus: SummaryRow[], now: Date): DispensarySummary {
  const menuLinks: MenuLink[] = rowsWithMenus
    .flatMap((r) =>
      r.menuStoreId !== null && r.menuKind !== null && r.menuSlug !== null
        ? [
            {
              storeId: r.menuStoreId,
              kind: r.menuKind,
              slug: r.menuSlug,
              isDefault: Boolean(r.menuIsDefault),
              path: menuPagePath(row.stateSlug, row.slug, r.menuStoreId, r.menuSlug),
            },
          ]
        : [],
    )
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || kindOrder(a.kind) - kindOrder(b.kind))
  return {
    name: row.name,
    slug: row.slug,
    path: `/dispensaries/${row.stateSlug}/${row.slug}`,
    city: row.city,
    address: { street1: row.street1, street2: row.street2, city: row.city, stateCode: row.stateCode, zip: row.zip },
    phone: row.phone,
    timeZone: row.timeZone,
    hours: row.hours,
    today: todayHours(row.hours, row.timeZone, now),
    tags: row.tags,
    comingSoon: row.tags.includes(COMING_SOON_TAG),
    menus: menuLinks,
  }
}

function kindOrder(kind: MenuKind): number {
  return kind === 'recreational' ? 0 : 1
}
