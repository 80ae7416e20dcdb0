import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { menuProductVariants, products } from '~/db/schema'
import { resetDatabase } from '../../../tests/setup/reset-database'
import {
  createBrand,
  createDispensary,
  createMenu,
  createMenuProduct,
  createProduct,
  createReview,
  createSpecial,
  createState,
} from './factories'

beforeEach(async () => {
  await resetDatabase()
})

describe('factories', () => {
  it('creates a whole chain of parents on demand', async () => {
    const db = getDb()
    const item = await createMenuProduct(db)
    expect(item.storeId).toBeGreaterThanOrEqual(1001)
    expect(item.productId).toBeGreaterThanOrEqual(100001)
    expect(item.variants.length).toBeGreaterThan(0)
    for (const variant of item.variants) expect(variant.inventory).toBeGreaterThan(0)
    expect(item.rootTypes[0]).toBe('flower')
  })

  it('gives unique, realistic defaults and never defaults to Ohio', async () => {
    const db = getDb()
    const a = await createDispensary(db)
    const b = await createDispensary(db)
    expect(a.stateId).not.toBe(b.stateId)
    const first = await createState(db)
    expect(first.code).not.toBe('OH')
    expect(a.name).toMatch(/^Northmeadow /)
    expect(a.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/)
    expect(a.hours).toHaveLength(7)
    const sameState = await createDispensary(db, { stateId: a.stateId })
    expect(sameState.slug).not.toBe(a.slug)
    // /dispensaries/{state}/deals is the state deals page: no dispensary may live there.
    await expect(createDispensary(db, { stateId: a.stateId, slug: 'deals' })).rejects.toThrow("A dispensary may not take the reserved slug 'deals'")
    const brand1 = await createBrand(db)
    const brand2 = await createBrand(db)
    expect(brand1.slug).not.toBe(brand2.slug)
  })

  it('takes overrides and keeps product slugs unique', async () => {
    const db = getDb()
    const brand = await createBrand(db, { name: 'Lumen Labs' })
    expect(brand.slug).toBe('lumen-labs')
    const p1 = await createProduct(db, { brandId: brand.id, kind: 'vape', strain: 'Blue Dream', name: 'Blue Dream Cartridge' })
    const p2 = await createProduct(db, { brandId: brand.id, kind: 'vape', name: 'Blue Dream Cartridge' })
    expect(p1.uniqueSlug).toBe('blue-dream-cartridge')
    expect(p2.uniqueSlug).toBe('blue-dream-cartridge-lumen-labs')
    expect(p1.category).toBe('hybrid')
    const menu = await createMenu(db, { kind: 'medical' })
    expect(menu.slug).toBe('medical-menu')
    expect(menu.isDefault).toBe(true)
    const item = await createMenuProduct(db, {
      storeId: menu.storeId,
      productId: p1.id,
      variants: [{ weight: 'half_gram', price: 30 }, { weight: 'gram', price: 50, inventory: 0 }],
    })
    expect(item.variants.map((v) => [v.weight, v.price, v.inventory])).toEqual([
      ['half_gram', 30, 10],
      ['gram', 50, 0],
    ])
  })

  it('applies a live product special to linked variants', async () => {
    const db = getDb()
    const item = await createMenuProduct(db, { variants: [{ weight: 'eighth_ounce', price: 40 }] })
    const special = await createSpecial(db, { storeId: item.storeId, productIds: [item.productId], discountPercent: 25 })
    expect(special.discountPercent).toBe(25)
    const [variant] = await db.select().from(menuProductVariants).where(eq(menuProductVariants.productId, item.productId))
    expect(variant?.discountedPrice).toBe(30)
    const disabled = await createSpecial(db, { storeId: item.storeId, enabled: false, photoless: 'none' })
    expect(disabled.photo).toBeNull()
  })

  it('keeps review aggregates in step', async () => {
    const db = getDb()
    const product = await createProduct(db, { kind: 'edible' })
    await createReview(db, { productId: product.id, rating: 5, feelings: ['Relaxed'], activities: ['Ease my mind'], hidden: false })
    await createReview(db, { productId: product.id, rating: 4, feelings: ['Relaxed', 'Sleepy'], activities: [], hidden: false })
    await createReview(db, { productId: product.id, rating: 1, hidden: true })
    const [row] = await db.select().from(products).where(eq(products.id, product.id))
    expect(row?.aggregateRating).toBe(4.5)
    expect(row?.reviewCount).toBe(2)
    expect(row?.feelings).toEqual(['Relaxed', 'Sleepy'])
    expect(row?.activities).toEqual(['Ease my mind'])
  })
})
