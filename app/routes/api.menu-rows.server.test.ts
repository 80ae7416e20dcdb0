import { beforeAll, describe, expect, it } from 'vitest'
import { loadMenuCarousels } from '~/catalog/carousels.server'
import { emptyMenuQuery } from '~/catalog/search/query'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createMenuProduct, createProduct, createReview, createState, refreshSearchIndex } from '~/db/seed/factories'
import { menus } from '~/db/schema'
import { eq } from 'drizzle-orm'
import { loadRelatedProducts, relatedFirstScreen } from '~/catalog/product/product.server'
import { findSearchStore } from '~/catalog/search/search.server'
import { loader } from './api.menu-rows'

type Loader = (args: { request: Request; params: object; context: object }) => Promise<Response>

async function rows(query: string, host = 'localhost:3000') {
  const request = new Request(`http://${host}/api/menu-rows?${query}`, { headers: { host } })
  const response = await (loader as Loader)({ request, params: {}, context: {} })
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> }
}

let storeId = 0
let ohioStoreId = 0
let illinoisId = 0
const vapeIds: number[] = []

beforeAll(async () => {
  await loadContent('content')
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  illinoisId = illinois.id
  storeId = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: illinois.id })).id })).storeId
  for (let i = 0; i < 14; i++) {
    const product = await createProduct(db, { name: `Vape ${i}`, kind: 'vape' })
    vapeIds.push(product.id)
    await createMenuProduct(db, { storeId, productId: product.id, featuredRank: i, rootTypes: ['vape', ...(i < 3 ? ['best_selling'] : [])] })
  }
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  ohioStoreId = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: ohio.id })).id })).storeId
  const buckeye = await createProduct(db, { name: 'Buckeye Kush', kind: 'flower' })
  await createMenuProduct(db, { storeId: ohioStoreId, productId: buckeye.id, rootTypes: ['flower'] })
  await refreshSearchIndex(db)
})

