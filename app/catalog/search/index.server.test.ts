import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import * as schema from '~/db/schema'
import { searchProducts } from '~/db/schema'
import { createBrand, createMenu, createMenuProduct, createProduct, createReview } from '~/db/seed/factories'
import { refreshProductReviews } from '~/orders/order-reviews.server'
import { resetDatabase } from '../../../tests/setup/reset-database'
import { readCatalogueVersion } from '../catalogue-version.server'
import { refreshSearchIndex, SOURCE_TABLES } from './index.server'

/*
 * The index's writers go through search_products' statement triggers (migration 0008), so the menu
 * caches keyed on a store's catalogue version see what they wrote.
 */

beforeEach(async () => {
  await resetDatabase()
})

async function storeWith(productIds: number[]) {
  const db = getDb()
  const { storeId } = await createMenu(db)
  for (const productId of productIds) {
    await createMenuProduct(db, { storeId, productId, variants: [{ weight: 'gram', price: 20, inventory: 5 }] })
  }
  return storeId
}

describe('index writers and the catalogue version', () => {
  it('a full rebuild moves every store’s version and writes the facet tokens', async () => {
    const db = getDb()
    const brand = await createBrand(db)
    const product = await createProduct(db, { kind: 'flower', brandId: brand.id })
    const stores = [await storeWith([product.id]), await storeWith([product.id])]
    await refreshSearchIndex(db)
    const before = await Promise.all(stores.map(readCatalogueVersion))
    await refreshSearchIndex(db)
    const after = await Promise.all(stores.map(readCatalogueVersion))
    for (const [i, version] of after.entries()) expect(version).not.toBe(before[i])
    const rows = await db.select({ tokens: searchProducts.facetTokens }).from(searchProducts)
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row.tokens).toEqual(expect.arrayContaining(['kind:flower', 'available_weights:gram']))
  })

  it('a review update in place moves the version of the stores carrying the product, and only theirs', async () => {
    const db = getDb()
    const brand = await createBrand(db)
    const reviewed = await createProduct(db, { kind: 'flower', brandId: brand.id, activities: [], feelings: [] })
    const other = await createProduct(db, { kind: 'edible', brandId: brand.id })
    const carrying = await storeWith([reviewed.id, other.id])
    const notCarrying = await storeWith([other.id])
    await refreshSearchIndex(db)
    const before = { carrying: await readCatalogueVersion(carrying), notCarrying: await readCatalogueVersion(notCarrying) }
    await createReview(db, { productId: reviewed.id, rating: 5, hidden: false, feelings: ['Sleepy'], activities: [] })
    await db.transaction((tx) => refreshProductReviews(tx, reviewed.id))
    expect(await readCatalogueVersion(carrying)).not.toBe(before.carrying)
    expect(await readCatalogueVersion(notCarrying)).toBe(before.notCarrying)
    const [row] = await db
      .select({ tokens: searchProducts.facetTokens })
      .from(searchProducts)
      .where(eq(searchProducts.productId, reviewed.id))
    expect(row?.tokens).toContain('feelings:Sleepy')
  })
})

describe('a full rebuild after a bulk load', () => {
  async function estimates(): Promise<Record<string, number>> {
    const { rows } = await getDb().execute<{ relname: string; reltuples: number }>(
      sql`select relname, reltuples::int as reltuples from pg_class where relname = any(${sql.param([...SOURCE_TABLES])}::text[])`,
    )
    return Object.fromEntries(rows.map((row) => [row.relname, row.reltuples]))
  }

  it('plans on fresh statistics, not on an analyze that ran while the load was uncommitted', async () => {
    // The load, in one transaction on a connection of its own, as the seed does it.
    const pool = (getDb() as unknown as { $client: pg.Pool }).$client
    const loader = await pool.connect()
    try {
      await loader.query('begin')
      const loading = drizzle(loader, { schema })
      const brand = await createBrand(loading)
      const productIds: number[] = []
      for (let i = 0; i < 6; i++) productIds.push((await createProduct(loading, { kind: 'flower', brandId: brand.id })).id)
      const { storeId } = await createMenu(loading)
      for (const productId of productIds) {
        await createMenuProduct(loading, { storeId, productId, variants: [{ weight: 'gram', price: 20, inventory: 5 }] })
      }
      // Autovacuum's analyze, meanwhile, from another connection: it sees pages but no rows.
      await getDb().execute(sql`analyze menu_products, menu_product_variants, products`)
      await loader.query('commit')
    } finally {
      loader.release()
    }
    expect(await estimates()).toMatchObject({ menu_products: 0, menu_product_variants: 0, products: 0 })

    await refreshSearchIndex(getDb())

    expect(await estimates()).toMatchObject({ menu_products: 6, menu_product_variants: 6, products: 6, brands: 1 })
    expect(await getDb().$count(searchProducts)).toBe(6)
  })
})
