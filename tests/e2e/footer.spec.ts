import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { waitForHydration, waitForIsland } from './hydration'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

const footer = (page: Page) => page.getByRole('contentinfo')
const warning = (page: Page) => footer(page).getByText(/^WARNING: For use only by adults 21 and older/)
const licences = (page: Page) => footer(page).getByTestId('footer-licences')

test('home: the compliance warning, no licences without a dispensary', ANY_WIDTH, async ({ page }) => {
  await page.goto('/')
  await expect(warning(page)).toBeVisible()
  await expect(licences(page)).toHaveCount(0)
  await expect(footer(page).getByText(`© ${new Date().getFullYear()} Northmeadow Cannabis Co. All rights reserved.`)).toBeVisible()
})

test('the Explore links reach the blog, the FAQ, the medical-card guide and the legal-status pages', ANY_WIDTH, async ({ page, request }) => {
  await page.goto('/')
  const explore = footer(page).getByRole('navigation', { name: 'Footer' })
  const expected = {
    'Blog & recipes': '/blog',
    FAQ: '/faq',
    'Getting a medical card': '/getting-a-medical-card',
    'Where is cannabis legal?': '/where-is-cannabis-legal',
    'Cannabis laws by state': '/cannabis-laws-by-state',
    // Issue 16 (branch i16-pages).
    'About us': '/about-us',
    'Cannabis Insider': '/cannabis-insider',
    'Site map': '/site-map',
  }
  for (const [name, href] of Object.entries(expected)) {
    await expect(explore.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    expect((await request.get(href)).status(), href).toBe(200)
  }
})

test("a dispensary home: the warning and the dispensary's licences", ANY_WIDTH, async ({ page }) => {
  await page.goto(pages.dispensaryPath)
  await expect(warning(page)).toBeVisible()
  await expect(licences(page)).toBeVisible()
  await expect(licences(page).getByText(/^(ADULT USE|MED|LOUNGE)$/).first()).toBeVisible()
})

test('a menu page: licences but no warning', ANY_WIDTH, async ({ page }) => {
  await page.goto(pages.menuPath)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(licences(page)).toBeVisible()
  await expect(warning(page)).toHaveCount(0)
})

test('the footer follows client-side navigation between home, a dispensary and its menu', async ({ page }) => {
  await page.goto(pages.dispensaryPath)
  await waitForHydration(page)
  await waitForIsland(page, 'footer')
  await expect(licences(page)).toBeVisible()
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(warning(page)).toBeVisible()
  await expect(licences(page)).toHaveCount(0)
})

test('the home-dispensary cookie gives pages without a dispensary its licences', ANY_WIDTH, async ({ page, context, baseURL }) => {
  const [, , stateSlug, dispensarySlug] = pages.dispensaryPath.split('/')
  await context.addCookies([{ name: 'nm_home_dispensary', value: `${stateSlug}/${dispensarySlug}`, url: baseURL as string }])
  await page.goto('/')
  await expect(licences(page)).toBeVisible()
  await context.addCookies([{ name: 'nm_home_dispensary', value: 'illinois/no-such-dispensary', url: baseURL as string }])
  await page.goto('/')
  await expect(footer(page)).toBeVisible()
  await expect(licences(page)).toHaveCount(0)
})

test('every footer link goes somewhere real; social links open safely in a new tab', ANY_WIDTH, async ({ page, request }) => {
  await page.goto('/')
  const internal = await footer(page)
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') as string))
  expect(internal).toEqual(expect.arrayContaining(['/', '/dispensaries', '/terms', '/privacy-policy', '/notice-of-privacy-practices', '/accessibility-statement']))
  for (const href of new Set(internal)) {
    expect((await request.get(href)).status(), href).toBe(200)
  }
  for (const name of ['Instagram', 'Facebook', 'X (Twitter)']) {
    const link = footer(page).getByRole('link', { name: new RegExp(`on ${name.replace(/[()]/g, '\\$&')}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    await expect(link).toHaveAttribute('href', /^https:\/\//)
  }
})

test('links to Ohio content point at the Ohio host from the main host, and stay local there', ANY_WIDTH, async ({ page, baseURL }) => {
  await page.goto('/')
  const ohio = new URL(baseURL as string)
  ohio.hostname = 'oh.localhost'
  await expect(footer(page).getByRole('link', { name: 'Ohio dispensaries' })).toHaveAttribute('href', `${ohio.origin}/dispensaries/ohio`)
  await page.goto(`${ohio.origin}/`)
  await expect(footer(page).getByRole('link', { name: 'Ohio dispensaries' })).toHaveAttribute('href', '/dispensaries/ohio')
})

test("'Your Privacy Rights' opens the consent preferences", async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await waitForIsland(page, 'footer')
  await footer(page).getByRole('button', { name: 'Your Privacy Rights' }).click()
  await expect(page.getByRole('dialog', { name: 'Privacy preferences' })).toBeVisible()
})

test('the customer center drawer: its options, keyboard open and close', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await waitForIsland(page, 'footer')
  const button = footer(page).getByRole('button', { name: 'Customer Center' })
  await button.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Customer Center' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+18005550142')
  await expect(drawer.getByRole('link', { name: /Email us/ })).toHaveAttribute('href', /^mailto:/)
  await expect(drawer.getByRole('link', { name: /Find a dispensary/ })).toHaveAttribute('href', '/dispensaries')
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(button).toBeFocused()
  // A link in the drawer navigates and closes it.
  await button.click()
  await drawer.getByRole('link', { name: /Find a dispensary/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dispensaries' })).toBeVisible()
  await expect(drawer).toBeHidden()
})

test("a tap on Customer Center before the footer's code has come is held and opens the drawer", async ({ page }) => {
  // The footer is an island (app/ui/island.tsx): until its code is in, it is the server's markup.
  // Holding that code back makes the tap land on the static copy for sure.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/site-footer-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await waitForHydration(page)
  const button = footer(page).getByRole('button', { name: 'Customer Center' })
  await button.click()
  release()
  await expect(page.getByRole('dialog', { name: 'Customer Center' })).toBeVisible()
})

/** Dispensary pages of the main host, with and without the chat box, found through the index. */
async function dispensariesByChat(request: APIRequestContext): Promise<{ withChat?: string; without?: string }> {
  const index = await (await request.get('/dispensaries')).text()
  const paths = [...new Set([...index.matchAll(/href="(\/dispensaries\/[a-z0-9-]+\/[a-z0-9-]+)"/g)].map((m) => m[1] as string))]
  const found: { withChat?: string; without?: string } = {}
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    // The footer content (and so the words) travel in the page data; the rendered button is what counts.
    if (/<\/svg>Chat with us<\/button>/.test(html)) found.withChat ??= path
    else found.without ??= path
    if (found.withChat && found.without) break
  }
  return found
}

test('the chat button shows only for dispensaries with chat, and opens the support chat', async ({ page, request }) => {
  const { withChat, without } = await dispensariesByChat(request)
  expect(withChat, 'the seed gives some dispensaries chat').toBeTruthy()
  expect(without, 'and some none').toBeTruthy()
  await page.goto(without as string)
  await expect(footer(page).getByRole('button', { name: 'Customer Center' })).toBeVisible()
  await expect(footer(page).getByRole('button', { name: 'Chat with us' })).toHaveCount(0)
  await page.goto(withChat as string)
  await waitForHydration(page)
  await waitForIsland(page, 'footer')
  await footer(page).getByRole('button', { name: 'Chat with us' }).click()
  // Issue 18: the chat widget (tests/e2e/support-chat.spec.ts follows a conversation).
  await expect(page.getByRole('dialog', { name: /^Chat with Northmeadow / })).toBeVisible()
})

test('navigation clicks in the footer are recorded', ANY_WIDTH, async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await waitForIsland(page, 'footer')
  await footer(page).getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  const event = await page.evaluate(() => window.dataLayer?.find((e) => e.event === 'navigation_clicked'))
  expect(event).toMatchObject({ label: 'Privacy Policy', url: '/privacy-policy', area: 'footer' })
})

test('the legal pages render their content, the privacy policy with the cookie table', ANY_WIDTH, async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  for (const cookie of ['nm_age_verified', 'nm_visitor', 'nm_consent', 'nm_home_dispensary']) {
    await expect(page.getByRole('cell', { name: cookie })).toBeVisible()
  }
  for (const path of ['/terms', '/notice-of-privacy-practices', '/accessibility-statement']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Last updated')).toBeVisible()
  }
})

for (const [label, path] of [
  ['home', () => '/'],
  ['a dispensary home', () => pages.dispensaryPath],
  ['the privacy policy', () => '/privacy-policy'],
] as const) {
  test(`axe finds no serious or critical violations in the footer of ${label}`, async ({ page }) => {
    await page.goto(path())
    await expect(footer(page)).toBeVisible()
    const results = await new AxeBuilder({ page }).include('footer').analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  })
}
