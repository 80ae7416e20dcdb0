import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { seriousViolations } from './axe'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

const PRODUCT_PATH = /\/product\/[0-9]+\/[a-z0-9-]+\/$/

/** The same server under the Ohio host name (OHIO_HOSTS=oh.localhost; Chromium resolves *.localhost to loopback). */
function onOhioHost(baseURL: string | undefined, path = '/'): string {
  const url = new URL(path, baseURL)
  url.hostname = 'oh.localhost'
  return url.toString()
}

/** Product page paths linked from the seeded menu's flower cards that can be added to the cart. */
async function flowerProductPaths(page: Page): Promise<string[]> {
  await page.goto(pages.menuPath)
  const cards = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
    .filter({ hasText: '1/8 oz' })
  await expect(cards.first()).toBeVisible()
  const hrefs = await cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs)].filter((href) => PRODUCT_PATH.test(href))
}

/**
 * Open flower products until one matches: at least two weights in stock (and two units allowed),
 * or at least two images. Pages are found by following the menu's links, never by hard-coded ids.
 */
async function openProduct(page: Page, need: 'weights' | 'images'): Promise<string> {
  const paths = await flowerProductPaths(page)
  for (const path of paths.slice(0, 15)) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (need === 'images') {
      if ((await page.getByRole('group', { name: 'Choose an image' }).count()) > 0) return path
      continue
    }
    const enabledWeights = page.getByRole('radio', { disabled: false })
    if ((await enabledWeights.count()) < 2) continue
    if ((await page.getByRole('button', { name: 'Increase quantity' }).getAttribute('aria-disabled')) === 'false') return path
  }
  throw new Error(`No flower product on ${pages.menuPath} has ${need === 'weights' ? 'two weights in stock' : 'two images'}`)
}

test('a card on the menu opens the product page', ANY_WIDTH, async ({ page }) => {
  await page.goto(pages.menuPath)
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
    .first()
  const name = (await card.getAttribute('aria-label')) ?? ''
  await card.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(PRODUCT_PATH)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
  await expect(page.getByRole('form', { name: `Buy ${name}` }).getByRole('button', { name: 'Add to cart' })).toBeVisible()
  // The description accordion's first item is open.
  const accordion = page.getByRole('main').locator('details')
  await expect(accordion.filter({ has: page.getByRole('heading', { name: 'Description' }) })).toHaveAttribute('open', '')
  await expect(accordion.filter({ has: page.getByRole('heading', { name: 'Potency and lab results' }) })).not.toHaveAttribute('open', '')
})

