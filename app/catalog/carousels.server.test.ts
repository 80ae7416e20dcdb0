import { beforeEach, describe, expect, it, vi } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { products } from '~/db/schema'
import {
  createBrand,
  createDispensary,
  createMenu,
  createMenuProduct,
  createProduct,
  createSpecial,
  createState,
} from '~/db/seed/factories'
import { logger } from '~/log.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { brandLogo } from './brand-style'
import { loadMenuCarousels } from './carousels.server'
import { loadProductPage } from './product/product.server'
import { emptyMenuQuery } from './search/query'
import { refreshSearchIndex } from './search/index.server'
import { searchMenu } from './search/search.server'

const now = new Date('2025-06-20T12:00:00Z')
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000)
const PATH = '/dispensaries/illinois/oak-park/1001/recreational-menu/'

beforeEach(async () => {
  await resetDatabase()
})

type Stock = {
  kind: 'flower' | 'vape' | 'edible'
  brandId: number
  bestSelling?: boolean
  rank?: number
  inStock?: boolean
  discountedPrice?: number
}

async function stock(storeId: number, item: Stock) {
  const db = getDb()
  const product = await createProduct(db, { kind: item.kind, brandId: item.brandId })
  const rootTypes = [item.kind, ...(item.bestSelling ? ['best_selling'] : [])]
  await createMenuProduct(db, {
    storeId,
    productId: product.id,
    rootTypes,
    featuredRank: item.rank ?? 100,
    variants: [
      {
        weight: item.kind === 'edible' ? 'each' : 'gram',
        price: 20,
        discountedPrice: item.discountedPrice ?? null,
        inventory: item.inStock === false ? 0 : 5,
      },
    ],
  })
  return product.id
}

async function storeIn(code: 'IL' | 'MA') {
  const db = getDb()
  const state = await createState(db, code === 'IL' ? { name: 'Illinois', slug: 'illinois', code } : { name: 'Massachusetts', slug: 'massachusetts', code })
  const dispensary = await createDispensary(db, { stateId: state.id })
  return (await createMenu(db, { dispensaryId: dispensary.id })).storeId
}

