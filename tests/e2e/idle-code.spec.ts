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
