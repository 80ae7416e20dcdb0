import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { setConsent } from './consent-cookies'
import { waitForIsland } from './hydration'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'
import { ANY_WIDTH } from './projects'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

type SponsoredSent = { placementId: number; kind: 'impression' | 'click'; isAddToCart?: boolean }

function sponsoredRow(page: Page) {
  return page.locator('[data-sponsored-row]').getByRole('region')
}

test.describe('with targeting consent (C0004)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await setConsent(context, baseURL, 'C0002:1,C0003:0,C0004:1')
  })

  test('the sponsored row shows its label and reports impressions, then an add-to-cart click', ANY_WIDTH, async ({ page }) => {
    const impressions = page.waitForResponse(
      (response) => response.url().endsWith('/api/sponsored-events') && (response.request().postData() ?? '').includes('impression'),
    )
    await page.goto(pages.menuPath)
    const row = sponsoredRow(page)
    await expect(row.getByRole('heading', { name: 'Brand picks' })).toBeVisible()
    await expect(row.getByText('Sponsored', { exact: true }).first()).toBeVisible()
    const cards = row.locator('article[data-placement^="sponsored:"]')
    expect(await cards.count()).toBeGreaterThanOrEqual(3)
    // Each ad says so on itself, not only on its row.
    await expect(cards.first().getByText('Sponsored', { exact: true })).toBeVisible()
    // The row is an island: once its live render has replaced the static copy, scrolling it into
    // view reports what the shopper saw.
    await waitForIsland(page, '[data-sponsored-row]')
    await row.scrollIntoViewIfNeeded()

    const response = await impressions
    expect(response.status()).toBe(202)
    const sent = response.request().postDataJSON() as SponsoredSent[]
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.every((event) => event.kind === 'impression' && Number.isInteger(event.placementId))).toBe(true)
    // Once per placement per page view.
    expect(new Set(sent.map((event) => event.placementId)).size).toBe(sent.length)

    const firstCard = cards.first()
    const placementId = Number((await firstCard.getAttribute('data-placement'))?.split(':')[1])
    const click = page.waitForResponse(
      (r) => r.url().endsWith('/api/sponsored-events') && (r.request().postData() ?? '').includes('"click"'),
    )
    await expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled()
    await firstCard.getByRole('button', { name: /^Add to cart|^Edit quantity/ }).click()
    const clicked = await click
    expect(clicked.status()).toBe(202)
    expect(clicked.request().postDataJSON()).toEqual([{ placementId, kind: 'click', isAddToCart: true }])
  })

  test('axe finds no serious or critical violations in the sponsored row', async ({ page }) => {
    await page.goto(pages.menuPath)
    await expect(sponsoredRow(page).getByText('Sponsored', { exact: true }).first()).toBeVisible()
    await waitForIsland(page, '[data-sponsored-row]')
    // The row itself (accessibility.spec.ts checks the whole menu page).
    const results = await new AxeBuilder({ page }).include('[data-sponsored-row]').analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
    expect(serious).toEqual([])
  })
})

test.describe('without targeting consent', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await setConsent(context, baseURL, 'C0002:1,C0003:1,C0004:0')
  })

  test('the row is shown but no impression or click is sent', ANY_WIDTH, async ({ page, context }) => {
    const sent: string[] = []
    context.on('request', (request) => {
      if (request.url().includes('/api/sponsored-events')) sent.push(request.postData() ?? '')
    })
    await page.goto(pages.menuPath)
    const row = sponsoredRow(page)
    await expect(row.getByText('Sponsored', { exact: true }).first()).toBeVisible()
    // The row's live render replaces its server HTML once it is near the screen.
    await waitForIsland(page, '[data-sponsored-row]')
    await expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled()
    const card = row.locator('article[data-placement^="sponsored:"]').first()
    await card.getByRole('button', { name: /^Add to cart|^Edit quantity/ }).click()
    // The click opened the card's confirm panel (the page is live), and still nothing went out.
    await expect(card.getByRole('region', { name: /^Add .* to cart$/ })).toBeVisible()
    await page.goto('/dispensaries')
    await expect(page.getByRole('heading', { level: 1, name: 'Dispensaries' })).toBeVisible()
    expect(sent).toEqual([])
  })

  test('the endpoint itself refuses without the consent cookie (403)', ANY_WIDTH, async ({ playwright, baseURL }) => {
    const bare = await playwright.request.newContext({ baseURL })
    const response = await bare.post('/api/sponsored-events', { data: { placementId: 1, kind: 'impression' } })
    expect(response.status()).toBe(403)
    await bare.dispose()
  })
})
