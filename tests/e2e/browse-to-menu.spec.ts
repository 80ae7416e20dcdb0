import { expect, test } from './test'

test('home → a state → a dispensary → its menu shows 20 products with names and prices', async ({ page }) => {
  // Hydration mismatches and failed requests surface as console errors.
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto('/')
  await expect(page).toHaveTitle(/\| Northmeadow Cannabis Co\.$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const states = page.getByRole('region', { name: 'Find a dispensary near you' })
  await states.getByRole('link', { name: /Illinois/ }).click()
  await expect(page).toHaveURL(/\/dispensaries\/illinois$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Illinois' })).toBeVisible()
  // Phones show only the way up; wider screens the whole trail.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dispensaries' })).toBeVisible()

  // Open dispensaries are listed before coming-soon ones.
  const view = page.getByRole('link', { name: /^View dispensary: / }).first()
  const name = ((await view.getAttribute('aria-label')) ?? (await view.textContent()) ?? '').replace(/^View dispensary: /, '').trim()
  await view.click()
  await expect(page).toHaveURL(/\/dispensaries\/illinois\/[a-z0-9-]+$/)
  // The address changes as the navigation commits; the page follows a moment later.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText("Today's hours", { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get directions', exact: true })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?to=-?[0-9.]+%2C-?[0-9.]+$/,
  )

  await page.getByRole('link', { name: /^Shop (recreational|medical) menu$/ }).first().click()
  await expect(page).toHaveURL(/\/dispensaries\/illinois\/[a-z0-9-]+\/[0-9]+\/[a-z0-9-]+\/$/)
  await expect(page.getByText(/^Displaying 20 of \d+ products$/)).toBeVisible()

  const cards = page.getByRole('list', { name: /menu products$/ }).getByRole('listitem')
  await expect(cards).toHaveCount(20)
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty()
    await expect(card).toContainText(/\$\d+\.\d{2}|Price unavailable/)
  }
  await expect(page.getByRole('img').first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('the dispensary picker lists the region and opens a dispensary', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Choose a dispensary' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose a dispensary' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Illinois' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Ohio' })).toHaveCount(0)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Choose a dispensary' }).click()
  const first = dialog.getByRole('link').first()
  const name = (await first.locator('span span').first().textContent()) ?? ''
  await first.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('button', { name: `Dispensary: ${name}` })).toBeVisible()
})

test('the dispensary picker fetches its list apart from the page, says so when it cannot, and tries again', async ({ page }) => {
  // Pages carry only the dispensaries their header names; the list comes from /api/picker-states.
  let failing = true
  await page.route('**/api/picker-states', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }) : route.continue(),
  )
  const response = await page.goto('/blog')
  const html = (await response?.text()) ?? ''
  await page.getByRole('button', { name: 'Choose a dispensary' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose a dispensary' })
  await expect(dialog.getByRole('alert')).toHaveText(/We couldn.t load the list of dispensaries\./)
  await expect(dialog.getByRole('link', { name: 'See all dispensaries' })).toHaveAttribute('href', '/dispensaries')
  failing = false
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('heading', { name: 'Illinois' })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  const listed = await dialog.locator('a[href^="/dispensaries/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(listed.length).toBeGreaterThan(3)
  for (const href of listed) expect(html).not.toContain(`${href}"`)
})
