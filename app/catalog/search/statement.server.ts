import { ONE_GENERIC_PLAN } from '~/db/prepared-statements.server'
import { discountsAggregate, LIVE_SPECIAL_COLUMNS, saleTitleAggregate } from '~/specials/pricing.server'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { facetRunSql, priceBucketSql } from './index.server'
import { MIN_REVIEWS_FOR_RATING } from './query'
import type { HitRow } from './search.server'
import type { TextPlan } from './text'
import {
  LIST_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  type ListAttribute,
  type MenuQuery,
  type RangeAttribute,
  type SortValue,
} from './types'

/*
 * The menu search's one statement. Its text depends on the sort only: every filter, the text
 * query and the page are parameters (a filter left null filters nothing), so each of the six texts
 * is a named prepared statement that every pooled connection parses and plans once, not once per
 * search. It asks for that one generic plan (ONE_GENERIC_PLAN): left to choose, PostgreSQL planned
 * every search with a text query again (its tsqueries made each custom plan look cheaper), 0.7 to
 * 1.9 ms a search, and the custom plans then ran slower than the generic one.
 *
 * `base` holds the store's rows that match the text, with only the columns the rest reads and one
 * `scope` per row saying which facets the row counts towards: '' when it passes every filter (all
 * facets), 'attribute:' when it fails exactly that attribute's filter (that facet only: a facet's
 * counts leave out its own filter), null when it fails two or more (none). All facets are then
 * counted in one pass over the rows' facet tokens (search_products.facet_tokens); totals and
 * potency stats come from one aggregate over the same rows.
 */

/** The statement's parameters, $1, $2, … in this order. */
const PARAMETERS = [
  'store_id',
  'now',
  /** tsqueries of the text plan (null: no text query) */
  'match',
  'exact',
  'in_name',
  /** whether `match` reaches words through typos, which count only when nothing matches without */
  'typos',
  'limit',
  'offset',
  ...LIST_ATTRIBUTES,
  ...RANGE_ATTRIBUTES.flatMap((attribute) => [`${attribute}_min`, `${attribute}_max`] as const),
] as const
type Parameter = (typeof PARAMETERS)[number]

const $ = (name: Parameter): string => `$${PARAMETERS.indexOf(name) + 1}`

/** The price bucket label of bucket_price, as the index's facet tokens name it. */
const BUCKET = new PgDialect().sqlToQuery(priceBucketSql(sql.raw('bucket_price'))).sql

/** Each list filter's test of a row against the selected values (OR within the attribute). */
const LIST_CONDITIONS: Record<ListAttribute, { type: string; condition: string }> = {
  root_types: { type: 'text[]', condition: `root_types && ${$('root_types')}::text[]` },
  kind: { type: 'text[]', condition: `kind = any(${$('kind')}::text[])` },
  category: { type: 'text[]', condition: `category = any(${$('category')}::text[])` },
  bucket_price: { type: 'text[]', condition: `${BUCKET} = any(${$('bucket_price')}::text[])` },
  // Options N are 'rated at least N', so the filter is the smallest option chosen (each option
  // also needs the reviews).
  aggregate_rating: {
    type: 'numeric',
    condition: `aggregate_rating >= ${$('aggregate_rating')}::numeric and review_count >= ${MIN_REVIEWS_FOR_RATING}`,
  },
  // Deals: only live specials can be chosen, as only they are offered.
  applicable_special_ids: {
    type: 'int[]',
    condition: `special_ids && (select coalesce(array_agg(id), '{}'::int[]) from live where id = any(${$('applicable_special_ids')}::int[]))`,
  },
  brand: { type: 'text[]', condition: `brand = any(${$('brand')}::text[])` },
  available_weights: { type: 'text[]', condition: `available_weights && ${$('available_weights')}::text[]` },
  activities: { type: 'text[]', condition: `activities && ${$('activities')}::text[]` },
  feelings: { type: 'text[]', condition: `feelings && ${$('feelings')}::text[]` },
}

/** One flag per filter: true when the row passes it (or it is not set). */
const FLAGS: { attribute: ListAttribute | RangeAttribute; flag: string }[] = [
  ...LIST_ATTRIBUTES.map((attribute) => {
    const { type, condition } = LIST_CONDITIONS[attribute]
    return { attribute, flag: `(${$(attribute)}::${type} is null or coalesce(${condition}, false))` }
  }),
  ...RANGE_ATTRIBUTES.map((attribute) => {
    const min = `${$(`${attribute}_min`)}::numeric`
    const max = `${$(`${attribute}_max`)}::numeric`
    return { attribute, flag: `(${min} is null or coalesce(${attribute} >= ${min} and ${attribute} <= ${max}, false))` }
  }),
]

