import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 16: the search page, /search?query=&category= (002 §2), at 390 px (mobile project) and
 * 1440 px (desktop) on the seeded demo chain and the committed content: the overview, a category's
 * show-more, the sort, the no-results block with its fallback content, and the Ohio-versus-Main
 * filter (002 §6).
 */

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

function ohioUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL)
  url.hostname = 'oh.localhost'
  return url.toString()
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768

test('overview: from the footer, by keyboard, 3 of each kind with counts and the way to each kind', async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search$/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible()

  const box = page.getByRole('searchbox', { name: 'Search products, articles and dispensaries' })
  await box.focus()
  await page.keyboard.type('flower')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?query=flower$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “flower”' })).toBeVisible()
  const types = page.getByRole('navigation', { name: 'Result types' })
  await expect(types.getByRole('link', { name: 'All results' })).toHaveAttribute('aria-current', 'page')

  const products = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem')
  const articles = page.getByRole('list', { name: 'Articles', exact: true }).getByRole('listitem')
  await expect(products).toHaveCount(3)
  await expect(articles).toHaveCount(3)
  // Without a home dispensary: products across stores, one card each, with the lowest price.
  await expect(products.first()).toContainText(/From \$\d+\.\d{2}/)
  await expect(products.first()).toContainText(/At \d+ dispensar(y|ies)/)
  await expect(products.first().getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /\/product\/\d+\//)
  await expect(page.getByRole('heading', { level: 2, name: /^Products \(\d+\)$/ })).toBeVisible()
  await expect(page.getByText('Showing 3 of', { exact: false }).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/search-overview-${testInfo.project.name}.png`, fullPage: true })

  // Show more in the overview adds 3.
  await page.getByRole('link', { name: 'Show more products' }).click()
  await expect(page).toHaveURL(/\/search\?query=flower&show-products=2$/)
  await expect(products).toHaveCount(6)
  await expect(products.nth(3).getByRole('heading').getByRole('link')).toBeFocused()
  // 002 §7: the show-more click is an analytics event.
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string; section?: string }[] }).dataLayer ?? [])
  expect(events).toContainEqual(expect.objectContaining({ event: 'show_more_clicked', section: 'search products', count: 3 }))

  // A kind's own view from its link.
  await types.getByRole('link', { name: /^Dispensaries/ }).click()
  await expect(page).toHaveURL(/\/search\?query=flower&category=dispensaries$/)
  await expect(page.getByRole('heading', { name: 'No dispensaries match your search' })).toBeVisible()
  await page.getByRole('link', { name: /^See \d+ products$/ }).click()
  await expect(page).toHaveURL(/\/search\?query=flower&category=products$/)
  await expect(products).toHaveCount(6)
  // The search box keeps the kind.
  await box.fill('kush')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?query=kush&category=products$/)
  await expect(products.first()).toContainText(/kush/i)
  expect(consoleErrors).toEqual([])
})

test('a category shows 6 per step (articles 5 from tablet up); show more adds a step and moves focus to it', async ({ page }, testInfo) => {
  await page.goto('/search?query=cannabis&category=articles')
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: /^Articles/ })).toHaveAttribute('aria-current', 'page')
  const cards = page.getByRole('list', { name: 'Articles', exact: true }).getByRole('listitem')
  const step = isDesktop(page) ? 5 : 6
  await expect(cards.filter({ visible: true })).toHaveCount(step)
  await expect(page.getByText(new RegExp(`^Showing ${step} of \\d+ articles$`)).filter({ visible: true })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/search-articles-${testInfo.project.name}.png`, fullPage: true })

  await page.getByRole('link', { name: 'Show more articles' }).filter({ visible: true }).click()
  await expect(page).toHaveURL(/\/search\?query=cannabis&category=articles&page=2$/)
  await expect(cards.filter({ visible: true })).toHaveCount(step * 2)
  await expect(cards.nth(step).getByRole('heading').getByRole('link')).toBeFocused()
})

