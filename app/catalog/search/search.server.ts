import { sql, type SQL } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import type { IndexedVariant } from '~/db/schema'
import { menuPagePath as buildMenuPagePath, productUrl } from '../format'
import { facetValueLimit } from './facets'
import { MIN_REVIEWS_FOR_RATING, emptyMenuQuery } from './query'
import { planTextSearch, type TextPlan } from './text'
import {
  LIST_ATTRIBUTES,
  MENU_PAGE_SIZE,
  PRICE_BUCKETS,
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

const SCALAR_ATTRIBUTES = new Set<ListAttribute>(['kind', 'category', 'brand'])
const ARRAY_ATTRIBUTES = new Set<ListAttribute>(['root_types', 'available_weights', 'activities', 'feelings'])

type Filter = { attribute: ListAttribute | RangeAttribute; column: string; condition: SQL }

/**
 * One store's menu search in one SQL statement: the page of hits, the totals, every facet's
 * disjunctive counts and the potency stats.
 *
 * The statement reads the store's rows once (a CTE over the (store_id, …) index, text match
 * applied), computes one boolean per active filter, and then counts:
 * - total: rows passing every filter; totalWithoutFilters: every row of the CTE;
 * - each attribute's facet: rows passing every filter but that attribute's own, grouped by value
 *   (arrays unnested), cut to the attribute's value limit, most frequent first;
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

  const facets: FacetCounts = {}
  for (const attribute of LIST_ATTRIBUTES) facets[attribute] = {}
  for (const [attribute, value, count] of row.facets) {
    const bucket = facets[attribute]
    if (bucket) bucket[value] = count
  }
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

/** The search's one statement (exported for EXPLAIN at scale). */
export function searchStatement(
  query: MenuQuery,
  { now, hitsPerPage, page, plan }: { now: Date; hitsPerPage: number; page: number; plan: TextPlan | null },
): SQL {
  const storeId = query.storeId
  const filters = buildFilters(query)
  const passes = (except?: Filter['attribute']): SQL => {
    const columns = filters.filter((filter) => filter.attribute !== except).map((filter) => filter.column)
    return sql.raw(columns.length ? columns.join(' and ') : 'true')
  }

  const textCondition = plan
    ? sql`and search_vector @@ (case when (select exact from text_mode) then ${plan.exact}::tsquery else ${plan.match}::tsquery end)`
    : sql``
  const relevance = plan
    ? sql`case when search_vector @@ ${plan.inName}::tsquery then 3 when search_vector @@ ${plan.exact}::tsquery then 2 else 1 end`
    : sql`0`
  const textMode = plan
    ? sql`text_mode as (
        select exists(
          select 1 from search_products where store_id = ${storeId} and search_vector @@ ${plan.exact}::tsquery
        ) as exact
      ),`
    : sql``
  const order = sql.raw(`relevance desc, ${SORT_ORDER[query.sort] ?? SORT_ORDER.featured}`)
  const flagColumns = filters.length
    ? sql.join(
        filters.map((filter) => sql`, coalesce(${filter.condition}, false) as ${sql.raw(filter.column)}`),
        sql``,
      )
    : sql``

  const facetSelects = LIST_ATTRIBUTES.map((attribute) => facetSelect(attribute, passes(attribute)))
  // One pass for the three potency stats, each over the rows passing every filter but its own range.
  const statsColumns = RANGE_ATTRIBUTES.map((attribute) => {
    const column = sql.raw(attribute)
    return sql`${attribute}::text, json_build_array(
      (min(${column}) filter (where ${passes(attribute)}))::float8,
      (max(${column}) filter (where ${passes(attribute)}))::float8)`
  })
  const limitCase = sql.raw(
    `case a ${LIST_ATTRIBUTES.map((attribute) => `when '${attribute}' then ${facetValueLimit(attribute)}`).join(' ')} end`,
  )

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
    ${textMode}
    base as materialized (
      select *${flagColumns}
      from (
        select
          product_id, kind, category, brand, root_types, available_weights, activities, feelings, special_ids,
          bucket_price, aggregate_rating, review_count, percent_thc, percent_cbd, percent_thca,
          featured_rank, arrived_on,
          ${bucketCase()} as bucket,
          ${relevance} as relevance
        from search_products
        where store_id = ${storeId} ${textCondition}
      ) store_rows
    ),
    page as (
      select product_id, relevance, row_number() over (order by ${order}) as position
      from base
      where ${passes()}
      order by ${order}
      limit ${hitsPerPage} offset ${page * hitsPerPage}
    )
    select
      (select count(*)::int from base where ${passes()}) as total,
      (select count(*)::int from base) as total_without_filters,
      (
        select coalesce(json_agg(json_build_array(a, v, c) order by a, c desc, v collate "C"), '[]'::json)
        from (
          select a, v, c, row_number() over (partition by a order by c desc, v collate "C") as rank
          from (${sql.join(facetSelects, sql` union all `)}) counts
        ) ranked
        where rank <= ${limitCase}
      ) as facets,
      (select json_build_object(${sql.join(statsColumns, sql`, `)}) from base) as stats,
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
  `

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
  facets: [ListAttribute, string, number][]
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
  if (attribute === 'bucket_price') return sql`bucket = any(${sql.param(values)}::text[])`
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

// Set-returning functions in the select list (ProjectSet) unnest about twice as fast here as a
// lateral join to unnest() per row.
function facetSelect(attribute: ListAttribute, passes: SQL): SQL {
  const name = sql.raw(`'${attribute}'::text`)
  const column = sql.raw(attribute)
  if (SCALAR_ATTRIBUTES.has(attribute)) {
    return sql`select ${name} as a, ${column} as v, count(*)::int as c
      from base where ${passes} and ${column} is not null group by ${column}`
  }
  if (ARRAY_ATTRIBUTES.has(attribute)) {
    return sql`select ${name} as a, v, count(*)::int as c
      from (select unnest(${column}) as v from base where ${passes}) unnested group by v`
  }
  if (attribute === 'bucket_price') {
    return sql`select ${name} as a, bucket as v, count(*)::int as c from base where ${passes} group by bucket`
  }
  if (attribute === 'aggregate_rating') {
    // Option N counts products rated N or more: a product rated 3.4 counts towards options 1, 2 and 3.
    return sql`select ${name} as a, n::text as v, count(*)::int as c
      from (
        select generate_series(1, least(4, floor(aggregate_rating)::int)) as n
        from base where ${passes} and review_count >= ${MIN_REVIEWS_FOR_RATING}
      ) options group by n`
  }
  return sql`select ${name} as a, special_id::text as v, count(*)::int as c
    from (select unnest(special_ids) as special_id from base where ${passes}) unnested
    where special_id in (select id from live) group by special_id`
}

/** The price bucket label of bucket_price, with the same cut points as `priceBucketFor`. */
function bucketCase(): SQL {
  const [under20, to40, to60, to80, above80] = PRICE_BUCKETS
  return sql`case
    when bucket_price < 20 then ${under20}::text
    when bucket_price < 40 then ${to40}::text
    when bucket_price < 60 then ${to60}::text
    when bucket_price < 80 then ${to80}::text
    else ${above80}::text end`
}
