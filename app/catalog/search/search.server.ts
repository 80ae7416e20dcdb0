import { sql, type SQL } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import type { IndexedVariant } from '~/db/schema'
import { menuPagePath as buildMenuPagePath, productUrl } from '../format'
import { facetValueLimit } from './facets'
import { priceBucketSql } from './index.server'
import { MIN_REVIEWS_FOR_RATING, emptyMenuQuery } from './query'
import { planTextSearch, type TextPlan } from './text'
import {
  LIST_ATTRIBUTES,
  MENU_PAGE_SIZE,
  RANGE_ATTRIBUTES,
  WEIGHT_KEYS,
  type FacetCounts,
  type FacetStats,
  type HitVariant,
  type ListAttribute,
  type MenuHit,
  type MenuQuery,
  type MenuSearchResult,
  type RangeAttribute,
  type SortValue,
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

const SORT_ORDER: Record<SortValue, string> = {
  featured: 'featured_rank, product_id',
  price_asc: 'bucket_price, product_id',
  price_desc: 'bucket_price desc, product_id',
  thc_desc: 'percent_thc desc nulls last, product_id',
  top_rated: 'aggregate_rating desc nulls last, review_count desc, product_id',
  newest: 'arrived_on desc, product_id',
}

/** The columns each sort reads, besides relevance and product_id. */
const SORT_COLUMNS: Record<SortValue, string[]> = {
  featured: ['featured_rank'],
  price_asc: ['bucket_price'],
  price_desc: ['bucket_price'],
  thc_desc: [],
  top_rated: ['aggregate_rating', 'review_count'],
  newest: ['arrived_on'],
}

const SCALAR_ATTRIBUTES = new Set<ListAttribute>(['kind', 'category', 'brand'])
const ARRAY_ATTRIBUTES = new Set<ListAttribute>(['root_types', 'available_weights', 'activities', 'feelings'])

type Filter = { attribute: ListAttribute | RangeAttribute; column: string; condition: SQL }

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
  const storeId = query.storeId
  const now = options.now ?? new Date()
  const hitsPerPage = Math.max(0, Math.min(100, Math.trunc(options.hitsPerPage ?? MENU_PAGE_SIZE)))
  const page = Math.max(0, Math.trunc(query.page))

  const plan = query.searchQuery ? planTextSearch(query.searchQuery, await storeVocabulary(storeId)) : null
  const result = await getDb().execute<ResultRow>(searchStatement(query, { now, hitsPerPage, page, plan }))
  const row = result.rows[0]
  if (!row) throw new Error(`menu search of store ${storeId} returned no row`)

  const facets = facetCounts(row.facets, row.specials)
  const facetsStats: FacetStats = {}
  for (const attribute of RANGE_ATTRIBUTES) {
    const [min, max] = row.stats[attribute] ?? [null, null]
    if (min !== null && max !== null) facetsStats[attribute] = { min, max }
  }
  const pageSize = hitsPerPage || MENU_PAGE_SIZE
  return {
    hits: row.hits.map((hit) => toHit(hit, storeId, options.menuPagePath)),
    total: row.total,
    totalPages: Math.ceil(row.total / pageSize),
    totalWithoutFilters: row.total_without_filters,
    facets,
    facetsStats,
    page,
    specials: row.specials,
  }
}

/**
 * The facet counts as the statement returns them ('attribute:value' tokens with their counts) by
 * attribute: live specials only, each attribute cut to its value limit, most frequent first (ties
 * by value, code-unit order).
 */
function facetCounts(tokens: [string, number][], liveSpecials: Record<string, string>): FacetCounts {
  const byAttribute = new Map<string, [string, number][]>(LIST_ATTRIBUTES.map((attribute) => [attribute, []]))
  for (const [token, count] of tokens) {
    const colon = token.indexOf(':')
    const attribute = token.slice(0, colon)
    const value = token.slice(colon + 1)
    if (attribute === 'applicable_special_ids' && liveSpecials[value] === undefined) continue
    byAttribute.get(attribute)?.push([value, count])
  }
  const facets: FacetCounts = {}
  for (const attribute of LIST_ATTRIBUTES) {
    const entries = byAttribute.get(attribute)!
    entries.sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    const counts: Record<string, number> = {}
    for (const [value, count] of entries.slice(0, facetValueLimit(attribute))) counts[value] = count
    facets[attribute] = counts
  }
  return facets
}

