import type { Page } from '@playwright/test'
import { signInViaForm } from './accounts'
import { expectNoSeriousAxeViolations } from './axe'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'

/**
 * Issue 19: the chain's owner loads a store's menu on /staff/menu. A dry run reports the rejected
 * row (its line, field and message) and changes nothing; the import then adds the product, which
 * the store's menu shows. The owner works on the a Connecticut recreational store it picks (a state
 * no other journey browses), and the product's SKU is new on every run.
 *
 * Tagged @any-width: the upload's outcome is the server's; the page's layout is looked at in the
 * screenshots and its accessibility checked here.
 */

const OWNER = { email: 'owner@northmeadow.example', password: 'Meadow-demo-2026' }

function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('the owner dry-runs a menu file, sees the rejected row, imports it and finds the product on the menu', ANY_WIDTH, async ({ page }) => {
  const errors = watchErrors(page)
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const name = `Journey Haze ${run}`
  const file = [
    'sku,name,brand,category,subcategory,strain_type,thc,description,price_eighth_ounce,quantity_eighth_ounce,price_each,quantity_each',
    `E2E-${run},${name},Meadow Farms,flower,Premium,sativa,23.5%,"A bright sativa, loaded by the menu import journey.",42,9,,`,
    `E2E-${run}-B,Broken Gummies ${run},Sweet Leaf,edible,Gummies,hybrid,100 mg,,,,abc,3`,
  ].join('\n')

  await signInViaForm(page, OWNER)
  await page.goto('/staff/menu')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Menu import' })).toBeVisible()
  // The owner may pick any store: a Connecticut recreational menu.
  const picker = page.getByLabel('Store')
  const labels = await picker.locator('option').allTextContents()
  expect(labels.length).toBeGreaterThan(10)
  const choice = labels.find((label) => label.startsWith('CT · ') && label.includes('Recreational'))
  if (!choice) throw new Error(`no Connecticut recreational store among ${labels.join(', ')}`)
  await picker.selectOption({ label: choice })
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/staff\/menu\?store=\d+$/)
  await expect(page.getByText(choice.replace(/ \(store \d+\)$/, ''), { exact: true })).toBeVisible()
  await waitForHydration(page)
  await expectNoSeriousAxeViolations(page)

  const upload = page.getByLabel('Menu file (CSV or JSON)')
  await upload.setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(file) })
  await page.getByRole('button', { name: 'Dry run' }).click()
  const report = page.getByRole('region', { name: 'Dry run report' })
  await expect(report.getByText(/^Dry run, nothing was changed\. The import would give: 1 added, 0 updated, \d+ unchanged, \d+ taken off the menu, 1 row rejected\.$/)).toBeVisible()
  const rejected = report.getByRole('table', { name: 'Rejected rows' })
  await expect(rejected.getByRole('row')).toHaveCount(2)
  await expect(rejected.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', `E2E-${run}-B`, 'price_each', 'Price of each "abc" is not a number.'])
  await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('button', { name: 'Import' }).click()
  const imported = page.getByRole('region', { name: 'Import report' })
  await expect(imported.getByText(/^Imported: 1 added, 0 updated, \d+ unchanged, \d+ taken off the menu, 1 row rejected\.$/)).toBeVisible()

  // The store's menu shows the new product to shoppers.
  await page.reload()
  await expect(page.getByText(/products? (is|are) on this menu, \d+ of them from imports\./)).toBeVisible()
  const menuPath = await page.getByRole('link', { name: 'View this menu' }).getAttribute('href')
  expect(menuPath).toMatch(/^\/dispensaries\/connecticut\//)
  await page.goto(`${menuPath}?searchQuery=${encodeURIComponent(`Journey Haze ${run}`)}`)
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
  expect(errors).toEqual([])
})
