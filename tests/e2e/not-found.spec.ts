import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

const menuWithStoreId = (storeId: string) => pages.menuPath.replace(/\/[0-9]+\/([a-z0-9-]+)\/$/, `/${storeId}/$1/`)

const cases: [string, () => string][] = [
  ['an unknown path', () => '/nope'],
  ['an unknown state', () => '/dispensaries/atlantis'],
  // Issue 16: the state law pages.
  ['an unknown state law page', () => '/cannabis-laws-by-state/atlantis'],
  ['a state law page with a capitalised slug', () => '/cannabis-laws-by-state/Illinois'],
  ['an unknown dispensary', () => '/dispensaries/illinois/nowhere'],
  ['a non-numeric store id', () => menuWithStoreId('abc')],
  ['a negative store id', () => menuWithStoreId('-1')],
  ['store id zero', () => menuWithStoreId('0')],
  ['a huge store id', () => menuWithStoreId('99999999999')],
  ["another dispensary's store id", () => menuWithStoreId(pages.otherStoreId)],
  ['a wrong menu slug', () => pages.menuPath.replace(/\/[a-z0-9-]+\/$/, '/not-a-menu/')],
]

for (const [label, path] of cases) {
  test(`${label} answers the 404 page`, async ({ page }) => {
    const response = await page.goto(path())
    expect(response?.status()).toBe(404)
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
    await expect(page).toHaveTitle(/^Page not found \| /)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Find a dispensary' })).toHaveAttribute('href', '/dispensaries')
    // The shell stays: a visitor can carry on from the header.
    await expect(page.getByRole('banner')).toBeVisible()
  })
}

test('the existing menu path used above is a real page', async ({ page }) => {
  const response = await page.goto(pages.menuPath)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
})

test('malformed percent-encoding answers 400', async ({ request }) => {
  const response = await request.get('/dispensaries/%E0%A4%A')
  expect(response.status()).toBe(400)
  expect(await response.text()).not.toMatch(/at \w+ \(|node_modules/)
})

test('/error is a designed page with status 200 and noindex', async ({ page }) => {
  const response = await page.goto('/error')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})
