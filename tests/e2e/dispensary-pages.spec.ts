import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 15: the dispensaries index, the state page, the state deals page and the
 * certifying-providers locator, at 390 px (mobile project) and 1440 px (desktop project), with the
 * seeded dispensaries, providers and the offline gazetteer. These journeys check the map sections'
 * server-rendered lists (the whole view without WebGL); tests/e2e/maps.spec.ts checks the maps.
 */

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('index → state → state deals: cards, the map lists and deal cards that open the filtered menu', async ({ page }, testInfo) => {
  test.slow()
  const consoleErrors = watchConsole(page)
  await page.goto('/dispensaries')
  await expect(page.getByRole('heading', { level: 1, name: 'Dispensaries' })).toBeVisible()
  const illinois = page.getByRole('region', { name: 'Illinois', exact: true })
  const cards = illinois.getByRole('article')
  expect(await cards.count()).toBeGreaterThan(1)
  const first = cards.first()
  await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty()
  await expect(first).toContainText(/Today · (\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M|Unavailable|Closed.*)/)
  await expect(first.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:/)
  await expect(first.getByRole('link', { name: /^View dispensary: / })).toHaveAttribute('href', /^\/dispensaries\/illinois\/[a-z0-9-]+$/)
  // Coming-soon stores carry the tag.
  await expect(page.getByText('Coming soon').first()).toBeVisible()

  // The nation-wide map section lists every dispensary of the page.
  const nation = page.getByRole('region', { name: 'All dispensaries on the map' })
  const allCards = await page.getByRole('link', { name: /^View dispensary: / }).count()
  await expect(nation.getByRole('list', { name: 'Map of every dispensary: list' }).getByRole('listitem')).toHaveCount(allCards)
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/index-${testInfo.project.name}.png`, fullPage: true })

  await page.goto('/dispensaries/illinois')
  await expect(page.getByRole('heading', { level: 1, name: 'Illinois' })).toBeVisible()
  const stateCards = await page.getByRole('link', { name: /^View dispensary: / }).count()
  const stateMap = page.getByRole('region', { name: 'Dispensaries in Illinois' })
  const stateList = stateMap.getByRole('list', { name: 'Illinois dispensary map: list' })
  await expect(stateList.getByRole('listitem')).toHaveCount(stateCards)
  // An accordion item opens to the store's page and menus (one open at a time).
  if (testInfo.project.name === 'mobile') await expect(stateMap.getByRole('button', { name: 'List', pressed: true })).toBeVisible()
  const firstItem = stateList.getByRole('listitem').first().getByRole('button')
  await firstItem.click()
  await expect(stateList.getByRole('button', { expanded: true })).toHaveCount(1)
  await expect(stateMap.getByRole('link', { name: /^Store page ?: / })).toHaveAttribute('href', /^\/dispensaries\/illinois\/[a-z0-9-]+$/)
  await expect(stateMap.getByRole('link', { name: /^Shop the (recreational|medical) menu at / }).first()).toHaveAttribute('href', /^\/dispensaries\/illinois\/[a-z0-9-]+\/\d+\/[a-z0-9-]+\/$/)
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/state-${testInfo.project.name}.png`, fullPage: true })

  await page.getByRole('link', { name: 'Deals in Illinois' }).click()
  await expect(page).toHaveURL(/\/dispensaries\/illinois\/deals$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Deals in Illinois' })).toBeVisible()
  const deals = page.getByRole('list', { name: 'Deals in Illinois' }).getByRole('listitem')
  const count = await deals.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(20)
  const dealLink = deals.first().getByRole('link')
  const href = (await dealLink.getAttribute('href')) ?? ''
  const url = new URL(href, 'http://x')
  expect(url.pathname).toMatch(/^\/dispensaries\/illinois\/[a-z0-9-]+\/\d+\/[a-z0-9-]+\/$/)
  const specialId = url.searchParams.get('refinementList[applicable_special_ids][]')
  expect(specialId).toMatch(/^\d+$/)
  await expect(deals.first().locator('img')).toHaveAttribute('src', /.+/)
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/deals-${testInfo.project.name}.png`, fullPage: true })

  await dealLink.click()
  await expect(page).toHaveURL((u) => u.searchParams.get('refinementList[applicable_special_ids][]') === specialId)
  await expect(page.getByText(/^Displaying \d+ of \d+ products?$/)).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('a state outside the region and an unknown state answer 404; so do their deals pages', async ({ page }) => {
  for (const path of ['/dispensaries/nowhere', '/dispensaries/nowhere/deals', '/dispensaries/ohio/deals']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
})

test.describe('certifying providers', () => {
  test.use({ javaScriptEnabled: false })

  test('the location search works without JavaScript (GET ?location=), and an over-long one is refused with a message', ANY_WIDTH, async ({ page }, testInfo) => {
    await page.goto('/certifying-providers')
    await expect(page.getByRole('heading', { level: 1, name: 'Find a certifying provider' })).toBeVisible()
    const search = page.getByRole('search', { name: 'Find a certifying provider' })
    const field = search.getByRole('combobox', { name: 'Location' })
    await expect(field).toHaveAttribute('placeholder', 'Enter a location')
    await field.fill('60156')
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/certifying-providers\?location=60156$/)
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('60156')
    // The gazetteer finds the ZIP code; the seeded providers are listed nearest first with
    // approximate distances, Illinois ones first.
    await expect(page.getByRole('heading', { level: 2, name: '60156 Lake In The Hills, IL' })).toHaveText('Certifying providers near 60156 Lake In The Hills, IL')
    const list = page.getByRole('list', { name: 'Provider map: list' })
    const items = list.getByRole('listitem')
    expect(await items.count()).toBeGreaterThan(4)
    const headings = await list.getByRole('button').allTextContents()
    for (const text of headings) expect(text).toMatch(/(\d+\.\d mi \(approx\.\)|Out of Range)$/)
    const miles = headings.flatMap((text) => (/([\d.]+) mi/.exec(text) ? [Number(/([\d.]+) mi/.exec(text)![1])] : []))
    expect(miles).toEqual([...miles].sort((a, b) => a - b))
    expect(miles[0]).toBeLessThan(100)
    // Without JavaScript the accordion cannot open: every item shows its address.
    const details = items.first().locator('[data-listing-panel]')
    await expect(details).toBeVisible()
    await expect(details).toContainText(/, [A-Z]{2} \d{5}/)
    await page.screenshot({ path: `.tmp/providers-${testInfo.project.name}.png`, fullPage: true })

    const response = await page.goto(`/certifying-providers?location=${'a'.repeat(101)}`)
    expect(response?.status()).toBe(400)
    await expect(page.getByText('Enter a ZIP code or a city of at most 100 characters.')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveAttribute('aria-invalid', 'true')
  })

  test('without JavaScript the map sections show their places: the list beside the map box on desktop, alone on phones', async ({ page }, testInfo) => {
    const wide = testInfo.project.name === 'desktop'
    for (const [path, name] of [
      ['/dispensaries/illinois', 'Illinois dispensary map'],
      ['/certifying-providers?location=60156', 'Provider map'],
      ['/dispensaries', 'Map of every dispensary'],
    ] as const) {
      await page.goto(path)
      const list = page.getByRole('list', { name: `${name}: list` })
      const box = page.getByRole('region', { name, exact: true }).locator('[data-map-state]')
      await expect(list.getByRole('listitem').first()).toBeVisible()
      await expect(list.getByRole('listitem').first().locator('[data-listing-panel]')).toContainText(/, [A-Z]{2} \d{5}/)
      if (!wide) {
        // Phones show the list; the map (its switch needs JavaScript) stays hidden.
        await expect(box).toBeHidden()
        continue
      }
      // The list and the map box share a row, the list first: where the map box is, the places are.
      await box.scrollIntoViewIfNeeded()
      await expect(box).toHaveAttribute('data-map-state', 'list')
      await expect(box).toContainText('Every location on this map is also in the list.')
      await expect(list.getByRole('listitem').first()).toBeInViewport()
      const [listBox, mapBox] = [(await list.boundingBox())!, (await box.boundingBox())!]
      expect(Math.abs(listBox.y - mapBox.y), path).toBeLessThanOrEqual(1)
      expect(listBox.x + listBox.width, path).toBeLessThanOrEqual(mapBox.x)
    }
  })
})

test('the providers locator: the combobox follows the ARIA pattern and axe finds nothing serious', async ({ page }) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/certifying-providers')
  await waitForHydration(page)
  const field = page.getByRole('combobox', { name: 'Location' })
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  // Suggestions come from the offline gazetteer (/api/locations): cities starting 'Spring'.
  await field.pressSequentially('Spring')
  const listbox = page.getByRole('listbox', { name: 'Suggested locations' })
  const options = listbox.getByRole('option')
  await expect(options.first()).toBeVisible()
  expect(await options.count()).toBeGreaterThan(1)
  for (const label of await options.allTextContents()) expect(label).toMatch(/^Spring[A-Za-z ]*, [A-Z]{2}$/)
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await field.press('ArrowDown')
  await field.press('ArrowDown')
  const second = options.nth(1)
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '')
  await field.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  // The first digits of a ZIP code suggest the ZIP codes starting with them (at most 8).
  await field.fill('')
  await field.pressSequentially('601')
  await expect(options.first()).toHaveText(/^601\d\d /)
  const zips = await options.allTextContents()
  expect(zips.length).toBeGreaterThan(1)
  expect(zips.length).toBeLessThanOrEqual(8)
  for (const label of zips) expect(label).toMatch(/^601\d\d [A-Za-z .'-]+, IL$/)
  await field.press('Escape')
  // A whole ZIP code finds its place.
  await field.fill('')
  await field.pressSequentially('60156')
  await expect(options).toHaveText(['60156 Lake In The Hills, IL'])
  await field.press('ArrowDown')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/certifying-providers\?location=60156(\+|%20)Lake(\+|%20)In(\+|%20)The(\+|%20)Hills%2C(\+|%20)IL$/)
  await expect(field).toHaveValue('60156 Lake In The Hills, IL')
  await expect(page.getByRole('heading', { level: 2, name: 'Certifying providers near 60156 Lake In The Hills, IL' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  expect(consoleErrors).toEqual([])
})

test('a location typed before the page is live still gets its suggestions once it is', ANY_WIDTH, async ({ page }) => {
  // A slow phone: the client entry (React and the hydration) arrives 2 s after it was asked for.
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await route.continue()
  })
  await page.goto('/certifying-providers')
  const field = page.getByRole('combobox', { name: 'Location' })
  await field.pressSequentially('Spring')
  expect(await page.evaluate(() => Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber')))).toBe(false)
  const options = page.getByRole('listbox', { name: 'Suggested locations' }).getByRole('option')
  await expect(options.first()).toHaveText(/^Spring/, { timeout: 10_000 })
  await expect(field).toHaveValue('Spring')
  await expect(field).toHaveAttribute('aria-expanded', 'true')
})
