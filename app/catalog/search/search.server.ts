import { bestDiscountedPrice, type SpecialDiscount } from '~/specials/pricing'
import { sql } from 'drizzle-orm'
import { getDb, getPool } from '~/db/client.server'
import type { IndexedVariant } from '~/db/schema'
import { menuPagePath as buildMenuPagePath, productUrl } from '../format'
import { facetValueLimit } from './facets'
import { emptyMenuQuery } from './query'
import { searchStatement, type SearchRow } from './statement.server'
import { planTextSearch } from './text'
import {
  LIST_ATTRIBUTES,
  MENU_PAGE_SIZE,
  RANGE_ATTRIBUTES,
  WEIGHT_KEYS,
  type FacetCounts,
  type FacetStats,
  type HitVariant,
  type MenuHit,
  type MenuQuery,
  type MenuSearchResult,
  type WeightName,
} from './types'
import { storeVocabulary } from './vocabulary.server'

export type SearchOptions = {
  /** The menu page's path ('/dispensaries/…/recreational-menu/'); hit urls hang off it. */
  menuPagePath: string
  /** The clock deciding which specials are live. */
  now?: Date
  /** Hits per page; 0 answers counts and facets only. Default 20, at most 100. */
  hitsPerPage?: number
}

/** The store a search runs against, for 404s and hit links. */
export type SearchStore = {
  storeId: number
  stateCode: string
  /** The dispensary's slug (001 §6 hides some filters by dispensary). */
  dispensarySlug: string
  menuPagePath: string
}

export async function findSearchStore(storeId: number): Promise<SearchStore | null> {
  const result = await getDb().execute<{ state_slug: string; state_code: string; slug: string; menu_slug: string }>(sql`
    select s.slug as state_slug, s.code as state_code, d.slug, m.slug as menu_slug
    from menus m
    join dispensaries d on d.id = m.dispensary_id
    join states s on s.id = d.state_id
    where m.store_id = ${storeId}
  `)
  const row = result.rows[0]
  if (!row) return null
  return {
    storeId,
    stateCode: row.state_code,
    dispensarySlug: row.slug,
    menuPagePath: buildMenuPagePath(row.state_slug, row.slug, storeId, row.menu_slug),
  }
}

/** Whether a store (menu) exists; a menu with no products is still a store. */
export async function storeHasMenu(storeId: number): Promise<boolean> {
  const result = await getDb().execute<{ found: boolean }>(
    sql`select exists(select 1 from menus where store_id = ${storeId}) as found`,
  )
  return Boolean(result.rows[0]?.found)
}

/** Facet counts of a store's menu with no filters (001 §7's facet fetch), optionally for a text query. */
export async function menuFacets(storeId: number, searchQuery = '', options: { now?: Date } = {}): Promise<FacetCounts> {
  const result = await searchMenu(
    { ...emptyMenuQuery(storeId), searchQuery },
    { menuPagePath: '/', hitsPerPage: 0, now: options.now },
  )
  return result.facets
}

/**
 * One store's menu search in one SQL statement: the page of hits, the totals, every facet's
 * disjunctive counts and the potency stats.
 *
 * The statement reads the store's rows once (a CTE over the (store_id, …) index, text match
 * applied), decides per row which filters it fails, and then counts:
 * - total: rows passing every filter; totalWithoutFilters: every row of the CTE;
 * - each attribute's facet: rows passing every filter but that attribute's own, by value (all
 *   attributes in one pass over the rows' facet tokens), cut to the attribute's value limit, most
 *   frequent first;
 * - each potency attribute's stats: min and max over rows passing every filter but its own range,
 *   so a slider keeps the span it can widen to.
 */
export async function searchMenu(query: MenuQuery, options: SearchOptions): Promise<MenuSearchResult> {
  const { row, page, hitsPerPage } = await runSearch(query, options)
  return searchResult(row, query.storeId, options.menuPagePath, page, hitsPerPage)
}