/** Each list attribute's run of facet_tokens, and the columns that say where the runs lie. */
const RUNS = Object.fromEntries(
  LIST_ATTRIBUTES.map((attribute) => [attribute, new PgDialect().sqlToQuery(facetRunSql(attribute)).sql]),
) as Record<ListAttribute, string>
const RUN_COLUMNS = ['category', 'root_types', 'available_weights', 'activities', 'feelings', 'special_ids', 'review_count', 'aggregate_rating']

/** Each sort's keys after relevance; product_id last makes the order total. */
const SORT_KEYS: Record<SortValue, [column: string, direction: string][]> = {
  featured: [['featured_rank', ''], ['product_id', '']],
  price_asc: [['bucket_price', ''], ['product_id', '']],
  price_desc: [['bucket_price', ' desc'], ['product_id', '']],
  thc_desc: [['percent_thc', ' desc nulls last'], ['product_id', '']],
  top_rated: [['aggregate_rating', ' desc nulls last'], ['review_count', ' desc'], ['product_id', '']],
  newest: [['arrived_on', ' desc'], ['product_id', '']],
}

function statementText(sort: SortValue, filtered: boolean): string {
  const keys = SORT_KEYS[sort].map(([column]) => column)
  const columnList = [...new Set(['product_id', 'percent_thc', 'percent_cbd', 'percent_thca', ...keys])]
  const columns = columnList.join(', ')
  const withRunColumns = [...new Set([...columnList, ...RUN_COLUMNS])].join(', ')
  const order = (table: string) =>
    [`${table}relevance desc`, ...SORT_KEYS[sort].map(([column, direction]) => `${table}${column}${direction}`)].join(', ')
  const flagNames = FLAGS.map(({ attribute }) => `f_${attribute}`)
  const misses = flagNames.map((flag) => `(not ${flag})::int`).join(' + ')
  // scope: '' passes all, 'attribute:' misses that one, null misses more.
  const scope = `case ${misses} when 0 then '' when 1 then case ${FLAGS.map(({ attribute }) => `when not f_${attribute} then '${attribute}:'`).join(' ')} end end`
  // The tokens a row counts: all of them in scope '', the missed attribute's run when it misses
  // one list filter, none otherwise.
  const countedTokens = `case scope when '' then facet_tokens ${LIST_ATTRIBUTES.map((attribute) => `when '${attribute}:' then ${RUNS[attribute]}`).join(' ')} end`
  // Typo matches count only when nothing matches without typos (relevance 2 or 3).
  const kept = `(${$('typos')}::boolean is not true or relevance >= (select least(2, max(relevance)) from base))`
  const stats = RANGE_ATTRIBUTES.map(
    (attribute) => `'${attribute}', json_build_array(
          (min(${attribute}) filter (where scope in ('', '${attribute}:')))::float8,
          (max(${attribute}) filter (where scope in ('', '${attribute}:')))::float8)`,
  ).join(',\n        ')

  const storeRows = (extra: string) => `
          select
            ${extra ? withRunColumns : columns}, facet_tokens,
            case
              when ${$('match')}::tsquery is null then 0
              when search_vector @@ ${$('in_name')}::tsquery then 3
              when search_vector @@ ${$('exact')}::tsquery then 2
              else 1
            end as relevance${extra}
          from search_products
          where store_id = ${$('store_id')}::int
            and (${$('match')}::tsquery is null or search_vector @@ ${$('match')}::tsquery)`
  const unfilteredRows = `
      select ${columns}, relevance, ''::text as scope, facet_tokens
      from (${storeRows('')}) store_rows`
  // offset 0 keeps each flag worked out once, not once per use in the scope, and the scope once,
  // not once per use in the counted tokens.
  const filteredRows = `
      select ${columns}, relevance, scope, ${countedTokens} as facet_tokens
      from (
        select ${withRunColumns}, relevance, facet_tokens, ${scope} as scope
        from (${storeRows(`,\n            ${FLAGS.map(({ attribute, flag }) => `${flag} as f_${attribute}`).join(',\n            ')}`)}
          offset 0
        ) flagged
        offset 0
      ) scoped`

  return `${ONE_GENERIC_PLAN}
    with live as materialized (
      select ${LIVE_SPECIAL_COLUMNS}
      from specials
      where store_id = ${$('store_id')}::int
        and enabled
        and special_type <> 'qualified_group'
        and (start_date is null or start_date <= ${$('now')}::timestamptz)
        and (end_date is null or end_date > ${$('now')}::timestamptz)
    ),
    base as materialized (${filtered ? filteredRows : unfilteredRows}),
    page as (
      select relevance, ${[...new Set(['product_id', ...keys])].join(', ')}
      from base
      where ${kept} and scope = ''
      order by ${order('')}
      limit ${$('limit')}::int offset ${$('offset')}::int
    )
    select
      counts.total,
      counts.total_without_filters,
      counts.stats,
      (
        select coalesce(json_agg(json_build_array(token, n) order by n desc, token collate "C"), '[]'::json)
        from (
          select token, count(*)::int as n
          from (select unnest(facet_tokens) as token from base where ${kept}) tokens
          group by token
        ) counted
      ) as facets,
      (select coalesce(json_object_agg(id::text, title), '{}'::json) from live) as specials,
      (
        select json_build_array(s.slug, s.code, d.slug, m.slug)
        from menus m
        join dispensaries d on d.id = m.dispensary_id
        join states s on s.id = d.state_id
        where m.store_id = ${$('store_id')}::int
      ) as store,
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
          'special_discounts', specials.discounts,
          'activities', sp.activities,
          'feelings', sp.feelings,
          'max_cart_quantity', sp.max_cart_quantity,
          'image_urls', sp.image_urls,
          'unique_slug', sp.unique_slug,
          'in_stock', sp.in_stock,
          'arrived_on', sp.arrived_on
        ) order by ${order('page.')}), '[]'::json)
        from page
        join search_products sp on sp.store_id = ${$('store_id')}::int and sp.product_id = page.product_id
        left join lateral (
          select
            array_agg(l.id order by l.id) as ids,
            ${saleTitleAggregate('l')} as title,
            ${discountsAggregate('l')} as discounts
          from live l
          where l.id = any(sp.special_ids)
        ) specials on true
      ) as hits
    from (
      select
        (count(*) filter (where scope = ''))::int as total,
        count(*)::int as total_without_filters,
        json_build_object(
        ${stats}) as stats
      from base
      where ${kept}
    ) counts
  `
}

