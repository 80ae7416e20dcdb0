import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb, getPool } from '~/db/client.server'
import {
  createBrand,
  createMenu,
  createMenuProduct,
  createProduct,
  createSpecial,
  refreshSearchIndex,
  type VariantOverrides,
} from '~/db/seed/factories'
import { ensureSearchIndex } from './index.server'
import { emptyMenuQuery, parseMenuQuery } from './query'
import { findSearchStore, menuFacets, searchMenu, storeHasMenu } from './search.server'
import { searchStatement } from './statement.server'
import { planTextSearch } from './text'
import type { MenuQuery, SortValue } from './types'

/*
 * One small store with known products; every rule of the search checked against exact answers.
 *
 *  key  name                 brand  kind      lineage  price (from)       rating/reviews  THC  CBD  rank
 *  P1   Blue Dream           Alpha  flower    hybrid   9.60 (live deal)   4.5 / 10        22   0.1  1
 *  P2   Sour Diesel          Alpha  flower    sativa   25                 3.2 / 6         18   –    2
 *  P3   OG Kush              Beta   flower    indica   55                 4.0 / 5         28   0.2  3
 *  P4   Gelato Gummies       Beta   edible    hybrid   18                 4.8 / 4         –    –    4
 *  P5   Wedding Cake Vape    Gamma  vape      indica   24 (live deal)     – / 0           85   –    5
 *  P6   Kush Cake Pre-Roll   Gamma  pre-roll  hybrid   9                  2.0 / 20        20   –    6
 *  P7   Calm CBD Tincture    Alpha  tincture  cbd      65                 5.0 / 8         1    20   7
 *  P8   Vape Battery         Gamma  gear      –        85                 – / 0           –    –    8
 */

const NOW = new Date('2025-05-01T12:00:00Z')
const DAY = 86_400_000
const MENU_PATH = '/dispensaries/illinois/oak-park/1001/recreational-menu/'

type Key = 'P1' | 'P2' | 'P3' | 'P4' | 'P5' | 'P6' | 'P7' | 'P8'
const ids = {} as Record<Key, number>
const keyOf = new Map<number, Key>()
let storeId = 0
let liveSpecial = 0
let endedSpecial = 0
let disabledSpecial = 0
let groupSpecial = 0
let futureSpecial = 0

