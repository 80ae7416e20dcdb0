import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'
import { ANY_WIDTH } from './projects'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

/**
 * Code a page fetches when the browser is idle, to render ahead of a shopper's tap (the support
 * chat's bubble, scroll depth, the 'All Filters' drawer drawn ahead): when a file fails to come (a
 * dropped connection, a deploy that replaced it), the page stays as it was, not an error page.
 */
for (const { file, name } of [
  { file: /\/chat-launcher-[^/]*\.js$/, name: 'the support chat launcher' },
  { file: /\/scroll-depth-[^/]*\.js$/, name: 'scroll depth' },
  { file: /\/filter-drawer-panel-[^/]*\.js$/, name: 'the filter drawer' },
  { file: /\/filter-controls-[^/]*\.js$/, name: 'the filter controls' },
]) {
  test(`the menu stays as it was when the code of ${name} fails to load`, ANY_WIDTH, async ({ page }) => {
    let asked = false
    await page.route(file, (route) => {
      asked = true
      return route.abort()
    })
    await page.goto(pages.menuPath)
    await expect.poll(() => asked).toBe(true)
    // Past the failed fetch and the render that would have followed it.
    await page.waitForTimeout(1_000)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Something went wrong/)
    await expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled()
    // Nothing was drawn ahead with part of its code missing.
    if (name.startsWith('the filter')) await expect(page.locator('dialog').getByRole('checkbox', { includeHidden: true })).toHaveCount(0)
  })
}

/**
 * A tap on something whose code does not come: the page says so where the shopper looks (a notice
 * for a drawer, in place for a dropdown), with another try that opens it once the file comes, and
 * a reload. It used to turn the whole page into its error page.
 */
const TAPS = [
  {
    name: "'All Filters'",
    file: /\/filter-drawer-panel-[^/]*\.js$/,
    tap: (page: Page) => page.getByRole('button', { name: /^All Filters/ }).click(),
    opened: (page: Page) => page.getByRole('dialog', { name: /^Filters/ }),
  },
  {
    name: 'the Price quick filter',
    file: /\/filter-controls-[^/]*\.js$/,
    tap: (page: Page) => page.getByRole('button', { name: /^Price/, expanded: false }).click(),
    opened: (page: Page) => page.getByRole('group', { name: 'Price' }).getByText(/^Under \$20/),
  },
  {
    name: 'the cart',
    file: /\/cart-drawer-panel-[^/]*\.js$/,
    tap: (page: Page) => page.getByRole('button', { name: /^Cart/ }).click(),
    opened: (page: Page) => page.getByRole('dialog', { name: 'Your cart' }),
  },
]

for (const { name, file, tap, opened } of TAPS) {
  test(`a tap on ${name} whose code does not come says so and tries again`, async ({ page }) => {
    let failing = true
    await page.route(file, (route) => (failing ? route.abort() : route.continue()))
    await page.goto(pages.menuPath)
    await expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled()
    await tap(page)
    const notice = page.getByRole('alert').filter({ hasText: 'This did not load. Check your connection and try again, or reload the page.' })
    await expect(notice).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Something went wrong/)
    await expect(notice.getByRole('button', { name: 'Reload page' })).toBeVisible()
    expect(await seriousViolations(page, null)).toEqual([])
    // Another try while the file still fails: the notice stays, ready for the next.
    await notice.getByRole('button', { name: 'Try again' }).click()
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(opened(page)).toBeHidden()
    // The connection is back: the next try opens it.
    failing = false
    await notice.getByRole('button', { name: 'Try again' }).click()
    await expect(opened(page)).toBeVisible()
    await expect(notice).toHaveCount(0)
  })
}
