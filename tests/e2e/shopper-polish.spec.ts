import type { Locator, Page } from '@playwright/test'
import { randomClientAddress } from './accounts'
import { waitForHydration } from './hydration'
import { findSeededPages } from './seeded-pages'
import { expect, test } from './test'
import { seriousViolations } from './axe'

/**
 * Issue 20: what a shopper notices first. Each journey runs at 390 and 1440 px (the mobile and
 * desktop projects) and fails if the fault it covers comes back.
 */

function storeIdOf(menuPath: string): string {
  const id = /\/([0-9]+)\/[a-z0-9-]+\/$/.exec(menuPath)?.[1]
  if (!id) throw new Error(`no store id in ${menuPath}`)
  return id
}

function origin(): string {
  return new URL(test.info().project.use.baseURL ?? '').origin
}

/** The dispensary's name as the menu page's heading shows it. */
async function dispensaryName(page: Page): Promise<string> {
  return ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim()
}

/** The first card that can be added, through its confirm panel; resolves once the server has the line. */
async function addFromCard(page: Page): Promise<string> {
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
    .first()
  const name = (await card.getAttribute('aria-label')) ?? ''
  await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/cart')
  await page.getByRole('region', { name: `Add ${name} to cart` }).getByRole('button', { name: /^Confirm \$/ }).click()
  expect((await saved).status()).toBe(200)
  return name
}

/** The header: its dispensary picker names the store, and its cart button counts the store's cart. */
async function expectStoreContext(page: Page, dispensary: string, items: string): Promise<void> {
  const header = page.getByRole('banner')
  await expect(header.getByText(`Dispensary: ${dispensary}`)).toBeAttached()
  await expect(header).not.toContainText('Choose a dispensary')
  await expect(header.getByRole('button', { name: items })).toBeVisible()
}

/** The snackbar's visible line with this text (its live region holds the same words, off screen). */
function shown(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).and(page.locator(':not(.sr-only)'))
}

/** The element is drawn whole: nothing of its text is cut off by its own box, and it is on screen. */
async function expectUnclipped(locator: Locator): Promise<void> {
  const box = await locator.evaluate((el) => {
    const rect = el.getBoundingClientRect()
    return {
      clippedX: el.scrollWidth > el.clientWidth + 1,
      clippedY: el.scrollHeight > el.clientHeight + 1,
      inside: rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth,
    }
  })
  expect(box).toEqual({ clippedX: false, clippedY: false, inside: true })
}

test.beforeEach(async ({ page }) => {
  // Guest reservations per store are capped per client address.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientAddress() })
})

test('the header keeps the dispensary and the cart button on the checkout, post-checkout and 404 pages', async ({ page, request }) => {
  test.setTimeout(90_000)
  const { menuPath } = await findSeededPages(request)
  const storeId = storeIdOf(menuPath)
  await page.goto(menuPath)
  await waitForHydration(page)
  const dispensary = await dispensaryName(page)
  await addFromCard(page)

  // The checkout (reached from the drawer, a client-side navigation) and then loaded afresh.
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(new RegExp(`/checkout/${storeId}$`))
  await expectStoreContext(page, dispensary, 'Cart, 1 item')
  await page.reload()
  await expectStoreContext(page, dispensary, 'Cart, 1 item')

  // A page that names no store, rendered by the server from the remembered store.
  await page.goto('/no-such-page-anywhere')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectStoreContext(page, dispensary, 'Cart, 1 item')
  await page.goto('/blog')
  await expectStoreContext(page, dispensary, 'Cart, 1 item')

  // Reserve (the checkout form posted as the page would), then the post-checkout page.
  const html = await (await page.request.get(`/checkout/${storeId}`)).text()
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1]
  const window = /<option value="(\d+-\d+)"/.exec(html)?.[1]
  if (!key || !window) throw new Error('the checkout page offers no form to post')
  const placed = await page.request.post(`/checkout/${storeId}?mode=pickup`, {
    form: { intent: 'reserve', idempotencyKey: key, mode: 'pickup', window, name: 'Sam Guest', email: 'sam.guest@example.com', phone: '(312) 555-0188' },
    headers: { Origin: origin() },
    maxRedirects: 0,
  })
  expect(placed.status()).toBe(302)
  await page.goto('/post-checkout')
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible()
  await expectStoreContext(page, dispensary, 'Cart, 0 items')
  expect(await seriousViolations(page, 'header')).toEqual([])
})

