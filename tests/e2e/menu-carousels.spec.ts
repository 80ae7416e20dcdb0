import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { findSeededPages } from './seeded-pages'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'

/**
 * The rows above a menu's grid: specials ('Deals', 'Hot Prices' in Massachusetts), 'See All (n)'
 * to the facet-filtered listing, previous/next and arrow keys, and axe. Menus are found by following
 * links, as a visitor does; the seed decides which stores have live specials, so the journeys pick
 * the first menu of the state that shows the row.
 */

async function menuPaths(request: APIRequestContext, state: string): Promise<string[]> {
  const stateHtml = await (await request.get(`/dispensaries/${state}`)).text()
  const dispensaries = [...new Set([...stateHtml.matchAll(new RegExp(`href="(/dispensaries/${state}/[a-z0-9-]+)"`, 'g'))].map((m) => m[1] as string))]
  const menus: string[] = []
  for (const path of dispensaries.slice(0, 6)) {
    const html = await (await request.get(path)).text()
    menus.push(...new Set([...html.matchAll(new RegExp(`href="(${path}/[0-9]+/[a-z0-9-]+/)"`, 'g'))].map((m) => m[1] as string)))
  }
  return menus
}

/** The first menu of the state whose page shows a carousel with this title. */
async function menuWithRow(request: APIRequestContext, state: string, title: string): Promise<string> {
  for (const path of await menuPaths(request, state)) {
    const html = await (await request.get(path)).text()
    if (new RegExp(`<h2 id="[^"]+"[^>]*>${title}</h2>`).test(html)) return path
  }
  throw new Error(`No ${state} menu shows a '${title}' row`)
}

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const currentPage = (region: Locator) => region.locator('[aria-current="true"]')

