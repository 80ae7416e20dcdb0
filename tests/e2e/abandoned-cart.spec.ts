import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { type Shopper, signInViaForm, signUpViaForm } from './accounts'
import { withE2eDatabase } from './e2e-database'
import { waitForHydration } from './hydration'
import { findSeededPages } from './seeded-pages'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { seriousViolations } from './axe'

/**
 * Issue 6 §4: the abandoned-cart link (000 §4, §6, §7, §8). A shopper fills a cart in one browser;
 * the link from the reminder mail is opened in another, signed out or signed in.
 */

const RESTORED = 'Your abandoned cart has been restored'
const OUT_OF_STOCK = 'Unable to add out-of-stock items to your cart. Please browse available products manually.'
const FAILED = 'Unable to restore your abandoned cart. Please browse products manually.'
const LOGIN_LINE = 'You will need to login to continue with your order'

type Offer = { productId: number; weight: string; name: string }

/** In-stock offers of the store that take a few units, none counted by the purchase limits unless asked. */
async function offers(storeId: number, kinds: string[], weight: string, count: number, skip: number): Promise<Offer[]> {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ product_id: number; weight: string; name: string }>(
      `select v.product_id, v.weight, p.name
       from menu_product_variants v
       join menu_products mp on mp.store_id = v.store_id and mp.product_id = v.product_id
       join products p on p.id = v.product_id
       where v.store_id = $1 and p.kind = any($2::text[]) and v.weight = $3 and v.inventory >= 12 and mp.max_cart_quantity >= 10
       order by v.product_id
       offset $4 limit $5`,
      [storeId, kinds, weight, skip, count],
    )
    if (rows.length < count) throw new Error(`Store ${storeId} has too few ${kinds.join('/')} offers in ${weight}`)
    return rows.map((row) => ({ productId: Number(row.product_id), weight: row.weight, name: row.name }))
  })
}

async function setStock(storeId: number, items: Offer[], inventory: number): Promise<void> {
  await withE2eDatabase((client) =>
    client.query(`update menu_product_variants set inventory = $1 where store_id = $2 and product_id = any($3::int[])`, [
      inventory,
      storeId,
      items.map((i) => i.productId),
    ]),
  )
}

async function addToCart(request: APIRequestContext, storeId: number, item: Offer, quantity: number): Promise<void> {
  const response = await request.post('/api/cart', { data: { intent: 'add', storeId, productId: item.productId, weight: item.weight, quantity } })
  expect(response.status(), await response.text()).toBe(200)
}

async function cartUuidOf(request: APIRequestContext, storeId: number): Promise<string> {
  const cart = (await (await request.get(`/api/cart?storeId=${storeId}`)).json()) as { cartUuid: string | null; items: unknown[] }
  expect(cart.cartUuid).toMatch(/^[0-9a-f-]{36}$/)
  return cart.cartUuid as string
}

/** A shopper who left a cart with these items in their first browser; returns them and the cart's uuid. */
async function leaveCart(page: Page, storeId: number, items: Offer[]): Promise<{ shopper: Shopper; cartUuid: string }> {
  const shopper = await signUpViaForm(page)
  for (const item of items) await addToCart(page.request, storeId, item, 2)
  return { shopper, cartUuid: await cartUuidOf(page.request, storeId) }
}

/** Another browser: past the age gate, cookies rejected, nobody signed in, no cart. */
async function secondBrowser(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const { baseURL, viewport } = test.info().project.use
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled, storageState: 'tests/e2e/fixtures/verified-visitor.json' })
  return context.newPage()
}

function storeIdOf(menuPath: string): number {
  return Number(/\/([0-9]+)\/[a-z0-9-]+\/$/.exec(menuPath)?.[1])
}

async function screenshot(page: Page, name: string) {
  // For a person to look at; in CI nobody can, and each one costs a full render.
  if (process.env.CI) return
  await page.screenshot({ path: `.tmp/screens/abandoned-${name}-${test.info().project.name}.png` })
}

/**
 * The restore is a round trip after hydration: the restore's code loads, it posts, the page loads again
 * and the snackbar's code loads. On two busy cores that can take longer than expect's 5 s.
 */
const RESTORE_ROUND_TRIP = { timeout: 15_000 }

function snackbar(page: Page, text: string) {
  return page.getByText(text, { exact: true }).and(page.locator('[aria-hidden="true"]'))
}