/**
 * `searchMenu` together with the store it searched (its menu page path, which the hits link to,
 * and its state), read by the same statement; null when there is no such store.
 */
export async function searchStoreMenu(
  query: MenuQuery,
  options: Omit<SearchOptions, 'menuPagePath'> = {},
): Promise<{ store: SearchStore; result: MenuSearchResult } | null> {
  const { row, page, hitsPerPage } = await runSearch(query, options)
  if (!row.store) return null
  const [stateSlug, stateCode, dispensarySlug, menuSlug] = row.store
  const store: SearchStore = {
    storeId: query.storeId,
    stateCode,
    dispensarySlug,
    menuPagePath: buildMenuPagePath(stateSlug, dispensarySlug, query.storeId, menuSlug),
  }
  return { store, result: searchResult(row, query.storeId, store.menuPagePath, page, hitsPerPage) }
}

async function runSearch(
  query: MenuQuery,
  options: Omit<SearchOptions, 'menuPagePath'>,
): Promise<{ row: SearchRow; page: number; hitsPerPage: number }> {
  const storeId = query.storeId
  const now = options.now ?? new Date()
  const hitsPerPage = Math.max(0, Math.min(100, Math.trunc(options.hitsPerPage ?? MENU_PAGE_SIZE)))
  const page = Math.max(0, Math.trunc(query.page))

  const plan = query.searchQuery ? planTextSearch(query.searchQuery, await storeVocabulary(storeId)) : null
  const statement = searchStatement(query, { now, hitsPerPage, page, plan })
  const result = await getPool().query<SearchRow>({ name: statement.name, text: statement.text, values: statement.values })
  const row = result.rows[0]
  if (!row) throw new Error(`menu search of store ${storeId} returned no row`)
  return { row, page, hitsPerPage }
}

function searchResult(row: SearchRow, storeId: number, menuPagePath: string, page: number, hitsPerPage: number): MenuSearchResult {
  const facetsStats: FacetStats = {}
  for (const attribute of RANGE_ATTRIBUTES) {
    const [min, max] = row.stats[attribute] ?? [null, null]
    if (min !== null && max !== null) facetsStats[attribute] = { min, max }
  }
  const pageSize = hitsPerPage || MENU_PAGE_SIZE
  return {
    hits: row.hits.map((hit) => toHit(hit, storeId, menuPagePath)),
    total: row.total,
    totalPages: Math.ceil(row.total / pageSize),
    totalWithoutFilters: row.total_without_filters,
    facets: facetCounts(row.facets, row.specials),
    facetsStats,
    page,
    specials: row.specials,
  }
}

/**
 * The facet counts as the statement returns them ('attribute:value' tokens with their counts, most
 * frequent first, ties by value) by attribute: live specials only, each attribute cut to its value
 * limit.
 */
function facetCounts(tokens: [string, number][], liveSpecials: Record<string, string>): FacetCounts {
  const facets: FacetCounts = {}
  const room = new Map<string, { counts: Record<string, number>; left: number }>()
  for (const attribute of LIST_ATTRIBUTES) {
    const counts: Record<string, number> = {}
    facets[attribute] = counts
    room.set(attribute, { counts, left: facetValueLimit(attribute) })
  }
  for (const [token, count] of tokens) {
    const colon = token.indexOf(':')
    const bucket = room.get(token.slice(0, colon))
    if (!bucket || bucket.left === 0) continue
    const value = token.slice(colon + 1)
    if (bucket.counts === facets.applicable_special_ids && !Object.hasOwn(liveSpecials, value)) continue
    bucket.counts[value] = count
    bucket.left -= 1
  }
  return facets
}