test('adding from a card and from the product page confirms the same way; View cart opens the drawer', async ({ page, request }) => {
  const { menuPath } = await findSeededPages(request)
  await page.goto(menuPath)
  await waitForHydration(page)
  const name = await addFromCard(page)
  const snackbar = shown(page, `Added to your cart: ${name}`)
  await expect(snackbar).toBeVisible()
  await expectUnclipped(snackbar)
  await page.getByRole('button', { name: 'View cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer.getByRole('listitem', { name })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(snackbar).toBeHidden()

  // The product page of another card: the same confirmation, not a small line by the button.
  const other = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
    .nth(1)
  const otherName = (await other.getAttribute('aria-label')) ?? ''
  await other.getByRole('link', { name: otherName }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('form', { name: /^Buy / }).getByRole('button', { name: 'Add to cart' }).click()
  const confirmation = shown(page, `Added to your cart: ${otherName}`)
  await expect(confirmation).toBeVisible()
  await expectUnclipped(confirmation)
  await page.getByRole('button', { name: 'View cart' }).click()
  await expect(drawer.getByRole('listitem', { name: otherName })).toBeVisible()
})

test('a refusal from the server is shown in full where it can be read, and the cart says why a line is capped', async ({ page, request }) => {
  const { menuPath } = await findSeededPages(request)
  const refusal =
    'Illinois allows 500 mg of THC in infused products per purchase; with this item your cart would hold 625 mg of THC in infused products, so it was not added.'
  await page.route(
    (url) => url.pathname === '/api/cart',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: refusal }) })
        : route.fallback(),
  )
  await page.goto(menuPath)
  await waitForHydration(page)
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
    .first()
  const name = (await card.getAttribute('aria-label')) ?? ''
  await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await page.getByRole('region', { name: `Add ${name} to cart` }).getByRole('button', { name: /^Confirm \$/ }).click()
  const message = shown(page, refusal)
  await expect(message).toBeVisible()
  await expectUnclipped(message)
  // Nothing was added, and the card does not cut a message off inside itself.
  await expect(card.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible()
  await expect(card.getByRole('alert')).toHaveCount(0)
  expect(await seriousViolations(page, 'div.pointer-events-auto.bg-brand-900')).toEqual([])
  // A refusal stays until the shopper dismisses it.
  await page.waitForTimeout(8_500)
  await expect(message).toBeVisible()
  await page.getByRole('button', { name: 'Dismiss message' }).click()
  await expect(message).toBeHidden()
  await page.unroute((url) => url.pathname === '/api/cart')

  // In the cart: a line that cannot grow says why — the stock, the store's limit per order, or the
  // state's purchase limit (the server's refusal, in the drawer, in full).
  const storeId = Number(storeIdOf(menuPath))
  const action = (await card.locator('form[action^="/api/cart"]').getAttribute('action')) ?? ''
  const query = new URL(action, 'http://localhost').searchParams
  const line = { intent: 'update', storeId, productId: Number(query.get('productId')), weight: query.get('weight') }
  let placed = 0
  for (let quantity = 10; quantity >= 1 && !placed; quantity--) {
    const response = await page.request.post('/api/cart', { data: { ...line, quantity }, headers: { Origin: origin() } })
    if (response.ok()) placed = quantity
  }
  expect(placed).toBeGreaterThan(0)
  await page.reload()
  await waitForHydration(page)
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  const increase = drawer.getByRole('listitem', { name }).getByRole('button', { name: 'Increase quantity' })
  if (await increase.isDisabled()) {
    await expect(drawer.getByText(new RegExp(`^You can have at most ${placed} of this item: (only ${placed} left in stock|the store's limit per order)$`))).toBeVisible()
  } else {
    await increase.click()
    const why = drawer.getByRole('alert')
    await expect(why).toHaveText(/\w.{20,}/)
    await expectUnclipped(why)
  }
})

test('the filter drawer: one type scale in its title, and the result button reads what it is named', async ({ page, request }) => {
  const { menuPath } = await findSeededPages(request)
  await page.goto(menuPath)
  await waitForHydration(page)
  await page.getByRole('button', { name: /^All Filters/ }).click()
  const drawer = page.getByRole('dialog', { name: /^Filters/ })
  await expect(drawer).toBeVisible()
  const category = drawer.getByRole('button', { name: /^Category/ })
  if ((await category.getAttribute('aria-expanded')) !== 'true') await category.click()
  const id = await category.getAttribute('aria-controls')
  await drawer.locator(`[id="${id}"]`).getByRole('checkbox').nth(1).check()

  const apply = drawer.getByRole('button', { name: /^Show (\d+|1K\+) results$/ })
  await expect(apply).toBeVisible()
  await expect(apply).not.toHaveAttribute('aria-busy', 'true')
  // Label in name: the visible words are the whole accessible name.
  const visible = ((await apply.innerText()) ?? '').trim()
  expect(visible).toMatch(/^Show (\d+|1K\+) results$/)
  await expect(apply).toHaveAccessibleName(visible)

  const title = drawer.getByRole('heading', { level: 2 }).first()
  await expect(title).toContainText('(1 selected)')
  const fonts = await title.evaluate((heading) => {
    const count = heading.querySelector('span') as HTMLElement
    const a = getComputedStyle(heading)
    const b = getComputedStyle(count)
    return { family: [a.fontFamily, b.fontFamily], size: [a.fontSize, b.fontSize], weight: [a.fontWeight, b.fontWeight] }
  })
  expect(fonts.family[1]).toBe(fonts.family[0])
  expect(fonts.size[1]).toBe(fonts.size[0])
  expect(fonts.weight[1]).toBe(fonts.weight[0])
})

