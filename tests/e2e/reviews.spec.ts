import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page, Response } from '@playwright/test'
import { findSeededPages } from './seeded-pages'
import { STICKY_BAR_DISMISSED_KEY } from '../../app/auth/flow'
import { expect, test } from './test'
import { ANY_WIDTH } from './projects'

type Found = { productId: number; url: string; reviewCount: number }

/**
 * The product with the most reviews on a seeded Illinois menu, found through the listing API the
 * menu page itself uses (no hard-coded ids).
 */
async function productWithManyReviews(request: APIRequestContext): Promise<Found> {
  const { menuPath } = await findSeededPages(request)
  const storeId = /\/([0-9]+)\/[a-z0-9-]+\/$/.exec(menuPath)?.[1]
  if (!storeId) throw new Error(`No store id in ${menuPath}`)
  const response = await request.get(`/api/products?storeId=${storeId}&hitsPerPage=100&currentSort=top_rated`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { algolia: { product_id: number; review_count: number; url: string }[] }
  const best = [...body.algolia].sort((a, b) => b.review_count - a.review_count)[0]
  if (!best || best.review_count <= 10) throw new Error('The seeded menu should carry a product with more than 10 reviews')
  return { productId: best.product_id, url: best.url, reviewCount: best.review_count }
}

/** 'Page 1 of 12, reviews 1–5 of 56' → 56 */
async function announcedTotal(section: Locator): Promise<number> {
  const status = section.getByText(/^Page \d+ of \d+, reviews? [\d–]+ of \d+$/)
  await expect(status).toBeVisible()
  return Number(/of (\d+)$/.exec((await status.textContent()) ?? '')?.[1])
}

/** A pill's count from its accessible name ('5 stars , 12 reviews'). */
async function pillCount(pill: Locator): Promise<number> {
  const label = (await pill.getAttribute('aria-label')) ?? (await pill.textContent()) ?? ''
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? /(\d+) reviews?\s*$/.exec(label)?.[1])
}

async function openReviews(page: Page, found: Found): Promise<Locator> {
  await page.goto(found.url)
  const section = page.getByRole('region', { name: 'Customer reviews' })
  await section.getByRole('button', { name: `Show ${found.reviewCount} reviews` }).click()
  await expect(section.getByRole('article')).toHaveCount(5)
  return section
}

let found: Found
test.beforeAll(async ({ request }) => {
  found = await productWithManyReviews(request)
})

test('the list opens behind Show n reviews, filters, sorts, pages and clears', async ({ page }) => {
  await page.goto(found.url)
  const section = page.getByRole('region', { name: 'Customer reviews' })
  await expect(section.getByRole('heading', { level: 2, name: 'Customer reviews' })).toBeVisible()
  await expect(section.getByText(`Based on ${found.reviewCount} reviews`)).toBeVisible()
  await expect(section.getByRole('article')).toHaveCount(0)

  const show = section.getByRole('button', { name: `Show ${found.reviewCount} reviews` })
  // The button waits for the page's script; once it is enabled the streamed section has settled.
  await expect(show).toBeEnabled()
  await show.scrollIntoViewIfNeeded()
  // The impression is recorded once half the section is in view (000 §9).
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'reviews_viewed').length))
    .toBe(1)
  expect(await page.evaluate(() => window.dataLayer?.find((e) => e.event === 'reviews_viewed'))).toMatchObject({
    product_id: found.productId,
    count: found.reviewCount,
  })

  await show.click()
  await expect(section.getByRole('article')).toHaveCount(5)
  expect(await announcedTotal(section)).toBe(found.reviewCount)
  // Dates read 'MMMM dd,yyyy' (no space after the comma).
  await expect(section.getByRole('article').first().locator('time')).toHaveText(/^[A-Z][a-z]+ \d{2},\d{4}$/)

  // A rating: the list and the other facets' counts change, a chip appears.
  const ratings = section.getByRole('group', { name: 'Filter by rating' })
  const fiveStars = ratings.getByRole('button', { name: /^5 stars/ })
  const fiveCount = await pillCount(fiveStars)
  expect(fiveCount).toBeGreaterThan(0)
  await fiveStars.click()
  await expect(fiveStars).toHaveAttribute('aria-pressed', 'true')
  await expect(section.getByRole('button', { name: 'Remove filter: 5 stars' })).toBeVisible()
  await expect.poll(() => announcedTotal(section)).toBe(fiveCount)
  for (const rating of await section.getByRole('article').all()) await expect(rating.getByText('Rated 5 out of 5')).toHaveCount(1)

  // A feeling on top (AND across facets): its pill's count is what the list then holds.
  const feelings = section.getByRole('group', { name: 'Filter by feelings' })
  const feeling = feelings.getByRole('button', { pressed: false, disabled: false }).first()
  const feelingName = ((await feeling.textContent()) ?? '').replace(/\(\d+\).*$/, '').trim()
  const feelingCount = await pillCount(feeling)
  await feeling.click()
  await expect(section.getByRole('button', { name: `Remove filter: ${feelingName}` })).toBeVisible()
  await expect.poll(() => announcedTotal(section)).toBe(feelingCount)
  for (const review of await section.getByRole('article').all()) {
    await expect(review.getByText('Rated 5 out of 5')).toHaveCount(1)
    await expect(review.getByRole('listitem').filter({ hasText: feelingName })).toHaveCount(1)
  }

  // Removing a chip and Clear all bring the whole list back.
  await section.getByRole('button', { name: 'Remove filter: 5 stars' }).click()
  await expect(fiveStars).toHaveAttribute('aria-pressed', 'false')
  await section.getByRole('button', { name: 'Clear all' }).click()
  await expect(section.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0)
  await expect.poll(() => announcedTotal(section)).toBe(found.reviewCount)

  // Most Helpful, then the next page: counts keep falling across the pages.
  await section.getByLabel('Sort by').selectOption({ label: 'Most Helpful' })
  const helpful = async () =>
    (await section.getByRole('button', { name: /^Helpful \(\d+\)$/ }).allTextContents()).map((t) => Number(/\d+/.exec(t)?.[0]))
  const descending = (counts: number[]) => counts.every((count, i) => i === 0 || counts[i - 1]! >= count)
  // The old list stays on screen, dimmed, until the new order arrives.
  await expect(section.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect.poll(async () => descending(await helpful()) && (await helpful()).length === 5).toBe(true)
  const firstPage = await helpful()
  await section.getByRole('button', { name: 'Next page' }).click()
  await expect(section.getByText(/^Page 2 of \d+, reviews 6–10 of/)).toBeVisible()
  await expect(section.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(section.locator('[aria-busy="true"]')).toHaveCount(0)
  const secondPage = await helpful()
  expect(descending(secondPage)).toBe(true)
  expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage))

  // The pager answers the keyboard.
  await section.getByRole('button', { name: 'Previous page' }).focus()
  await page.keyboard.press('Enter')
  await expect(section.getByText(/^Page 1 of \d+, reviews 1–5 of/)).toBeVisible()
})

