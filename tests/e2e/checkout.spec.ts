import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { randomClientAddress, signUpViaForm } from './accounts'
import { waitForHydration } from './hydration'
import { findSeededPages } from './seeded-pages'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { seriousViolations } from './axe'
import { chooseWindow } from './time-window'

/**
 * Checkout by reservation (issue 6): from the cart drawer to /post-checkout, as a guest and signed
 * in, and the bad input a form post can carry.
 */

function storeIdOf(menuPath: string): string {
  const id = /\/([0-9]+)\/[a-z0-9-]+\/$/.exec(menuPath)?.[1]
  if (!id) throw new Error(`no store id in ${menuPath}`)
  return id
}

function origin(): string {
  return new URL(test.info().project.use.baseURL ?? '').origin
}

async function shot(page: Page, name: string): Promise<void> {
  // For a person to look at; in CI nobody can, and each one costs a full render.
  if (process.env.CI) return
  mkdirSync('.tmp/screenshots', { recursive: true })
  await page.screenshot({ path: `.tmp/screenshots/${name}-${test.info().project.name}.png`, fullPage: true })
}

/** The recreational menu of a seeded Illinois dispensary whose page lists 'Delivery' among its amenities. */
async function deliveringMenu(request: APIRequestContext): Promise<string> {
  const stateHtml = await (await request.get('/dispensaries/illinois')).text()
  const paths = [...new Set([...stateHtml.matchAll(/href="(\/dispensaries\/illinois\/[a-z0-9-]+)"/g)].map((m) => m[1] as string))]
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    const menu = new RegExp(`href="(${path}/[0-9]+/recreational-menu/)"`).exec(html)?.[1]
    if (menu && />Delivery</.test(html)) return menu
  }
  throw new Error('The seed should have an Illinois dispensary that delivers')
}

/** Add the first flower card that can be added, through its confirm panel. */
async function addFlowerToCart(page: Page, menuPath: string): Promise<string> {
  await page.goto(menuPath)
  await waitForHydration(page)
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
    .filter({ hasText: '1/8 oz' })
    .first()
  const name = (await card.getAttribute('aria-label')) ?? ''
  await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
  const panel = page.getByRole('region', { name: `Add ${name} to cart` })
  // The count updates at once (optimistic); the server has the line once the POST answers, and only
  // then may the test leave the page for one the server renders from it.
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/cart')
  await panel.getByRole('button', { name: /^Confirm \$/ }).click()
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
  expect((await saved).status()).toBe(200)
  return name
}

