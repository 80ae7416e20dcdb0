import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { createRandom, type Random } from '~/db/seed/random'
import { seedDemoChain } from '~/db/seed/seed.server'
import { limitFacetValues, facetValueLimit } from './facets'
import { INDEX_FACET_COLUMNS, facetRunSql, facetTokensSql } from './index.server'
import { MIN_REVIEWS_FOR_RATING, emptyMenuQuery, priceBucketFor } from './query'
import { searchMenu } from './search.server'
import { keepsRelevance, planTextSearch, relevanceOf, tokenize, type Relevance } from './text'
import {
  LIST_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  SORT_OPTIONS,
  type FacetCounts,
  type FacetStats,
  type ListAttribute,
  type MenuQuery,
  type RangeAttribute,
  type SortValue,
} from './types'

/*
 * The brute-force check: the demo chain, one store, 50 random searches from a fixed seed,
 * and for each the total, the first page and every facet count and potency stat compared with the
 * same rules evaluated in plain TypeScript over the store's rows.
 */

const REFERENCE_DATE = new Date('2025-06-01T00:00:00Z')
const NOW = new Date('2025-06-01T15:00:00Z')
const PAGE_SIZE = 20

type Row = {
  product_id: number
  name: string
  kind: string
  category: string | null
  brand: string
  root_types: string[]
  available_weights: string[]
  activities: string[]
  feelings: string[]
  special_ids: number[]
  bucket_price: number
  aggregate_rating: number | null
  review_count: number
  percent_thc: number | null
  percent_cbd: number | null
  percent_thca: number | null
  featured_rank: number
  arrived_on: string
  /** lexeme → carries weight A (the name) */
  lexemes: Map<string, boolean>
}

let storeId = 0
let rows: Row[] = []
let live = new Set<number>()
let vocabulary: string[] = []

beforeAll(async () => {
  const db = getDb()
  await seedDemoChain(db, { referenceDate: REFERENCE_DATE })
  // A store with a full menu and live specials.
  const pick = await db.execute<{ store_id: number }>(sql`
    select sp.store_id
    from search_products sp
    join specials s on s.store_id = sp.store_id and s.enabled and s.special_type <> 'qualified_group'
    group by sp.store_id
    order by count(distinct sp.product_id) desc, sp.store_id
    limit 1
  `)
  storeId = pick.rows[0]!.store_id
  const result = await db.execute<Omit<Row, 'lexemes'> & { lexemes: [string, string[]][] }>(sql`
    select
      product_id, name, kind, category, brand, root_types, available_weights, activities, feelings, special_ids,
      bucket_price::float8 as bucket_price, aggregate_rating::float8 as aggregate_rating, review_count,
      percent_thc::float8 as percent_thc, percent_cbd::float8 as percent_cbd, percent_thca::float8 as percent_thca,
      featured_rank, arrived_on::text as arrived_on,
      (select json_agg(json_build_array(lexeme, weights)) from unnest(search_vector)) as lexemes
    from search_products
    where store_id = ${storeId}
  `)
  rows = result.rows.map((row) => ({
    ...row,
    lexemes: new Map(row.lexemes.map(([lexeme, weights]) => [lexeme, weights.includes('A')])),
  }))
  const specials = await db.execute<{ id: number }>(sql`
    select id from specials
    where store_id = ${storeId} and enabled and special_type <> 'qualified_group'
      and (start_date is null or start_date <= ${NOW}) and (end_date is null or end_date >= ${NOW})
  `)
  live = new Set(specials.rows.map((row) => row.id))
  vocabulary = [...new Set(rows.flatMap((row) => [...row.lexemes.keys()]))]
}, 300_000)

// ---------------------------------------------------------------------------------------------
// The rules, in TypeScript

function listMatch(row: Row, attribute: ListAttribute, values: string[]): boolean {
  switch (attribute) {
    case 'kind':
    case 'category':
    case 'brand':
      return row[attribute] !== null && values.includes(row[attribute])
    case 'root_types':
    case 'available_weights':
    case 'activities':
    case 'feelings':
      return row[attribute].some((value) => values.includes(value))
    case 'bucket_price':
      return values.includes(priceBucketFor(row.bucket_price))
    case 'aggregate_rating':
      return values.some((value) => ratingOption(row, Number(value)))
    case 'applicable_special_ids':
      return row.special_ids.some((id) => live.has(id) && values.includes(String(id)))
  }
}