test.describe('abandoned-cart restore', () => {
  test.describe.configure({ timeout: 90_000 })

  test('signed out: the link opens the sign-in dialog with the order line; signing in there restores the cart', ANY_WIDTH, async ({ page, browser, request }) => {
    const { menuPath } = await findSeededPages(request)
    const storeId = storeIdOf(menuPath)
    const items = await offers(storeId, ['gear', 'topical'], 'each', 2, 0)
    const { shopper, cartUuid } = await leaveCart(page, storeId, items)

    const other = await secondBrowser(browser)
    await other.goto(`${menuPath}?cart_uuid=${cartUuid}&utm_source=reminder`)
    await expect(other).toHaveURL(/flow=signin&reason=order/)
    await waitForHydration(other)
    const dialog = other.getByRole('dialog', { name: 'Sign in' })
    await expect(dialog.getByText(LOGIN_LINE, { exact: true })).toBeVisible()
    expect(await seriousViolations(other)).toEqual([])
    await screenshot(other, 'dialog')

    await dialog.getByLabel('Email').fill(shopper.email)
    await dialog.getByLabel('Password').fill(shopper.password)
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await expect(snackbar(other, RESTORED)).toBeVisible(RESTORE_ROUND_TRIP)
    await expect(other).toHaveURL(new RegExp(`${menuPath}\\?utm_source=reminder$`))
    await other.getByRole('button', { name: 'View cart' }).click()
    const drawer = other.getByRole('dialog', { name: 'Your cart' })
    for (const item of items) await expect(drawer.getByRole('listitem', { name: item.name })).toBeVisible()
    await other.context().close()
  })

  test('signed out: closing the dialog gives the restore up; a malformed cart_uuid opens nothing', ANY_WIDTH, async ({ page, request }) => {
    const { menuPath } = await findSeededPages(request)
    await page.goto(`${menuPath}?cart_uuid=${randomUUID()}`)
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await expect(dialog.getByText(LOGIN_LINE, { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${menuPath}$`))

    await page.goto(`${menuPath}?cart_uuid=not-a-cart&utm_source=reminder`)
    await expect(page).toHaveURL(new RegExp(`${menuPath}\\?utm_source=reminder$`))
    await waitForHydration(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('signed in: the cart comes back, the snackbar opens the drawer, cart_uuid leaves the URL', ANY_WIDTH, async ({ page, browser, request }) => {
    const { menuPath } = await findSeededPages(request)
    const storeId = storeIdOf(menuPath)
    const items = await offers(storeId, ['gear', 'topical'], 'each', 2, 2)
    const { shopper, cartUuid } = await leaveCart(page, storeId, items)

    const other = await secondBrowser(browser)
    await signInViaForm(other, shopper)
    await other.goto(`${menuPath}?cart_uuid=${cartUuid}`)
    await expect(snackbar(other, RESTORED)).toBeVisible(RESTORE_ROUND_TRIP)
    await expect(other.getByRole('status').filter({ hasText: RESTORED })).toHaveText(RESTORED)
    await expect(other).toHaveURL(new RegExp(`${menuPath}$`))
    await screenshot(other, 'restored')
    expect(await seriousViolations(other)).toEqual([])

    await other.getByRole('button', { name: 'View cart' }).click()
    const drawer = other.getByRole('dialog', { name: 'Your cart' })
    await expect(drawer).toBeVisible()
    for (const item of items) {
      const line = drawer.getByRole('listitem', { name: item.name })
      await expect(line.locator('output')).toHaveText('2')
    }
    await expect(snackbar(other, RESTORED)).toHaveCount(0)

    // A reload shows the cart, not the message again.
    await other.reload()
    await waitForHydration(other)
    await expect(other.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible()
    await expect(snackbar(other, RESTORED)).toHaveCount(0)
    await other.context().close()
  })

  test('signed in without JavaScript: a button posts the restore and the page reports it', ANY_WIDTH, async ({ page, browser, request }) => {
    const { menuPath } = await findSeededPages(request)
    const storeId = storeIdOf(menuPath)
    const items = await offers(storeId, ['gear', 'topical'], 'each', 1, 8)
    const { shopper, cartUuid } = await leaveCart(page, storeId, items)

    const other = await secondBrowser(browser, false)
    await signInViaForm(other, shopper)
    await other.goto(`${menuPath}?cart_uuid=${cartUuid}`)
    await other.getByRole('button', { name: 'Restore my cart' }).click()
    await expect(other).toHaveURL(new RegExp(`${menuPath}$`))
    await expect(other.getByRole('status').filter({ hasText: RESTORED })).toHaveText(RESTORED)
    const cart = (await (await other.request.get(`/api/cart?storeId=${storeId}`)).json()) as { items: { productId: number }[] }
    expect(cart.items.map((i) => i.productId)).toEqual(items.map((i) => i.productId))
    await other.context().close()
  })

  test('signed in: every item out of stock says so and adds nothing', ANY_WIDTH, async ({ page, browser, request }) => {
    const { menuPath } = await findSeededPages(request)
    const storeId = storeIdOf(menuPath)
    const items = await offers(storeId, ['gear', 'topical'], 'each', 2, 4)
    const { shopper, cartUuid } = await leaveCart(page, storeId, items)
    await setStock(storeId, items, 0)
    try {
      const other = await secondBrowser(browser)
      await signInViaForm(other, shopper)
      await other.goto(`${menuPath}?cart_uuid=${cartUuid}`)
      await expect(snackbar(other, OUT_OF_STOCK)).toBeVisible(RESTORE_ROUND_TRIP)
      await expect(other).toHaveURL(new RegExp(`${menuPath}$`))
      await expect(other.getByRole('button', { name: 'View cart' })).toHaveCount(0)
      await screenshot(other, 'out-of-stock')
      const cart = (await (await other.request.get(`/api/cart?storeId=${storeId}`)).json()) as { items: unknown[] }
      expect(cart.items).toEqual([])
      await other.context().close()
    } finally {
      await setStock(storeId, items, 20)
    }
  })

  test('signed in: someone else’s cart restores nothing and says it could not', ANY_WIDTH, async ({ page, browser, request }) => {
    const { menuPath } = await findSeededPages(request)
    const storeId = storeIdOf(menuPath)
    const [theirs, mine] = await offers(storeId, ['gear', 'topical'], 'each', 2, 6)
    const { cartUuid } = await leaveCart(page, storeId, [theirs as Offer])

    const other = await secondBrowser(browser)
    await signUpViaForm(other)
    await addToCart(other.request, storeId, mine as Offer, 1)
    await other.goto(`${menuPath}?cart_uuid=${cartUuid}`)
    await expect(snackbar(other, FAILED)).toBeVisible(RESTORE_ROUND_TRIP)
    await expect(other).toHaveURL(new RegExp(`${menuPath}$`))
    await screenshot(other, 'failed')
    const cart = (await (await other.request.get(`/api/cart?storeId=${storeId}`)).json()) as { items: { productId: number; quantity: number }[] }
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[(mine as Offer).productId, 1]])
    // The owner's cart is as they left it.
    const owners = (await (await page.request.get(`/api/cart?storeId=${storeId}`)).json()) as { items: { productId: number; quantity: number }[] }
    expect(owners.items.map((i) => [i.productId, i.quantity])).toEqual([[(theirs as Offer).productId, 2]])
    await other.context().close()
  })
})

test.describe('purchase limits', () => {
  test('flower past Illinois’ 30 g is refused where the shopper acted, with the limit and what the cart holds', ANY_WIDTH, async ({ page, request }) => {
    // The drawer, a card and the product page, each refusing: a long journey on a busy machine.
    test.setTimeout(60_000)
    const { menuPath } = await findSeededPages(request)
    const storeId = storeIdOf(menuPath)
    const [eighths] = await offers(storeId, ['flower'], 'eighth_ounce', 1, 0)
    // 8 eighths: 28 g of flower, inside the limit.
    await addToCart(page.request, storeId, eighths as Offer, 8)
    await page.goto(menuPath)
    await waitForHydration(page)

    // The drawer's stepper: a ninth eighth would make 31.5 g.
    await page.getByRole('button', { name: 'Cart, 8 items' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    const line = drawer.getByRole('listitem', { name: (eighths as Offer).name })
    await line.getByRole('button', { name: 'Increase quantity' }).click()
    const message = 'Illinois limits adult-use purchases to 30 g of flower per visit; this would bring your cart to 31.5 g.'
    await expect(drawer.getByRole('alert')).toHaveText(message)
    await expect(line.locator('output')).toHaveText('8')
    await screenshot(page, 'limit-drawer')
    expect(await seriousViolations(page, 'body', '[aria-label$="menu products"]')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // A card's confirm panel: another flower in 1/8 oz.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
      .filter({ hasText: '1/8 oz' })
      .first()
    const name = (await card.getAttribute('aria-label')) ?? ''
    // The card sits in a row that renders live once near the screen (an island). Here the tap waits
    // for that: in 2 of 4 full runs on a busy machine a tap held on the static copy opened no panel
    // (not reproduced alone; the held tap on a card is covered by the cart and checkout journeys).
    await card.scrollIntoViewIfNeeded()
    await expect
      .poll(() => card.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 })
      .toBe(true)
    await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
    const panel = page.getByRole('region', { name: `Add ${name} to cart` })
    await panel.locator('label').filter({ hasText: '1/8 oz' }).click()
    await panel.getByRole('button', { name: /^Confirm/ }).click()
    // The page's snackbar says it in full (decision 0022; inside the card it was cut off).
    await expect(page.getByRole('status').filter({ hasText: 'Illinois limits' })).toHaveText(
      /^Illinois limits adult-use purchases to 30 g of flower per visit; this would bring your cart to 3[1-9](\.\d+)? g\.$/,
    )
    await expect(page.getByText(/^Illinois limits adult-use purchases/).and(page.locator(':not(.sr-only)'))).toBeVisible()
    await page.getByRole('button', { name: 'Dismiss message' }).click()
    await screenshot(page, 'limit-card')

    // The product page says it the same way.
    const href = await card.getByRole('link').first().getAttribute('href')
    await page.goto(href ?? '')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: `Buy ${name}` })
    await form.locator('label').filter({ hasText: '1/8 oz' }).first().click()
    await form.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Illinois limits' })).toHaveText(
      /^Illinois limits adult-use purchases to 30 g of flower per visit; this would bring your cart to 3[1-9](\.\d+)? g\.$/,
    )
    await screenshot(page, 'limit-product')
    const cart = (await (await page.request.get(`/api/cart?storeId=${storeId}`)).json()) as { itemCount: number }
    expect(cart.itemCount).toBe(8)
  })
})