test('a helpful vote counts once, shows pressed and stays after a reload', ANY_WIDTH, async ({ page }, testInfo) => {
  // The rewards bar slides up over the bottom of the screen once the page scrolls (its code loads
  // then), and could take the click meant for a button under it. Closed earlier in this browsing
  // session, it stays away.
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), STICKY_BAR_DISMISSED_KEY)
  // Each project votes on its own review, so parallel runs never count on the same one.
  const index = testInfo.project.name === 'desktop' ? 1 : 0
  let section = await openReviews(page, found)
  const review = () => section.getByRole('article').nth(index)
  const button = () => review().getByRole('button', { name: /^Helpful \(\d+\)$/ })
  const nickname = await review().getByRole('heading', { level: 3 }).textContent()
  const before = Number(/\d+/.exec((await button().textContent()) ?? '')?.[0])
  await expect(button()).toHaveAttribute('aria-pressed', 'false')
  const isVote = (r: Response) => r.request().method() === 'POST' && /\/api\/reviews\/\d+\/helpful$/.test(r.url())
  const answers: number[] = []
  page.on('response', (r) => {
    if (isVote(r)) answers.push(r.status())
  })
  const saved = page.waitForResponse((r) => isVote(r) && r.status() === 200)
  await button().click()
  await saved
  // A browser without the signed visitor cookie is given one first (428); its vote is the second post.
  expect(answers).toEqual([428, 200])
  await expect(button()).toHaveText(`Helpful (${before + 1})`)
  await expect(button()).toHaveAttribute('aria-pressed', 'true')
  // A second press is not a second vote.
  await button().click()
  await expect(button()).toHaveText(`Helpful (${before + 1})`)

  await page.reload()
  section = await openReviews(page, found)
  await expect(review().getByRole('heading', { level: 3 })).toHaveText(nickname ?? '')
  await expect(button()).toHaveText(`Helpful (${before + 1})`)
  await expect(button()).toHaveAttribute('aria-pressed', 'true')
})

test('axe finds no serious or critical violations in the open reviews section', async ({ page }) => {
  const section = await openReviews(page, found)
  await section.getByRole('group', { name: 'Filter by rating' }).getByRole('button', { name: /^5 stars/ }).click()
  await expect(section.getByRole('button', { name: 'Remove filter: 5 stars' })).toBeVisible()
  // While the filtered page loads the list is dimmed (and fades back): its contrast is checked once it is shown again.
  const list = section.locator('[aria-busy]')
  await expect(list).toHaveAttribute('aria-busy', 'false')
  await expect(list).toHaveCSS('opacity', '1')
  const results = await new AxeBuilder({ page }).include('#reviews').analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
})

test('the reviews API takes a quoted filter value as data and names a bad parameter', ANY_WIDTH, async ({ request }) => {
  const quoted = await request.get(`/api/reviews?productId=${found.productId}&activities[]=${encodeURIComponent("Hang with friends'")}`)
  expect(quoted.status()).toBe(200)
  expect(await quoted.json()).toMatchObject({ nbHits: 0, hits: [] })
  const bad = await request.get(`/api/reviews?productId=${found.productId}&rating[]=9`)
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ parameter: 'rating' })
  const page = await request.get(`/api/reviews?productId=${found.productId}&page=1&sort=rating`)
  const body = (await page.json()) as { hits: unknown[]; nbHits: number; page: number }
  expect(body).toMatchObject({ nbHits: found.reviewCount, page: 1 })
  expect(body.hits).toHaveLength(5)
})
