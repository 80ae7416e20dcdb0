import type { APIRequestContext, Page } from '@playwright/test'
import { signInViaForm, signUpViaForm } from './accounts'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { seriousViolations } from './axe'
import { chooseWindow } from './time-window'

/**
 * Medical menus take reservations from registered patients only (decision 0017): a signed-in shopper
 * without a card is told what is missing (in the cart drawer and at checkout), adds their Illinois
 * card in the profile, comes back and reserves; the store's staff see the card on the order board.
 */

const STAFF_PASSWORD = 'Meadow-demo-2026'

function origin(): string {
  return new URL(test.info().project.use.baseURL ?? '').origin
}

/** The medical menu of a seeded Illinois dispensary. */
async function medicalMenu(request: APIRequestContext): Promise<{ menuPath: string; storeId: number }> {
  const stateHtml = await (await request.get('/dispensaries/illinois')).text()
  const paths = [...new Set([...stateHtml.matchAll(/href="(\/dispensaries\/illinois\/[a-z0-9-]+)"/g)].map((m) => m[1] as string))]
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    const menu = new RegExp(`href="(${path}/([0-9]+)/medical-menu/)"`).exec(html)
    if (menu) return { menuPath: menu[1] as string, storeId: Number(menu[2]) }
  }
  throw new Error('The seed should have an Illinois dispensary with a medical menu')
}

/** One unit of a product in stock, added to the visitor's cart at the store through the cart API. */
async function addOneItem(page: Page, storeId: number): Promise<string> {
  const listing = (await (await page.request.get(`/api/products?storeId=${storeId}`, { headers: { Accept: 'application/json' } })).json()) as {
    algolia: { product_id: number; name: string; inventory_potencies: { price_id: string; inventory: number }[] }[]
  }
  const hit = listing.algolia.find((h) => h.inventory_potencies.some((v) => v.inventory > 0))
  const variant = hit?.inventory_potencies.find((v) => v.inventory > 0)
  if (!hit || !variant) throw new Error('no product in stock on the medical menu')
  const added = await page.request.post('/api/cart', {
    data: { intent: 'add', storeId, productId: hit.product_id, weight: variant.price_id, quantity: 1 },
    headers: { Origin: origin() },
  })
  expect(added.status()).toBe(200)
  return hit.name
}

test('a shopper without a card is told what is missing, adds their card in the profile, reserves, and staff see the card', async ({ page, browser }) => {
  test.slow()
  const { menuPath, storeId } = await medicalMenu(page.request)
  // A name of its own: the staff board is shared with the other project's run of this journey.
  const lastName = `Patient${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`
  const shopper = await signUpViaForm(page, { firstName: 'Marisol', lastName })
  const product = await addOneItem(page, storeId)

  // The cart drawer on the medical menu says what is missing.
  await page.goto(menuPath)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer).toContainText('This is a medical menu: add your Illinois medical card to your profile to reserve from it.')
  await expect(drawer.getByRole('link', { name: 'Add your medical card' })).toBeVisible()
  await drawer.getByRole('link', { name: 'Checkout' }).click()

  // So does the checkout, which offers no reservation form.
  await expect(page).toHaveURL(new RegExp(`/checkout/${storeId}$`))
  const notice = page.getByRole('region', { name: 'Add your medical card' })
  await expect(notice).toContainText('This is a medical menu: add your Illinois medical card to your profile to reserve from it.')
  await expect(page.getByRole('button', { name: 'Reserve' })).toHaveCount(0)
  expect(await seriousViolations(page, 'main')).toEqual([])

  // A post anyway (a well-formed one, with a time an hour from now) is refused and places nothing.
  const start = Math.floor(Date.now() / 1000 / 1800) * 1800 + 3600
  const refused = await page.request.post(`/checkout/${storeId}`, {
    form: { intent: 'reserve', idempotencyKey: crypto.randomUUID(), mode: 'pickup', window: `${start}-${start + 1800}`, name: `Marisol ${lastName}`, email: shopper.email, phone: '3125550123' },
    headers: { Origin: origin() },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(403)
  expect(await refused.text()).toContain('add your Illinois medical card to your profile to reserve from it.')

  // The profile: a bad number is explained, then the card is saved and the shopper is back at checkout.
  await waitForHydration(page)
  await notice.getByRole('link', { name: 'Add your medical card' }).click()
  await expect(page).toHaveURL(/\/account\/profile\?returnTo=%2Fcheckout%2F\d+#medical-cards$/)
  const cards = page.getByRole('region', { name: 'Medical cards' })
  await cards.getByRole('combobox', { name: 'Issuing state' }).selectOption('IL')
  await cards.getByRole('textbox', { name: 'Card number' }).fill('IL 77')
  await cards.getByLabel('Expiration date').fill('2030-06-30')
  await cards.getByRole('button', { name: 'Save medical card' }).click()
  await expect(cards.getByText('Use only letters, digits and dashes, as printed on your card.')).toBeVisible()
  await expect(cards.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-invalid', 'true')
  expect(await seriousViolations(page, '#medical-cards')).toEqual([])
  await cards.getByRole('textbox', { name: 'Card number' }).fill('med-il-778899')
  await cards.getByRole('button', { name: 'Save medical card' }).click()

  await expect(page).toHaveURL(new RegExp(`/checkout/${storeId}$`))
  await expect(page.getByRole('region', { name: 'Add your medical card' })).toHaveCount(0)
  await waitForHydration(page)
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(`Marisol ${lastName}`)
  await chooseWindow(page, 'Pickup window')
  await page.getByRole('button', { name: 'Reserve' }).click()
  await expect(page).toHaveURL(/\/post-checkout$/)
  await expect(page.getByRole('list', { name: 'Products in your order' })).toContainText(product)

  // The profile lists the card.
  await page.goto('/account/profile')
  await expect(page.getByRole('list', { name: 'Your medical cards' })).toContainText('MED-IL-778899')
  await expect(page.getByRole('list', { name: 'Your medical cards' })).toContainText('06/30/2030')

  // The store's staff see the card on the order to check it at pickup.
  const staffContext = await browser.newContext({ storageState: 'tests/e2e/fixtures/verified-visitor.json' })
  const staff = await staffContext.newPage()
  await signInViaForm(staff, { email: `staff-${storeId}@northmeadow.example`, password: STAFF_PASSWORD })
  await staff.goto('/staff/orders')
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: new RegExp(`Marisol ${lastName}$`) }) })
  await expect(card).toContainText('Medical card')
  await expect(card).toContainText('MED-IL-778899 · expires 06/30/2030')
  await expect(card).not.toContainText('Expired')
  await staffContext.close()
})

test('a guest on a medical menu is asked to sign in or create an account', ANY_WIDTH, async ({ page }) => {
  const { storeId } = await medicalMenu(page.request)
  await addOneItem(page, storeId)
  await page.goto(`/checkout/${storeId}`)
  const notice = page.getByRole('region', { name: 'Medical patients only' })
  await expect(notice).toContainText(
    'This is a medical menu: only registered medical patients can reserve from it. Sign in or create an account, then add your Illinois medical card to your profile.',
  )
  await expect(notice.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?redirectTo=%2Fcheckout%2F${storeId}`)
  await expect(notice.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/sign-up?redirectTo=%2Fcheckout%2F${storeId}`)
  await expect(page.getByRole('button', { name: 'Reserve' })).toHaveCount(0)
})
