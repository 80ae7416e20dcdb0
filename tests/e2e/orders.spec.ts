import type { Browser, Page } from '@playwright/test'
import { signInViaForm, signUpViaForm } from './accounts'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { seriousViolations } from './axe'

/**
 * Issue 6 orders journeys over the seeded demo shopper's orders (app/db/seed/demo-orders.server.ts):
 * NM-14388 in progress, NM-14120 cancelled, NM-13954 and NM-12318 finished, NM-13002 reviewed.
 * Journeys that change those orders keep out of each other's way: each project reviews its own
 * product, and only the desktop project advances the in-progress order (one step, never to
 * 'finished', which would earn points the rewards journey does not expect).
 */
const DEMO = { email: 'demo@northmeadow.example', password: 'Meadow-demo-2026' }
const PASSWORD = 'Meadow-demo-2026'

function orderRow(page: Page, reference: string) {
  return page.getByRole('button', { name: new RegExp(reference) })
}

/** The detail path of one of the demo shopper's orders, found by opening its history row. */
async function detailPathOf(page: Page, reference: string): Promise<string> {
  await page.goto('/account/orders')
  await waitForHydration(page)
  const row = orderRow(page, reference)
  await row.click()
  const panel = page.locator(`#${(await row.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`)
  const href = await panel.getByRole('link', { name: 'View order details' }).getAttribute('href')
  if (!href) throw new Error(`no detail link for ${reference}`)
  return href
}

async function demoPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: 'tests/e2e/fixtures/verified-visitor.json' })
  const page = await context.newPage()
  await signInViaForm(page, DEMO)
  return page
}

test.describe('order history and detail', () => {
  test('the demo shopper sees the seeded orders, sorts them, opens a row and the detail, and comes back', ANY_WIDTH, async ({ page }) => {
    await signInViaForm(page, DEMO)
    const response = await page.goto('/account/orders')
    expect(response?.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.getByRole('heading', { level: 1, name: /your purchase history/i })).toBeVisible()
    await waitForHydration(page)

    const rows = page.getByRole('main').getByRole('button', { name: /NM-\d+/ })
    await expect(rows).toHaveCount(5)
    await expect(rows.first()).toContainText('NM-14388')
    await expect(rows.first()).toContainText(/Verifying|Preparing/)
    await expect(orderRow(page, 'NM-14120')).toContainText('Cancelled')
    await expect(orderRow(page, 'NM-13002')).toContainText('Complete · Reviewed')
    await expect(orderRow(page, 'NM-12318')).toContainText(/\$\d+\.\d{2}/)
    await expect(orderRow(page, 'NM-12318')).toContainText(/\d+ items?/)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel('Sort by').selectOption('Oldest to Newest')
    await expect(page).toHaveURL(/sort=Oldest\+to\+Newest/)
    await expect(rows.first()).toContainText('NM-12318')
    await page.getByLabel('Sort by').selectOption('Newest to Oldest')
    await expect(rows.first()).toContainText('NM-14388')

    // One row open at a time; opening fetches the live product details once.
    const first = orderRow(page, 'NM-13954')
    const second = orderRow(page, 'NM-12318')
    const live = page.waitForResponse((r) => /\/account\/orders\/[0-9a-f-]+\/products$/.test(r.url()))
    await first.click()
    expect((await live).status()).toBe(200)
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)
    await expect(panel.getByRole('link', { name: 'View order details' })).toBeVisible()
    await expect(panel.locator('a[href*="/product/"]').first()).toBeVisible()
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await second.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await first.click()
    await panel.getByRole('link', { name: 'View order details' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Order NM-13954' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Order status' }).getByRole('listitem')).toHaveText(['Verifying', 'Preparing', 'Ready', 'Complete'].map((s) => new RegExp(s)))
    const receipt = page.getByRole('region', { name: 'Receipt' })
    for (const label of [/^Items\(\d+\)$/, /^Total Savings$/, /^Sales Tax$/, /^Estimated Total$/]) await expect(receipt.getByText(label)).toBeVisible()
    await expect(page.getByText('Queue number')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // The order's dispensary offers the support chat (issue 18): the button opens a chat with it.
    const store = (await page.getByRole('region', { name: 'Order information' }).getByRole('link').first().textContent())?.split(' · ')[0]
    await page.getByRole('main').getByRole('button', { name: 'Chat with us' }).click()
    const chat = page.getByRole('dialog', { name: `Chat with ${store}` })
    await expect(chat).toBeVisible()
    // Escape minimizes from inside the window: focus comes in once the agents' answer shows its view.
    await expect.poll(() => chat.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: /^Chat with / })).toBeHidden()
    await page.getByRole('link', { name: 'Back to My orders' }).click()
    await expect(page).toHaveURL(/\/account\/orders$/)
  })

  test('another shopper’s order and a malformed id are the 404 page', ANY_WIDTH, async ({ page, browser }) => {
    const demo = await demoPage(browser)
    const path = await detailPathOf(demo, 'NM-12318')
    await demo.context().close()

    await signUpViaForm(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible()
    expect((await page.goto('/account/orders/not-an-order'))?.status()).toBe(404)
  })

  test('the shopper reviews a product of a finished order and sees it on the product page', ANY_WIDTH, async ({ page }, info) => {
    await signInViaForm(page, DEMO)
    const path = await detailPathOf(page, 'NM-13954')
    await page.goto(path)
    await waitForHydration(page)
    // Each project reviews its own product of the order (the other may have reviewed its one already).
    const item = page.getByRole('region', { name: 'Products' }).getByRole('listitem').nth(info.project.name === 'mobile' ? 0 : 1)
    const form = item.getByRole('form', { name: /^Review / })
    const comment = `Calm and tasty, just as described (${info.project.name} ${Date.now()}).`
    await form.getByRole('radio', { name: '4 stars' }).check({ force: true })
    await form.getByLabel('Your review').fill(comment)
    await expect(form.getByText(`${comment.length} of 500 characters`)).toBeVisible()
    await form.getByText('Relaxed', { exact: true }).click()
    await form.getByText('Ease my mind', { exact: true }).click()
    await form.getByRole('button', { name: 'Post review' }).click()
    await expect(item.getByRole('status').filter({ hasText: 'Thanks! Your review is posted.' })).toBeVisible()
    await item.getByRole('link', { name: 'See it on the product page' }).click()

    const section = page.getByRole('region', { name: 'Customer reviews' })
    await section.scrollIntoViewIfNeeded()
    await section.getByRole('button', { name: /^Show \d+ reviews?$/ }).click()
    await expect(section.getByRole('article').filter({ hasText: comment })).toContainText('Dana M.')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sort is a form and each order links to its detail', ANY_WIDTH, async ({ page }) => {
    await signInViaForm(page, DEMO)
    await page.goto('/account/orders')
    await page.getByLabel('Sort by').selectOption('Oldest to Newest')
    await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/sort=Oldest\+to\+Newest/)
    const first = page.getByRole('main').getByRole('link', { name: /NM-\d+/ }).first()
    await expect(first).toContainText('NM-12318')
    await first.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Order NM-12318' })).toBeVisible()
  })
})

