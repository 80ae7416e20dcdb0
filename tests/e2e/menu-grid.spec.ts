import type { Page } from '@playwright/test'
import { waitForIsland } from './hydration'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'
import { ANY_WIDTH } from './projects'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

const GRID = 'ul[aria-label$="menu products"]'
const grid = (page: Page) => page.getByRole('list', { name: /menu products$/ })
const cards = (page: Page) => grid(page).getByRole('article')

test('Load more adds the next 20, the URL keeps the depth and a reload shows the same products', ANY_WIDTH, async ({ page }) => {
  await page.goto(pages.menuPath)
  const displaying = page.getByText(/^Displaying \d+ of \d+ products$/)
  await expect(displaying).toHaveText(/^Displaying 20 of \d+ products$/)
  const total = Number(/of (\d+)/.exec((await displaying.textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(40)
  await expect(cards(page)).toHaveCount(20)

  await expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled()
  await waitForIsland(page, GRID, { scroll: false })
  // The press is dispatched where the button is: scrolling to it first would bring the end of the
  // grid near and let infinite scroll load pages of its own while the click waits for a still target.
  await page.getByRole('link', { name: 'Load more' }).dispatchEvent('click')
  await expect(displaying).toHaveText(`Displaying 40 of ${total} products`)
  await expect(page).toHaveURL(/[?&]page=1$/)
  await expect(cards(page)).toHaveCount(40)
  // Focus moves to the first new product, so keyboard and screen-reader users carry on from there.
  await expect(grid(page).getByRole('listitem').nth(20)).toBeFocused()
  const names = await cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('aria-label')))

  await page.reload()
  await expect(displaying).toHaveText(`Displaying 40 of ${total} products`)
  expect(await cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('aria-label')))).toEqual(names)
})

test('infinite scroll loads the next page as the end of the grid comes near', async ({ page }) => {
  await page.goto(pages.menuPath)
  const displaying = page.getByText(/^Displaying \d+ of \d+ products$/)
  await expect(displaying).toHaveText(/^Displaying 20 of/)
  await expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled()
  await cards(page).nth(19).scrollIntoViewIfNeeded()
  await expect(displaying).toHaveText(/^Displaying (40|60) of/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Load more is a link to the next page depth', ANY_WIDTH, async ({ page }) => {
    await page.goto(pages.menuPath)
    await expect(cards(page).first()).toBeVisible()
    const more = page.getByRole('link', { name: 'Load more' })
    await expect(more).toHaveAttribute('href', /[?&]page=1$/)
    // By keyboard: a pointer click could land beside it while the page's pictures still move it.
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]page=1$/)
    await expect(page.getByText(/^Displaying 40 of \d+ products$/)).toBeVisible()
  })
})

test('no results: designed copy and a way back to the whole menu', async ({ page }) => {
  await page.goto(`${pages.menuPath}?searchQuery=qqqqzzzzxxxx`)
  await expect(page.getByRole('heading', { name: 'Nothing matches “qqqqzzzzxxxx”' })).toBeVisible()
  await page.getByRole('link', { name: 'Clear all filters' }).click()
  await expect(page).not.toHaveURL(/searchQuery/)
  await expect(cards(page).first()).toBeVisible()
})

test('cards are vertical from 768 px and horizontal below', async ({ page }) => {
  await page.goto(pages.menuPath)
  const box = await cards(page).first().boundingBox()
  expect(box).not.toBeNull()
  const wide = (page.viewportSize()?.width ?? 0) >= 768
  if (wide) expect(box!.height).toBeGreaterThan(box!.width)
  else expect(box!.width).toBeGreaterThan(box!.height)
})

test('the hours block folds on phones and is always open on wide screens', async ({ page }) => {
  await page.goto(pages.menuPath)
  const phone = page.locator('main section').first().getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })
  const toggle = page.getByRole('button', { name: /^Today/ })
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await expect(toggle).toBeHidden()
    await expect(phone).toBeVisible()
    return
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(phone).toBeHidden()
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(phone).toBeVisible()
})

test('old or hand-edited links still open the menu: bad parameters are dropped, the rest applies', ANY_WIDTH, async ({ page }) => {
  const response = await page.goto(`${pages.menuPath}?currentSort=cheapest&page=two&refinementList[kind][]=flower&refinementList[colour][]=red`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('link', { name: 'Remove filter: Flower' })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
})

test('the menu HTML is shared-cacheable without a cart cookie (or with one the server did not sign) and private with one', ANY_WIDTH, async ({ request }) => {
  const anonymous = await request.get(pages.menuPath)
  expect(anonymous.headers()['cache-control']).toMatch(/^public/)
  const chosen = await request.get(pages.menuPath, { headers: { cookie: 'nm_visitor=2f0c6b1e-8a4d-4c3e-9b7a-1d2e3f4a5b6c' } })
  expect(chosen.headers()['cache-control']).toMatch(/^public/)
  // A cart write gets the request context the server's signed visitor cookie.
  const storeId = Number(/\/([0-9]+)\/[a-z0-9-]+\/$/.exec(pages.menuPath)?.[1])
  const write = await request.post('/api/cart', { data: { intent: 'clear', storeId } })
  expect(write.headers()['set-cookie']).toMatch(/^nm_visitor=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};/)
  const withCart = await request.get(pages.menuPath)
  expect(withCart.status()).toBe(200)
  expect(withCart.headers()['cache-control']).toBe('private, no-cache')
})
