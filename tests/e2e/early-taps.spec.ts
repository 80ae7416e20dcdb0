import type { APIRequestContext, Page } from '@playwright/test'
import { ANY_WIDTH } from './projects'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

/** A slow phone: the page's client entry (React and the hydration) arrives 2 s after it was asked for. */
async function slowScripts(page: Page) {
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await route.continue()
  })
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')
    return Boolean(header && Object.keys(header).some((key) => key.startsWith('__reactFiber')))
  })

test('a card\'s Add to cart tapped before the page is live opens its panel once it is, without a reload', async ({ page }) => {
  await slowScripts(page)
  await page.goto(pages.menuPath)
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) }).first()
  const name = (await card.getAttribute('aria-label')) ?? ''
  expect(await hydrated(page)).toBe(false)
  // Gone if the tap posted the no-script form and the page loaded again.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(page.getByRole('region', { name: `Add ${name} to cart` })).toBeVisible({ timeout: 10_000 })
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('the hours toggle tapped before the page is live opens once it is', ANY_WIDTH, async ({ browser, baseURL }) => {
  // The toggle exists on phones only (from 768 px the hours are always open): a phone of its own.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: 'tests/e2e/fixtures/verified-visitor.json',
  })
  try {
    const page = await context.newPage()
    await slowScripts(page)
    await page.goto(pages.menuPath)
    const toggle = page.getByRole('button', { name: /^Today/ })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(await hydrated(page)).toBe(false)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 })
  } finally {
    await context.close()
  }
})

test('the page\'s scripts start loading after its first contentful paint is on the screen, and the page still comes alive', ANY_WIDTH, async ({ page, request }) => {
  // As sent: nothing that the browser would fetch or run before the page paints.
  const html = await (await request.get(pages.menuPath)).text()
  expect(html).not.toMatch(/<link[^>]* rel="modulepreload"/)
  expect(html).not.toMatch(/<script[^>]* type="module"/)
  await page.goto(pages.menuPath)
  await expect.poll(() => hydrated(page)).toBe(true)
  const timing = await page.evaluate(() => ({
    // When the frame was presented, not when it was drawn (a frame callback comes before both).
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }))
  expect(timing.scripts.length).toBeGreaterThan(3)
  expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.firstContentfulPaint)
})

/** The first product page the menu links to. */
async function productPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(pages.menuPath)).text()
  const path = /href="([^"]*\/product\/[^"]+)"/.exec(html)?.[1]
  if (!path) throw new Error(`no product link on ${pages.menuPath}`)
  return path
}

for (const [name, path, target] of [
  ['home page', async () => '/', 'near-you'],
  ['menu', async () => pages.menuPath, 'products-heading'],
  ['product page', productPath, 'more-of-the-product'],
] as const) {
  test(`the ${name}'s first frame shows its whole first screen, not the header alone`, ANY_WIDTH, async ({ page, request }) => {
    // The first frame, as the page sees it (this init script runs before the page's own markup).
    await page.addInitScript((id) => {
      requestAnimationFrame(() => {
        Object.assign(window, { __firstFrame: { parsedTo: Boolean(document.getElementById(id)), text: document.getElementById('main')?.textContent?.length ?? 0 } })
      })
    }, target)
    await page.goto(await path(request))
    const firstFrame = await page.waitForFunction(() => (window as { __firstFrame?: object }).__firstFrame).then((handle) => handle.jsonValue())
    expect(firstFrame).toMatchObject({ parsedTo: true })
    expect((firstFrame as { text: number }).text).toBeGreaterThan(200)
    // Held from the head, by an element found once: a missing one would hold the first frame until the whole page is parsed.
    await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute('href', `#${target}`)
    await expect(page.locator(`[id="${target}"]`)).toHaveCount(1)
  })
}
