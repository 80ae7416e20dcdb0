import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import {
  createDispensary,
  createMenu,
  createMenuProduct,
  createProduct,
  createReview,
  createState,
  refreshReviewSummary,
  refreshSearchIndex,
} from '~/db/seed/factories'
import { createOrder } from '~/orders/order-factory.server'
import { loader as rootLoader } from '~/root'
import { loader as ordersApi } from './api.orders'
import { loader as pickerStatesApi } from './api.picker-states'
import { loader as productsApi } from './api.products'
import { loader as reviewsApi } from './api.reviews'
import { loader as checkoutPage } from './checkout'
import { loader as dispensariesPage } from './dispensaries'
import { loader as menuPage } from './dispensaries.menu'
import { loader as productPage } from './dispensaries.product'
import { loader as statePage } from './dispensaries.state'
import { loader as homePage } from './home'
import { type DatabaseImage, imageOfDatabase, restoreDatabase } from '../../tests/setup/database-image'
import { resetDatabase } from '../../tests/setup/reset-database'
import type { Region } from '~/site/host-mode'

/**
 * One Ohio-host rule for every page and API (decision 0018): for each Host header, every surface
 * agrees on the mode. Ohio mode (a configured OHIO_HOSTS name, whatever its case, port or trailing
 * dot) or, as 000 §1 specifies, an unconfigured name that contains 'oh', lists only Ohio and hides
 * ratings and reviews everywhere; every other host lists everything but Ohio and shows them. The
 * test server's OHIO_HOSTS is the default, 'oh.localhost'.
 */

const HOSTS: [string, Region][] = [
  ['oh.localhost', 'ohio'],
  ['OH.LOCALHOST:3000', 'ohio'],
  ['oh.localhost.', 'ohio'],
  ['localhost:3000', 'main'],
  ['127.0.0.1:3000', 'main'],
  ['Northmeadow.Example', 'main'],
  ['shop.northmeadow-ohio.example', 'ohio'],
  ['johnsons-dispensary.example:8080', 'ohio'],
]

type Outcome = { status: number; body: unknown }

/** A loader's outcome, returned or thrown, as status and data. */
async function settle(run: () => unknown): Promise<Outcome> {
  let value: unknown
  try {
    value = await run()
  } catch (thrown) {
    value = thrown
  }
  if (value instanceof Response) {
    const type = value.headers.get('content-type') ?? ''
    return { status: value.status, body: type.includes('json') ? await value.json() : null }
  }
  const init = (value as { init?: ResponseInit | null; data?: unknown; type?: string }) ?? {}
  if (init.type === 'DataWithResponseInit') return { status: init.init?.status ?? 200, body: init.data }
  return { status: 200, body: value }
}

type AnyLoader = (args: never) => unknown

function call(loader: AnyLoader, host: string, path: string, params: Record<string, string> = {}, cookie = ''): Promise<Outcome> {
  const headers: Record<string, string> = { host }
  if (cookie) headers.cookie = cookie
  const request = new Request(`http://${host.replace(/\.$/, '').replace(/\.(?=:)/, '')}${path}`, { headers })
  return settle(() => loader({ request, params, context: {} } as never))
}

const stores = { IL: 0, OH: 0 }
const menus = { IL: '', OH: '' }
let productId = 0
let shopperCookie = ''

let image: DatabaseImage

// The same world for every test (a sign-up hashes a password): built once, its image put back before each.
beforeAll(async () => {
  await loadContent('content')
  await buildWorld()
  image = await imageOfDatabase()
})

beforeEach(async () => {
  await restoreDatabase(image)
})

async function buildWorld() {
  await resetDatabase()
  const db = getDb()
  productId = (await createProduct(db, { kind: 'gear', name: 'Glass Pipe', uniqueSlug: 'glass-pipe' })).id
  for (const [code, slug, name] of [
    ['IL', 'illinois', 'Illinois'],
    ['OH', 'ohio', 'Ohio'],
  ] as const) {
    const state = await createState(db, { code, slug, name })
    const dispensary = await createDispensary(db, { stateId: state.id, slug: `${slug}-town`, name: `Northmeadow ${name}` })
    const menu = await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })
    stores[code] = menu.storeId
    menus[code] = `/dispensaries/${slug}/${slug}-town/${menu.storeId}/recreational-menu/`
    await createMenuProduct(db, { storeId: menu.storeId, productId, variants: [{ weight: 'each', price: 25, inventory: 5 }] })
  }
  for (let i = 0; i < 6; i++) await createReview(db, { productId, rating: 5, nickname: `Reviewer ${i}`, hidden: false })
  await refreshReviewSummary(db, productId)
  await refreshSearchIndex(db)
  const shopper = await signedUpShopper()
  shopperCookie = shopper.cookie
  await db.execute(sql`update users set email_verified = true where id = ${shopper.user.id}`)
  for (const storeId of [stores.IL, stores.OH]) {
    await createOrder(db, { storeId, userId: shopper.user.id, status: 'finished', lines: [{ productId, priceId: 'each', count: 1 }] })
  }
}

/** The state codes or names a surface lists. */
const codes = (states: { code: string }[] | null) => (states ?? []).map((state) => state.code)

