import type { Locator, Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { findSeededPages } from './seeded-pages'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { seriousViolations } from './axe'

/** '$1,234.50' → 1234.5 */
function dollars(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''))
}

function money(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/** A flower card (it has a weight label and several weights) that can be added to the cart. */
async function flowerCard(page: Page): Promise<{ card: Locator; name: string }> {
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
    .filter({ hasText: '1/8 oz' })
    .first()
  await expect(card).toBeVisible()
  const name = (await card.getAttribute('aria-label')) ?? ''
  expect(name).not.toBe('')
  return { card, name }
}

/**
 * Open flower cards one by one until one has another weight in stock that allows two units
 * (the seed gives some products a limit of 1) within the state's purchase limit; that weight is
 * picked in its open panel.
 */
async function pickOtherWeightAllowingTwo(page: Page): Promise<{ card: Locator; name: string; panel: Locator }> {
  const cards = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
    .filter({ hasText: /1\/8 oz|1\/4 oz|1 g/ })
  const count = await cards.count()
  for (let index = 0; index < Math.min(count, 12); index++) {
    const card = cards.nth(index)
    const name = (await card.getAttribute('aria-label')) ?? ''
    await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
    const panel = page.getByRole('region', { name: `Add ${name} to cart` })
    await expect(panel).toBeVisible()
    // The radios are visually hidden inside their labels: a shopper clicks the label. Two ounces
    // would pass Illinois's 30 g purchase limit (the cart refuses them): any other weight will do.
    const other = panel
      .locator('label')
      .filter({ has: page.getByRole('radio', { checked: false, disabled: false }) })
      .filter({ hasNot: page.locator('input[value="ounce"]') })
      .first()
    if (await other.count()) {
      const value = await other.getByRole('radio').getAttribute('value')
      await other.click()
      await expect(panel.getByRole('radio', { checked: true })).toHaveAttribute('value', value ?? '')
      if ((await panel.getByRole('button', { name: 'Increase quantity' }).getAttribute('aria-disabled')) === 'false') {
        return { card: page.getByRole('article', { name, exact: true }).first(), name, panel }
      }
    }
    await panel.getByRole('button', { name: 'Close' }).click()
  }
  throw new Error('No card on the menu allows two units of a second weight')
}

test.describe('the cart', () => {
  test('add from a card with the confirm panel, see the badge, edit and remove in the drawer; reload keeps it', async ({
    page,
    request,
  }) => {
    // A long journey: two reloads and a dozen server round trips.
    test.setTimeout(60_000)
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    const { menuPath } = await findSeededPages(request)
    await page.goto(menuPath)

    // Escape closes the panel and focus returns to the card button.
    const { card: firstCard, name: firstName } = await flowerCard(page)
    await firstCard.getByRole('button', { name: 'Add to cart', exact: true }).click()
    const firstPanel = page.getByRole('region', { name: `Add ${firstName} to cart` })
    await expect(firstPanel).toBeVisible()
    await expect(firstPanel.getByRole('radio', { checked: true })).toBeFocused()
    await expect(firstPanel.locator('output')).toHaveText('1')
    await page.keyboard.press('Escape')
    await expect(firstPanel).toHaveCount(0)
    await expect(firstCard.getByRole('button', { name: 'Add to cart', exact: true })).toBeFocused()

    // A card whose other weight allows at least two: pick that weight, raise the quantity, confirm.
    const { card, name, panel } = await pickOtherWeightAllowingTwo(page)
    await expect(panel.locator('output')).toHaveText('1')
    const confirmOne = panel.getByRole('button', { name: /^Confirm \$/ })
    const unitPrice = dollars((await confirmOne.textContent()) ?? '')
    expect(unitPrice).toBeGreaterThan(0)
    await panel.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(panel.locator('output')).toHaveText('2')
    expect(await seriousViolations(page, 'section[aria-label^="Add "]')).toEqual([])
    await panel.getByRole('button', { name: `Confirm ${money(unitPrice * 2)}` }).click()
    await expect(panel).toHaveCount(0)

    const editButton = card.getByRole('button', { name: 'Edit quantity, 2 in cart' })
    await expect(editButton).toBeVisible()
    const cartButton = page.getByRole('button', { name: 'Cart, 2 items' })
    await expect(cartButton).toBeVisible()

    // Reopening shows the cart's weight and quantity; unchanged, confirm is disabled.
    await editButton.click()
    await expect(panel.getByRole('radio', { checked: true })).toBeFocused()
    await expect(panel.locator('output')).toHaveText('2')
    await expect(panel.getByRole('button', { name: `Confirm ${money(unitPrice * 2)}` })).toBeDisabled()
    await panel.getByRole('button', { name: 'Close' }).click()
    await expect(editButton).toBeFocused()

    // The cart lives on the server: a reload shows it again.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
    const { card: sameCard } = { card: page.getByRole('article', { name, exact: true }).first() }
    await expect(sameCard.getByRole('button', { name: 'Edit quantity, 2 in cart' })).toBeVisible()

    // The drawer lists the line; its stepper edits it.
    await page.getByRole('button', { name: 'Cart, 2 items' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect(drawer).toBeVisible()
    const line = drawer.getByRole('listitem', { name })
    await expect(line).toBeVisible()
    await expect(line.locator('output')).toHaveText('2')
    await expect(line).toContainText(money(unitPrice * 2))
    await expect(drawer.getByRole('definition').last()).toHaveText(money(unitPrice * 2))
    expect(await seriousViolations(page, 'dialog')).toEqual([])

    await line.getByRole('button', { name: 'Decrease quantity' }).click()
    await expect(line.locator('output')).toHaveText('1')
    await expect(line).toContainText(money(unitPrice))
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeAttached()

    await line.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(line.locator('output')).toHaveText('2')
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeAttached()

    await line.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(drawer.getByText('Your cart is empty')).toBeVisible()
    expect(await seriousViolations(page, 'dialog')).toEqual([])
    await expect(drawer.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', menuPath)

    // Escape closes the drawer and hands focus back to the header button.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeFocused()
    await expect(sameCard.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test("a card far down the menu, still the server's markup, follows a change made in the drawer", ANY_WIDTH, async ({ page }) => {
    const { menuPath } = await findSeededPages(page.request)
    await page.goto(menuPath)
    // The last card that can go in the cart: in the grid, far below the screen, so its island keeps
    // the server's markup (app/ui/island.tsx) until something brings it live.
    const farCard = page.locator('article[data-placement]:has(form[action^="/api/cart"])').last()
    const action = new URL((await farCard.locator('form').getAttribute('action')) ?? '', 'http://localhost').searchParams
    const name = (await farCard.getAttribute('aria-label')) ?? ''
    const added = await page.request.post('/api/cart', {
      data: {
        intent: 'add',
        storeId: Number(action.get('storeId')),
        productId: Number(action.get('productId')),
        weight: action.get('weight') || null,
        quantity: 1,
      },
    })
    expect(added.status()).toBe(200)

    await page.reload()
    await waitForHydration(page)
    const card = page.getByRole('article', { name, exact: true }).last()
    await expect(card.getByRole('button', { name: 'Edit quantity, 1 in cart' })).toBeAttached()
    const live = () => card.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
    expect(await live(), 'the card is still the server markup').toBe(false)

    await page.getByRole('button', { name: 'Cart, 1 item' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await drawer.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(drawer.getByText('Your cart is empty')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // Nothing scrolled: the cart's change alone brought the card live, and it no longer says it is in the cart.
    await expect(card.getByRole('button', { name: 'Add to cart', exact: true })).toBeAttached()
    await expect(card.getByRole('button', { name: /^Edit quantity/ })).toHaveCount(0)
  })

  test('the server refuses what the panel would not allow', ANY_WIDTH, async ({ request, page }) => {
    const { menuPath } = await findSeededPages(request)
    const storeId = Number(/\/([0-9]+)\/[a-z0-9-]+\/$/.exec(menuPath)?.[1])
    await page.goto(menuPath)
    const { card } = await flowerCard(page)
    await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
    const weight = await card.getByRole('radio', { checked: true }).getAttribute('value')
    // The card's no-script form carries its fields in its action's query.
    const action = (await card.locator('form[action^="/api/cart"]').getAttribute('action')) ?? ''
    const productId = new URL(action, 'http://localhost').searchParams.get('productId')

    const tooMany = await request.post('/api/cart', {
      data: { intent: 'add', storeId, productId: Number(productId), weight, quantity: 500 },
    })
    expect(tooMany.status()).toBe(422)
    expect((await tooMany.json()).error).toMatch(/^You can add at most \d+ of this item\.$/)

    const bad = await request.post('/api/cart', { data: { intent: 'add', storeId, productId: 'x', weight } })
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toEqual({ error: 'productId must be a positive whole number', field: 'productId' })

    const crossSite = await request.post('/api/cart', {
      headers: { Origin: 'https://evil.example' },
      data: { intent: 'clear', storeId },
    })
    expect(crossSite.status()).toBe(403)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the card button adds one of the default weight and comes back to the menu', ANY_WIDTH, async ({ page, request }) => {
    const { menuPath } = await findSeededPages(request)
    await page.goto(menuPath)
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
      .first()
    await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${menuPath.replace(/[/]/g, '\\/')}$`))
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeAttached()
  })
})