beforeAll(async () => {
  const db = getDb()
  storeId = (await createMenu(db)).storeId
  const alpha = await createBrand(db, { name: 'Alpha Farms' })
  const beta = await createBrand(db, { name: 'Beta Labs' })
  const gamma = await createBrand(db, { name: 'Gamma Grove' })

  type Spec = {
    key: Key
    name: string
    brandId: number
    kind: string
    category: string | null
    rootSubtype: string | null
    brandSubtype?: string
    rootTypes: string[]
    variants: VariantOverrides[]
    rating: number | null
    reviews: number
    thc: number | null
    cbd: number | null
    thca: number | null
    activities: string[]
    feelings: string[]
    arrivedOn: string
  }
  const specs: Spec[] = [
    { key: 'P1', name: 'Blue Dream', brandId: alpha.id, kind: 'flower', category: 'hybrid', rootSubtype: 'Premium', rootTypes: ['flower', 'flower:Premium'], variants: [{ weight: 'eighth_ounce', price: 35 }, { weight: 'gram', price: 12 }], rating: 4.5, reviews: 10, thc: 22, cbd: 0.1, thca: 25, activities: ['Get relief'], feelings: ['Relaxed', 'Happy'], arrivedOn: '2025-01-10' },
    { key: 'P2', name: 'Sour Diesel', brandId: alpha.id, kind: 'flower', category: 'sativa', rootSubtype: 'Smalls', brandSubtype: 'Calm Line', rootTypes: ['flower', 'flower:Smalls'], variants: [{ weight: 'eighth_ounce', price: 25 }], rating: 3.2, reviews: 6, thc: 18, cbd: null, thca: 20, activities: ['Get Active'], feelings: ['Energetic'], arrivedOn: '2025-03-01' },
    { key: 'P3', name: 'OG Kush', brandId: beta.id, kind: 'flower', category: 'indica', rootSubtype: 'Premium', rootTypes: ['flower', 'flower:Premium', 'best_selling'], variants: [{ weight: 'eighth_ounce', price: 55 }, { weight: 'quarter_ounce', price: 100 }], rating: 4, reviews: 5, thc: 28, cbd: 0.2, thca: 30, activities: [], feelings: ['Sleepy'], arrivedOn: '2025-02-01' },
    { key: 'P4', name: 'Gelato Gummies', brandId: beta.id, kind: 'edible', category: 'hybrid', rootSubtype: 'Gummies', rootTypes: ['edible', 'edible:Gummies'], variants: [{ weight: 'each', price: 18 }], rating: 4.8, reviews: 4, thc: null, cbd: null, thca: null, activities: ['Hang with friends'], feelings: ['Happy'], arrivedOn: '2025-04-01' },
    { key: 'P5', name: 'Wedding Cake Vape', brandId: gamma.id, kind: 'vape', category: 'indica', rootSubtype: 'Cartridges', rootTypes: ['vape', 'vape:Cartridges'], variants: [{ weight: 'half_gram', price: 30 }, { weight: 'gram', price: 50, inventory: 0 }], rating: null, reviews: 0, thc: 85, cbd: null, thca: null, activities: [], feelings: [], arrivedOn: '2024-12-01' },
    { key: 'P6', name: 'Kush Cake Pre-Roll', brandId: gamma.id, kind: 'pre-roll', category: 'hybrid', rootSubtype: null, rootTypes: ['pre-roll'], variants: [{ weight: 'each', price: 9 }], rating: 2, reviews: 20, thc: 20, cbd: null, thca: null, activities: [], feelings: [], arrivedOn: '2024-11-01' },
    { key: 'P7', name: 'Calm CBD Tincture', brandId: alpha.id, kind: 'tincture', category: 'cbd', rootSubtype: null, rootTypes: ['tincture'], variants: [{ weight: 'each', price: 65 }], rating: 5, reviews: 8, thc: 1, cbd: 20, thca: null, activities: [], feelings: ['Relaxed'], arrivedOn: '2024-10-01' },
    { key: 'P8', name: 'Vape Battery', brandId: gamma.id, kind: 'gear', category: null, rootSubtype: 'Batteries', rootTypes: ['gear', 'gear:Batteries'], variants: [{ weight: 'each', price: 85, inventory: 0 }], rating: null, reviews: 0, thc: null, cbd: null, thca: null, activities: [], feelings: [], arrivedOn: '2024-09-01' },
  ]
  for (const [index, spec] of specs.entries()) {
    const product = await createProduct(db, {
      name: spec.name,
      brandId: spec.brandId,
      kind: spec.kind as never,
      category: spec.category,
      type: spec.category,
      rootSubtype: spec.rootSubtype,
      brandSubtype: spec.brandSubtype ?? null,
      aggregateRating: spec.rating,
      reviewCount: spec.reviews,
      activities: spec.activities,
      feelings: spec.feelings,
    })
    await createMenuProduct(db, {
      storeId,
      productId: product.id,
      rootTypes: spec.rootTypes,
      percentThc: spec.thc,
      percentCbd: spec.cbd,
      percentThca: spec.thca,
      featuredRank: index + 1,
      arrivedOn: spec.arrivedOn,
      variants: spec.variants,
    })
    ids[spec.key] = product.id
    keyOf.set(product.id, spec.key)
  }
  const day = (offset: number) => new Date(NOW.getTime() + offset * DAY)
  // createSpecial discounts a live product special's products by 20 % as of the real clock: the live
  // special has no end so it is live both then and at NOW (P1 and P5 get the discount).
  liveSpecial = (await createSpecial(db, { storeId, title: '20% off select', productIds: [ids.P1, ids.P5], startDate: day(-400), endDate: null })).id
  endedSpecial = (await createSpecial(db, { storeId, title: 'Last month', specialType: 'bundle', productIds: [ids.P2, ids.P3], startDate: day(-60), endDate: day(-30) })).id
  disabledSpecial = (await createSpecial(db, { storeId, title: 'Switched off', specialType: 'bundle', enabled: false, productIds: [ids.P3], startDate: null, endDate: null })).id
  groupSpecial = (await createSpecial(db, { storeId, title: 'Veterans', specialType: 'qualified_group', productIds: [ids.P4], startDate: null, endDate: null })).id
  futureSpecial = (await createSpecial(db, { storeId, title: 'Next month', specialType: 'bundle', productIds: [ids.P6], startDate: day(30), endDate: null })).id
  await refreshSearchIndex(db, [storeId])
})

