import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { states } from '~/db/schema'
import {
  createBrand,
  createDispensary,
  createMenu,
  createMenuProduct,
  createProduct,
  createSpecial,
  createState,
  refreshSearchIndex,
} from '~/db/seed/factories'
import { loadMenuCarousels } from '../carousels.server'
import { readCatalogueVersion } from '../catalogue-version.server'
import { emptyMenuQuery } from '../search/query'
import { loadProductPage, loadRelatedProducts } from './product.server'

const NOW = new Date()

let storeId = 0
let otherStoreId = 0
let ohioStoreId = 0
let productId = 0
let soldOutId = 0
let edibleId = 0
let notCarriedId = 0
let ohioProductId = 0
const relatedIds: number[] = []

beforeAll(async () => {
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const dispensary = await createDispensary(db, { stateId: illinois.id, slug: 'evanston', name: 'Northmeadow Evanston', reviewsDisabled: true })
  storeId = (await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })).storeId
  otherStoreId = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: illinois.id })).id })).storeId
  const [ohio] = await db.insert(states).values({ name: 'Ohio', slug: 'ohio', code: 'OH' }).returning()
  ohioStoreId = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: ohio!.id })).id })).storeId

  const brand = await createBrand(db, { name: 'Meadowlark Farms' })
  const product = await createProduct(db, {
    brandId: brand.id,
    kind: 'flower',
    category: 'hybrid',
    name: 'Blue Dream',
    uniqueSlug: 'blue-dream-meadowlark',
    imageUrls: ['/images/products/flower-hybrid-0-1234abcd.svg', '/images/products/flower-hybrid-1-1234abcd.svg'],
    labResults: [
      { unitId: 'THC', priceId: 'gram', value: 21.5, unit: '%' },
      { unitId: 'THC', priceId: 'eighth_ounce', value: 22.1, unit: '%' },
      { unitId: 'CBD', priceId: 'eighth_ounce', value: 0.2, unit: '%' },
    ],
    terpenes: [{ title: 'Myrcene', subTitle: 'Earthy, musky', percentage: 0.8, tooltip: 'Common in cannabis.' }],
    aggregateRating: 4.25,
    reviewCount: 8,
  })
  productId = product.id
  // Out of canonical order on purpose: the page lists half gram … ounce, each.
  await createMenuProduct(db, {
    storeId,
    productId,
    storeNotes: 'Limited drop: while supplies last.',
    maxCartQuantity: 6,
    variants: [
      { weight: 'eighth_ounce', price: 45, discountedPrice: 36, inventory: 4, thcPotency: 22.1 },
      { weight: 'gram', price: 14, inventory: 20, thcPotency: 21.5 },
    ],
  })
  // A live 20 % product special: it also writes the discounted prices (gram 14 → 11.20).
  await createSpecial(db, { storeId, productIds: [productId], title: 'Spring Sale', discountPercent: 20 })

  soldOutId = (await createProduct(db, { brandId: brand.id, kind: 'flower', category: 'indica' })).id
  await createMenuProduct(db, { storeId, productId: soldOutId, variants: [{ weight: 'gram', price: 10, inventory: 0 }] })

  edibleId = (await createProduct(db, { brandId: brand.id, kind: 'edible', imageUrls: [] })).id
  await createMenuProduct(db, { storeId, productId: edibleId })

  for (let i = 0; i < 3; i++) {
    const related = await createProduct(db, { brandId: brand.id, kind: 'flower', category: 'sativa' })
    await createMenuProduct(db, { storeId, productId: related.id, featuredRank: i + 1 })
    relatedIds.push(related.id)
  }

  notCarriedId = (await createProduct(db, { brandId: brand.id })).id
  await createMenuProduct(db, { storeId: otherStoreId, productId: notCarriedId })

  ohioProductId = (await createProduct(db, { brandId: brand.id })).id
  await createMenuProduct(db, { storeId: ohioStoreId, productId: ohioProductId })

  await refreshSearchIndex(db)
}, 300_000)

