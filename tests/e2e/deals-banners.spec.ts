import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'
import { setConsent } from './consent-cookies'
import { waitForIsland } from './hydration'

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

test('state deals: the Event Discounts carousel and the link cards, whose scheduling pop-up frames its booking page only with consent', async ({ page, context, baseURL }, testInfo) => {
  // The booking provider is a third party: the journey answers for it.
  await context.route('https://calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title><h1>Choose a time for your consultation</h1>' }),
  )
  await page.goto('/dispensaries/michigan/deals')
  const events = page.getByRole('region', { name: 'Event Discounts' })
  await expect(events).toHaveAttribute('aria-roledescription', 'carousel')
  await expect(events.getByRole('heading', { level: 3 })).toHaveText([
    'Green Wednesday',
    'Harvest weekends',
    'Holiday gift sets',
    'Patient appreciation week',
  ])
  await expect(events.getByRole('link', { name: 'Getting a medical card' })).toHaveAttribute('href', '/getting-a-medical-card')
  // Its code loads as it comes near (an island); then the arrows move it. The server-rendered Next
  // is already enabled, so a click before the code is in would be lost.
  await waitForIsland(page, '[aria-roledescription="carousel"]')
  const next = events.getByRole('button', { name: 'Next slides' })
  await expect(next).toHaveAttribute('aria-disabled', 'false')
  await next.click()
  await expect(events.getByRole('button', { name: 'Previous slides' })).toHaveAttribute('aria-disabled', 'false')

  const cards = page.getByRole('region', { name: 'Plan your visit' })
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Book a product consultation', 'Earn points on every visit', 'New to cannabis?'])
  await expect(cards.getByRole('link', { name: 'See how rewards work' })).toHaveAttribute('href', '/rewards')
  const pickATime = cards.getByRole('link', { name: 'Pick a time' })
  await expect(pickATime).toHaveAttribute('href', 'https://calendly.com/northmeadow-dispensaries/product-consultation')
  // The cards are an island: before its code is in, the button is the booking page's own link.
  await waitForIsland(page, '#link-cards-heading')
  if (testInfo.project.name === 'desktop') {
    const tops = await cards.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
  }
  await expectNoSeriousAxeViolations(page)

  // No consent yet: the pop-up explains, offers the preferences and the booking page in a new tab, and frames nothing.
  await pickATime.click()
  const dialog = page.getByRole('dialog', { name: 'Book a product consultation' })
  await expect(dialog.getByText('Booking is handled by Calendly, which may use cookies for advertising.', { exact: false })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Open the booking page (opens in a new tab)' })).toHaveAttribute('target', '_blank')
  await expect(dialog.locator('iframe')).toHaveCount(0)
  await expect(page).toHaveURL(/\/dispensaries\/michigan\/deals$/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(pickATime).toBeFocused()

  // Manage cookie preferences closes the pop-up and opens the preferences.
  await pickATime.click()
  await dialog.getByRole('button', { name: 'Manage cookie preferences' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Privacy preferences' })).toBeVisible()

  // With targeting consent, the booking page shows in the pop-up.
  await setConsent(context, baseURL, 'C0002:0,C0003:0,C0004:1')
  await page.reload()
  await waitForIsland(page, '#link-cards-heading')
  await cards.getByRole('link', { name: 'Pick a time' }).click()
  const frame = dialog.locator('iframe[data-scheduling-frame="Calendly"]')
  await expect(frame).toHaveAttribute('title', 'Book a product consultation: Calendly booking page')
  await expect(page.frameLocator('iframe[data-scheduling-frame]').getByRole('heading', { name: 'Choose a time for your consultation' })).toBeVisible()
  await page.screenshot({ path: `.tmp/deals-link-card-${testInfo.project.name}.png` })
})