test('the menu hero: each day of the week reads on one line; phones see today first', async ({ page, request }) => {
  const { menuPath } = await findSeededPages(request)
  await page.goto(menuPath)
  await waitForHydration(page)
  const week = page.getByRole('main').locator('dl').first()
  const mobile = (page.viewportSize()?.width ?? 0) < 768
  if (mobile) {
    await expect(week).toBeHidden()
    const toggle = page.getByRole('button', { name: /^Today .*Hours & contact/ })
    await expect(toggle).toBeVisible()
    await toggle.click()
  }
  await expect(week).toBeVisible()
  // Every range (opening or medical hours) is one line of text.
  const lines = await week.locator('dd > span').evaluateAll((spans) =>
    spans.map((span) => ({ text: span.textContent, lines: Math.round(span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight)) })),
  )
  expect(lines.length).toBeGreaterThanOrEqual(7)
  for (const line of lines) expect(line, `${line.text}`).toMatchObject({ lines: 1 })
  if (!mobile) {
    // The week uses the hero's width: all seven days on one row at 1440 px.
    const tops = await week.locator(':scope > div').evaluateAll((days) => new Set(days.map((d) => Math.round(d.getBoundingClientRect().top))).size)
    expect(tops).toBe(1)
  }
})

test('the product gallery: Enlarge is named by its word, the image opens the gallery, a touch screen is told to swipe', async ({ browser, request, baseURL }) => {
  const { menuPath } = await findSeededPages(request)
  const context = await browser.newContext({ baseURL, viewport: test.info().project.use.viewport ?? undefined, hasTouch: true })
  await context.addCookies([{ name: 'nm_age_verified', value: 'true', url: baseURL ?? '' }])
  const page = await context.newPage()
  await page.goto(menuPath)
  const link = page.getByRole('article').first().getByRole('link').filter({ hasText: /\S/ }).first()
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForHydration(page)

  const enlarge = page.getByRole('button', { name: /^Enlarge\b/ })
  await expect(enlarge).toBeVisible()
  // Its visible word starts its accessible name (WCAG 2.5.3 label in name).
  const visible = await enlarge.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement
    for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove()
    return copy.textContent?.trim()
  })
  expect(visible).toBe('Enlarge')
  await expect(enlarge).toHaveAccessibleName(/^Enlarge the images of .+/)

  // A tap on the picture itself (not on the button) opens the gallery: no invisible layer over it.
  const image = page.getByRole('region', { name: /^Images of / }).getByRole('img').first()
  const box = await image.boundingBox()
  if (!box) throw new Error('no image box')
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: box.x + box.width / 3, y: box.y + box.height / 3 })
  expect(hit).toBe('IMG')
  await page.touchscreen.tap(box.x + box.width / 3, box.y + box.height / 3)
  const dialog = page.getByRole('dialog', { name: /Image gallery/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Tap Close to go back.', { exact: false })).toBeVisible()
  await expect(dialog.getByText('Use the arrow keys', { exact: false })).toBeHidden()
  await dialog.getByRole('button', { name: /^Close/ }).click()
  await expect(dialog).toBeHidden()
  await context.close()
})

test('Ohio: the home page lists it as a link to the Ohio site, as the footer does', async ({ page }) => {
  await page.goto('/')
  const states = page.getByRole('region', { name: 'Find a dispensary near you' })
  const ohio = states.getByRole('link', { name: /Ohio/ })
  await expect(ohio).toBeVisible()
  await expect(ohio).toContainText('on our Ohio site')
  const footerOhio = page.getByRole('contentinfo').getByRole('link', { name: 'Ohio dispensaries' })
  const [home, footer] = [await ohio.getAttribute('href'), await footerOhio.getAttribute('href')]
  expect(new URL(home ?? '').host).toBe(new URL(footer ?? '').host)
  expect(new URL(home ?? '').host).not.toBe(new URL(page.url()).host)
  expect(new URL(home ?? '').pathname).toBe('/dispensaries/ohio')
})
