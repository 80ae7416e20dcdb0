import type { Page } from '@playwright/test'
import { signInViaForm, signUpViaForm } from './accounts'
import { waitForHydration } from './hydration'
import { expect, test } from './test'
import { ANY_WIDTH } from './projects'
import { chooseWindow } from './time-window'

/**
 * Issue 6's whole journey in one go: a new shopper verifies their email, reserves flower for delivery
 * at an Illinois dispensary, the store's staff move the order along to Complete, the shopper finds it
 * in their history (green, with its products) and detail, earns the points, reviews the product, and
 * the review shows on the product page.
 */

const STAFF_PASSWORD = 'Meadow-demo-2026'

function origin(): string {
  return new URL(test.info().project.use.baseURL ?? '').origin
}

/** The recreational menu of a seeded Illinois dispensary that delivers. */
async function deliveringMenu(page: Page): Promise<{ menuPath: string; storeId: number }> {
  const stateHtml = await (await page.request.get('/dispensaries/illinois')).text()
  const paths = [...new Set([...stateHtml.matchAll(/href="(\/dispensaries\/illinois\/[a-z0-9-]+)"/g)].map((m) => m[1] as string))]
  for (const path of paths) {
    const html = await (await page.request.get(path)).text()
    const menuPath = new RegExp(`href="(${path}/([0-9]+)/recreational-menu/)"`).exec(html)
    if (menuPath && />Delivery</.test(html)) return { menuPath: menuPath[1] as string, storeId: Number(menuPath[2]) }
  }
  throw new Error('The seed should have an Illinois dispensary that delivers')
}

type Hit = {
  product_id: number
  name: string
  max_cart_quantity: number
  inventory_potencies: { price_id: string; price: number; inventory: number }[]
}

test('verified shopper reserves for delivery → staff complete it → history, detail, points → review on the product page', ANY_WIDTH, async ({ page, browser }) => {
  test.slow()
  // 1. A new shopper verifies their email (the order history needs it).
  const shopper = await signUpViaForm(page, { firstName: 'Juniper', lastName: 'Reyes' })
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)
  await page.getByRole('link', { name: /^Verify your email/ }).click()
  const href = await page.locator('a[href*="email_verification=true"]').first().getAttribute('href')
  const link = new URL(href as string)
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('dialog', { name: 'Email verified' })).toContainText('Your Email is verified successfully')

  // 2. Flower enough to pass the store's delivery minimum, well inside Illinois' 30 g.
  const { menuPath, storeId } = await deliveringMenu(page)
  const listing = (await (
    await page.request.get(`/api/products?storeId=${storeId}&refinementList[kind][]=flower`, { headers: { Accept: 'application/json' } })
  ).json()) as { algolia: Hit[] }
  const pick = listing.algolia
    .flatMap((hit) => hit.inventory_potencies.filter((v) => v.price_id === 'eighth_ounce').map((v) => ({ hit, v })))
    .map(({ hit, v }) => ({ hit, v, quantity: Math.ceil(100 / v.price) }))
    .find(({ hit, v, quantity }) => quantity <= Math.min(4, hit.max_cart_quantity, v.inventory))
  if (!pick) throw new Error('no eighth of flower on the menu reaches the delivery minimum')
  const added = await page.request.post('/api/cart', {
    data: { intent: 'add', storeId, productId: pick.hit.product_id, weight: 'eighth_ounce', quantity: pick.quantity },
    headers: { Origin: origin() },
  })
  expect(added.status()).toBe(200)

  // 3. Checkout from the cart drawer: delivery, the prefilled contact, a window.
  await page.goto(menuPath)
  await waitForHydration(page)
  await page.getByRole('button', { name: `Cart, ${pick.quantity} items` }).click()
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Delivery' }).click()
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Juniper Reyes')
  await page.getByRole('textbox', { name: 'Street address' }).fill('1 Davis St')
  await page.getByRole('textbox', { name: 'City' }).fill('Evanston')
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('60201')
  await chooseWindow(page, 'Delivery window')
  await page.getByRole('button', { name: 'Reserve' }).click()
  await expect(page).toHaveURL(/\/post-checkout$/)
  await expect(page.getByRole('list', { name: 'Reservation status' }).locator('[aria-current="step"]')).toHaveText('1Verifying')
  const total = (await page.getByRole('main').getByRole('definition').last().textContent()) ?? ''
  expect(total).toMatch(/^\$\d[\d,]*\.\d{2}$/)

  // 4. The store's staff move it along: Preparing → Out for delivery → Delivered → Complete.
  const staffContext = await browser.newContext({ storageState: 'tests/e2e/fixtures/verified-visitor.json' })
  const staff = await staffContext.newPage()
  await signInViaForm(staff, { email: `staff-${storeId}@northmeadow.example`, password: STAFF_PASSWORD })
  await staff.goto('/staff/orders')
  await waitForHydration(staff)
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: /Juniper Reyes/ }) })
  for (const next of ['Preparing', 'Out for delivery', 'Delivered', 'Complete']) {
    await card.getByRole('button', { name: `Move to ${next}` }).click()
    await expect(staff.getByRole('status').filter({ hasText: `Order moved to ${next}.` })).toBeVisible()
  }
  await staffContext.close()

  // 5. The shopper's history shows it complete (green), with its product, and the detail page.
  await page.goto('/account/orders')
  await waitForHydration(page)
  const row = page.getByRole('main').getByRole('button', { name: /NM-\d+/ }).first()
  await expect(row).toContainText('Complete')
  await expect(row).toContainText(total)
  await expect(row).toContainText(`${pick.quantity} items`)
  await row.click()
  const panel = page.locator(`#${(await row.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`)
  await expect(panel).toContainText(pick.hit.name)
  await panel.getByRole('link', { name: 'View order details' }).click()
  await expect(page.getByRole('link', { name: 'Back to My orders' })).toHaveAttribute('href', '/account/orders')
  await expect(page.getByRole('main')).toContainText('1 Davis St')
  await expect(page.getByRole('main').getByRole('term').filter({ hasText: 'Estimated Total' })).toBeVisible()

  // 6. Completing it earned points: one per whole dollar.
  const detailPath = new URL(page.url()).pathname
  await page.goto('/account/rewards')
  const points = Math.floor(Number(total.replace(/[$,]/g, '')))
  await expect(page.getByRole('main')).toContainText(`${points.toLocaleString('en-US')}`)

  // 7. A verified-purchase review, shown on the product page.
  await page.goto(detailPath)
  await waitForHydration(page)
  const item = page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({ hasText: pick.hit.name })
  const form = item.getByRole('form', { name: /^Review / })
  const comment = `Smooth and even, arrived on time (${test.info().project.name} ${Date.now()}).`
  await form.getByRole('radio', { name: '5 stars' }).check({ force: true })
  await form.getByLabel('Your review').fill(comment)
  await form.getByRole('button', { name: 'Post review' }).click()
  await expect(item.getByRole('status').filter({ hasText: 'Thanks! Your review is posted.' })).toBeVisible()
  await item.getByRole('link', { name: 'See it on the product page' }).click()
  const section = page.getByRole('region', { name: 'Customer reviews' })
  await section.scrollIntoViewIfNeeded()
  await section.getByRole('button', { name: /^Show \d+ reviews?$/ }).click()
  await expect(section.getByRole('article').filter({ hasText: comment })).toContainText('Juniper R.')
})
