import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

/**
 * Work right after hydration is what a phone feels as a page that does not answer (decision 0038).
 * React replaces the props object it keeps on an element whenever the component that renders it
 * renders again, so an element whose props object is still the one hydration left was not
 * rendered again. Records it right after hydration, waits for what comes after the page (the
 * controls waiting for it, the cart, the code loaded when idle), and says whether it is the same.
 */
async function keptAfterHydration(page: Page, selector: string, settled: () => Promise<void>): Promise<boolean> {
  await waitForHydration(page)
  await page.evaluate((target) => {
    const element = document.querySelector(target) as (Element & Record<string, unknown>) | null
    const key = element && Object.keys(element).find((name) => name.startsWith('__reactProps'))
    Object.assign(window, { __keptProps: element && key ? element[key] : null })
  }, selector)
  await settled()
  await page.waitForTimeout(1_500)
  return page.evaluate((target) => {
    const element = document.querySelector(target) as (Element & Record<string, unknown>) | null
    const key = element && Object.keys(element).find((name) => name.startsWith('__reactProps'))
    const before = (window as { __keptProps?: unknown }).__keptProps
    return before !== null && before !== undefined && Boolean(element && key) && element?.[key as string] === before
  }, selector)
}

test('the header is not rendered again after hydrating a menu, for a shopper who picked its store before', async ({ page }) => {
  // The shopping store's cookie, as a first visit to the menu leaves it.
  await page.goto(pages.menuPath)
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => document.cookie.includes('nm_store='))).toBe(true)
  // The menu: React Router's route discovery re-renders every route once it has fetched the routes
  // a page links to, on a page whose links fit its request (the home page's do, the menu's do not).
  await page.goto(pages.menuPath)
  const kept = await keptAfterHydration(page, 'header', () => expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled())
  expect(kept).toBe(true)
})

test("a product page's gallery is not rendered again when the cart comes in", async ({ page }) => {
  await page.goto(pages.menuPath)
  const path = await page.locator('article h3 a').first().getAttribute('href')
  await page.goto(path ?? '')
  const opener = page.getByRole('button', { name: /^Enlarge the images of / })
  await expect(opener).toBeVisible()
  await opener.evaluate((element) => element.setAttribute('data-watched', ''))
  const kept = await keptAfterHydration(page, '[data-watched]', async () => {
    // The header's cart button has the store's cart (its count, or none) once the cart is in.
    await page.waitForLoadState('networkidle')
  })
  expect(kept).toBe(true)
})