describe.each(HOSTS)('host %j', (host, region) => {
  const ohio = region === 'ohio'
  const own = () => (ohio ? 'OH' : 'IL') as 'OH' | 'IL'
  const other = () => (ohio ? 'IL' : 'OH') as 'OH' | 'IL'

  it(`is in ${region} mode in the shell (header picker, links)`, async () => {
    const shell = (await call(rootLoader, host, '/')).body as { region: Region; pickerDispensaries: unknown[] | null }
    expect(shell.region).toBe(region)
    expect(shell.pickerDispensaries).toEqual([])
    const picker = (await call(pickerStatesApi, host, '/api/picker-states')).body as { states: { slug: string }[] }
    expect(picker.states.map((state) => state.slug)).toEqual([ohio ? 'ohio' : 'illinois'])
    // The header names a dispensary of its own region only.
    const named = async (slug: string) =>
      ((await call(rootLoader, host, `/dispensaries/${slug}/${slug}-town`)).body as { pickerDispensaries: { path: string }[] }).pickerDispensaries
    expect(await named(ohio ? 'ohio' : 'illinois')).toEqual([expect.objectContaining({ path: `/dispensaries/${ohio ? 'ohio/ohio' : 'illinois/illinois'}-town` })])
    expect(await named(ohio ? 'illinois' : 'ohio')).toEqual([])
  })

  it('gives the footer licences only for its region’s dispensaries', async () => {
    const footer = async (slug: string) =>
      ((await call(rootLoader, host, `/dispensaries/${slug}/${slug}-town`)).body as { footerDispensary: { slug: string } | null }).footerDispensary
    expect(await footer(ohio ? 'ohio' : 'illinois')).toMatchObject({ slug: ohio ? 'ohio-town' : 'illinois-town' })
    expect(await footer(ohio ? 'illinois' : 'ohio')).toBeNull()
  })

  it('lists only its region’s states on the home page and the dispensaries page', async () => {
    const home = (await call(homePage, host, '/')).body as { states: { code: string; path: string }[] }
    if (ohio) expect(codes(home.states)).toEqual([own()])
    else {
      // Ohio is on the main host's home page only as a link to the Ohio storefront, as the footer's
      // 'Ohio dispensaries' link is (issue 20); every other state is its own.
      expect(codes(home.states)).toEqual([own(), other()].sort())
      for (const state of home.states) {
        if (state.code === own()) expect(state.path).toMatch(/^\/dispensaries\//)
        else expect(new URL(state.path).pathname).toBe('/dispensaries/ohio')
      }
    }
    const list = (await call(dispensariesPage, host, '/dispensaries')).body as { states: { code: string }[] }
    expect(codes(list.states)).toEqual([own()])
  })

  it('opens its region’s state page and answers 404 for the other', async () => {
    const slug = (code: string) => (code === 'OH' ? 'ohio' : 'illinois')
    expect((await call(statePage, host, `/dispensaries/${slug(own())}`, { stateSlug: slug(own()) })).status).toBe(200)
    expect((await call(statePage, host, `/dispensaries/${slug(other())}`, { stateSlug: slug(other()) })).status).toBe(404)
  })

  it(`${ohio ? 'hides' : 'shows'} ratings on the menu page`, async () => {
    const path = menus[own()]
    const [, , stateSlug, locationSlug, storeId, menuSlug] = path.split('/')
    const page = await call(menuPage, host, path, { stateSlug, locationSlug, storeId, menuSlug } as Record<string, string>)
    expect(page.status).toBe(200)
    const data = page.body as { isOhioHost: boolean; listing: { cards: { rating: unknown }[] } }
    expect(data.isOhioHost).toBe(ohio)
    expect(data.listing.cards).toHaveLength(1)
    expect(data.listing.cards[0]?.rating === null).toBe(ohio)

    const [, , s2, l2, id2, m2] = menus[other()].split('/')
    expect((await call(menuPage, host, menus[other()], { stateSlug: s2, locationSlug: l2, storeId: id2, menuSlug: m2 } as Record<string, string>)).status).toBe(404)
  })

  it(`${ohio ? 'hides' : 'shows'} ratings and reviews on the product page`, async () => {
    const path = `${menus[own()]}product/${productId}/glass-pipe/`
    const [, , stateSlug, locationSlug, storeId, menuSlug] = path.split('/')
    const page = await call(productPage, host, path, { stateSlug, locationSlug, storeId, menuSlug, productId: String(productId), productSlug: 'glass-pipe' } as Record<string, string>)
    expect(page.status).toBe(200)
    const data = page.body as { withReviews: boolean; reviews: unknown; product: { reviewCount: number } }
    expect(data.withReviews).toBe(!ohio)
    expect(data.reviews === null).toBe(ohio)
    expect(data.product.reviewCount).toBe(ohio ? 0 : 6)
  })

  it(`${ohio ? 'refuses' : 'serves'} /api/reviews`, async () => {
    const answer = await call(reviewsApi, host, `/api/reviews?productId=${productId}`)
    expect(answer.status).toBe(ohio ? 404 : 200)
    if (!ohio) expect((answer.body as { nbHits: number }).nbHits).toBe(6)
  })

  it('serves only its region’s stores from /api/products and the checkout', async () => {
    expect((await call(productsApi, host, `/api/products?storeId=${stores[own()]}`)).status).toBe(200)
    expect((await call(productsApi, host, `/api/products?storeId=${stores[other()]}`)).status).toBe(404)
    expect((await call(checkoutPage, host, `/checkout/${stores[own()]}`, { storeId: String(stores[own()]) })).status).toBe(200)
    expect((await call(checkoutPage, host, `/checkout/${stores[other()]}`, { storeId: String(stores[other()]) })).status).toBe(404)
  })

  it(`shows ${ohio ? 'only Ohio orders' : 'every order'} in the order history`, async () => {
    const page = await call(ordersApi, host, '/api/orders', {}, shopperCookie)
    expect(page.status).toBe(200)
    const names = (page.body as { orders: { storeName: string }[] }).orders.map((order) => order.storeName)
    expect(names.some((name) => name.includes('Ohio'))).toBe(true)
    expect(names.some((name) => name.includes('Illinois'))).toBe(!ohio)
  })
})
