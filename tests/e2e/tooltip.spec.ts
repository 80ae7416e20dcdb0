import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'
import { ANY_WIDTH } from './projects'

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

test('keyboard: Tab to the trigger shows the tooltip, Escape closes it and leaves the drawer open', ANY_WIDTH, async ({ page }) => {
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

test('pointer: hover opens, a click keeps it, a second click closes; only one is open at a time', ANY_WIDTH, async ({ page }) => {
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

/** A product page of the menu with lab results (each unit carries an 'About …' tooltip). */
async function productWithLabs(page: Page): Promise<void> {
  await page.goto(pages.menuPath)
  const links = await page.locator('article[data-placement] a[href*="/product/"]').evaluateAll((anchors) =>
    [...new Set(anchors.map((anchor) => anchor.getAttribute('href') ?? ''))].slice(0, 12),
  )
  for (const href of links) {
    await page.goto(href)
    const potency = page.locator('summary').filter({ hasText: /potency|lab/i })
    if ((await potency.count()) === 0) continue
    await potency.first().click()
    if ((await page.getByRole('button', { name: /^About / }).count()) > 0) return
  }
  throw new Error('No product on the menu shows lab results with a tooltip')
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true })

  test('on the product page: the tooltip code comes when one opens; a tap opens it to stay, a second tap closes it; Enter does the same', ANY_WIDTH, async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await productWithLabs(page)
    await waitForHydration(page)
    expect(scripts.filter((path) => /tooltip-layer/.test(path)), 'positioning code before any tooltip opened').toEqual([])

    const trigger = page.getByRole('button', { name: /^About / }).first()
    await trigger.scrollIntoViewIfNeeded()
    await trigger.tap()
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? '')
    expect(scripts.some((path) => /tooltip-layer/.test(path))).toBe(true)
    await trigger.tap()
    await expect(tooltip).toHaveCount(0)
    await expect(trigger).not.toHaveAttribute('aria-describedby')

    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(tooltip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(tooltip).toHaveCount(0)
    await trigger.tap()
    await expect(tooltip).toBeVisible()
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  })
})