/** A search_products row as the search and carousel queries select it. */
export type HitRow = {
  product_id: number
  name: string
  brand: string
  brand_subtype: string | null
  kind: string
  root_subtype: string | null
  category: string | null
  type: string | null
  root_types: string[]
  available_weights: WeightName[]
  bucket_price: number
  variants: IndexedVariant[]
  aggregate_rating: number | null
  review_count: number
  percent_thc: number | null
  percent_cbd: number | null
  percent_thca: number | null
  live_special_ids: number[]
  special_title: string | null
  /** The live product specials' discounts (issue 19): the hit's prices follow them at read time. */
  special_discounts?: SpecialDiscount[] | null
  activities: string[]
  feelings: string[]
  max_cart_quantity: number
  image_urls: string[]
  unique_slug: string
  in_stock: boolean
  arrived_on: string
}

/** Where each weight's price sits in the hit's price fields (WEIGHT_KEYS order). */
const WEIGHT_SLOT: Record<string, number> = Object.fromEntries(WEIGHT_KEYS.map((weight, slot) => [weight, slot]))

const numberOrNull = (value: number | string | null | undefined): number | null => (value == null ? null : Number(value))

/**
 * The index row as the search hit the API and the card model read (the contract of types.ts).
 * Every search, carousel and product page runs this for each hit, so it builds one object literal
 * of a fixed shape (the price fields spelt out in WEIGHT_KEYS order) rather than computed keys.
 */
export function toHit(row: HitRow, storeId: number, menuPath: string): MenuHit {
  const price: (number | null)[] = [null, null, null, null, null, null, null, null]
  const discounted: (number | null)[] = [null, null, null, null, null, null, null, null]
  const inventoryPotencies: HitVariant[] = []
  for (const variant of row.variants) {
    const variantPrice = Number(variant.price)
    const discountedPrice = bestDiscountedPrice(variantPrice, numberOrNull(variant.discountedPrice), row.special_discounts)
    const slot = WEIGHT_SLOT[variant.weight]
    if (slot !== undefined) {
      price[slot] = variantPrice
      discounted[slot] = discountedPrice
    }
    inventoryPotencies.push({
      price_id: variant.weight,
      price: variantPrice,
      discounted_price: discountedPrice,
      inventory: Number(variant.inventory),
      thc_potency: numberOrNull(variant.thc),
      thca_potency: numberOrNull(variant.thca),
      cbd_potency: numberOrNull(variant.cbd),
    })
  }
  return {
    price_half_gram: price[0]!,
    discounted_price_half_gram: discounted[0]!,
    price_gram: price[1]!,
    discounted_price_gram: discounted[1]!,
    price_two_gram: price[2]!,
    discounted_price_two_gram: discounted[2]!,
    price_eighth_ounce: price[3]!,
    discounted_price_eighth_ounce: discounted[3]!,
    price_quarter_ounce: price[4]!,
    discounted_price_quarter_ounce: discounted[4]!,
    price_half_ounce: price[5]!,
    discounted_price_half_ounce: discounted[5]!,
    price_ounce: price[6]!,
    discounted_price_ounce: discounted[6]!,
    price_each: price[7]!,
    discounted_price_each: discounted[7]!,
    objectID: `${storeId}-${row.product_id}`,
    product_id: row.product_id,
    store_id: storeId,
    name: row.name,
    brand: row.brand,
    brand_subtype: row.brand_subtype,
    kind: row.kind,
    root_subtype: row.root_subtype,
    category: row.category,
    type: row.type,
    root_types: row.root_types,
    available_weights: row.available_weights,
    bucket_price: Number(row.bucket_price),
    aggregate_rating: numberOrNull(row.aggregate_rating),
    review_count: row.review_count,
    percent_thc: numberOrNull(row.percent_thc),
    percent_cbd: numberOrNull(row.percent_cbd),
    percent_thca: numberOrNull(row.percent_thca),
    applicable_special_ids: row.live_special_ids.map(String),
    special_title: row.special_title,
    activities: row.activities,
    feelings: row.feelings,
    max_cart_quantity: row.max_cart_quantity,
    image_urls: row.image_urls,
    unique_slug: row.unique_slug,
    inventory_potencies: inventoryPotencies,
    in_stock: row.in_stock,
    arrived_on: row.arrived_on,
    url: productUrl(menuPath, row.product_id, row.unique_slug),
  }
}
