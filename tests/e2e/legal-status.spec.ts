import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 16: the legal-status page (002 §2: hero, intros, the US map coloured by status with its
 * legend, hover and click reporting the state, a click scrolling to the state's section 170 px under
 * the top, per-state sections, the rewards block), the state law index and a state's law page, at
 * 390 px (mobile project) and 1440 px (desktop project).
 */

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

/** Script URLs the page fetched that hold the map's drawing code (us-atlas, topojson-client). */
function watchMapCode(page: Page): string[] {
  const loaded: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('GeometryCollection')) loaded.push(response.url())
  })
  return loaded
}

const map = (page: Page) => page.locator('[data-legal-map]')
const readout = (page: Page) => page.locator('[data-map-readout]')

/** The section's top, in CSS pixels from the top of the viewport. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1), id)
}

test('the map page: every state coloured with a legend, hover and click report the state, a click lands 170 px under the top', async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  const mapCode = watchMapCode(page)
  await page.goto('/where-is-cannabis-legal')
  await expect(page.getByRole('heading', { level: 1, name: 'Where is cannabis legal?' })).toBeVisible()
  await expect(page.getByText('Resources', { exact: true })).toBeVisible()
  await expect(page.getByText('12 min read')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cannabis laws by state' })).toBeVisible()

  // 002 §3: four statuses, each its own colour, with the legend's titles and counts.
  const legend = page.getByRole('list', { name: 'Legend' }).getByRole('listitem')
  await expect(legend).toHaveText([/^Recreational \(\d+\)/, /^Full Medical Use \(\d+\)/, /^Limited Medical Use \(\d+\)/, /^Not Legal \(\d+\)/])
  const states = map(page).getByRole('link')
  await expect(states).toHaveCount(51)
  const fills = await map(page).locator('a[data-state] path').evaluateAll((paths) => [...new Set(paths.map((p) => getComputedStyle(p).fill))])
  expect(fills).toHaveLength(4)
  await expect(map(page).getByRole('link', { name: 'Texas: Limited Medical Use' })).toHaveAttribute('href', '#state-tx')
  await expect(map(page).getByRole('link', { name: 'Idaho: Not Legal' })).toBeVisible()

  await waitForHydration(page)
  // Hover reports the state (002 §2).
  await map(page).locator('a[data-state="CO"]').hover()
  await expect(readout(page)).toHaveText('Colorado (CO): Recreational')

  // A click on the map's root element is ignored (a corner of the canvas, outside every state).
  const box = await map(page).boundingBox()
  if (!box) throw new Error('The map has no box')
  await page.mouse.click(box.x + box.width - 3, box.y + 3)
  await expect(page).not.toHaveURL(/#/)
  await expect(readout(page)).toHaveText('Colorado (CO): Recreational')

  // A click reports the state and scrolls its section to 170 px under the top (002 §9).
  await map(page).locator('a[data-state="TX"]').click()
  await expect(readout(page)).toHaveText('Texas (TX): Limited Medical Use')
  await expect(page).toHaveURL(/#state-tx$/)
  await expect.poll(() => sectionTop(page, 'state-tx')).toBe(170)
  const texas = page.getByRole('region', { name: 'Texas' })
  await expect(texas).toBeFocused()
  await expect(texas).toContainText('Limited Medical Use')
  await expect(texas).toContainText('Texas Compassionate Use Program')
  await expect(texas.getByRole('link', { name: 'Texas cannabis laws and limits' })).toHaveAttribute('href', '/cannabis-laws-by-state/texas')

  // Every state has its section, and the glance list names every status.
  await expect(page.locator('[data-state-section]')).toHaveCount(51)
  await expect(page.getByRole('region', { name: 'Every state at a glance' }).getByRole('listitem')).toHaveCount(51)

  // The rewards block: title, description and its call to action (002 §2).
  const rewards = page.getByRole('complementary', { name: 'Earn points on every visit' })
  await expect(rewards.getByRole('link', { name: 'Join Meadow Rewards' })).toHaveAttribute('href', '/rewards')

  // The optional 'Content' list (002 §2): the map, the list and the flagged states; a disclosure on
  // phones, a side panel on desktops. An entry leads to its section, which takes focus.
  await page.evaluate(() => window.scrollTo(0, 0))
  if (testInfo.project.name === 'mobile') await page.locator('details summary', { hasText: 'Content' }).click()
  const toc = page.getByRole('navigation', { name: 'Content', exact: true })
  await expect(toc.getByRole('link').first()).toHaveText('Cannabis legal status by state')
  await expect(toc.getByRole('link')).toHaveCount(16)
  await page.screenshot({ path: `.tmp/legal-status-${testInfo.project.name}-content.png` })
  await toc.getByRole('link', { name: 'Michigan', exact: true }).click()
  await expect(page).toHaveURL(/#state-mi$/)
  await expect(page.getByRole('region', { name: 'Michigan' })).toBeFocused()

  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/legal-status-${testInfo.project.name}.png` })
  // The page came whole from the server: the map's drawing code was never fetched.
  expect(mapCode).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('the map by keyboard: each state is reached and announced, Enter goes to its section', ANY_WIDTH, async ({ page }) => {
  await page.goto('/where-is-cannabis-legal')
  await waitForHydration(page)
  const skip = page.getByRole('link', { name: 'Skip the map' })
  await skip.focus()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Tab')
  const alabama = map(page).getByRole('link', { name: 'Alabama: Full Medical Use' })
  await expect(alabama).toBeFocused()
  await expect(readout(page)).toHaveText('Alabama (AL): Full Medical Use')
  await page.keyboard.press('Tab')
  await expect(map(page).getByRole('link', { name: 'Alaska: Recreational' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#state-ak$/)
  await expect(page.getByRole('region', { name: 'Alaska' })).toBeFocused()
  await expect.poll(() => sectionTop(page, 'state-ak')).toBe(170)

  // The skip link passes all 51 states.
  await skip.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Every state at a glance' })).toBeFocused()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the page still lists every state with its status, and the map links jump to the sections', ANY_WIDTH, async ({ page }) => {
    await page.goto('/where-is-cannabis-legal')
    const glance = page.getByRole('region', { name: 'Every state at a glance' }).getByRole('listitem')
    await expect(glance).toHaveCount(51)
    await expect(glance.filter({ hasText: 'Colorado' })).toContainText('Recreational')
    await expect(glance.filter({ hasText: 'Idaho' })).toContainText('Not Legal')
    await expect(glance.filter({ hasText: 'Georgia' })).toContainText('Limited Medical Use')
    await expect(glance.filter({ hasText: 'Pennsylvania' })).toContainText('Full Medical Use')
    await expect(map(page).getByRole('link')).toHaveCount(51)
    await map(page).locator('a[data-state="CO"]').click()
    await expect(page).toHaveURL(/#state-co$/)
    // CSS keeps the section under the header without the script too.
    await expect.poll(() => sectionTop(page, 'state-co')).toBe(170)
  })
})

test('a client-side visit draws the map in the browser', async ({ page }) => {
  const consoleErrors = watchConsole(page)
  const mapCode = watchMapCode(page)
  await page.goto('/cannabis-laws-by-state')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'See the map of where cannabis is legal' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Where is cannabis legal?' })).toBeVisible()
  await expect(map(page).getByRole('link')).toHaveCount(51)
  await expect.poll(() => mapCode.length).toBeGreaterThan(0)
  await map(page).locator('a[data-state="CA"]').hover()
  await expect(readout(page)).toHaveText('California (CA): Recreational')
  expect(consoleErrors).toEqual([])
})

test('laws by state → a state: status, the checkout limits, medical programme and our dispensaries there', ANY_WIDTH, async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/cannabis-laws-by-state')
  await expect(page.getByRole('heading', { level: 1, name: 'Cannabis laws by state' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Recreational', 'Full Medical Use', 'Limited Medical Use', 'Not Legal'])
  await expect(page.getByRole('main').getByRole('link', { name: /^(Alabama|Alaska|Arizona|District of Columbia|Wyoming)\b/ })).toHaveCount(5)
  await expect(page.locator('main a[href^="/cannabis-laws-by-state/"]')).toHaveCount(51)
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/laws-index-${testInfo.project.name}.png` })

  await waitForHydration(page)
  await page.getByRole('link', { name: /^Illinois\b/ }).click()
  await expect(page).toHaveURL(/\/cannabis-laws-by-state\/illinois$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Illinois cannabis laws' })).toBeVisible()
  await expect(page.getByRole('main').getByText('Recreational', { exact: true })).toBeVisible()
  // The limits are the checkout's (app/checkout/purchase-limits.ts): Illinois residents and visitors.
  const limits = page.locator('[data-purchase-limits]')
  await expect(limits).toContainText('30 g of flower')
  await expect(limits).toContainText('500 mg of THC in infused products')
  await expect(limits).toContainText('Visitors from outside Illinois may buy half of each amount.')
  await expect(limits).toContainText('Limits per 14 days')
  await expect(page.getByRole('heading', { level: 2, name: 'Medical programme' })).toBeVisible()
  await expect(page.getByText('Medical Cannabis Patient Program', { exact: true })).toBeVisible()

  const ours = page.getByRole('complementary', { name: 'Our dispensaries in Illinois' })
  const storeLinks = ours.locator('a[href^="/dispensaries/illinois/"]')
  expect(await storeLinks.count()).toBeGreaterThan(1)
  await expect(ours.getByRole('link', { name: /^All Illinois dispensaries/ })).toHaveAttribute('href', '/dispensaries/illinois')
  await expect(ours.getByRole('link', { name: /^Compare every state on the map/ })).toHaveAttribute('href', '/where-is-cannabis-legal#state-il')
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/law-state-${testInfo.project.name}.png`, fullPage: true })

  const first = storeLinks.first()
  const href = await first.getAttribute('href')
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('state law pages without our stores, without a legal programme and in a medical-only state', ANY_WIDTH, async ({ page }) => {
  await page.goto('/cannabis-laws-by-state/colorado')
  await expect(page.getByRole('heading', { level: 1, name: 'Colorado cannabis laws' })).toBeVisible()
  await expect(page.getByText(/Adults 21 and over may possess up to 2 oz/)).toBeVisible()
  await expect(page.locator('[data-purchase-limits]')).toHaveCount(0)
  await expect(page.getByRole('complementary', { name: 'Our dispensaries in Colorado' })).toContainText('We have no dispensary in Colorado.')

  await page.goto('/cannabis-laws-by-state/idaho')
  await expect(page.getByRole('main').getByText('Not Legal', { exact: true })).toBeVisible()
  await expect(page.getByText('There is no legal amount: possession of cannabis is an offence in Idaho.')).toBeVisible()
  await expect(page.getByText('Idaho has no medical cannabis programme.')).toBeVisible()

  // Pennsylvania: the chain's adult-use menu there is fictional, so only the patients' limits show.
  await page.goto('/cannabis-laws-by-state/pennsylvania')
  await expect(page.getByRole('main').getByText('Full Medical Use', { exact: true })).toBeVisible()
  await expect(page.locator('[data-purchase-limits]').getByRole('heading', { level: 3 })).toHaveText(['Registered medical patients'])
})

test('Ohio: its law page on the main host sends shoppers to the Ohio site for its dispensaries', ANY_WIDTH, async ({ page, baseURL }) => {
  await page.goto('/cannabis-laws-by-state/ohio')
  const ours = page.getByRole('complementary', { name: 'Our dispensaries in Ohio' })
  const port = new URL(baseURL ?? '').port
  await expect(ours.getByRole('link', { name: 'See our Ohio dispensaries' })).toHaveAttribute('href', `http://oh.localhost:${port}/dispensaries/ohio`)
})

test('the Ohio host: Ohio law page lists its stores, another state points to the main site, the FAQ lists Ohio only', ANY_WIDTH, async ({ page, baseURL }) => {
  const ohio = new URL(baseURL ?? '')
  ohio.hostname = 'oh.localhost'
  await page.goto(new URL('/cannabis-laws-by-state/ohio', ohio).href)
  const ours = page.getByRole('complementary', { name: 'Our dispensaries in Ohio' })
  expect(await ours.locator('a[href^="/dispensaries/ohio/"]').count()).toBeGreaterThan(0)

  await page.goto(new URL('/cannabis-laws-by-state/illinois', ohio).href)
  await expect(page.getByRole('heading', { level: 1, name: 'Illinois cannabis laws' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Our dispensaries in Illinois' })).toContainText(
    'Our Illinois dispensaries are listed on our main website.',
  )

  await page.goto(new URL('/faq', ohio).href)
  const toc = page.getByRole('navigation', { name: 'Content' })
  await expect(toc.getByRole('link', { name: 'Shopping in Ohio' })).toBeVisible()
  await expect(toc.getByRole('link', { name: /^Shopping in (?!Ohio)/ })).toHaveCount(0)
  // The map page is reference content: every state on every host.
  await page.goto(new URL('/where-is-cannabis-legal', ohio).href)
  await expect(map(page).getByRole('link')).toHaveCount(51)
})
