import { signInViaForm } from './accounts'
import { waitForHydration } from './hydration'
import { expect, test } from './test'
import { seriousViolations } from './axe'
import { ANY_WIDTH } from './projects'

/** The demo shopper the seed creates (app/db/seed/accounts.server.ts). */
const DEMO = { email: 'demo@northmeadow.example', password: 'Meadow-demo-2026' }
const SCORE = 'Score! You can redeem your rewards points at any Northmeadow Dispensary.'

/**
 * The seed counts the demo ledger from the day the server started (midnight UTC): 112 points were
 * earned so that they expire 24 days later.
 */
/**
 * The seed counts the demo shopper's expiring points 24 days from the day it ran (UTC); a run that
 * seeded before midnight and reaches this test after it sees the seed's day, one day earlier.
 */
function demoExpiryText(): RegExp {
  const now = new Date()
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)),
    )
  return new RegExp(`^112 points expire on (${day(24)}|${day(23)})$`)
}

test.describe('the rewards page for a visitor', () => {
  test('shows the hero with a join link that opens sign-up, the matrix and the FAQ', ANY_WIDTH, async ({ page }) => {
    const response = await page.goto('/rewards?utm_source=flyer')
    expect(response?.headers()['cache-control']).toMatch(/^public/)
    await expect(page.getByRole('heading', { level: 1, name: 'Meadow Rewards' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Meadow Rewards' })).toBeVisible()

    const join = page.locator('#rise-join-now')
    await expect(join).toHaveText('Join now')
    await expect(join).toHaveAttribute('href', '/rewards?utm_source=flyer&flow=signup')
    await expect(page.getByRole('main').getByRole('link', { name: 'View my rewards' })).toHaveCount(0)

    const matrix = page.getByRole('region', { name: 'What your points are worth' })
    await expect(matrix.getByRole('listitem')).toHaveText([/100 points.*\$3/, /500 points.*\$15/, /1,000 points.*\$30/])
    await expect(matrix.getByText(SCORE, { exact: true })).toBeVisible()
    await expect(matrix.getByText(/In Rhode Island .* 100 points = \$5, 500 points = \$25 and 1,000 points = \$50\./)).toBeVisible()

    const faq = page.getByRole('region', { name: 'Questions and answers' })
    await faq.getByText('When do my points expire?').click()
    await expect(faq.getByText(/Points last 12 months from the day you earn them/)).toBeVisible()

    expect(await seriousViolations(page)).toEqual([])

    await waitForHydration(page)
    await join.click()
    await expect(page).toHaveURL(/\/rewards\?utm_source=flyer&flow=signup$/)
  })

  test('member benefits: 4 at first, then Show more and Show less on a phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the toggle is the phone layout')
    await page.goto('/rewards')
    await waitForHydration(page)
    const benefits = page.getByTestId('member-benefits')
    const list = benefits.getByRole('list', { name: 'Member benefits' })
    await expect(list.getByRole('listitem')).toHaveCount(4)
    await expect(list.getByRole('heading', { name: 'Early access to new drops' })).toBeVisible()
    await expect(list.getByRole('heading', { name: 'Double-points days' })).toBeHidden()

    const toggle = benefits.getByRole('button', { name: 'Show more' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(list.getByRole('listitem')).toHaveCount(8)
    await expect(list.getByRole('heading', { name: 'Refer-a-friend bonus' })).toBeVisible()
    const less = benefits.getByRole('button', { name: 'Show less' })
    await expect(less).toHaveAttribute('aria-expanded', 'true')
    expect(await seriousViolations(page)).toEqual([])
    await less.click()
    await expect(list.getByRole('listitem')).toHaveCount(4)
  })

  test('member benefits: pages of 4 that slide in 500 ms on a desktop', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the slider is the desktop layout')
    await page.goto('/rewards')
    await waitForHydration(page)
    const slider = page.getByTestId('member-benefits').getByRole('group', { name: 'Member benefits', exact: true })
    const first = slider.getByRole('heading', { name: 'A point for every dollar' })
    const fifth = slider.getByRole('heading', { name: 'Double-points days' })
    await slider.scrollIntoViewIfNeeded()
    await expect(first).toBeInViewport()
    await expect(fifth).not.toBeInViewport()
    await expect(slider.getByRole('group', { name: '1 of 2' })).not.toHaveAttribute('inert')
    await expect(slider.getByRole('group', { name: '2 of 2', includeHidden: true })).toHaveAttribute('inert', '')
    await expect(slider.getByRole('button', { name: 'Previous benefits' })).toHaveAttribute('aria-disabled', 'true')

    const track = slider.getByRole('group', { name: '1 of 2' }).locator('..')
    expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.5s')

    await slider.getByRole('button', { name: 'Next benefits' }).click()
    await expect(fifth).toBeInViewport()
    await expect(first).not.toBeInViewport()
    await expect(slider.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'true')
    await expect(slider.getByRole('button', { name: 'Next benefits' })).toHaveAttribute('aria-disabled', 'true')
    expect(await seriousViolations(page)).toEqual([])

    await slider.getByRole('button', { name: 'Page 1 of 2' }).click()
    await expect(first).toBeInViewport()
  })
})

test.describe('rewards for the demo shopper', () => {
  test('the account rewards page shows the balance, expiring points, matrix and activity', async ({ page }) => {
    await signInViaForm(page, DEMO)
    const response = await page.goto('/account/rewards')
    expect(response?.headers()['cache-control']).toMatch(/private/)

    const banner = page.getByRole('region', { name: 'My rewards' })
    await expect(banner.getByRole('heading', { level: 1, name: 'My rewards' })).toBeVisible()
    await expect(banner.getByTestId('rewards-balance')).toHaveText('526 points')
    await expect(banner.getByTestId('rewards-expiry')).toHaveText(demoExpiryText())

    const matrix = page.getByRole('region', { name: 'Redeem your points' })
    await expect(matrix.getByRole('listitem')).toHaveText([/100 points.*\$3.*Ready/, /500 points.*\$15.*Ready/, /1,000 points.*\$30.*off your order$/])
    await expect(matrix.getByText(SCORE, { exact: true })).toBeVisible()

    const activity = page.getByRole('table', { name: /Recent activity/ })
    await expect(activity.getByRole('row')).toHaveCount(9)
    await expect(activity.getByRole('row', { name: /Redeemed 100 points for \$3 off/ })).toContainText('\u2212100')
    await expect(activity.getByRole('row', { name: /Order NM-10231/ })).toContainText('Expired')

    await expect(page.getByRole('heading', { name: 'Member benefits' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the public rewards page links a member to their rewards instead of joining', ANY_WIDTH, async ({ page }) => {
    await signInViaForm(page, DEMO)
    await page.goto('/rewards')
    await expect(page.locator('#rise-join-now')).toHaveCount(0)
    const link = page.getByRole('main').getByRole('link', { name: 'View my rewards' })
    await expect(link).toHaveAttribute('href', '/account/rewards')
    await waitForHydration(page)
    await link.click()
    await expect(page.getByTestId('rewards-balance')).toHaveText('526 points')
  })

  test('a visitor is sent to sign in first', ANY_WIDTH, async ({ page }) => {
    await page.goto('/account/rewards')
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Faccount%2Frewards$/)
  })
})