async function openCheckoutFromDrawer(page: Page, storeId: string): Promise<void> {
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await drawer.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(new RegExp(`/checkout/${storeId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
}

// Every journey stands for its own client: guest reservations per store are capped per address.
test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientAddress() })
})

/** Places a pickup reservation of the context's cart by posting the checkout form (no script needed). */
async function reserveByPost(page: Page, storeId: string): Promise<void> {
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
}

test.describe('checkout', () => {
  test('a guest holding two open reservations at a store is told on the page to sign in before a third', ANY_WIDTH, async ({ page, request }) => {
    test.setTimeout(120_000)
    const menuPath = await deliveringMenu(request)
    const storeId = storeIdOf(menuPath)
    for (let i = 0; i < 2; i++) {
      await addFlowerToCart(page, menuPath)
      await reserveByPost(page, storeId)
    }
    await addFlowerToCart(page, menuPath)
    await openCheckoutFromDrawer(page, storeId)
    await waitForHydration(page)
    await page.getByRole('textbox', { name: 'Full name' }).fill('Sam Guest')
    await page.getByRole('textbox', { name: 'Email' }).fill('sam.guest@example.com')
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('(312) 555-0188')
    await chooseWindow(page, 'Pickup window')
    await page.getByRole('button', { name: 'Reserve' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'You already have 2 open reservations at this store. Sign in to reserve more, or wait until one is picked up or cancelled.',
    )
    await expect(page).toHaveURL(new RegExp(`/checkout/${storeId}`))
    // The cart is still there to reserve once signed in.
    await expect(page.getByRole('complementary', { name: 'Order summary' }).getByRole('listitem')).toHaveCount(1)
  })

  test('a guest reserves for pickup from the cart drawer and sees post-checkout', async ({ page, request }) => {
    test.setTimeout(90_000)
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    const menuPath = await deliveringMenu(request)
    const storeId = storeIdOf(menuPath)
    const product = await addFlowerToCart(page, menuPath)
    await openCheckoutFromDrawer(page, storeId)
    await waitForHydration(page)

    const summary = page.getByRole('complementary', { name: 'Order summary' })
    await expect(summary.getByRole('listitem').filter({ hasText: product })).toBeVisible()
    await expect(summary.getByRole('term')).toHaveText(['Items(1)', 'Total Savings', 'Sales Tax', 'Estimated Total'])
    for (const value of await summary.getByRole('definition').allTextContents()) expect(value).toMatch(/^−?\$\d[\d,]*\.\d{2}$/)
    await expect(page.getByRole('link', { name: 'Pickup' })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByText(/Times are in the store’s time zone: \w+/)).toBeVisible()

    // Switching to delivery and back happens without reloading the page.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }))
    await page.getByRole('link', { name: 'Delivery' }).click()
    await expect(page).toHaveURL(/\?mode=delivery$/)
    await expect(page.getByRole('textbox', { name: 'Street address' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'State' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Delivery window' })).toBeVisible()
    await shot(page, 'checkout-delivery')
    await page.getByRole('link', { name: 'Pickup' }).click()
    await expect(page.getByRole('combobox', { name: 'Pickup window' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

    // Nothing filled in: the errors are announced and focus goes to the first field with one.
    await page.getByRole('button', { name: 'Reserve' }).click()
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused()
    await expect(page.getByRole('alert')).toContainText('Please check the highlighted fields.')
    await expect(page.getByText('Enter your name.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Full name' }).fill('Sam Guest')
    // A corrected field loses its error; the others keep theirs until they change.
    await expect(page.getByText('Enter your name.')).toHaveCount(0)
    await expect(page.getByText('Enter your email address.')).toBeVisible()
    await page.getByRole('textbox', { name: 'Email' }).fill('sam.guest@example.com')
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('(312) 555-0188')
    await chooseWindow(page, 'Pickup window')
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'checkout')

    await page.getByRole('button', { name: 'Reserve' }).click()
    await expect(page).toHaveURL(/\/post-checkout$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is reserved' })).toBeVisible()
    const steps = page.getByRole('list', { name: 'Reservation status' })
    await expect(steps.getByRole('listitem')).toHaveText(['1Verifying', '2Preparing', '3Ready', '4Complete'])
    const current = steps.locator('[aria-current="step"]')
    await expect(current).toHaveText('1Verifying')
    await expect(current.getByText('Verifying')).toHaveCSS('font-weight', '700')
    await expect(steps.getByText('Preparing')).toHaveCSS('font-weight', '400')
    await expect(page.getByText('Queue number')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Products in your order' })).toContainText(product)
    await expect(page.getByRole('main').getByRole('term')).toHaveText([
      'Queue number',
      'Store',
      'Pickup',
      'Items(1)',
      'Total Savings',
      'Sales Tax',
      'Estimated Total',
    ])
    await expect(page.getByRole('link', { name: 'Back to My Orders' })).toHaveCount(0)
    // The cart was checked out: the header keeps the store's (now empty) cart button (issue 20).
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'post-checkout')

    // The cart was checked out: the checkout page now shows the designed empty state.
    await page.goto(`/checkout/${storeId}`)
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', menuPath)
    await shot(page, 'checkout-empty')
    // Expected 4xx answers (the refused form) log a console error in Chromium; nothing else may.
    expect(consoleErrors.filter((text) => !/status of 400/.test(text))).toEqual([])
  })

  test('a signed-in shopper has their details prefilled and goes back to My Orders', ANY_WIDTH, async ({ page, request }) => {
    test.setTimeout(90_000)
    const shopper = await signUpViaForm(page, { firstName: 'Robin', lastName: 'Meadows' })
    const { menuPath } = await findSeededPages(request)
    const storeId = storeIdOf(menuPath)
    await addFlowerToCart(page, menuPath)
    await openCheckoutFromDrawer(page, storeId)
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Robin Meadows')
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email)
    await expect(page.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('(312) 555-0123')
    await chooseWindow(page, 'Pickup window')
    await page.getByRole('button', { name: 'Reserve' }).click()
    await expect(page).toHaveURL(/\/post-checkout$/)
    await expect(page.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/account/orders')
  })

  test('a signed-in shopper reserves for delivery: address, delivery window, post-checkout shows where', async ({ page, request }) => {
    test.setTimeout(90_000)
    await signUpViaForm(page, { firstName: 'Dee', lastName: 'Livery' })
    const menuPath = await deliveringMenu(request)
    const storeId = Number(storeIdOf(menuPath))
    // Gear counts toward no purchase limit; enough of it to pass the store's delivery minimum.
    const listing = (await (
      await page.request.get(`/api/products?storeId=${storeId}&refinementList[kind][]=gear`, { headers: { Accept: 'application/json' } })
    ).json()) as { algolia: { product_id: number; name: string; max_cart_quantity: number; inventory_potencies: { price_id: string; price: number; inventory: number }[] }[] }
    const pick = listing.algolia
      .flatMap((hit) => hit.inventory_potencies.map((v) => ({ hit, v, most: Math.min(hit.max_cart_quantity, v.inventory) })))
      .find(({ v, most }) => v.price * most >= 75)
    if (!pick) throw new Error('no gear on the menu can reach the delivery minimum')
    const quantity = Math.ceil(75 / pick.v.price)
    const added = await page.request.post('/api/cart', {
      data: { intent: 'add', storeId, productId: pick.hit.product_id, weight: pick.v.price_id, quantity },
      headers: { Origin: origin() },
    })
    expect(added.status()).toBe(200)

    await page.goto(`/checkout/${storeId}?mode=delivery`)
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('main').getByRole('term').filter({ hasText: 'Sales Tax' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Street address' }).fill('1 Davis St')
    await page.getByRole('textbox', { name: 'City' }).fill('Evanston')
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('60201')
    await chooseWindow(page, 'Delivery window')

    // Another state is refused, with focus on the state.
    await page.getByRole('combobox', { name: 'State' }).selectOption('WI')
    await page.getByRole('button', { name: 'Reserve' }).click()
    await expect(page.getByText('This store delivers only within Illinois.')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'State' })).toBeFocused()

    await page.getByRole('combobox', { name: 'State' }).selectOption('IL')
    await chooseWindow(page, 'Delivery window')
    await page.getByRole('button', { name: 'Reserve' }).click()
    await expect(page).toHaveURL(/\/post-checkout$/)
    await expect(page.getByRole('main').getByRole('term').nth(2)).toHaveText('Delivery')
    await expect(page.getByText('1 Davis St, Evanston, IL 60201')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Products in your order' })).toContainText(pick.hit.name)
    await expect(page.getByRole('link', { name: 'Back to My Orders' })).toBeVisible()
    await shot(page, 'post-checkout-delivery')
  })

  test('bad input through direct form posts changes nothing', ANY_WIDTH, async ({ page, request }) => {
    test.setTimeout(90_000)
    const { menuPath } = await findSeededPages(request)
    const storeId = storeIdOf(menuPath)
    await addFlowerToCart(page, menuPath)
    await page.goto(`/checkout/${storeId}`)
    const key = await page.locator('input[name="idempotencyKey"]').inputValue()
    const window = await page.getByRole('combobox', { name: 'Pickup window' }).locator('option').nth(1).getAttribute('value')
    const fields = {
      intent: 'reserve',
      idempotencyKey: key,
      mode: 'pickup',
      window: window ?? '',
      name: 'Direct Poster',
      email: 'direct@example.com',
      phone: '3125550199',
      // Prices from a client are never read.
      price: '0.01',
      amountCents: '1',
    }
    const post = (form: Record<string, string>, path = `/checkout/${storeId}`) =>
      page.request.post(path, { form, headers: { Origin: origin() }, maxRedirects: 0 })

    // A window at 3 AM (outside any store's hours) is refused.
    const start = Math.floor(Date.now() / 1000 / 86400 + 1) * 86400 + 8 * 3600
    const outside = await post({ ...fields, window: `${start}-${start + 1800}` })
    expect(outside.status()).toBe(422)
    // Malformed and oversized input: a clear 4xx, never a 500.
    expect((await post({ ...fields, window: 'soon' })).status()).toBe(400)
    expect((await post({ ...fields, mode: 'teleport' })).status()).toBe(400)
    expect((await post({ ...fields, name: 'x'.repeat(20_000) })).status()).toBe(413)

    // The same submit twice: one order (the same completed-checkout cookie), then the cart is gone.
    const first = await post(fields)
    expect(first.status()).toBe(302)
    expect(first.headers().location).toBe('/post-checkout')
    const cookieOf = (setCookie: string | undefined) => /nm_checkout=([0-9a-f-]{36})/.exec(setCookie ?? '')?.[1]
    const second = await post(fields)
    expect(second.status()).toBe(302)
    expect(cookieOf(second.headers()['set-cookie'])).toBe(cookieOf(first.headers()['set-cookie']))
    const again = await post({ ...fields, idempotencyKey: crypto.randomUUID() })
    expect(again.status()).toBe(409)

    // An unknown store is a 404, to a page and to a post.
    expect((await page.request.get('/checkout/99999999')).status()).toBe(404)
    expect((await page.request.get('/checkout/not-a-store')).status()).toBe(404)
    expect((await post(fields, '/checkout/99999999')).status()).toBe(404)
  })

  test('/post-checkout without the completed-checkout cookie is the 404 page', ANY_WIDTH, async ({ page }) => {
    const response = await page.goto('/post-checkout')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible()
    await page.context().addCookies([{ name: 'nm_checkout', value: crypto.randomUUID(), url: origin() }])
    expect((await page.goto('/post-checkout'))?.status()).toBe(404)
  })
})

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the mode links, the refused form and the reservation all work as plain pages', ANY_WIDTH, async ({ page, request }) => {
    test.setTimeout(60_000)
    const menuPath = await deliveringMenu(request)
    const storeId = Number(storeIdOf(menuPath))
    const listing = (await (await page.request.get(`/api/products?storeId=${storeId}`, { headers: { Accept: 'application/json' } })).json()) as {
      algolia: { product_id: number; name: string; inventory_potencies: { price_id: string; inventory: number }[] }[]
    }
    const hit = listing.algolia.find((h) => h.inventory_potencies.some((v) => v.inventory > 0))
    const variant = hit?.inventory_potencies.find((v) => v.inventory > 0)
    if (!hit || !variant) throw new Error('no product in stock on the menu')
    const added = await page.request.post('/api/cart', {
      data: { intent: 'add', storeId, productId: hit.product_id, weight: variant.price_id, quantity: 1 },
      headers: { Origin: origin() },
    })
    expect(added.status()).toBe(200)

    await page.goto(`/checkout/${storeId}`)
    await page.getByRole('link', { name: 'Delivery' }).click()
    await expect(page).toHaveURL(/\?mode=delivery$/)
    await expect(page.getByRole('textbox', { name: 'Street address' })).toBeVisible()
    await page.getByRole('link', { name: 'Pickup' }).click()
    await expect(page.getByRole('combobox', { name: 'Pickup window' })).toBeVisible()

    await page.getByRole('button', { name: 'Reserve' }).click()
    await expect(page.getByText('Enter your name.')).toBeVisible()
    await expect(page.getByText('Choose a time.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Full name' }).fill('Plain Page')
    await page.getByRole('textbox', { name: 'Email' }).fill('plain@example.com')
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('312-555-0177')
    await chooseWindow(page, 'Pickup window')
    await page.getByRole('button', { name: 'Reserve' }).click()
    await expect(page).toHaveURL(/\/post-checkout$/)
    await expect(page.getByRole('list', { name: 'Products in your order' })).toContainText(hit.name)
  })
})
