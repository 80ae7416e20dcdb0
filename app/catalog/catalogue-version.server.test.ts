import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { createBrand, createMenu, createMenuProduct, createProduct, createSpecial } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { nextScheduledChange, pruneCatalogueChanges, readCatalogueVersion } from './catalogue-version.server'
import { refreshSearchIndex } from './search/index.server'

beforeEach(async () => {
  await resetDatabase()
})

async function storeWithProduct() {
  const db = getDb()
  const { storeId } = await createMenu(db)
  const brand = await createBrand(db)
  const product = await createProduct(db, { kind: 'flower', brandId: brand.id })
  await createMenuProduct(db, { storeId, productId: product.id, variants: [{ weight: 'gram', price: 20, inventory: 5 }] })
  await refreshSearchIndex(db, [storeId])
  return { storeId, productId: product.id }
}

describe('readCatalogueVersion', () => {
  it('moves with every change to what a menu shows, and only for the store changed', async () => {
    const db = getDb()
    const { storeId, productId } = await storeWithProduct()
    const other = await storeWithProduct()
    const changes: [string, () => Promise<unknown>][] = [
      ['stock taken at checkout', () => db.execute(sql`update search_products set in_stock = false where store_id = ${storeId}`)],
      ['a special added', () => createSpecial(db, { storeId, productIds: [productId] })],
      ['a special switched off', () => db.execute(sql`update specials set enabled = false where store_id = ${storeId}`)],
      ['a sponsored placement', () => db.execute(sql`insert into sponsored_placements (store_id, product_id, sponsor) values (${storeId}, ${productId}, 'Brand')`)],
      ['the index rebuilt', () => refreshSearchIndex(db, [storeId])],
      ['a product taken off', () => db.execute(sql`delete from search_products where store_id = ${storeId}`)],
    ]
    for (const [change, run] of changes) {
      const before = await readCatalogueVersion(storeId)
      const otherBefore = await readCatalogueVersion(other.storeId)
      await run()
      expect(await readCatalogueVersion(storeId), change).not.toBe(before)
      expect(await readCatalogueVersion(other.storeId), change).toBe(otherBefore)
    }
  })

  it('moves for every store when the index is emptied whole', async () => {
    const { storeId } = await storeWithProduct()
    const before = await readCatalogueVersion(storeId)
    await getDb().execute(sql`truncate search_products`)
    expect(await readCatalogueVersion(storeId)).not.toBe(before)
  })

  it('moves when a change with an older id commits after a newer one', async () => {
    const { storeId } = await storeWithProduct()
    const db = getDb()
    // Ids are handed out before commit, so a change can commit with an id below the newest one:
    // the newest id stays, only the count tells.
    const before = await readCatalogueVersion(storeId)
    await db.execute(sql`insert into catalogue_changes (id, store_id) values (0, ${storeId})`)
    expect(await readCatalogueVersion(storeId)).not.toBe(before)
  })

  it('still moves after pruning, which leaves a fresh row for each store it pruned', async () => {
    const { storeId } = await storeWithProduct()
    const db = getDb()
    await db.execute(sql`update search_products set in_stock = false where store_id = ${storeId}`)
    await db.execute(sql`update catalogue_changes set changed_at = now() - interval '1 hour'`)
    const before = await readCatalogueVersion(storeId)
    expect(await pruneCatalogueChanges()).toBeGreaterThan(0)
    expect(await readCatalogueVersion(storeId)).not.toBe(before)
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from catalogue_changes where store_id = ${storeId}`)
    expect(rows.rows[0]?.n).toBe(2)
  })
})

describe('nextScheduledChange', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000)

  it('is the next start or end of a special or a sponsored placement, Infinity when none', async () => {
    const db = getDb()
    const { storeId, productId } = await storeWithProduct()
    expect(await nextScheduledChange(storeId, now)).toBe(Number.POSITIVE_INFINITY)
    await createSpecial(db, { storeId, startDate: at(-5), endDate: at(30) })
    expect(await nextScheduledChange(storeId, now)).toBe(at(30).getTime() + 1)
    await createSpecial(db, { storeId, startDate: at(10), endDate: at(40) })
    expect(await nextScheduledChange(storeId, now)).toBe(at(10).getTime() + 1)
    await db.execute(
      sql`insert into sponsored_placements (store_id, product_id, sponsor, starts_at, ends_at) values (${storeId}, ${productId}, 'Brand', ${at(-1)}, ${at(2)})`,
    )
    expect(await nextScheduledChange(storeId, now)).toBe(at(2).getTime() + 1)
  })
})