/**
 * The search's one statement (exported for EXPLAIN at scale).
 *
 * `base` holds the store's rows that match the text, with only the columns the rest reads and one
 * `scope` per row saying which facets the row counts towards: '' when it passes every filter (all
 * facets), 'attribute:' when it fails exactly that attribute's filter (that facet only: counts
 * leave out their own filter), null when it fails two or more (none). All facets are then counted
 * in one pass over the rows' precomputed facet tokens, keeping the tokens that start with the
 * row's scope; totals and potency stats come from one aggregate over the same rows.
 */
export function searchStatement(
  query: MenuQuery,
  { now, hitsPerPage, page, plan }: { now: Date; hitsPerPage: number; page: number; plan: TextPlan | null },
): SQL {
  const storeId = query.storeId
  const filters = buildFilters(query)

  const textCondition = plan ? sql`and search_vector @@ ${plan.match}::tsquery` : sql``
  const relevance = plan
    ? sql`case when search_vector @@ ${plan.inName}::tsquery then 3 when search_vector @@ ${plan.exact}::tsquery then 2 else 1 end`
    : sql`0`
  // Typo matches count only when nothing matches without typos (relevance 2 or 3). Without typo
  // candidates the match is the exact match, so every row qualifies.
  const kept = plan?.tokens.some((token) => token.typoWords.length)
    ? sql`relevance >= (select least(2, max(relevance)) from base)`
    : sql`true`
  const sortColumns = SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.featured
  const order = sql.raw(`relevance desc, ${SORT_ORDER[query.sort] ?? SORT_ORDER.featured}`)

  // The store's rows with the columns the statement reads; the filter flags only where there are
  // filters (offset 0 keeps each flag computed once, not once per use in the scope).
  const rowColumns = sql.raw(['product_id', 'percent_thc', 'percent_cbd', 'percent_thca', 'facet_tokens', ...sortColumns].join(', '))
  const storeRows = (extra: SQL) => sql`
    select ${rowColumns}, ${relevance} as relevance${extra}
    from search_products
    where store_id = ${storeId} ${textCondition}`
  const base = filters.length
    ? sql`
      select ${rowColumns}, relevance, ${scopeCase(filters)} as scope, ${scopeCase(filters, ';')} as scope_end
      from (${storeRows(sql.join(
        filters.map((filter) => sql`, coalesce(${filter.condition}, false) as ${sql.raw(filter.column)}`),
        sql``,
      ))} offset 0) flagged`
    : sql`select ${rowColumns}, relevance, ''::text as scope from (${storeRows(sql``)}) store_rows`

  // The tokens each row counts: all of a row in scope '' (no test per token), and of a row that
  // misses one filter those of that attribute, which in byte order run from 'attribute:' (scope)
  // up to 'attribute;' (scope_end; ';' follows ':'). Which rows unnest is decided by a CASE, not a
  // WHERE clause: the planner guesses such a filter keeps almost nothing and would then sort the
  // tokens, not hash them.
  const facetTokens = filters.length
    ? sql`
      select unnest(case when scope = '' then facet_tokens end) as token from base where ${kept}
      union all
      select token
      from (select unnest(case when scope <> '' then facet_tokens end) as token, scope, scope_end from base where ${kept}) missed_one
      where token collate "C" >= scope and token collate "C" < scope_end`
    : sql`select unnest(facet_tokens) as token from base where ${kept}`

  const statsColumns = RANGE_ATTRIBUTES.map((attribute) => {
    const column = sql.raw(attribute)
    const inScope = sql.raw(`scope in ('', '${attribute}:')`)
    return sql`${attribute}::text, json_build_array(
      (min(${column}) filter (where ${inScope}))::float8,
      (max(${column}) filter (where ${inScope}))::float8)`
  })

  return sql`
    with live as materialized (
      select id, title, special_type = 'product' as discounts
      from specials
      where store_id = ${storeId}
        and enabled
        and special_type <> 'qualified_group'
        and (start_date is null or start_date <= ${now})
        and (end_date is null or end_date >= ${now})
    ),
    base as materialized (${base}),
    page as (
      select product_id, row_number() over (order by ${order}) as position
      from base
      where ${kept} and scope = ''
      order by ${order}
      limit ${hitsPerPage} offset ${page * hitsPerPage}
    )
    select
      counts.total,
      counts.total_without_filters,
      counts.stats,
      (
        select coalesce(json_agg(json_build_array(token, n)), '[]'::json)
        from (select token, count(*)::int as n from (${facetTokens}) tokens group by token) counted
      ) as facets,
      (select coalesce(json_object_agg(id::text, title), '{}'::json) from live) as specials,
      (
        select coalesce(json_agg(json_build_object(
          'product_id', sp.product_id,
          'name', sp.name,
          'brand', sp.brand,
          'brand_subtype', sp.brand_subtype,
          'kind', sp.kind,
          'root_subtype', sp.root_subtype,
          'category', sp.category,
          'type', sp.type,
          'root_types', sp.root_types,
          'available_weights', sp.available_weights,
          'bucket_price', sp.bucket_price,
          'variants', sp.variants,
          'aggregate_rating', sp.aggregate_rating,
          'review_count', sp.review_count,
          'percent_thc', sp.percent_thc,
          'percent_cbd', sp.percent_cbd,
          'percent_thca', sp.percent_thca,
          'live_special_ids', coalesce(specials.ids, '{}'),
          'special_title', specials.title,
          'activities', sp.activities,
          'feelings', sp.feelings,
          'max_cart_quantity', sp.max_cart_quantity,
          'image_urls', sp.image_urls,
          'unique_slug', sp.unique_slug,
          'in_stock', sp.in_stock,
          'arrived_on', sp.arrived_on
        ) order by page.position), '[]'::json)
        from page
        join search_products sp on sp.store_id = ${storeId} and sp.product_id = page.product_id
        left join lateral (
          select
            array_agg(l.id order by l.id) as ids,
            -- The sale label names a product special (the one that changes the price) before bundles.
            (array_agg(l.title order by l.discounts desc, l.id))[1] as title
          from live l
          where l.id = any(sp.special_ids)
        ) specials on true
      ) as hits
    from (
      select
        (count(*) filter (where scope = ''))::int as total,
        count(*)::int as total_without_filters,
        json_build_object(${sql.join(statsColumns, sql`, `)}) as stats
      from base
      where ${kept}
    ) counts
  `
}

