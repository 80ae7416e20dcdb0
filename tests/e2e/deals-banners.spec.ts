import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 16: the banners of the state deals page (content/deals.yaml): the state's deals banner, its
 * variant chosen by bannerType (002 §2), else the default one, and the group discounts in 3 columns
 * when there are more than 2 (000 §2, §9).
 */

test('state deals: the state’s special-offer banner, the default deals banner elsewhere, and the group discounts', async ({ page }, testInfo) => {
  await page.goto('/dispensaries/illinois/deals')
  await expect(page.getByRole('heading', { level: 1, name: 'Deals in Illinois' })).toBeVisible()
  const banner = page.getByRole('region', { name: 'Member mornings in Illinois' })
  await expect(banner).toHaveAttribute('data-banner-variant', 'special-offer')
  await expect(banner.getByText('Meadow Rewards members earn double points before 11 AM on weekdays.')).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Join Meadow Rewards' })).toHaveAttribute('href', '/rewards')

  const discounts = page.getByRole('region', { name: 'Group discounts at every store' })
  const cards = discounts.getByRole('listitem')
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Veterans', 'Seniors 65+', 'Medical patients'])
  await expect(discounts.getByRole('list')).toHaveAttribute('data-columns', '3')
  await expect(cards.nth(2).getByRole('link', { name: 'Getting a medical card' })).toHaveAttribute('href', '/getting-a-medical-card')
  if (testInfo.project.name === 'desktop') {
    // Three cards side by side: one row.
    const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
  }
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/deals-banners-${testInfo.project.name}.png`, fullPage: true })

  await page.goto('/dispensaries/michigan/deals')
  const fallback = page.getByRole('region', { name: 'Fresh deals every week' })
  await expect(fallback).toHaveAttribute('data-banner-variant', 'deals')
  await expect(fallback.getByText('Deals', { exact: true })).toBeVisible()
})
