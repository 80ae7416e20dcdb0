import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'
import { waitForHydration, waitForIsland } from './hydration'
import { expect, test } from './test'
import { ANY_WIDTH } from './projects'

// Past the age gate, but no consent choice yet: the banner shows.
const host = new URL(process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`).hostname
test.use({
  storageState: {
    cookies: [
      { name: 'nm_age_verified', value: 'true', domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
    ],
    origins: [],
  },
})

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Northmeadow' })
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Privacy preferences' })

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'nm_consent')
  return cookie ? decodeURIComponent(cookie.value) : undefined
}

/** Every POST to the first-party collector, with the event names it carried. */
function collectorPosts(page: Page): { events: string[][] } {
  const seen = { events: [] as string[][] }
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/events') return
    const body = JSON.parse(request.postData() ?? '[]') as { event: string }[] | { event: string }
    seen.events.push((Array.isArray(body) ? body : [body]).map((e) => e.event))
  })
  return seen
}

/** Scrolls to the foot of the page: scroll-depth events are recorded on the way. */
async function scrollToBottom(page: Page) {
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.dataLayer?.filter((e) => e.event === 'scroll_depth').length ?? 0)).toBeGreaterThan(0)
}

test("'Accept all' stores the choice, hides the banner for good and sends events to /api/events", ANY_WIDTH, async ({ page }) => {
  const posts = collectorPosts(page)
  await page.goto('/')
  await waitForHydration(page)
  await expect(banner(page)).toBeVisible()
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/events')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await consentCookie(page)).toBe('C0002:1,C0003:1,C0004:1')
  await sent
  expect(posts.events.flat()).toContain('consent_changed')

  await scrollToBottom(page)
  await expect.poll(() => posts.events.flat()).toContain('scroll_depth')

  // The server reads the cookie: no banner in the HTML any more.
  const html = await (await page.request.get('/')).text()
  expect(html).not.toContain('Cookies on Northmeadow')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})

test("'Reject all' keeps events in the page: nothing is sent until performance consent is given", ANY_WIDTH, async ({ page }) => {
  const posts = collectorPosts(page)
  await page.goto('/')
  await waitForHydration(page)
  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await consentCookie(page)).toBe('C0002:0,C0003:0,C0004:0')

  await scrollToBottom(page)
  // Events still reach the data layer, but none was queued for the collector: the first request
  // after opting in carries only the consent change, not the scroll events recorded before it.
  await page.getByRole('button', { name: 'Your Privacy Rights' }).click()
  await expect(preferences(page)).toBeVisible()
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/events')
  await preferences(page).getByRole('switch', { name: 'Performance' }).check()
  await preferences(page).getByRole('button', { name: 'Save choices' }).click()
  await sent
  expect(posts.events).toEqual([['consent_changed']])
  expect(await consentCookie(page)).toBe('C0002:1,C0003:0,C0004:0')
})

test('the preferences dialog: four categories, strictly necessary always on, keyboard only', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await banner(page).getByRole('button', { name: 'Preferences' }).click()
  const dialog = preferences(page)
  await expect(dialog.getByRole('switch')).toHaveCount(4)
  const necessary = dialog.getByRole('switch', { name: 'Strictly necessary' })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  await expect(dialog.getByText('The site cannot work without them')).toBeVisible()
  for (const name of ['Performance', 'Functional', 'Targeting and advertising']) {
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked()
  }
  // Keyboard: the switches toggle with Space and Escape closes without saving.
  await dialog.getByRole('switch', { name: 'Functional' }).focus()
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('switch', { name: 'Functional' })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await consentCookie(page)).toBeUndefined()
  await expect(banner(page)).toBeVisible()

  await banner(page).getByRole('button', { name: 'Preferences' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('switch', { name: 'Targeting and advertising' }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('button', { name: 'Save choices' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  expect(await consentCookie(page)).toBe('C0002:0,C0003:0,C0004:1')
  await expect(banner(page)).toHaveCount(0)
})

test("'Your Privacy Rights' in the footer opens the dialog with the stored choice, and focus returns", async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await waitForIsland(page, 'footer')
  const button = page.getByRole('button', { name: 'Your Privacy Rights' })
  await button.click()
  await expect(preferences(page)).toBeVisible()
  await expect(preferences(page).getByRole('switch', { name: 'Targeting and advertising' })).toBeChecked()
  await preferences(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(preferences(page)).toBeHidden()
  await expect(button).toBeFocused()
  expect(await consentCookie(page)).toBe('C0002:0,C0003:0,C0004:0')
})

test('axe finds no serious or critical violations in the banner and the preferences dialog', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(banner(page)).toBeVisible()
  const onBanner = await new AxeBuilder({ page }).analyze()
  await banner(page).getByRole('button', { name: 'Preferences' }).click()
  await expect(preferences(page)).toBeVisible()
  const inDialog = await new AxeBuilder({ page }).include('dialog[open]').analyze()
  const serious = [...onBanner.violations, ...inDialog.violations]
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))
  expect(serious).toEqual([])
})