describe('GET /api/menu-rows', () => {
  it('answers every card of a row, the cards the page’s carousel has', async () => {
    const { status, cache, body } = await rows(`storeId=${storeId}&row=vape`)
    expect(status).toBe(200)
    expect(cache).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120')
    const cards = body.cards as { name: string }[]
    expect(cards).toHaveLength(12)
    expect(cards.slice(0, 3).map((card) => card.name)).toEqual(['Vape 0', 'Vape 1', 'Vape 2'])
    const page = await loadMenuCarousels(storeId, {
      menuPagePath: '/',
      stateCode: 'IL',
      query: emptyMenuQuery(storeId),
    })
    expect(cards.map((card) => card.name)).toEqual(page.products.find((row) => row.key === 'vape')?.cards.map((card) => card.name))
    expect((await rows(`storeId=${storeId}&row=best_selling`)).body.cards).toHaveLength(3)
  })

  it.each([
    ['no store', 'row=vape', 400, 'storeId: is required'],
    ['a store id that is not one', 'storeId=abc&row=vape', 400, 'storeId: must be a store id (a positive whole number)'],
    ['no row', 'storeId=1', 400, 'row: must name a product row, e.g. best_selling or flower, or brands'],
    ['a hostile row', `storeId=1&row=${encodeURIComponent("vape' or 1=1 --")}`, 400, 'row: must name a product row, e.g. best_selling or flower, or brands'],
    ['an oversized row', `storeId=1&row=${'a'.repeat(500)}`, 400, 'row: must name a product row, e.g. best_selling or flower, or brands'],
    ['a related row without its product', 'storeId=1&row=related-vape', 400, 'product: a related row names the product it leaves out (a positive whole number)'],
    ['a related row with a hostile product', `storeId=1&row=related-vape&product=${encodeURIComponent('1 or 1=1')}`, 400, 'product: a related row names the product it leaves out (a positive whole number)'],
    ['an oversized page query', `storeId=1&row=brands&page=${'a'.repeat(2001)}`, 400, "page: the menu page's query string is at most 2000 characters"],
  ])('refuses %s with a 400 naming the parameter', async (_label, query, status, error) => {
    expect(await rows(query)).toMatchObject({ status, cache: 'no-store', body: { error } })
  })

  it('answers the brands row’s cards, linked like the page’s, with the page’s own query carried over', async () => {
    const page = await loadMenuCarousels(storeId, { menuPagePath: '/', stateCode: 'IL', query: emptyMenuQuery(storeId) })
    const { status, cache, body } = await rows(`storeId=${storeId}&row=brands`)
    expect(status).toBe(200)
    expect(cache).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120')
    const cards = body.cards as { name: string; productCount: number; href: string; logo: unknown }[]
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBe(page.brands.cardCount)
    expect(cards.map((card) => [card.name, card.productCount, card.logo])).toEqual(page.brands.cards.map((card) => [card.name, card.productCount, card.logo]))
    const href = new URL(cards[0]!.href, 'http://localhost')
    expect(href.pathname).toMatch(/\/recreational-menu\/$/)
    expect(href.searchParams.getAll('refinementList[brand][]')).toEqual([cards[0]!.name])
    // The page's query (a sort, a campaign tag) goes along; a malformed part of it is dropped.
    const carried = (await rows(`storeId=${storeId}&row=brands&page=${encodeURIComponent('sortBy=price_asc&utm_source=mail&refinementList[nonsense][]=x')}`)).body
    const carriedHref = new URL((carried.cards as { href: string }[])[0]!.href, 'http://localhost')
    expect(carriedHref.searchParams.get('utm_source')).toBe('mail')
    expect(carriedHref.searchParams.getAll('refinementList[brand][]')).toEqual([cards[0]!.name])
    expect(carriedHref.searchParams.has('refinementList[nonsense][]')).toBe(false)
    expect((await rows(`storeId=${ohioStoreId}&row=brands`)).status).toBe(404)
  })

  it('answers a product page’s related row: the product page’s cards, without the product itself', async () => {
    const { status, body } = await rows(`storeId=${storeId}&row=related-vape&product=${vapeIds[0]}`)
    expect(status).toBe(200)
    const cards = body.cards as { productId: number; name: string }[]
    // The menu's vape row (its first twelve in featured order, this product first), this product left out.
    expect(cards.map((card) => card.name)).toEqual(Array.from({ length: 11 }, (_, i) => `Vape ${i + 1}`))
    const page = await loadRelatedProducts(
      { storeId, menuPath: (await findSearchStore(storeId))!.menuPagePath },
      { productId: vapeIds[0]!, kind: 'vape' },
      { isOhioHost: false },
    )
    expect(cards).toEqual(page?.cards)
    // What the product page sends of it: the first five, and how many there are.
    expect(relatedFirstScreen(page)).toMatchObject({ cardCount: 11, cards: page?.cards.slice(0, 5) })
    expect((await rows(`storeId=${storeId}&row=related-topical&product=${vapeIds[0]}`)).status).toBe(404)
    expect((await rows(`storeId=${ohioStoreId}&row=related-flower&product=${vapeIds[0]}`)).status).toBe(404)
  })

  it('hides the cards’ ratings where the store’s staff turned them off, as the menu page does', async () => {
    const db = getDb()
    const storeWith = async (showCardRatings: boolean) => {
      const id = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: illinoisId })).id })).storeId
      await db.update(menus).set({ showCardRatings }).where(eq(menus.storeId, id))
      const product = await createProduct(db, { name: `Rated ${id}`, kind: 'edible' })
      await createReview(db, { productId: product.id, rating: 5, hidden: false })
      await createMenuProduct(db, { storeId: id, productId: product.id, rootTypes: ['edible'] })
      return id
    }
    const shown = await storeWith(true)
    const hidden = await storeWith(false)
    await refreshSearchIndex(db)
    const ratings = async (id: number) => ((await rows(`storeId=${id}&row=edible`)).body.cards as { rating: unknown }[]).map((card) => card.rating)
    expect(await ratings(shown)).toEqual([expect.objectContaining({ average: 5, count: 1 })])
    expect(await ratings(hidden)).toEqual([null])
  })

  it('answers 404 for an unknown store, a row the store lacks, and an Ohio store off the Ohio host', async () => {
    expect((await rows('storeId=999999&row=vape')).status).toBe(404)
    expect((await rows(`storeId=${storeId}&row=topical`)).status).toBe(404)
    expect((await rows(`storeId=${ohioStoreId}&row=flower`)).status).toBe(404)
    expect((await rows(`storeId=${ohioStoreId}&row=flower`, 'oh.localhost:3000')).status).toBe(200)
  })
})
