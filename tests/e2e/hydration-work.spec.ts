import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

/**
 * Work right after hydration is what a phone feels as a page that does not answer. React re-renders
 * a component whose store reads differently in the browser than on the server at once, in the task
 * that runs the page's effects, and the app shell re-rendering there took the header, the picker and
 * the footer's box with it (decision 0038). The header's props object on its element is replaced
 * whenever the header renders again, so it must be the one the hydration left.
 */
async function headerPropsKept(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement & Record<string, unknown>
    const key = Object.keys(header).find((name) => name.startsWith('__reactProps'))
    Object.assign(window, { __headerProps: key ? header[key] : null })
  })
  // The controls that wait for the page have switched, and the shell's late parts (the chat
  // launcher, scroll depth: when the browser is first idle) have had time to come in.
  if (path === pages.menuPath) await expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled()
  await page.waitForTimeout(1_500)
  return page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement & Record<string, unknown>
    const key = Object.keys(header).find((name) => name.startsWith('__reactProps'))
    const before = (window as { __headerProps?: unknown }).__headerProps
    return before !== null && before !== undefined && key !== undefined && header[key] === before
  })
}

test('the header is not rendered again after hydrating a menu, for a shopper who picked its store before', async ({ page }) => {
  // The shopping store's cookie, as a first visit to the menu leaves it.
  await page.goto(pages.menuPath)
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => document.cookie.includes('nm_store='))).toBe(true)
  // The menu: React Router's route discovery re-renders every route once it has fetched the routes
  // a page links to, on a page whose links fit its request (the home page's do, the menu's do not).
  expect(await headerPropsKept(page, pages.menuPath)).toBe(true)
})