test('a wrong or missing slug redirects (301) to the canonical url, keeping the query', ANY_WIDTH, async ({ page, request }) => {
  const [canonical] = await flowerProductPaths(page)
  if (!canonical) throw new Error('no product link on the menu')
  const wrongSlug = canonical.replace(/\/[a-z0-9-]+\/$/, '/not-the-slug/')
  const answer = await request.get(`${wrongSlug}?code=gram`, { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(new URL(answer.headers().location ?? '', 'http://x').pathname + new URL(answer.headers().location ?? '', 'http://x').search).toBe(
    `${canonical}?code=gram`,
  )

  const missingSlug = canonical.replace(/[a-z0-9-]+\/$/, '')
  const response = await page.goto(missingSlug)
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(canonical)

  const wrongMenu = canonical.replace(/\/(recreational|medical)-menu\//, '/some-menu/')
  await page.goto(wrongMenu)
  expect(new URL(page.url()).pathname).toBe(canonical)
})

test('an unknown product is a 404', ANY_WIDTH, async ({ page }) => {
  for (const path of [`${pages.menuPath}product/999999999/nothing/`, `${pages.menuPath}product/abc/x/`]) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
  }
})

test('changing the weight changes the price, resets the quantity and goes into the url', ANY_WIDTH, async ({ page }) => {
  await openProduct(page, 'weights')
  const price = page.getByTestId('product-price')
  const quantity = page.getByRole('group', { name: 'Quantity' }).locator('output')
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(quantity).toHaveText('2')

  const checked = await page.getByRole('radio', { checked: true }).getAttribute('value')
  const before = await price.textContent()
  const other = page.locator('label').filter({ has: page.getByRole('radio', { checked: false, disabled: false }) }).first()
  const value = await other.getByRole('radio').getAttribute('value')
  expect(value).not.toBe(checked)
  await other.click()

  await expect(page.getByRole('radio', { checked: true })).toHaveAttribute('value', value ?? '')
  await expect(price).not.toHaveText(before ?? '')
  await expect(quantity).toHaveText('1')
  await expect(page).toHaveURL(new RegExp(`\\?code=${value}$`))

  // Arrow keys move within the radio group.
  await page.getByRole('radio', { checked: true }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { checked: true })).not.toHaveAttribute('value', value ?? '')

  // A reload keeps the chosen size (?code=).
  const code = new URL(page.url()).searchParams.get('code')
  await page.reload()
  await expect(page.getByRole('radio', { checked: true })).toHaveAttribute('value', code ?? '')
})

test('the gallery opens from the keyboard, wraps with the arrow keys, locks the scroll and closes', async ({ page }) => {
  await openProduct(page, 'images')
  const thumbnails = page.getByRole('group', { name: 'Choose an image' }).getByRole('button')
  const count = await thumbnails.count()
  expect(count).toBeGreaterThan(1)
  const opener = page.getByRole('button', { name: /^Enlarge the images of / })
  const dialog = page.getByRole('dialog', { name: /Image gallery/ })
  const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow)

  expect(await seriousViolations(page)).toEqual([])

  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(`Image 1 of ${count}`)).toBeVisible()
  await expect.poll(overflow).toBe('hidden')
  expect(await seriousViolations(page)).toEqual([])

  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByText(`Image ${count} of ${count}`)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByText(`Image 1 of ${count}`)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByText(`Image 2 of ${count}`)).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect.poll(overflow).not.toBe('hidden')
  // Closing resets the index to the first image.
  await expect(page.getByRole('img', { name: new RegExp(`image 1 of ${count}$`) })).toBeVisible()

  // Enter on the open gallery (focus not on one of its buttons) closes it too.
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('img', { name: new RegExp(`image 1 of ${count}$`) })).toBeVisible()

  // So does a click beside the image.
  await opener.click()
  await expect(dialog).toBeVisible()
  const viewport = page.viewportSize()
  await page.mouse.click(8, (viewport?.height ?? 800) - 8)
  await expect(dialog).toBeHidden()
  await expect.poll(overflow).not.toBe('hidden')
})

test('an image that fails to load says so and Retry loads it again', ANY_WIDTH, async ({ page, request }) => {
  const [path] = await flowerProductPaths(page)
  const html = await (await request.get(path ?? '')).text()
  const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '').pathname
  // The first request for the main image fails; the retry (a new query string) gets through.
  await page.route(
    (url) => url.pathname === image && url.search === '',
    (route) => route.abort(),
  )
  await page.goto(path ?? '')
  const gallery = page.getByRole('region', { name: /^Images of / })
  await expect(gallery.getByText('Failed to load image')).toBeVisible()
  await gallery.getByRole('button', { name: 'Retry' }).click()
  const img = gallery.getByRole('img', { name: /image 1 of/ })
  await expect(img).toBeVisible()
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
})