/**
 * Which facets a row counts towards, from its filter flags: '' (all) when it passes every filter,
 * 'attribute:' when it fails only that attribute's, null when it fails two or more.
 */
function scopeCase(filters: Filter[], end = ':'): SQL {
  const misses = filters.map((filter) => `(not ${filter.column})::int`).join(' + ')
  const missed = filters.map((filter) => `when not ${filter.column} then '${filter.attribute}${end}'`).join(' ')
  return sql.raw(`case ${misses} when 0 then '' when 1 then case ${missed} end end`)
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
  activities: string[]
  feelings: string[]
  max_cart_quantity: number
  image_urls: string[]
  unique_slug: string
  in_stock: boolean
  arrived_on: string
}

type ResultRow = {
  total: number
  total_without_filters: number
  facets: [string, number][]
  stats: Record<RangeAttribute, [number | null, number | null]>
  specials: Record<string, string>
  hits: HitRow[]
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
    const discountedPrice = numberOrNull(variant.discountedPrice)
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

/** One boolean column per active filter; an attribute without a selection adds nothing. */
function buildFilters(query: MenuQuery): Filter[] {
  const filters: Filter[] = []
  for (const attribute of LIST_ATTRIBUTES) {
    const values = query.refinements[attribute]
    if (!values?.length) continue
    const column = `f_${attribute}`
    const condition = listCondition(attribute, values)
    filters.push({ attribute, column, condition })
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute]
    if (!range) continue
    filters.push({
      attribute,
      column: `f_${attribute}`,
      condition: sql`(${sql.raw(attribute)} >= ${range.min}::numeric and ${sql.raw(attribute)} <= ${range.max}::numeric)`,
    })
  }
  return filters
}

function listCondition(attribute: ListAttribute, values: string[]): SQL {
  const column = sql.raw(attribute)
  if (SCALAR_ATTRIBUTES.has(attribute)) return sql`${column} = any(${sql.param(values)}::text[])`
  if (ARRAY_ATTRIBUTES.has(attribute)) return sql`${column} && ${sql.param(values)}::text[]`
  if (attribute === 'bucket_price') return sql`${priceBucketSql(sql`bucket_price`)} = any(${sql.param(values)}::text[])`
  if (attribute === 'aggregate_rating') {
    const options = values.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 4)
    // OR over options N is 'rated at least the smallest N' (each option also needs the reviews).
    if (!options.length) return sql`false`
    return sql`(aggregate_rating >= ${Math.min(...options)} and review_count >= ${MIN_REVIEWS_FOR_RATING})`
  }
  // Deals: only live specials can be chosen, as only they are offered.
  const ids = values.filter((value) => /^\d{1,9}$/.test(value)).map(Number)
  return sql`special_ids && (select coalesce(array_agg(id), '{}'::int[]) from live where id = any(${sql.param(ids)}::int[]))`
}