function query(overrides: Partial<MenuQuery> = {}): MenuQuery {
  return { ...emptyMenuQuery(storeId), ...overrides }
}

function fromUrl(text: string): MenuQuery {
  const parsed = parseMenuQuery(new URLSearchParams(text), storeId)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.query
}

async function search(q: MenuQuery, hitsPerPage?: number) {
  return searchMenu(q, { menuPagePath: MENU_PATH, now: NOW, hitsPerPage })
}

async function keys(q: MenuQuery): Promise<Key[]> {
  const result = await search(q, 100)
  return result.hits.map((hit) => keyOf.get(hit.product_id)!)
}

describe('searchMenu: the index and the hits', () => {
  it('answers every product with the index fields', async () => {
    const result = await search(query())
    expect(result.total).toBe(8)
    expect(result.totalWithoutFilters).toBe(8)
    expect(result.totalPages).toBe(1)
    expect(result.page).toBe(0)
    const p1 = result.hits.find((hit) => hit.product_id === ids.P1)!
    expect(p1).toMatchObject({
      objectID: `${storeId}-${ids.P1}`,
      store_id: storeId,
      name: 'Blue Dream',
      brand: 'Alpha Farms',
      kind: 'flower',
      category: 'hybrid',
      root_subtype: 'Premium',
      root_types: ['flower', 'flower:Premium'],
      available_weights: ['gram', 'eighth ounce'],
      price_eighth_ounce: 35,
      discounted_price_eighth_ounce: 28,
      price_gram: 12,
      discounted_price_gram: 9.6,
      price_each: null,
      discounted_price_each: null,
      bucket_price: 9.6,
      aggregate_rating: 4.5,
      review_count: 10,
      percent_thc: 22,
      percent_cbd: 0.1,
      percent_thca: 25,
      applicable_special_ids: [String(liveSpecial)],
      special_title: '20% off select',
      in_stock: true,
      arrived_on: '2025-01-10',
    })
    expect(p1.url).toBe(`${MENU_PATH}product/${ids.P1}/${p1.unique_slug}/`)
    expect(p1.inventory_potencies.map((v) => [v.price_id, v.price, v.discounted_price])).toEqual([
      ['gram', 12, 9.6],
      ['eighth_ounce', 35, 28],
    ])
  })

  it('keeps dead, disabled, qualified-group and future specials off hits', async () => {
    const result = await search(query())
    const byKey = (key: Key) => result.hits.find((hit) => hit.product_id === ids[key])!
    for (const key of ['P2', 'P3', 'P4', 'P6'] as const) {
      expect(byKey(key).applicable_special_ids).toEqual([])
      expect(byKey(key).special_title).toBeNull()
    }
    expect(byKey('P5').applicable_special_ids).toEqual([String(liveSpecial)])
    expect(result.specials).toEqual({ [String(liveSpecial)]: '20% off select' })
  })

  it('is in stock when any weight has inventory', async () => {
    const result = await search(query())
    const stock = Object.fromEntries(result.hits.map((hit) => [keyOf.get(hit.product_id), hit.in_stock]))
    expect(stock).toMatchObject({ P5: true, P8: false })
  })
})

