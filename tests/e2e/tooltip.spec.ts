import type { Locator, Page } from '@playwright/test'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

/** The filter drawer with its THC and CBD sections open: each has an 'About … potency' tooltip. */
async function drawerWithPotency(page: Page): Promise<Locator> {
  await page.goto(pages.menuPath)
  const button = page.getByRole('button', { name: /^All Filters/ })
  await expect(button).toBeEnabled()
  await button.click()
  const drawer = page.getByRole('dialog', { name: /^Filters/ })
  await expect(drawer).toBeVisible()
  for (const name of ['THC', 'CBD']) {
    const toggle = drawer.getByRole('button', { name: new RegExp(`^${name}\\b`) })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }
  await expect(drawer.getByRole('button', { name: 'About THC potency' })).toBeVisible()
  return drawer
}

test('keyboard: Tab to the trigger shows the tooltip, Escape closes it and leaves the drawer open', async ({ page }) => {
  const drawer = await drawerWithPotency(page)
  const thcToggle = drawer.getByRole('button', { name: /^THC\b/ })
  await thcToggle.focus()
  await page.keyboard.press('Tab')
  const trigger = drawer.getByRole('button', { name: 'About THC potency' })
  await expect(trigger).toBeFocused()
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toContainText('THC is the compound behind the high')
  await expect(trigger).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? '')
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)
  await expect(drawer).toBeVisible()
})

test('pointer: hover opens, a click keeps it, a second click closes; only one is open at a time', async ({ page }) => {
  const drawer = await drawerWithPotency(page)
  const thc = drawer.getByRole('button', { name: 'About THC potency' })
  const cbd = drawer.getByRole('button', { name: 'About CBD potency' })
  await thc.hover()
  await expect(page.getByRole('tooltip')).toContainText('THC is the compound')
  await thc.click()
  await expect(page.getByRole('tooltip')).toContainText('THC is the compound')
  await thc.click()
  await expect(page.getByRole('tooltip')).toHaveCount(0)

  await thc.click()
  await expect(page.getByRole('tooltip')).toContainText('THC is the compound')
  await cbd.scrollIntoViewIfNeeded()
  await cbd.click()
  await expect(page.getByRole('tooltip')).toHaveCount(1)
  await expect(page.getByRole('tooltip')).toContainText('CBD is a non-intoxicating compound')

  // A click outside closes it.
  await drawer.getByRole('heading').first().click()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})

test('it opens below by default and flips above near the bottom of the viewport', async ({ page }) => {
  const drawer = await drawerWithPotency(page)
  const thc = drawer.getByRole('button', { name: 'About THC potency' })
  await thc.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await thc.hover()
  await expect(page.getByRole('tooltip')).toHaveAttribute('data-placement', 'bottom')
  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip')).toHaveCount(0)

  await thc.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  const box = await thc.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThan(200)
  await thc.hover()
  await expect(page.getByRole('tooltip')).toHaveAttribute('data-placement', 'top')
})