function ratingOption(row: Row, option: number): boolean {
  return row.aggregate_rating !== null && row.aggregate_rating >= option && row.review_count >= MIN_REVIEWS_FOR_RATING
}

function rangeMatch(row: Row, attribute: RangeAttribute, range: { min: number; max: number }): boolean {
  const value = row[attribute]
  return value !== null && value >= range.min && value <= range.max
}

function passes(row: Row, query: MenuQuery, except?: ListAttribute | RangeAttribute): boolean {
  for (const attribute of LIST_ATTRIBUTES) {
    const values = query.refinements[attribute]
    if (attribute !== except && values?.length && !listMatch(row, attribute, values)) return false
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute]
    if (attribute !== except && range && !rangeMatch(row, attribute, range)) return false
  }
  return true
}

function valuesOf(row: Row, attribute: ListAttribute): string[] {
  switch (attribute) {
    case 'kind':
    case 'category':
    case 'brand':
      return row[attribute] === null ? [] : [row[attribute]]
    case 'root_types':
    case 'available_weights':
    case 'activities':
    case 'feelings':
      return row[attribute]
    case 'bucket_price':
      return [priceBucketFor(row.bucket_price)]
    case 'aggregate_rating':
      return ['1', '2', '3', '4'].filter((option) => ratingOption(row, Number(option)))
    case 'applicable_special_ids':
      return row.special_ids.filter((id) => live.has(id)).map(String)
  }
}

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0)
const descNullsLast = (a: number | null, b: number | null) =>
  a === null && b === null ? 0 : a === null ? 1 : b === null ? -1 : compare(b, a)

const SORTS: Record<SortValue, (a: Row, b: Row) => number> = {
  featured: (a, b) => compare(a.featured_rank, b.featured_rank),
  price_asc: (a, b) => compare(a.bucket_price, b.bucket_price),
  price_desc: (a, b) => compare(b.bucket_price, a.bucket_price),
  thc_desc: (a, b) => descNullsLast(a.percent_thc, b.percent_thc),
  top_rated: (a, b) => descNullsLast(a.aggregate_rating, b.aggregate_rating) || compare(b.review_count, a.review_count),
  newest: (a, b) => compare(b.arrived_on, a.arrived_on),
}

type Expected = {
  total: number
  totalWithoutFilters: number
  pageIds: number[]
  facets: FacetCounts
  facetsStats: FacetStats
}

function evaluate(query: MenuQuery): Expected {
  const plan = query.searchQuery ? planTextSearch(query.searchQuery, vocabulary) : null
  const relevance = new Map<Row, Relevance>(rows.map((row) => [row, plan ? relevanceOf(plan, row.lexemes) : 0]))
  const keep = plan ? keepsRelevance(relevance.values()) : 0
  const matched = rows.filter((row) => relevance.get(row)! >= keep)
  const filtered = matched.filter((row) => passes(row, query))
  const ordered = [...filtered].sort(
    (a, b) => relevance.get(b)! - relevance.get(a)! || SORTS[query.sort](a, b) || a.product_id - b.product_id,
  )
  const facets: FacetCounts = {}
  for (const attribute of LIST_ATTRIBUTES) {
    const counts: Record<string, number> = {}
    for (const row of matched) {
      if (!passes(row, query, attribute)) continue
      for (const value of valuesOf(row, attribute)) counts[value] = (counts[value] ?? 0) + 1
    }
    facets[attribute] = limitFacetValues(counts, facetValueLimit(attribute))
  }
  const facetsStats: FacetStats = {}
  for (const attribute of RANGE_ATTRIBUTES) {
    const values = matched
      .filter((row) => passes(row, query, attribute))
      .map((row) => row[attribute])
      .filter((value): value is number => value !== null)
    if (values.length) facetsStats[attribute] = { min: Math.min(...values), max: Math.max(...values) }
  }
  return {
    total: filtered.length,
    totalWithoutFilters: matched.length,
    pageIds: ordered.slice(query.page * PAGE_SIZE, (query.page + 1) * PAGE_SIZE).map((row) => row.product_id),
    facets,
    facetsStats,
  }
}