test('add to cart, change the quantity to update, set it to 0 to remove', async ({ page }) => {
  test.setTimeout(60_000)
  await openProduct(page, 'weights')
  const button = page.getByRole('form', { name: /^Buy / }).getByRole('button', { name: /^(Add to cart|Update cart|Remove item)$/ })
  const status = page.getByRole('status').filter({ hasText: /cart/ })
  const increase = page.getByRole('button', { name: 'Increase quantity' })
  const decrease = page.getByRole('button', { name: 'Decrease quantity' })

  await expect(button).toHaveText('Add to cart')
  await expect(button).toBeEnabled()
  await button.click()
  await expect(status).toContainText('Added to your cart')
  await expect(page.getByText(/1 of this weight is in your cart/)).toBeVisible()
  // The cart now matches the selection: the button rests.
  await expect(button).toHaveText('Add to cart')
  await expect(button).toBeDisabled()

  await increase.click()
  await expect(button).toHaveText('Update cart')
  await expect(button).toBeEnabled()
  await button.click()
  await expect(status).toContainText('Your cart is updated')
  await expect(page.getByText(/2 of this weight are in your cart/)).toBeVisible()

  await decrease.click()
  await decrease.click()
  await expect(page.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('0')
  await expect(button).toHaveText('Remove item')
  await button.click()
  await expect(status).toContainText('Removed from your cart')
  await expect(page.getByText(/in your cart$/)).toHaveCount(0)
  // The cart quantity dropped to 0: the selection is back to 1 and can be added again.
  await expect(page.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('1')
  await expect(button).toHaveText('Add to cart')
  await expect(button).toBeEnabled()

  // The server agrees: a reload shows nothing in the cart.
  await page.reload()
  await expect(page.getByText(/in your cart$/)).toHaveCount(0)
})

test('ratings and reviews show on the main host and are hidden on the Ohio host', ANY_WIDTH, async ({ page, baseURL, request }) => {
  // Main host: a product with reviews shows its rating, linking to the reviews section.
  const paths = await flowerProductPaths(page)
  let shown = false
  for (const path of paths.slice(0, 10)) {
    await page.goto(path)
    if ((await page.getByTestId('product-rating').count()) === 0) continue
    await expect(page.getByTestId('product-rating')).toContainText(/Rated [0-9.]+ out of 5 from [0-9]+ reviews?/)
    await expect(page.getByRole('heading', { level: 2, name: 'Customer reviews' })).toBeVisible()
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(ld.aggregateRating?.['@type']).toBe('AggregateRating')
    shown = true
    break
  }
  expect(shown).toBe(true)

  // Ohio host: an Ohio product that has reviews shows no rating, no reviews and no rating markup.
  // The Ohio pages are found by following links in the browser (Node does not resolve *.localhost).
  await page.goto(onOhioHost(baseURL, '/dispensaries/ohio'))
  // A dispensary's page, not the state's deals page (/dispensaries/ohio/deals).
  const dispensary = await page.getByRole('link', { name: /^View dispensary/ }).first().getAttribute('href')
  await page.goto(onOhioHost(baseURL, dispensary ?? ''))
  const menu = await page.locator(`a[href^="${dispensary}/"][href$="-menu/"]`).first().getAttribute('href')
  await page.goto(onOhioHost(baseURL, menu ?? ''))
  const productPaths = [
    ...new Set(await page.locator('article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
  ].filter((href) => PRODUCT_PATH.test(href))
  let checked = false
  for (const path of productPaths.slice(0, 20)) {
    const productId = /\/product\/([0-9]+)\//.exec(path)?.[1]
    const reviews = await (await request.get(`/api/reviews?productId=${productId}`)).json()
    if (!(reviews.nbHits > 0)) continue
    await page.goto(onOhioHost(baseURL, path))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('product-rating')).toHaveCount(0)
    await expect(page.getByText(/out of 5/)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Customer reviews' })).toHaveCount(0)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(ld['@type']).toBe('Product')
    expect(ld).not.toHaveProperty('aggregateRating')
    checked = true
    break
  }
  expect(checked).toBe(true)
})

test("the related row under the product loads its code and its other cards as the shopper gets near it, and its cards add to the cart", async ({ page }) => {
  const path = await openProduct(page, 'weights')
  // The page sends the row's first five cards; the rest come when it is near.
  const html = await (await page.request.get(path)).text()
  expect(html.match(/<article data-placement="carousel:related-/g)).toHaveLength(5)
  const row = page.locator('section[aria-roledescription="carousel"]').filter({ has: page.locator('article[data-placement^="carousel:"]') })
  // Not with the page: the row's script comes once the row is near (app/ui/island.tsx).
  await waitForHydration(page)
  await expect(row).toBeAttached()
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/menu-rows-[^/]*\.js$/.test(entry.name)))).toBe(false)
  // The live row replaces the static one when its code is in: retried until the scroll lands on it.
  await expect(async () => {
    await row.scrollIntoViewIfNeeded({ timeout: 1_000 })
    await expect(row.getByRole('button', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await expect.poll(() => row.getByRole('article').count()).toBeGreaterThan(5)
  // The product itself is not among them.
  const productId = /\/product\/(\d+)\//.exec(path)?.[1]
  expect(await row.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).not.toContainEqual(expect.stringContaining(`/product/${productId}/`))
  const card = row.getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) }).first()
  const name = (await card.getAttribute('aria-label')) ?? ''
  await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/cart')
  await page.getByRole('region', { name: `Add ${name} to cart` }).getByRole('button', { name: /^Confirm \$/ }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
})