describe('searchMenu: facets without filters', () => {
  it('counts every attribute, rating options need five reviews, deals list live specials only', async () => {
    const { facets } = await search(query())
    expect(facets.kind).toEqual({ flower: 3, edible: 1, gear: 1, 'pre-roll': 1, tincture: 1, vape: 1 })
    expect(facets.category).toEqual({ hybrid: 3, indica: 2, cbd: 1, sativa: 1 })
    expect(facets.brand).toEqual({ 'Alpha Farms': 3, 'Gamma Grove': 3, 'Beta Labs': 2 })
    expect(facets.root_types).toEqual({
      flower: 3,
      'flower:Premium': 2,
      best_selling: 1,
      edible: 1,
      'edible:Gummies': 1,
      'flower:Smalls': 1,
      gear: 1,
      'gear:Batteries': 1,
      'pre-roll': 1,
      tincture: 1,
      vape: 1,
      'vape:Cartridges': 1,
    })
    expect(facets.bucket_price).toEqual({ 'Under $20': 3, '$20-$40': 2, '$40-$60': 1, '$60-$80': 1, 'Above $80': 1 })
    expect(facets.aggregate_rating).toEqual({ '1': 5, '2': 5, '3': 4, '4': 3 })
    expect(facets.applicable_special_ids).toEqual({ [String(liveSpecial)]: 2 })
    expect(facets.available_weights).toEqual({ each: 4, 'eighth ounce': 3, gram: 2, 'half gram': 1, 'quarter ounce': 1 })
    expect(facets.feelings).toEqual({ Happy: 2, Relaxed: 2, Energetic: 1, Sleepy: 1 })
    expect(facets.activities).toEqual({ 'Get Active': 1, 'Get relief': 1, 'Hang with friends': 1 })
  })

  it('menuFacets answers the same counts', async () => {
    const facets = await menuFacets(storeId, '', { now: NOW })
    expect(facets).toEqual((await search(query())).facets)
    expect((await menuFacets(storeId, 'kush', { now: NOW })).kind).toEqual({ flower: 1, 'pre-roll': 1 })
  })

  it('reports potency stats', async () => {
    const { facetsStats } = await search(query())
    expect(facetsStats).toEqual({
      percent_thc: { min: 1, max: 85 },
      percent_cbd: { min: 0.1, max: 20 },
      percent_thca: { min: 20, max: 30 },
    })
  })
})