// ---------------------------------------------------------------------------------------------
// Random searches

function randomQuery(random: Random, index: number): MenuQuery {
  const query = emptyMenuQuery(storeId)
  const all = evaluate(query).facets
  const attributes = random.sample(LIST_ATTRIBUTES, random.int(0, 5))
  for (const attribute of attributes) {
    const values = Object.keys(all[attribute] ?? {})
    if (!values.length) continue
    query.refinements[attribute] = [...new Set(random.sample(values, random.int(1, Math.min(3, values.length))))].sort()
  }
  if (random.chance(0.4)) {
    const attribute = random.pick(RANGE_ATTRIBUTES)
    const min = random.int(0, 40)
    query.ranges[attribute] = { min, max: random.int(min, 100) }
  }
  if (random.chance(0.4)) {
    const words = tokenize(random.pick(rows).name).filter((word) => word.length > 1)
    const word = words.length ? random.pick(words) : 'kush'
    const variant = random.int(0, 3)
    // Whole words, prefixes, a swapped pair of letters (a typo) and a word no product carries.
    query.searchQuery =
      variant === 0
        ? word
        : variant === 1
          ? word.slice(0, Math.max(2, Math.ceil(word.length / 2)))
          : variant === 2 && word.length >= 5
            ? `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`
            : index % 2
              ? 'zzqx'
              : `${word} ${random.pick(rows).brand}`
  }
  query.sort = random.pick(SORT_OPTIONS).value
  query.page = random.chance(0.2) ? 1 : 0
  return query
}

describe('searchMenu against a brute-force evaluation of the demo chain', () => {
  it('the store is a real menu', () => {
    expect(rows.length).toBeGreaterThan(250)
    expect(live.size).toBeGreaterThan(0)
  })

  const random = createRandom(20_250_601)
  const cases = Array.from({ length: 50 }, (_, index) => index)
  it.each(cases)('random search %i', async (index) => {
    const query = randomQuery(random.fork(index), index)
    const expected = evaluate(query)
    const result = await searchMenu(query, { menuPagePath: '/', now: NOW })
    const context = JSON.stringify({ refinements: query.refinements, ranges: query.ranges, text: query.searchQuery, sort: query.sort })
    expect(result.total, context).toBe(expected.total)
    expect(result.totalWithoutFilters, context).toBe(expected.totalWithoutFilters)
    expect(result.hits.map((hit) => hit.product_id), context).toEqual(expected.pageIds)
    expect(result.facets, context).toEqual(expected.facets)
    expect(result.facetsStats, context).toEqual(expected.facetsStats)
  })

  it("every index row's facet tokens are what facetTokensSql makes of its columns, in one run per attribute", async () => {
    const db = getDb()
    const differ = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from search_products where facet_tokens is distinct from ${facetTokensSql(INDEX_FACET_COLUMNS)}`,
    )
    expect(differ.rows[0]?.n).toBe(0)
    for (const attribute of LIST_ATTRIBUTES) {
      const prefix = `${attribute}:`
      const misplaced = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from search_products
        where ${facetRunSql(attribute)}
          is distinct from array(select token from unnest(facet_tokens) as token where starts_with(token, ${prefix}))
      `)
      expect(misplaced.rows[0]?.n, attribute).toBe(0)
    }
  })

  it('the random searches cover filters, ranges, text and empty results', () => {
    const queries = cases.map((index) => randomQuery(random.fork(index), index))
    const outcomes = queries.map(evaluate)
    expect(queries.filter((q) => Object.keys(q.refinements).length >= 2).length).toBeGreaterThan(10)
    expect(queries.filter((q) => Object.keys(q.ranges).length).length).toBeGreaterThan(5)
    expect(queries.filter((q) => q.searchQuery).length).toBeGreaterThan(10)
    expect(outcomes.filter((o) => o.total === 0).length).toBeGreaterThan(0)
    expect(outcomes.filter((o) => o.total > PAGE_SIZE).length).toBeGreaterThan(5)
  })
})
