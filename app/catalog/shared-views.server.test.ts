import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { createBrand, createDispensary, createMenu, createMenuProduct, createProduct, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { clearMenuCarouselsCache, loadMenuCarousels } from './carousels.server'
import { searchListing } from './listing/listing.server'
import { readCatalogueVersion } from './catalogue-version.server'
import { refreshSearchIndex } from './search/index.server'
import { emptyMenuQuery } from './search/query'
import { pruneSharedViews, sharedViews } from './shared-views.server'

const now = new Date('2025-06-20T12:00:00Z')
const PATH = '/dispensaries/illinois/oak-park/1001/recreational-menu/'

beforeEach(async () => {
  await resetDatabase()
})

describe('sharedViews (table store_views)', () => {
  it('reads back what was written under the same key and version until it expires', async () => {
    const at = now.getTime()
    await sharedViews.write('rows|1001', '3.17', '{"cards":["Do-Si-Dos"]}', at + 60_000)
    expect(await sharedViews.read('rows|1001', '3.17', at)).toEqual({ json: '{"cards":["Do-Si-Dos"]}', validUntil: at + 60_000 })
    expect(await sharedViews.read('rows|1001', '4.18', at)).toBeNull()
    expect(await sharedViews.read('rows|1002', '3.17', at)).toBeNull()
    expect(await sharedViews.read('rows|1001', '3.17', at + 60_000)).toBeNull()
  })

  it('one row per key: a newer value replaces the older in place', async () => {
    const at = now.getTime()
    await sharedViews.write('rows|1001', '3.17', '"old"', at + 60_000)
    await sharedViews.write('rows|1001', '4.18', '"new"', at + 60_000)
    expect(await sharedViews.read('rows|1001', '4.18', at)).toMatchObject({ json: '"new"' })
    const { rows } = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from store_views`)
    expect(rows[0]?.n).toBe(1)
  })

  it('text that looks like SQL is stored as it is', async () => {
    const hostile = `'); drop table store_views; --`
    await sharedViews.write(hostile, hostile, JSON.stringify(hostile), now.getTime() + 1_000)
    expect(await sharedViews.read(hostile, hostile, now.getTime())).toMatchObject({ json: JSON.stringify(hostile) })
  })

  it('sweeps rows nobody has written for a day', async () => {
    await sharedViews.write('rows|1001', 'v', '"kept"', Date.now() + 60_000)
    await sharedViews.write('rows|1002', 'v', '"stale"', Date.now() + 60_000)
    await getDb().execute(sql`update store_views set stored_at = now() - interval '25 hours' where key = 'rows|1002'`)
    expect(await pruneSharedViews()).toBe(1)
    const { rows } = await getDb().execute<{ key: string }>(sql`select key from store_views`)
    expect(rows.map((row) => row.key)).toEqual(['rows|1001'])
  })
})

describe("a store's menu rows across processes", () => {
  async function store(): Promise<number> {
    const db = getDb()
    const state = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
    const dispensary = await createDispensary(db, { stateId: state.id })
    const menu = await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })
    const brand = await createBrand(db, { name: 'Basin & Range' })
    for (const kind of ['flower', 'vape', 'edible'] as const) {
      const product = await createProduct(db, { kind, brandId: brand.id })
      await createMenuProduct(db, {
        storeId: menu.storeId,
        productId: product.id,
        rootTypes: [kind, 'best_selling'],
        variants: [{ weight: kind === 'edible' ? 'each' : 'gram', price: 20, discountedPrice: null, inventory: 5 }],
      })
    }
    await refreshSearchIndex(db, [menu.storeId])
    return menu.storeId
  }

  it('a process that misses them in memory takes what another worked out, unchanged, under the same version', async () => {
    const storeId = await store()
    const options = { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(storeId), now }
    const worked = await loadMenuCarousels(storeId, options)
    expect(worked.products.length).toBeGreaterThan(0)
    // Let the shared write land, then stand for another process: nothing in this one's memory.
    await waitForSharedRow(`carousels|${storeId}|`)
    clearMenuCarouselsCache()
    expect(await loadMenuCarousels(storeId, options)).toEqual(worked)

    // It really is the shared copy that is read: change it behind the cache's back.
    await getDb().execute(sql`update store_views set payload = replace(payload, 'Basin & Range', 'Shared Copy') where key like ${`carousels|${storeId}|%`}`)
    clearMenuCarouselsCache()
    expect((await loadMenuCarousels(storeId, options)).brands.cards.map((card) => card.name)).toEqual(['Shared Copy'])
  })

  it('a catalogue change is seen at once: the shared copy of the old version is not served', async () => {
    const storeId = await store()
    const options = { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(storeId), now }
    await loadMenuCarousels(storeId, options)
    await waitForSharedRow(`carousels|${storeId}|`)
    const before = await readCatalogueVersion(storeId)
    // What a checkout does to the index when it takes the last unit (the trigger moves the version).
    await getDb().execute(sql`update search_products set in_stock = false where store_id = ${storeId}`)
    expect(await readCatalogueVersion(storeId)).not.toBe(before)
    clearMenuCarouselsCache()
    const cards = (await loadMenuCarousels(storeId, options)).products.flatMap((row) => row.cards)
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.every((card) => card.outOfStock)).toBe(true)
  })
})

describe("a store's unfiltered first page across processes", () => {
  it('the shared copy is the page as worked out, whole (hits, totals, facets, specials)', async () => {
    const db = getDb()
    const state = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
    const dispensary = await createDispensary(db, { stateId: state.id })
    const menu = await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })
    const brand = await createBrand(db)
    const product = await createProduct(db, { kind: 'flower', brandId: brand.id })
    await createMenuProduct(db, { storeId: menu.storeId, productId: product.id, rootTypes: ['flower'], variants: [{ weight: 'gram', price: 12, discountedPrice: 10, inventory: 3 }] })
    await refreshSearchIndex(db, [menu.storeId])
    const result = await searchListing(emptyMenuQuery(menu.storeId), { menuPagePath: PATH, now, version: readCatalogueVersion(menu.storeId) })
    expect(result.hits).toHaveLength(1)
    await waitForSharedRow(`menu-first-page|${menu.storeId}|`)
    const { rows } = await db.execute<{ payload: string }>(sql`select payload from store_views where key like ${`menu-first-page|${menu.storeId}|%`}`)
    expect(JSON.parse(rows[0]?.payload ?? 'null')).toEqual(result)
  })
})

async function waitForSharedRow(prefix: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from store_views where key like ${`${prefix}%`}`)
    if ((rows[0]?.n ?? 0) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`no shared row for ${prefix}`)
}