describe('searchMenu: filters', () => {
  it.each<[string, Key[]]>([
    ['refinementList[kind][]=flower', ['P1', 'P2', 'P3']],
    ['refinementList[kind][]=flower&refinementList[kind][]=vape', ['P1', 'P2', 'P3', 'P5']],
    ['refinementList[kind][]=flower&refinementList[category][]=hybrid', ['P1']],
    ['refinementList[root_types][]=flower:Premium', ['P1', 'P3']],
    ['refinementList[root_types][]=best_selling&refinementList[root_types][]=edible', ['P3', 'P4']],
    ['refinementList[brand][]=Beta+Labs', ['P3', 'P4']],
    ['refinementList[bucket_price][]=Under+$20', ['P1', 'P4', 'P6']],
    ['refinementList[bucket_price][]=Under+$20&refinementList[bucket_price][]=Above+$80', ['P1', 'P4', 'P6', 'P8']],
    ['refinementList[bucket_price][]=$20-$40', ['P2', 'P5']],
    ['refinementList[aggregate_rating][]=4', ['P1', 'P3', 'P7']],
    ['refinementList[aggregate_rating][]=3&refinementList[aggregate_rating][]=4', ['P1', 'P2', 'P3', 'P7']],
    ['refinementList[aggregate_rating][]=1', ['P1', 'P2', 'P3', 'P6', 'P7']],
    ['refinementList[available_weights][]=each', ['P4', 'P6', 'P7', 'P8']],
    ['refinementList[available_weights][]=half+gram&refinementList[available_weights][]=quarter+ounce', ['P3', 'P5']],
    ['refinementList[feelings][]=Happy', ['P1', 'P4']],
    ['refinementList[feelings][]=Happy&refinementList[activities][]=Get+relief', ['P1']],
    ['refinementList[percent_thc][min]=20&refinementList[percent_thc][max]=30', ['P1', 'P3', 'P6']],
    ['refinementList[percent_thc][min]=22&refinementList[percent_thc][max]=22', ['P1']],
    ['refinementList[percent_cbd][min]=0&refinementList[percent_cbd][max]=0.15', ['P1']],
    ['refinementList[percent_thca][min]=20&refinementList[percent_thca][max]=25', ['P1', 'P2']],
    ['refinementList[percent_thc][min]=50&refinementList[percent_thc][max]=10', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']],
    ['refinementList[kind][]=all', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']],
    ['refinementList[brand][]=Nobody', []],
  ])('%s', async (text, expected) => {
    expect(await keys(fromUrl(text))).toEqual(expected)
  })

  it('deals: a live special filters, a dead or disabled one matches nothing', async () => {
    const deals = (id: number) => query({ refinements: { applicable_special_ids: [String(id)] } })
    expect(await keys(deals(liveSpecial))).toEqual(['P1', 'P5'])
    for (const id of [endedSpecial, disabledSpecial, groupSpecial, futureSpecial]) expect(await keys(deals(id))).toEqual([])
    expect(await keys(query({ refinements: { applicable_special_ids: ['x', String(liveSpecial)] } }))).toEqual(['P1', 'P5'])
  })

  it('counts each facet with every other filter but its own (disjunctive)', async () => {
    const result = await search(fromUrl('refinementList[kind][]=flower&refinementList[category][]=indica'))
    expect(result.total).toBe(1)
    expect(result.totalWithoutFilters).toBe(8)
    // kind counted over the indica products, category over the flower products.
    expect(result.facets.kind).toEqual({ flower: 1, vape: 1 })
    expect(result.facets.category).toEqual({ hybrid: 1, indica: 1, sativa: 1 })
    expect(result.facets.brand).toEqual({ 'Beta Labs': 1 })
    expect(result.facets.applicable_special_ids).toEqual({})
  })

  it('potency stats leave out their own range but apply the others', async () => {
    const result = await search(fromUrl('refinementList[percent_thc][min]=20&refinementList[percent_thc][max]=30'))
    expect(result.facetsStats.percent_thc).toEqual({ min: 1, max: 85 })
    expect(result.facetsStats.percent_cbd).toEqual({ min: 0.1, max: 0.2 })
    const both = await search(
      fromUrl('refinementList[percent_thc][min]=20&refinementList[percent_thc][max]=30&refinementList[percent_cbd][min]=0&refinementList[percent_cbd][max]=0.15'),
    )
    expect(both.total).toBe(1)
    expect(both.facetsStats.percent_thc).toEqual({ min: 22, max: 22 })
  })
})

describe('searchMenu: sorts and pages', () => {
  it.each<[SortValue, Key[]]>([
    ['featured', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']],
    ['price_asc', ['P6', 'P1', 'P4', 'P5', 'P2', 'P3', 'P7', 'P8']],
    ['price_desc', ['P8', 'P7', 'P3', 'P2', 'P5', 'P4', 'P1', 'P6']],
    ['thc_desc', ['P5', 'P3', 'P1', 'P6', 'P2', 'P7', 'P4', 'P8']],
    ['top_rated', ['P7', 'P4', 'P1', 'P3', 'P2', 'P6', 'P5', 'P8']],
    ['newest', ['P4', 'P2', 'P3', 'P1', 'P5', 'P6', 'P7', 'P8']],
  ])('%s', async (sort, expected) => {
    expect(await keys(query({ sort }))).toEqual(expected)
  })

  it('pages without gaps or repeats', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => search(query({ sort: 'price_asc', page }), 3)))
    expect(pages.map((p) => p.hits.map((hit) => keyOf.get(hit.product_id)))).toEqual([
      ['P6', 'P1', 'P4'],
      ['P5', 'P2', 'P3'],
      ['P7', 'P8'],
      [],
    ])
    expect(pages.map((p) => [p.total, p.totalPages, p.page])).toEqual([
      [8, 3, 0],
      [8, 3, 1],
      [8, 3, 2],
      [8, 3, 3],
    ])
  })

  it('hitsPerPage 0 answers counts only', async () => {
    const result = await search(query(), 0)
    expect(result.hits).toEqual([])
    expect(result.total).toBe(8)
  })
})

