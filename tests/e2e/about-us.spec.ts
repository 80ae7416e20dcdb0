import type { Page } from '@playwright/test'
import { waitForHydration, waitForIsland } from './hydration'
import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 16: /about-us (content/about-us.yaml): the hero banner (C09 right image), the story, the
 * quotes banner, the donation figures and the about-us call to action (3 images on desktop, 1 on
 * phones, 000 §9).
 */

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

test('about us: the hero, our story, guests’ words, what we give and the way to a store', async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  const desktop = testInfo.project.name === 'desktop'
  await page.goto('/about-us')
  await expect(page).toHaveTitle(/^About Northmeadow/)

  const hero = page.getByRole('region', { name: 'Good cannabis, close to home.' })
  await expect(page.getByRole('heading', { level: 1, name: 'Good cannabis, close to home.' })).toBeVisible()
  await expect(hero).toHaveAttribute('data-banner-type', 'C09')
  await expect(hero.getByRole('img', { name: /Northmeadow storefront/ })).toBeVisible()
  await expect(hero.getByRole('link', { name: 'Find a dispensary' })).toHaveAttribute('href', '/dispensaries')

  for (const heading of ['Why we started', 'How we run our stores', 'Where we are going']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'where cannabis is legal' })).toHaveAttribute('href', '/where-is-cannabis-legal')

  const quotes = page.getByRole('region', { name: 'In our guests’ words' })
  await expect(quotes.getByRole('figure')).toHaveCount(3)
  await expect(quotes.getByRole('figure').nth(1)).toContainText('Curtis W.')
  await expect(quotes.getByRole('figure').nth(1)).toContainText('Medical patient, Pennsylvania')

  const giving = page.getByRole('region', { name: 'Giving back where we work' })
  await expect(giving.getByRole('definition')).toHaveText(['$1.4 million', '$386,000'])
  await expect(giving.getByRole('term').first()).toHaveText('donated to local non-profits since our first store opened')

  const cta = page.getByRole('region', { name: 'Come and see us' })
  const pictures = cta.getByRole('list', { name: 'Pictures from our stores and communities' }).getByRole('img')
  await expect(pictures).toHaveCount(desktop ? 3 : 1)
  await expect(pictures.first()).toHaveAccessibleName(/Jars of flower/)

  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/about-us-${testInfo.project.name}.png`, fullPage: true })

  await waitForHydration(page)
  await cta.getByRole('link', { name: 'Find a dispensary' }).click()
  await expect(page).toHaveURL(/\/dispensaries$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dispensaries' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('the footer leads to about us, and the page renders after a client-side navigation', async ({ page }) => {
  await page.goto('/rewards')
  await waitForHydration(page)
  await waitForIsland(page, 'footer')
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Good cannabis, close to home.' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Giving back where we work' }).getByRole('definition')).toHaveCount(2)
})