describe('loadMenuCarousels', () => {
  it('plans best sellers, brands and a row per kind, with totals, links and hits the cards read', async () => {
    const db = getDb()
    const storeId = await storeIn('IL')
    const bloom = await createBrand(db, { name: 'Prairie Bloom' })
    const lake = await createBrand(db, { name: 'Lakeshore Labs' })
    // 14 flower (so the row stops at 12), the first out of stock, two best sellers; 2 vapes; 1 edible.
    const flower: number[] = []
    for (let i = 0; i < 14; i++) {
      flower.push(await stock(storeId, { kind: 'flower', brandId: bloom.id, rank: i, bestSelling: i < 2, inStock: i !== 0 }))
    }
    const vapes = [
      await stock(storeId, { kind: 'vape', brandId: lake.id, discountedPrice: 15 }),
      await stock(storeId, { kind: 'vape', brandId: lake.id }),
    ]
    await stock(storeId, { kind: 'edible', brandId: lake.id })
    const special = await createSpecial(db, { storeId, productIds: [vapes[0] as number], title: '$5 off vapes', startDate: day(-1), endDate: day(6), updatedAt: day(-1) })
    await refreshSearchIndex(db, [storeId])

    const query = { ...emptyMenuQuery(storeId), refinements: { bucket_price: ['$20-$40'] }, sort: 'price_asc' as const, page: 2 }
    const data = await loadMenuCarousels(storeId, { menuPagePath: PATH, stateCode: 'IL', query, now })

    expect(data.products.map((row) => [row.key, row.title, row.variant, row.total, row.cards.length])).toEqual([
      ['best_selling', 'Best sellers', 'left-cta', 2, 2],
      ['flower', 'Flower', 'top-cta', 14, 12],
      ['vape', 'Vapes', 'default', 2, 2],
      ['edible', 'Edibles', 'left-cta', 1, 1],
    ])
    const flowerRow = data.products.find((row) => row.key === 'flower')!
    // In stock first, then featured order: the out-of-stock first product drops behind the rest.
    expect(flowerRow.cards.map((card) => card.productId)).toEqual(flower.slice(1, 13))
    expect(flowerRow.seeAll.label).toBe('See All (14)')
    const seeAll = new URL(flowerRow.seeAll.href, 'http://localhost')
    expect(seeAll.pathname).toBe(PATH)
    expect([...seeAll.searchParams]).toEqual([
      ['refinementList[root_types][]', 'flower'],
      ['refinementList[bucket_price][]', '$20-$40'],
      ['currentSort', 'price_asc'],
    ])

    // The card is built from the index row as the grid builds it from a search hit.
    const vapeCard = data.products.find((row) => row.key === 'vape')!.cards.find((card) => card.productId === vapes[0])!
    expect(vapeCard).toMatchObject({
      id: `${storeId}-${vapes[0]}`,
      storeId,
      kind: 'vape',
      brand: 'Lakeshore Labs',
      price: 20,
      discountedPrice: 15,
      weightLabel: '1 g',
      saleLabel: '$5 off vapes',
      outOfStock: false,
      weights: [expect.objectContaining({ key: 'gram', price: 20, discountedPrice: 15, inventory: 5 })],
      externalUrl: null,
    })
    expect(vapeCard.url).toMatch(new RegExp(`^${PATH}product/${vapes[0]}/[a-z0-9-]+/$`))

    expect(data.brands.title).toBe('Shop by brand')
    expect(data.brands.cards.map((card) => [card.name, card.productCount, card.logo])).toEqual([
      ['Prairie Bloom', 14, brandLogo('Prairie Bloom')],
      ['Lakeshore Labs', 3, brandLogo('Lakeshore Labs')],
    ])
    expect(new URL(data.brands.cards[0]!.href, 'http://localhost').searchParams.getAll('refinementList[brand][]')).toEqual([
      'Prairie Bloom',
    ])

    expect(data.specials.title).toBe('Deals')
    expect(data.specials.cards).toHaveLength(1)
    const specialLink = new URL(data.specials.cards[0]!.href, 'http://localhost')
    expect(specialLink.searchParams.getAll('refinementList[applicable_special_ids][]')).toEqual([String(special.id)])
    expect(specialLink.searchParams.get('page')).toBeNull()
  })

  it('names a product special as a card’s sale label before an older bundle, as the grid and the product page do', async () => {
    const db = getDb()
    const storeId = await storeIn('IL')
    const brand = await createBrand(db)
    const productId = await stock(storeId, { kind: 'edible', brandId: brand.id })
    // The bundle is older (a lower id); the product special is the one that changes the price.
    await createSpecial(db, { storeId, productIds: [productId], specialType: 'bundle', title: 'Mix and match 3 for $40', startDate: day(-2), endDate: day(6) })
    await createSpecial(db, { storeId, productIds: [productId], title: '20% off gummies', startDate: day(-1), endDate: day(6) })
    await refreshSearchIndex(db, [storeId])
    const data = await loadMenuCarousels(storeId, { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(storeId), now })
    const card = data.products.find((row) => row.key === 'edible')?.cards[0]
    expect(card?.saleLabel).toBe('20% off gummies')
    const grid = await searchMenu({ ...emptyMenuQuery(storeId), refinements: { kind: ['edible'] } }, { menuPagePath: PATH, now })
    expect(grid.hits.map((hit) => hit.special_title)).toEqual(['20% off gummies'])
    const page = await loadProductPage(storeId, productId, 'main', { now })
    expect(page.status === 'found' ? page.product.specialTitle : page.status).toBe('20% off gummies')
  })

  it('titles the specials row Hot Prices in Massachusetts', async () => {
    const storeId = await storeIn('MA')
    const data = await loadMenuCarousels(storeId, { menuPagePath: PATH, stateCode: 'MA', query: emptyMenuQuery(storeId), now })
    expect(data.specials.title).toBe('Hot Prices')
  })

  it('hides ratings on an Ohio host (000 §1)', async () => {
    const db = getDb()
    const storeId = await storeIn('IL')
    const brand = await createBrand(db)
    const productId = await stock(storeId, { kind: 'edible', brandId: brand.id })
    await db.update(products).set({ aggregateRating: 4.5, reviewCount: 12 }).where(eq(products.id, productId))
    await refreshSearchIndex(db, [storeId])
    const options = { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(storeId), now }
    const rated = (await loadMenuCarousels(storeId, options)).products[0]?.cards[0]
    expect(rated?.rating).toEqual({ average: 4.5, count: 12 })
    const ohio = (await loadMenuCarousels(storeId, { ...options, isOhioHost: true })).products[0]?.cards[0]
    expect(ohio?.rating).toBeNull()
  })

  it('leaves out a row with no products and warns that 0 products were found for its facets', async () => {
    const db = getDb()
    const storeId = await storeIn('IL')
    const brand = await createBrand(db)
    await stock(storeId, { kind: 'edible', brandId: brand.id })
    await refreshSearchIndex(db, [storeId])
    const warn = vi.fn()
    const child = vi.spyOn(logger, 'child').mockReturnValue({ warn, error: vi.fn() } as unknown as ReturnType<typeof logger.child>)
    try {
      const data = await loadMenuCarousels(storeId, { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(storeId), now })
      expect(data.products.map((row) => row.key)).toEqual(['edible'])
      expect(warn).toHaveBeenCalledWith(
        { storeId, facets: { root_types: ['best_selling'] } },
        expect.stringContaining('0 products were found for the facets'),
      )
    } finally {
      child.mockRestore()
    }
  })

  it('an empty store has no rows at all', async () => {
    const storeId = await storeIn('IL')
    const data = await loadMenuCarousels(storeId, { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(storeId), now })
    expect(data).toMatchObject({ specials: { cards: [] }, brands: { cards: [] }, products: [] })
  })

  it('reuses a store’s rows while its catalogue is unchanged; links still follow each request’s query', async () => {
    const db = getDb()
    const storeId = await storeIn('IL')
    const brand = await createBrand(db)
    await stock(storeId, { kind: 'edible', brandId: brand.id })
    await refreshSearchIndex(db, [storeId])
    const options = { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(storeId), now }
    const first = await loadMenuCarousels(storeId, options)
    // A change the change log does not see (its triggers off) is not read: the rows come from memory.
    await db.execute(sql`alter table search_products disable trigger user`)
    try {
      await db.execute(sql`update search_products set root_types = array['vape'], kind = 'vape' where store_id = ${storeId}`)
    } finally {
      await db.execute(sql`alter table search_products enable trigger user`)
    }
    const filtered = { ...emptyMenuQuery(storeId), refinements: { brand: ['Other'] } }
    const second = await loadMenuCarousels(storeId, { ...options, query: filtered })
    expect(second.products.map((row) => row.key)).toEqual(first.products.map((row) => row.key))
    expect(second.products[0]?.seeAll.href).toContain('refinementList%5Bbrand%5D%5B%5D=Other')
  })

  it('shows a change to the catalogue on the very next request (never stale after a checkout)', async () => {
    const db = getDb()
    const storeId = await storeIn('IL')
    const brand = await createBrand(db)
    const edible = await stock(storeId, { kind: 'edible', brandId: brand.id })
    await refreshSearchIndex(db, [storeId])
    const options = { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(storeId), now }
    const cards = async () => (await loadMenuCarousels(storeId, options)).products.flatMap((row) => row.cards)
    expect((await cards()).map((card) => card.outOfStock)).toEqual([false])
    // What a checkout does to the index when it takes the last unit.
    await db.execute(sql`update search_products set in_stock = false where store_id = ${storeId} and product_id = ${edible}`)
    expect((await cards()).map((card) => card.outOfStock)).toEqual([true])
    await stock(storeId, { kind: 'vape', brandId: brand.id })
    await refreshSearchIndex(db, [storeId])
    expect((await loadMenuCarousels(storeId, options)).products.map((row) => row.key)).toEqual(['vape', 'edible'])
  })

  it('reads again when a special starts: cached rows last until the next scheduled change', async () => {
    const db = getDb()
    const storeId = await storeIn('IL')
    const brand = await createBrand(db)
    const product = await stock(storeId, { kind: 'edible', brandId: brand.id })
    await createSpecial(db, { storeId, title: 'Weekend gummies', startDate: day(1), endDate: day(3), productIds: [product] })
    await refreshSearchIndex(db, [storeId])
    const at = async (when: Date) =>
      (await loadMenuCarousels(storeId, { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(storeId), now: when })).products[0]
        ?.cards[0]?.saleLabel
    expect(await at(now)).toBeNull()
    expect(await at(day(2))).toBe('Weekend gummies')
    expect(await at(day(4))).toBeNull()
  })

  it('does not cache a failure', async () => {
    const error = vi.fn()
    const child = vi.spyOn(logger, 'child').mockReturnValue({ error, warn: vi.fn() } as unknown as ReturnType<typeof logger.child>)
    try {
      const options = { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(1), now }
      await loadMenuCarousels(2 ** 40, options)
      const calls = error.mock.calls.length
      expect(calls).toBeGreaterThan(0)
      await loadMenuCarousels(2 ** 40, options)
      expect(error.mock.calls.length).toBe(calls * 2)
    } finally {
      child.mockRestore()
    }
  })

  it('a failing read is logged as an API call error with the store id and gives empty rows', async () => {
    const error = vi.fn()
    const child = vi.spyOn(logger, 'child').mockReturnValue({ error, warn: vi.fn() } as unknown as ReturnType<typeof logger.child>)
    try {
      const storeId = 2 ** 40
      const data = await loadMenuCarousels(storeId, { menuPagePath: PATH, stateCode: 'IL', query: emptyMenuQuery(1), now })
      expect(data).toMatchObject({ specials: { cards: [] }, brands: { cards: [] }, products: [] })
      expect(child).toHaveBeenCalledWith({ category: 'API call' })
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ storeId }), expect.any(String))
    } finally {
      child.mockRestore()
    }
  })
})