describe('searchMenu: text', () => {
  it.each<[string, Key[]]>([
    ['blue dre', ['P1']],
    ['bleu dream', ['P1']],
    ['Blue Dream', ['P1']],
    ['BLUE', ['P1']],
    ['og kush', ['P3']],
    ['kush', ['P3', 'P6']],
    ['weding cake', ['P5']],
    ['gumm', ['P4']],
    ['gelatto', ['P4']],
    ['alpha', ['P1', 'P2', 'P7']],
    ['sativa', ['P2']],
    ['tincture', ['P7']],
    ['xyzzy', []],
    ['qqqq zzzz', []],
    ["'; drop table search_products; --", []],
    ['blue & dream | !', ['P1']],
    ['\\', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']],
  ])('%j finds %j', async (text, expected) => {
    expect(await keys(query({ searchQuery: text }))).toEqual(expected)
  })

  it('ranks name matches first, then follows the sort', async () => {
    // 'calm' is P7's name and only P2's product line.
    expect(await keys(query({ searchQuery: 'calm' }))).toEqual(['P7', 'P2'])
    expect(await keys(query({ searchQuery: 'calm', sort: 'price_asc' }))).toEqual(['P7', 'P2'])
    expect(await keys(query({ searchQuery: 'cake', sort: 'price_asc' }))).toEqual(['P6', 'P5'])
    expect(await keys(query({ searchQuery: 'cake', sort: 'price_desc' }))).toEqual(['P5', 'P6'])
  })

  it('combines with filters; totalWithoutFilters counts the text matches', async () => {
    const result = await search(query({ searchQuery: 'kush', refinements: { kind: ['edible'] } }))
    expect(result.total).toBe(0)
    expect(result.totalWithoutFilters).toBe(2)
    expect(result.facets.kind).toEqual({ flower: 1, 'pre-roll': 1 })
  })
})

describe('stores', () => {
  it('finds the store with its menu page path; unknown stores are null', async () => {
    const store = await findSearchStore(storeId)
    expect(store?.menuPagePath).toMatch(new RegExp(`^/dispensaries/[a-z0-9-]+/[a-z0-9-]+/${storeId}/recreational-menu/$`))
    expect(await findSearchStore(999_999)).toBeNull()
    expect(await storeHasMenu(storeId)).toBe(true)
    expect(await storeHasMenu(999_999)).toBe(false)
  })

  it('a store without products answers empty results', async () => {
    const empty = (await createMenu(getDb())).storeId
    const result = await searchMenu(emptyMenuQuery(empty), { menuPagePath: '/', now: NOW })
    expect(result).toMatchObject({ hits: [], total: 0, totalPages: 0, totalWithoutFilters: 0, facetsStats: {} })
    expect(result.facets.kind).toEqual({})
  })
})

describe('plans', () => {
  it('runs a search with a text query on the generic plan from its first call on a connection', async () => {
    // Left to choose, PostgreSQL planned each such search again (custom plans only); the
    // statement is written for one plan whatever its values.
    const client = await getPool().connect()
    const plans = async (name: string) =>
      (
        await client.query<{ generic_plans: number; custom_plans: number }>(
          'select generic_plans::int, custom_plans::int from pg_prepared_statements where name = $1',
          [name],
        )
      ).rows[0] ?? { generic_plans: 0, custom_plans: 0 }
    try {
      let name = ''
      let before = { generic_plans: 0, custom_plans: 0 }
      for (const [i, text] of ['kush', 'blue drem', 'gelato'].entries()) {
        const statement = searchStatement(query({ searchQuery: text, refinements: { kind: ['flower'] } }), {
          now: NOW,
          hitsPerPage: 48,
          page: 0,
          plan: planTextSearch(text, ['kush', 'blue', 'dream', 'gelato']),
        })
        name = statement.name
        // This connection may have run the statement before this test.
        if (i === 0) before = await plans(name)
        await client.query(statement)
      }
      const after = await plans(name)
      expect({ generic: after.generic_plans - before.generic_plans, custom: after.custom_plans - before.custom_plans }).toEqual({ generic: 3, custom: 0 })
    } finally {
      client.release()
    }
  })
})

describe('ensureSearchIndex', () => {
  it('builds a missing index and leaves a built one alone', async () => {
    const db = getDb()
    expect(await ensureSearchIndex(db)).toBe(false)
    await db.execute(sql`truncate search_products`)
    expect(await ensureSearchIndex(db)).toBe(true)
    expect((await search(query())).total).toBe(8)
  })
})