test.describe('staff order board', () => {
  test('a shopper gets the 403 page; signed out goes to sign in', ANY_WIDTH, async ({ page }) => {
    const response = await page.goto('/staff/orders')
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fstaff%2Forders/)
    expect(response?.ok()).toBe(true)
    await signInViaForm(page, DEMO)
    expect((await page.goto('/staff/orders'))?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible()
  })

  test('staff advance the in-progress order and the shopper sees the new status', ANY_WIDTH, async ({ page, browser }, info) => {
    const demo = await demoPage(browser)
    const path = await detailPathOf(demo, 'NM-14388')
    await demo.goto(path)
    const storeHref = await demo.getByRole('link', { name: 'Shop this store again' }).getAttribute('href')
    const storeId = /\/(\d+)\/[a-z0-9-]+\/$/.exec(storeHref ?? '')?.[1]
    if (!storeId) throw new Error(`no store id in ${storeHref}`)

    await signInViaForm(page, { email: `staff-${storeId}@northmeadow.example`, password: PASSWORD })
    await page.goto('/staff/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Order board' })).toBeVisible()
    await waitForHydration(page)
    expect(await seriousViolations(page)).toEqual([])
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Dana Meadows/ }) }).filter({ hasText: 'NM-14388' })
    await expect(card).toBeVisible()

    test.skip(info.project.name !== 'desktop', 'The seeded order moves once per run: the desktop project moves it.')
    const before = (await card.textContent()) ?? ''
    const next = before.includes('Verifying') ? 'Preparing' : before.includes('Preparing') ? 'Ready for pickup' : null
    test.skip(next === null, 'The order has already moved on in an earlier run against this server.')
    await card.getByRole('button', { name: `Move to ${next}` }).click()
    await expect(page.getByRole('status').filter({ hasText: `Order moved to ${next}.` })).toBeVisible()
    await expect(page.getByRole('region', { name: next === 'Preparing' ? 'Preparing' : 'Ready for pickup / Out for delivery' }).getByText('NM-14388', { exact: false })).toBeVisible()

    await demo.reload()
    await expect(demo.getByRole('main').getByText(next as string, { exact: true }).first()).toBeVisible()
    await demo.context().close()
  })
})
