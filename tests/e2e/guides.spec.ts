import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 16: the guides (/getting-a-medical-card, /patient-guide, /dispensary-guides: sanitised rich
 * text from content/guides.yaml) and a state's medical-card page under /dispensaries/{state}/.
 */

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

test('getting a medical card → a state: the programme, the steps and where to shop as a patient', ANY_WIDTH, async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/getting-a-medical-card')
  await expect(page.getByRole('heading', { level: 1, name: 'Getting a medical card' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Who qualifies' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'certifying provider locator' })).toHaveAttribute('href', '/certifying-providers')
  const states = page.getByRole('region', { name: 'Medical cards in the states where we have dispensaries' }).getByRole('link')
  expect(await states.count()).toBeGreaterThan(5)
  // Decision 0018: no Ohio on the main host.
  await expect(page.locator('a[href="/dispensaries/ohio/getting-a-medical-card"]')).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/medical-card-${testInfo.project.name}.png` })

  await waitForHydration(page)
  await page.getByRole('link', { name: /^Illinois\b/ }).click()
  await expect(page).toHaveURL(/\/dispensaries\/illinois\/getting-a-medical-card$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Getting a medical card in Illinois' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Medical Cannabis Patient Program' })).toBeVisible()
  const steps = page.getByRole('region', { name: 'How to register' }).getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(1)).toContainText('Register with Illinois Department of Public Health')
  await expect(page.getByRole('link', { name: 'Find a certifying provider' })).toHaveAttribute('href', '/certifying-providers')
  await expect(page.getByRole('link', { name: 'Illinois cannabis laws' })).toHaveAttribute('href', '/cannabis-laws-by-state/illinois')
  const shops = page.getByRole('complementary', { name: 'Where to shop in Illinois' }).locator('a[href^="/dispensaries/illinois/"]')
  expect(await shops.count()).toBeGreaterThan(1)
  await expect(page.getByText(/· Medical menu/).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/state-medical-card-${testInfo.project.name}.png`, fullPage: true })
  expect(consoleErrors).toEqual([])
})

test('the patient guide and the dispensary guides: headings, a table and links into the site', async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/patient-guide')
  await expect(page.getByRole('heading', { level: 1, name: 'Patient guide' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Dosing carefully' })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(['If you want', 'Consider', 'Onset', 'Lasts'])
  await expect(table.getByRole('row')).toHaveCount(5)
  await expect(page.getByRole('main').getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/faq/medical-patients')
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/patient-guide-${testInfo.project.name}.png` })

  await page.goto('/dispensary-guides')
  await expect(page.getByRole('heading', { level: 1, name: 'Dispensary guides' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Reading a label' })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: 'cannabis laws by state' }).click()
  await expect(page).toHaveURL(/\/cannabis-laws-by-state$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cannabis laws by state' })).toBeVisible()
  // Back to the guide by a client-side navigation: its rich text renders in the browser now.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 2, name: 'Reading a label' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('medical-card pages answer 404 where we have no store, or on the other host', ANY_WIDTH, async ({ page }) => {
  for (const path of ['/dispensaries/colorado/getting-a-medical-card', '/dispensaries/ohio/getting-a-medical-card', '/dispensaries/atlantis/getting-a-medical-card']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
  }
})