/** The carousel script loads after hydration; its page dots appear once it has measured the track. */
/** The row's script runs (page dots) and all its cards are in (rows below the first load theirs when near). */
async function ready(region: Locator) {
  // The rows under the specials render for real once near (app/ui/island.tsx): their elements are
  // replaced then, so the scroll is retried until it lands on the live row.
  await expect(async () => {
    await region.scrollIntoViewIfNeeded({ timeout: 1_000 })
    await expect(region.locator('[data-card-placeholder]')).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await expect(region.getByRole('button', { name: /^Page 1 of \d+$/ })).toBeVisible()
}

let illinoisMenu: string
test.beforeAll(async ({ request }) => {
  illinoisMenu = await menuWithRow(request, 'illinois', 'Deals')
})

test('the specials row links each deal to the listing filtered by it', ANY_WIDTH, async ({ page }) => {
  await page.goto(illinoisMenu)
  const deals = carousel(page, 'Deals')
  await expect(deals).toBeVisible()
  await expect(deals).toHaveAttribute('aria-roledescription', 'carousel')
  const first = deals.getByRole('listitem').first().getByRole('link')
  await expect(first).toContainText(/(% off|\$\d+(\.\d\d)? off|Now \$|Bundle price \$)/)
  const href = (await first.getAttribute('href')) ?? ''
  const specialId = new URL(href, 'http://localhost').searchParams.get('refinementList[applicable_special_ids][]')
  expect(specialId).toMatch(/^\d+$/)

  await first.click()
  await expect(page).toHaveURL((url) => url.searchParams.getAll('refinementList[applicable_special_ids][]').join() === specialId)
  await expect(page.getByText(/^Displaying \d+ of \d+ products?$/)).toBeVisible()
})

test('in Massachusetts the specials row is titled Hot Prices', ANY_WIDTH, async ({ page, request }) => {
  await page.goto(await menuWithRow(request, 'massachusetts', 'Hot Prices'))
  await expect(carousel(page, 'Hot Prices')).toBeVisible()
  await expect(carousel(page, 'Deals')).toHaveCount(0)
})

test('See All (n) opens the listing filtered by the row’s category, with n products', async ({ page }) => {
  await page.goto(`${illinoisMenu}?utm_source=newsletter`)
  const flower = carousel(page, 'Flower')
  const seeAll = flower.getByRole('link', { name: /^See All \(\d+\) in Flower$/ })
  await expect(seeAll).toBeVisible()
  const total = Number(/\((\d+)\)/.exec((await seeAll.textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(0)

  await seeAll.click()
  await expect(page).toHaveURL((url) => url.searchParams.get('refinementList[root_types][]') === 'flower')
  // Parameters the search does not own are carried over (001 §2.6).
  await expect(page).toHaveURL(/[?&]utm_source=newsletter\b/)
  await expect(page.getByText(/^Displaying \d+ of \d+ products?$/)).toHaveText(new RegExp(` of ${total} products?$`))
})

test('the brands row brings its cards as a shopper nears it; a brand opens the listing filtered by it, the page’s query kept', async ({ page, request }) => {
  // Under the first screen the page sends the row's placeholders, not its cards.
  const html = await (await request.get(illinoisMenu)).text()
  const row = /<h2 id="[^"]+"[^>]*>Shop by brand<\/h2>(.*?)<\/section>/s.exec(html)?.[1] ?? ''
  expect(row).toContain('brand-card-placeholder')
  expect(row).not.toContain('refinementList%5Bbrand%5D')

  await page.goto(`${illinoisMenu}?utm_source=newsletter`)
  const brands = carousel(page, 'Shop by brand')
  await ready(brands)
  const first = brands.getByRole('link').first()
  const brand = new URL((await first.getAttribute('href')) ?? '', 'http://localhost').searchParams.get('refinementList[brand][]') ?? ''
  expect(brand).not.toBe('')
  await expect(first).toContainText(brand)
  expect(await brands.getByRole('link').count()).toBeGreaterThan(1)

  await first.click()
  await expect(page).toHaveURL((url) => url.searchParams.get('refinementList[brand][]') === brand)
  await expect(page).toHaveURL(/[?&]utm_source=newsletter\b/)
  await expect(page.getByText(/^Displaying \d+ of \d+ products?$/)).toBeVisible()
})

test('a lower row is about as tall before its cards come as with them, so the page does not grow under a scrolling shopper', async ({ page }) => {
  await page.goto(illinoisMenu)
  await waitForHydration(page)
  // The last product row: far below the first screen, its slides and the row itself wait to be laid out.
  const rows = page.locator('.row-when-near:not(.brand-row-when-near)')
  const last = rows.last()
  const title = (await last.getByRole('heading', { level: 2 }).textContent()) ?? ''
  const waiting = await last.evaluate((element) => element.getBoundingClientRect().height)
  const row = carousel(page, title)
  await expect(async () => {
    await row.scrollIntoViewIfNeeded({ timeout: 1_000 })
    await expect(row.locator('[data-card-placeholder]')).toHaveCount(0, { timeout: 1_000 })
    await expect(row.getByRole('article').first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  const loaded = await row.evaluate((element) => element.getBoundingClientRect().height)
  // Rows waited at 424 px and came in at 542-708 px; a card's heights still differ by a few lines.
  expect(Math.abs(loaded - waiting)).toBeLessThanOrEqual(60)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the lower brands row, whose cards would load when near, is left out; product rows keep See All', ANY_WIDTH, async ({ page }) => {
    await page.goto(illinoisMenu)
    await expect(page.getByRole('heading', { name: 'Best sellers', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Shop by brand', exact: true })).toBeHidden()
    // Its markup is still in the page (a phone with JavaScript shows it); only its empty boxes are not.
    expect(await page.locator('.brand-row-when-near [data-card-placeholder]').count()).toBeGreaterThan(0)
    const flower = carousel(page, 'Flower')
    await flower.getByRole('link', { name: /^See All \(\d+\)/ }).first().click()
    await expect(page).toHaveURL((url) => url.searchParams.get('refinementList[root_types][]') === 'flower')
  })

  test('a lower product row shows its heading and See All, not empty boxes; rows scroll by hand, without arrows', ANY_WIDTH, async ({ page }) => {
    await page.goto(illinoisMenu)
    const flower = carousel(page, 'Flower')
    await flower.scrollIntoViewIfNeeded()
    await expect(flower.getByRole('link', { name: /^See All \(\d+\)/ }).first()).toBeVisible()
    // The boxes are in the markup (with scripts they hold the row's place until its cards come), not on the screen.
    const boxes = flower.locator('[data-card-placeholder]')
    expect(await boxes.count()).toBeGreaterThan(0)
    for (const box of await boxes.all()) await expect(box).toBeHidden()
    // A heading and its link take a line, not a card's height.
    expect(await flower.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(200)

    // Arrows and page dots need scripts: none shows. A row with more cards than fit scrolls by hand.
    await expect(page.getByRole('button', { name: /^(Previous|Next) slides$/ })).toHaveCount(0)
    const viewports = page.locator('section[aria-roledescription="carousel"] .carousel-viewport')
    const overflowing = await viewports.evaluateAll((elements) => elements.findIndex((element) => element.scrollWidth > element.clientWidth + 100))
    expect(overflowing).toBeGreaterThanOrEqual(0)
    const row = viewports.nth(overflowing)
    await row.scrollIntoViewIfNeeded()
    const box = (await row.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(300, 0)
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })
})

test('previous and next work from the keyboard, and arrow keys move the focused carousel', async ({ page }) => {
  await page.goto(illinoisMenu)
  const flower = carousel(page, 'Flower')
  await ready(flower)
  const previous = flower.getByRole('button', { name: 'Previous slides' })
  const next = flower.getByRole('button', { name: 'Next slides' })
  await expect(previous).toHaveAttribute('aria-disabled', 'true')
  await expect(currentPage(flower)).toHaveAccessibleName(/^Page 1 of \d+$/)

  await next.focus()
  await page.keyboard.press('Enter')
  await expect(currentPage(flower)).toHaveAccessibleName(/^Page 2 of \d+$/)
  await expect(previous).toHaveAttribute('aria-disabled', 'false')
  // A disabled-looking button keeps focus: aria-disabled, not the disabled attribute.
  await expect(next).toBeFocused()

  // After the 800 ms transition lock, ArrowLeft on the carousel goes back a page.
  await expect(async () => {
    await page.keyboard.press('ArrowLeft')
    await expect(currentPage(flower)).toHaveAccessibleName(/^Page 1 of \d+$/, { timeout: 300 })
  }).toPass({ timeout: 5_000 })
  await expect(previous).toHaveAttribute('aria-disabled', 'true')

  // The last page dot jumps to the end, where next is disabled.
  const dots = flower.getByRole('button', { name: /^Page \d+ of \d+$/ })
  await expect(async () => {
    await dots.last().click()
    await expect(next).toHaveAttribute('aria-disabled', 'true', { timeout: 300 })
  }).toPass({ timeout: 5_000 })
})

test('axe finds no serious or critical violations in the carousels', async ({ page }) => {
  await page.goto(illinoisMenu)
  await ready(carousel(page, 'Flower'))
  const results = await new AxeBuilder({ page }).include('[aria-roledescription="carousel"]').analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
  expect(serious).toEqual([])
})

// It opens a phone context of its own (390 px, isMobile), whatever the project: once is enough.
test('on a phone the menu is as wide as the screen: the browser does not zoom out to fit the rows', ANY_WIDTH, async ({ browser, baseURL, request }) => {
  const { menuPath } = await findSeededPages(request)
  // isMobile: the layout viewport grows to the page's widest content, as on a phone, so anything
  // escaping a carousel's clip (screen-reader-only text is absolute) widens the whole page.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: 'tests/e2e/fixtures/verified-visitor.json',
  })
  try {
    const page = await context.newPage()
    await page.goto(menuPath)
    await expect(page.locator('section[aria-roledescription="carousel"]').first()).toBeVisible()
    const widths = await page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }))
    expect(widths).toEqual({ layout: 390, content: 390 })
  } finally {
    await context.close()
  }
})

/**
 * The second card of the row right under the specials that offers 'Add to cart' (an island's card
 * in the page's HTML): the sponsored row's when the store promotes products, else best sellers'.
 */
const addableRowCard = (page: Page) =>
  page
    .locator('article[data-placement^="carousel:"], article[data-placement^="sponsored:"]')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
    .nth(1)

test("a tap on a card's 'Add to cart' before its row's code has come is held and opens that card's panel", async ({ page, request }) => {
  const { menuPath } = await findSeededPages(request)
  // The rows under the specials are islands (app/ui/island.tsx): until their code is in, they are
  // the server's markup. Holding that code back makes the tap land on the static copy for sure.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/menu-rows-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(menuPath)
  await waitForHydration(page)
  const card = addableRowCard(page)
  const name = (await card.getAttribute('aria-label')) ?? ''
  await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
  // Held, not posted as the no-script form: the page stays, nothing is in the cart yet.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
  release()
  const panel = page.getByRole('region', { name: `Add ${name} to cart` })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('radio', { checked: true })).toBeFocused()
  await expect(page.getByRole('region', { name: /^Add .* to cart$/ })).toHaveCount(1)
})

test("if a row's code cannot come, a tap on a card's 'Add to cart' does what it does without JavaScript", ANY_WIDTH, async ({ page, request }) => {
  const { menuPath } = await findSeededPages(request)
  await page.route(/\/assets\/menu-rows-[^/]*\.js$/, (route) => route.abort())
  await page.goto(menuPath)
  await waitForHydration(page)
  const card = addableRowCard(page)
  await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
  // The no-script form adds one of the default weight and comes back to the menu.
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${menuPath.replace(/[/]/g, '\\/')}$`))
})