test('sort: Newest first by default, Oldest on request', ANY_WIDTH, async ({ page }) => {
  await page.goto('/search?query=cannabis&category=articles')
  await waitForHydration(page)
  const sort = page.getByRole('list', { name: 'Sort articles' })
  await expect(sort.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true')
  const firstDate = async () => (await page.getByRole('list', { name: 'Articles', exact: true }).locator('time').first().getAttribute('datetime')) ?? ''
  const newest = await firstDate()
  await sort.getByRole('link', { name: 'Oldest' }).click()
  await expect(page).toHaveURL(/\/search\?query=cannabis&category=articles&sort=oldest$/)
  await expect(sort.getByRole('link', { name: 'Oldest' })).toHaveAttribute('aria-current', 'true')
  await expect.poll(firstDate).not.toBe(newest)
  expect((await firstDate()) < newest).toBe(true)
})

test('no results: the fallback content, whose suggestions search again', ANY_WIDTH, async ({ page }, testInfo) => {
  await page.goto('/search?query=zzqqxx')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 2, name: "We couldn't find a match" })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Browse instead' }).getByRole('link', { name: 'Find a dispensary near you' })).toHaveAttribute('href', '/dispensaries')
  await expect(page.getByRole('list', { name: 'Good places to start' }).getByRole('listitem')).toHaveCount(3)
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/search-no-results-${testInfo.project.name}.png`, fullPage: true })
  await page.getByRole('list', { name: 'Popular searches' }).getByRole('link', { name: 'terpenes' }).click()
  await expect(page).toHaveURL(/\/search\?query=terpenes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “terpenes”' })).toBeVisible()
})

test('Ohio host: Ohio articles, dispensaries and products only there, never on the main site', ANY_WIDTH, async ({ page, baseURL }) => {
  await page.goto(ohioUrl(baseURL, '/search?query=ohio'))
  await expect(page.getByRole('list', { name: 'Articles', exact: true })).toContainText('Shopping in Ohio: What Changed With Adult-Use Sales')
  const dispensaries = page.getByRole('list', { name: 'Dispensaries', exact: true }).getByRole('listitem')
  await expect(dispensaries.first()).toBeVisible()
  for (const text of await dispensaries.allTextContents()) expect(text).toMatch(/, OH \d{5}/)
  await page.goto(ohioUrl(baseURL, '/search?query=flower&category=products'))
  const productLinks = page.getByRole('list', { name: 'Products', exact: true }).getByRole('heading').getByRole('link')
  await expect(productLinks.first()).toBeVisible()
  for (const href of await productLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/dispensaries\/ohio\//)
  await expectNoSeriousAxeViolations(page)

  await page.goto('/search?query=ohio')
  await expect(page.getByText('Shopping in Ohio: What Changed With Adult-Use Sales')).toHaveCount(0)
  await expect(page.locator('main').getByText(/, OH \d{5}/)).toHaveCount(0)
  await page.goto('/search?query=flower&category=products&page=3')
  const mainLinks = page.getByRole('list', { name: 'Products', exact: true }).getByRole('heading').getByRole('link')
  await expect(mainLinks.first()).toBeVisible()
  for (const href of await mainLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).not.toMatch(/^\/dispensaries\/ohio\//)
})

test('bad and hostile input answers a clear page, never a 500', ANY_WIDTH, async ({ page }) => {
  const long = await page.goto(`/search?query=${'a'.repeat(101)}`)
  expect(long?.status()).toBe(400)
  await expect(page.getByText('Searches can be up to 100 characters long. Try fewer words.')).toBeVisible()
  await expect(page.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true')
  const category = await page.goto('/search?query=x&category=strains')
  expect(category?.status()).toBe(400)
  await expect(page.getByText("There is no search category called 'strains'.")).toBeVisible()
  for (const text of ['<img src=x onerror=alert(1)>', "'; drop table products; --", 'a & b | !c <-> (d):*']) {
    const response = await page.goto(`/search?query=${encodeURIComponent(text)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${text}”`)
    await expect(page.getByRole('searchbox')).toHaveValue(text)
  }
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
})
