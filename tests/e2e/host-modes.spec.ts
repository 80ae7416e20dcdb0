import type { APIRequestContext } from '@playwright/test'
import { findSeededPages } from './seeded-pages'
import { expect, test } from './test'

/** The same server under the Ohio host name (OHIO_HOSTS=oh.localhost; Chromium resolves *.localhost to loopback). */
function ohioUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL)
  url.hostname = 'oh.localhost'
  return url.toString()
}

test('an Ohio host lists only Ohio', async ({ page, baseURL }) => {
  await page.goto(ohioUrl(baseURL, '/dispensaries'))
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Ohio', 'All dispensaries on the map'])
  // The nation-wide map's list follows the same rule.
  const mapList = page.getByRole('region', { name: 'All dispensaries on the map' }).getByRole('listitem')
  await expect(mapList.first()).toBeVisible()
  for (const item of await mapList.allTextContents()) expect(item).toMatch(/, OH \d{5}/)

  const response = await page.goto(ohioUrl(baseURL, '/dispensaries/illinois'))
  expect(response?.status()).toBe(404)
})

test('any other host hides Ohio', async ({ page }) => {
  await page.goto('/dispensaries')
  const stateHeadings = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(stateHeadings.first()).toBeVisible()
  expect(await stateHeadings.allTextContents()).toContain('Illinois')
  expect(await stateHeadings.allTextContents()).not.toContain('Ohio')

  const response = await page.goto('/dispensaries/ohio')
  expect(response?.status()).toBe(404)
})

/**
 * A request to the same server under another host name. Node does not resolve *.localhost as
 * Chromium does, so the request goes to the test server with that name in its Host header.
 */
function underHost(request: APIRequestContext, baseURL: string | undefined, hostname: string) {
  const port = new URL(baseURL ?? '').port
  return (path: string) => request.get(path, { headers: { Host: `${hostname}:${port}` } })
}

/** A product that has visible reviews, from the main site's first Illinois menu. */
async function reviewedProductId(request: APIRequestContext): Promise<number> {
  const { menuPath } = await findSeededPages(request)
  const storeId = /\/([0-9]+)\/[a-z0-9-]+\/$/.exec(menuPath)?.[1]
  if (!storeId) throw new Error(`no store id in ${menuPath}`)
  const listing = (await (await request.get(`/api/products?storeId=${storeId}`, { headers: { Accept: 'application/json' } })).json()) as {
    algolia: { product_id: number; review_count: number }[]
  }
  const hit = listing.algolia.find((h) => h.review_count > 0)
  if (!hit) throw new Error('no reviewed product on the menu')
  return hit.product_id
}

test('one rule on every surface: configured Ohio hosts and names containing "oh" are Ohio, every other host is the main site', async ({ request, baseURL }) => {
  const productId = await reviewedProductId(request)
  const surfaces = async (hostname: string) => {
    const get = underHost(request, baseURL, hostname)
    const list = await (await get('/dispensaries')).text()
    return {
      listsOhio: />Ohio</.test(list),
      listsIllinois: />Illinois</.test(list),
      ohioState: (await get('/dispensaries/ohio')).status(),
      illinoisState: (await get('/dispensaries/illinois')).status(),
      reviews: (await get(`/api/reviews?productId=${productId}`)).status(),
    }
  }
  const ohio = { listsOhio: true, listsIllinois: false, ohioState: 200, illinoisState: 404, reviews: 404 }
  const main = { listsOhio: false, listsIllinois: true, ohioState: 404, illinoisState: 200, reviews: 200 }
  expect(await surfaces('oh.localhost')).toEqual(ohio)
  expect(await surfaces('localhost')).toEqual(main)
  expect(await surfaces('shop-ohio.localhost')).toEqual(ohio)
  expect(await surfaces('johnsons.localhost')).toEqual(ohio)
  expect(await surfaces('northmeadow.localhost')).toEqual(main)
})