const TEXTS = new Map<string, string>()

/** The parameters a search without filters passes: the filters' come last and its text has none. */
const UNFILTERED_PARAMETERS = PARAMETERS.indexOf('offset') + 1

/** The statement's one row. */
export type SearchRow = {
  total: number
  total_without_filters: number
  /**
   * ['attribute:value', count]: every facet value counted (specials live or not), most frequent
   * first, ties by token in byte order (so, within an attribute, by value).
   */
  facets: [string, number][]
  stats: Record<RangeAttribute, [number | null, number | null]>
  specials: Record<string, string>
  /** [state slug, state code, dispensary slug, menu slug]; null when there is no such store. */
  store: [string, string, string, string] | null
  hits: HitRow[]
}

export type SearchStatement = { name: string; text: string; values: unknown[] }

/** The statement of one search: a prepared statement's name and text, and its parameter values. */
export function searchStatement(
  query: MenuQuery,
  { now, hitsPerPage, page, plan }: { now: Date; hitsPerPage: number; page: number; plan: TextPlan | null },
): SearchStatement {
  const sort = SORT_KEYS[query.sort] ? query.sort : 'featured'
  const filtered = LIST_ATTRIBUTES.some((attribute) => query.refinements[attribute]?.length) || RANGE_ATTRIBUTES.some((attribute) => query.ranges[attribute])
  // Without filters, a text without the per-row filter tests (a generic plan cannot drop them).
  const name = `menu-search-${sort}${filtered ? '-filtered' : ''}`
  let text = TEXTS.get(name)
  if (!text) {
    text = statementText(sort, filtered)
    TEXTS.set(name, text)
  }
  const values: Record<Parameter, unknown> = {
    store_id: query.storeId,
    now,
    match: plan?.match ?? null,
    exact: plan?.exact ?? null,
    in_name: plan?.inName ?? null,
    typos: plan ? plan.tokens.some((token) => token.typoWords.length > 0) : false,
    limit: hitsPerPage,
    offset: page * hitsPerPage,
    ...listValues(query),
    ...rangeValues(query),
  }
  const used = filtered ? PARAMETERS : PARAMETERS.slice(0, UNFILTERED_PARAMETERS)
  return { name, text, values: used.map((parameter) => values[parameter]) }
}

function listValues(query: MenuQuery): Record<ListAttribute, unknown> {
  const values = {} as Record<ListAttribute, unknown>
  for (const attribute of LIST_ATTRIBUTES) {
    const selected = query.refinements[attribute]
    values[attribute] = selected?.length ? selected : null
  }
  const ratings = query.refinements.aggregate_rating
  if (ratings?.length) {
    const options = ratings.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 4)
    // No valid option: a rating no product reaches, so the filter matches nothing.
    values.aggregate_rating = options.length ? Math.min(...options) : 6
  }
  const deals = query.refinements.applicable_special_ids
  if (deals?.length) values.applicable_special_ids = deals.filter((value) => /^\d{1,9}$/.test(value)).map(Number)
  return values
}

function rangeValues(query: MenuQuery): Record<`${RangeAttribute}_${'min' | 'max'}`, number | null> {
  const values = {} as Record<`${RangeAttribute}_${'min' | 'max'}`, number | null>
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute]
    values[`${attribute}_min`] = range ? range.min : null
    values[`${attribute}_max`] = range ? range.max : null
  }
  return values
}
