import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { readCatalogueVersion } from '~/catalog/catalogue-version.server'
import { searchMenu } from '~/catalog/search/search.server'
import { emptyMenuQuery } from '~/catalog/search/query'
import { getDb } from '~/db/client.server'
import { createBrand, createMenu, createMenuProduct, createProduct, refreshSearchIndex } from '~/db/seed/factories'
import { searchListing } from './listing.server'

const NOW = new Date('2025-05-01T12:00:00Z')
const MENU_PATH = '/dispensaries/illinois/oak-park/1001/recreational-menu/'
const PRODUCTS = 130

let storeId = 0
/** Product ids in featured order: what paging through the menu 20 at a time shows. */
let featured: number[] = []

beforeAll(async () => {
  const db = getDb()
  storeId = (await createMenu(db)).storeId
  const brand = await createBrand(db, { name: 'Alpha Farms' })
  for (let rank = 1; rank <= PRODUCTS; rank += 1) {
    const product = await createProduct(db, { brandId: brand.id, kind: 'flower', category: 'hybrid' })
    await createMenuProduct(db, { storeId, productId: product.id, featuredRank: rank })
  }
  await refreshSearchIndex(db, [storeId])
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(PRODUCTS / 20) }, (_, page) =>
      searchMenu({ ...emptyMenuQuery(storeId), page }, { menuPagePath: MENU_PATH, now: NOW }),
    ),
  )
  featured = pages.flatMap((result) => result.hits.map((hit) => hit.product_id))
}, 300_000)

describe('searchListing: page N renders everything down to page N (000 §4)', () => {
  it.each([
    [0, 20],
    [1, 40],
    [4, 100],
    [5, 120],
    [6, 130],
    [49, 130],
  ])('page %d → the first %d products in featured order', async (page, count) => {
    const result = await searchListing({ ...emptyMenuQuery(storeId), page }, { menuPagePath: MENU_PATH, now: NOW })
    expect(result.hits.map((hit) => hit.product_id)).toEqual(featured.slice(0, count))
    expect(result.total).toBe(PRODUCTS)
    expect(result.page).toBe(page)
  })

  it('keeps facets and totals of the whole result', async () => {
    const result = await searchListing({ ...emptyMenuQuery(storeId), page: 6 }, { menuPagePath: MENU_PATH, now: NOW })
    expect(result.facets.brand).toEqual({ 'Alpha Farms': PRODUCTS })
    expect(result.totalWithoutFilters).toBe(PRODUCTS)
  })
})

describe('searchListing: the unfiltered first page is kept per store under its catalogue version', () => {
  const options = () => ({ menuPagePath: MENU_PATH, now: NOW, version: readCatalogueVersion(storeId) })

  it('answers from memory while the catalogue is unchanged, and reads again after a change', async () => {
    const db = getDb()
    const first = await searchListing(emptyMenuQuery(storeId), options())
    const [top] = first.hits
    // Behind the change log's back (its triggers off) a change is not seen: the page came from memory.
    await db.execute(sql`alter table search_products disable trigger user`)
    try {
      await db.execute(sql`update search_products set name = 'Renamed quietly' where store_id = ${storeId} and product_id = ${top!.product_id}`)
    } finally {
      await db.execute(sql`alter table search_products enable trigger user`)
    }
    expect((await searchListing(emptyMenuQuery(storeId), options())).hits[0]?.name).toBe(top!.name)
    // A change the log records (a checkout taking stock) is seen on the very next request.
    await db.execute(sql`update search_products set in_stock = false where store_id = ${storeId} and product_id = ${top!.product_id}`)
    const after = await searchListing(emptyMenuQuery(storeId), options())
    expect(after.hits[0]?.name).toBe('Renamed quietly')
    expect(after.hits[0]?.in_stock).toBe(false)
    await db.execute(sql`update search_products set in_stock = true where store_id = ${storeId}`)
  })

  it.each([
    ['a text search', { searchQuery: 'flower' }],
    ['a filter', { refinements: { brand: ['Alpha Farms'] } }],
    ['another sort', { sort: 'price_asc' as const }],
    ['a deeper page', { page: 1 }],
  ])('reads %s from the database every time', async (_label, change) => {
    const db = getDb()
    const query = { ...emptyMenuQuery(storeId), ...change }
    const before = await searchListing(query, options())
    await db.execute(sql`alter table search_products disable trigger user`)
    try {
      await db.execute(sql`update search_products set brand_subtype = 'changed' where store_id = ${storeId}`)
      const after = await searchListing(query, options())
      expect(after.hits.map((hit) => hit.brand_subtype)).not.toEqual(before.hits.map((hit) => hit.brand_subtype))
    } finally {
      await db.execute(sql`update search_products set brand_subtype = null where store_id = ${storeId}`)
      await db.execute(sql`alter table search_products enable trigger user`)
    }
  })
})