describe('loadProductPage', () => {
  it('loads the product detail record with the store, variants, special, labs and terpenes', async () => {
    const found = await loadProductPage(storeId, productId, 'main', { now: NOW })
    expect(found.status).toBe('found')
    if (found.status !== 'found') return
    expect(found.store).toMatchObject({
      storeId,
      menuSlug: 'recreational-menu',
      menuPath: `/dispensaries/illinois/evanston/${storeId}/recreational-menu/`,
      dispensaryName: 'Northmeadow Evanston',
      dispensaryPath: '/dispensaries/illinois/evanston',
      stateSlug: 'illinois',
      stateCode: 'IL',
      reviewsDisabled: true,
    })
    const { product } = found
    expect(product).toMatchObject({
      productId,
      name: 'Blue Dream',
      uniqueSlug: 'blue-dream-meadowlark',
      brand: 'Meadowlark Farms',
      kind: 'flower',
      lineage: 'hybrid',
      strainsLabel: 'Hybrid',
      storeNotes: 'Limited drop: while supplies last.',
      specialTitle: 'Spring Sale',
      maxCartQuantity: 6,
      aggregateRating: 4.25,
      reviewCount: 8,
      outOfStock: false,
      images: ['/images/products/flower-hybrid-0-1234abcd.svg', '/images/products/flower-hybrid-1-1234abcd.svg'],
    })
    expect(product.variants.map((v) => [v.key, v.label, v.price, v.discountedPrice, v.unitPrice, v.inventory, v.thc])).toEqual([
      ['gram', '1 g', 14, 11.2, 11.2, 20, 21.5],
      ['eighth_ounce', '1/8 oz', 45, 36, 36, 4, 22.1],
    ])
    expect(product.labResults).toHaveLength(3)
    expect(product.terpenes[0]?.title).toBe('Myrcene')
  })

  it('marks a product with no stock as out of stock', async () => {
    const found = await loadProductPage(storeId, soldOutId, 'main', { now: NOW })
    expect(found.status === 'found' && found.product.outOfStock).toBe(true)
  })

  it('loads a product without images and with dosage fields', async () => {
    const found = await loadProductPage(storeId, edibleId, 'main', { now: NOW })
    expect(found.status).toBe('found')
    if (found.status !== 'found') return
    expect(found.product.images).toEqual([])
    expect(found.product.kind).toBe('edible')
    expect(found.product.dosage).toBeTruthy()
  })

  it.each([
    ['an unknown store', () => [999_999, productId] as const, 'main', 'no-store'],
    ['an unknown product', () => [storeId, 987_654] as const, 'main', 'not-carried'],
    ['a product another store carries', () => [storeId, notCarriedId] as const, 'main', 'not-carried'],
    ['an Ohio store on a main host', () => [ohioStoreId, ohioProductId] as const, 'main', 'out-of-region'],
    ['a main store on the Ohio host', () => [storeId, productId] as const, 'ohio', 'out-of-region'],
  ] as const)('is not found for %s', async (_, ids, region, status) => {
    const [store, product] = ids()
    expect((await loadProductPage(store, product, region, { now: NOW })).status).toBe(status)
  })

  it('finds an Ohio product on the Ohio host', async () => {
    expect((await loadProductPage(ohioStoreId, ohioProductId, 'ohio', { now: NOW })).status).toBe('found')
  })
})

describe('loadRelatedProducts', () => {
  it('lists in-stock products of the same kind at the store, not this one, as cards', async () => {
    const found = await loadProductPage(storeId, productId, 'main', { now: NOW })
    if (found.status !== 'found') throw new Error('product not found')
    const related = await loadRelatedProducts(found.store, found.product, { now: NOW, isOhioHost: false })
    expect(related).not.toBeNull()
    const ids = related?.cards.map((card) => card.productId) ?? []
    expect(ids).toEqual(relatedIds)
    expect(ids).not.toContain(productId)
    expect(ids).not.toContain(soldOutId)
    expect(ids).not.toContain(edibleId)
    expect(related?.cards.every((card) => card.kind === 'flower' && !card.outOfStock)).toBe(true)
    expect(related?.title).toBe('More flower at this store')
    // Blue Dream, the sold-out flower and the three related ones.
    expect(related?.seeAll).toEqual({
      label: 'See All (5)',
      href: `/dispensaries/illinois/evanston/${storeId}/recreational-menu/?refinementList%5Bkind%5D%5B%5D=flower`,
    })
  })

  it("the store's top of a kind serves every product page of the kind, and follows a catalogue change", async () => {
    const page = async (id: number) => {
      const found = await loadProductPage(storeId, id, 'main', { now: NOW })
      if (found.status !== 'found') throw new Error('product not found')
      return (await loadRelatedProducts(found.store, found.product, { now: NOW, isOhioHost: false }))?.cards.map((card) => card.productId) ?? []
    }
    const other = relatedIds[0]!
    // Another flower's page lists the first product (last in featured order), and not itself, from the same top.
    expect(await page(other)).toEqual([...relatedIds.filter((id) => id !== other), productId])
    // What a checkout does to the index when it takes the last unit: the very next page leaves it out.
    await getDb().execute(sql`update search_products set in_stock = false where store_id = ${storeId} and product_id = ${productId}`)
    try {
      expect(await page(other)).toEqual(relatedIds.filter((id) => id !== other))
    } finally {
      await getDb().execute(sql`update search_products set in_stock = true where store_id = ${storeId} and product_id = ${productId}`)
    }
  })

  it("reads the store's catalogue version with the page, as the menu's memory is kept under it", async () => {
    const found = await loadProductPage(storeId, productId, 'main', { now: NOW })
    if (found.status !== 'found') throw new Error('product not found')
    expect(found.catalogueVersion).toBe(await readCatalogueVersion(storeId))
    expect(found.catalogueVersion).toMatch(/^[1-9]\d*\.[1-9]\d*$/)
  })

  it("is the menu's row of the kind, without this product", async () => {
    const found = await loadProductPage(storeId, productId, 'main', { now: NOW })
    if (found.status !== 'found') throw new Error('product not found')
    const related = await loadRelatedProducts(found.store, found.product, { now: NOW, isOhioHost: false })
    const menu = await loadMenuCarousels(storeId, { menuPagePath: found.store.menuPath, stateCode: 'IL', query: emptyMenuQuery(storeId), now: NOW })
    const row = menu.products.find((candidate) => candidate.key === 'flower')
    expect(related?.cards).toEqual(row?.cards.filter((card) => card.productId !== productId && !card.outOfStock))
    expect(related?.total).toBe(row?.total)
  })

  it('is null when nothing else of the kind is in stock', async () => {
    const found = await loadProductPage(storeId, edibleId, 'main', { now: NOW })
    if (found.status !== 'found') throw new Error('product not found')
    expect(await loadRelatedProducts(found.store, found.product, { now: NOW, isOhioHost: false })).toBeNull()
  })
})
