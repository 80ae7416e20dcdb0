import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { withE2eDatabase } from './e2e-database'
import { waitForHydration, waitForIsland } from './hydration'
import { expect, test } from './test'
import { ANY_WIDTH } from './projects'

/** A seeded dispensary with the lounge content (its hero has the reservation button), found by following links. */
async function findLoungeDispensary(request: APIRequestContext): Promise<string> {
  for (const state of ['nevada', 'illinois']) {
    const html = await (await request.get(`/dispensaries/${state}`)).text()
    const paths = [...new Set([...html.matchAll(new RegExp(`href="(/dispensaries/${state}/[a-z0-9-]+)"`, 'g'))].map((m) => m[1]!))]
    for (const path of paths) {
      if ((await (await request.get(path)).text()).includes('Make a reservation')) return path
    }
  }
  throw new Error('The seed should have a dispensary with a lounge')
}

/** The visiting tabs as the page holds them, for a failure's message. */
async function describeTabs(page: Page): Promise<string> {
  return page.evaluate(() => {
    const live = (element: Element | null) => Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')))
    const panels = [...document.querySelectorAll('[role=tabpanel]')].map((panel) => ({
      label: document.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent,
      hidden: panel.hasAttribute('hidden'),
      live: live(panel),
      shown: getComputedStyle(panel).display !== 'none' && (panel as HTMLElement).offsetParent !== null,
      items: [...panel.querySelectorAll('li')].map((item) => getComputedStyle(item).display),
      toggles: [...panel.querySelectorAll('button')].map((button) => `${button.textContent} expanded=${button.getAttribute('aria-expanded')}`),
    }))
    const navigations = performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).type)
    // A dialog over the page (the age gate, a sheet) leaves it inert or aria-hidden: not found by role.
    const tablist = document.querySelector('[role=tablist]')
    const shut = tablist?.closest('[inert], [aria-hidden=true]')
    const dialogs = [...document.querySelectorAll('dialog[open], [role=dialog], [role=alertdialog]')].map((dialog) => dialog.textContent?.replace(/\s+/g, ' ').trim().slice(0, 120))
    return JSON.stringify(
      { url: location.href, navigations, cookie: document.cookie, shutBy: shut ? shut.outerHTML.slice(0, 120) : null, dialogs, tablists: document.querySelectorAll('[role=tablist]').length, panels },
      null,
      1,
    )
  })
}

let path: string
test.beforeAll(async ({ request }) => {
  path = await findLoungeDispensary(request)
})

test('the dispensary home: hero, hours, about, tabs, pop-ups, FAQ and the map list', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'mobile'
  const browserErrors: string[] = []
  page.on('pageerror', (error) => browserErrors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') browserErrors.push(`${message.type()}: ${message.text()}`)
  })
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Hero: slides 292 px high on phones, 560 px on desktops.
  const slides = page.getByRole('list', { name: 'Slides' })
  await expect(slides).toBeVisible()
  expect((await slides.boundingBox())?.height).toBe(phone ? 292 : 560)
  await expect(page.getByText("Today's hours", { exact: true })).toBeVisible()

  // Hours: collapsed on phones until opened; always open on desktops.
  const hoursTable = page.getByRole('table', { name: 'Opening hours' }).first()
  if (phone) {
    await expect(hoursTable).toBeHidden()
    await page.getByRole('button', { name: 'Show hours and address' }).click()
    await expect(hoursTable).toBeVisible()
    await expect(page.getByRole('button', { name: 'Hide hours and address' })).toHaveAttribute('aria-expanded', 'true')
  } else {
    await expect(hoursTable).toBeVisible()
    await expect(page.getByRole('button', { name: 'Show hours and address' })).toBeHidden()
  }

  // About: Read More / Read Less on phones only.
  const readMore = page.getByRole('button', { name: 'Read More' })
  if (phone) {
    await readMore.click()
    await expect(page.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true')
  } else {
    await expect(readMore).toBeHidden()
  }
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/)

  // Visiting tabs: the first selected; arrow keys move the selection.
  // Tabs, deals and FAQ are islands: their code comes when they near the screen.
  await waitForIsland(page, '[role=tablist]')
  const tabs = page.getByRole('tablist', { name: 'Visiting us' })
  await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true')
  await tabs.getByRole('tab', { name: 'Payment' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Amenities' })).toBeFocused()
  await expect(tabs.getByRole('tab', { name: 'Amenities' })).toHaveAttribute('aria-selected', 'true')
  const amenities = page.getByRole('tabpanel', { name: 'Amenities' })
  if (phone) {
    await expect(amenities.getByRole('listitem').nth(4)).toBeHidden()
    await amenities.getByRole('button', { name: 'Show more (2 remaining)' }).click()
    // Failed twice in a row once in CI, and never since in any run here: if it fails again, say what
    // the page held then (the tab panels, the toggle, a reload, the browser's errors).
    await expect(amenities.getByRole('listitem').nth(5))
      .toBeVisible()
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n\nThe page then: ${await describeTabs(page)}\nBrowser errors: ${JSON.stringify(browserErrors)}`)
      })
    await expect(amenities.getByRole('button', { name: 'Show less' })).toBeVisible()
  } else {
    await expect(amenities.getByRole('listitem')).toHaveCount(6)
    await expect(amenities.getByRole('listitem').nth(5)).toBeVisible()
  }

  // Pop-ups: one at a time; back returns to the smokeasy; close clears.
  await page.getByRole('button', { name: 'Make a reservation' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Reserve a table' })).toBeVisible()
  // Its booking page is framed only with targeting consent (000 §2, decision 0032): until then, the
  // preferences or the page in a new tab.
  await expect(dialog.getByRole('link', { name: 'Open the booking page (opens in a new tab)' })).toHaveAttribute('href', /^https:\/\/calendly\.com\//)
  await expect(dialog.getByRole('button', { name: 'Manage cookie preferences' })).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveCount(0)
  await page.screenshot({ path: `.tmp/dispensary-home-${testInfo.project.name}-reservation.png` })
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('heading', { name: 'The Smokeasy' })).toBeVisible()
  await dialog.getByRole('button', { name: 'See the event calendar' }).click()
  await expect(dialog.getByRole('heading', { name: 'Event calendar' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Upcoming events' }).click()
  await expect(dialog.getByRole('heading', { name: 'Event calendar' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await waitForIsland(page, '[data-faq-list]')
  // FAQ: 4 of 9 with 'Show More (5)'; one open at a time.
  const faq = page.getByRole('region', { name: 'Frequently asked questions' }).or(
    page.locator('section').filter({ has: page.getByRole('heading', { name: 'Frequently asked questions' }) }),
  )
  const questions = faq.getByRole('button', { expanded: false }).filter({ hasNotText: /Show/ })
  await expect(faq.getByRole('listitem')).toHaveCount(4)
  await faq.getByRole('button', { name: 'Show More (5)' }).click()
  await expect(faq.getByRole('listitem')).toHaveCount(9)
  await questions.nth(0).click()
  await questions.nth(1).click()
  await expect(faq.getByRole('button', { expanded: true }).filter({ hasNotText: /Show/ })).toHaveCount(1)
  await expect(faq.getByRole('button', { name: 'Show Less' })).toBeVisible()

  // The map section's list (the view without WebGL): the address and the directions link.
  const map = page.locator('#map')
  await expect(map.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(map.getByRole('link', { name: /^Get directions to / })).toHaveAttribute('href', /openstreetmap\.org/)

  await page.screenshot({ path: `.tmp/dispensary-home-${testInfo.project.name}.png`, fullPage: true })
  for (const [at, part] of ['top', 'tabs', 'deals', 'map'].entries()) {
    if (part === 'top') await page.evaluate(() => window.scrollTo(0, 0))
    else await page.locator(part === 'tabs' ? '[role=tablist]' : part === 'deals' ? '#deals-heading' : '#map').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `.tmp/dispensary-home-${testInfo.project.name}-${at}-${part}.png` })
  }

  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))
  expect(serious).toEqual([])
})

test('an unknown ?delivery-zone= is ignored and the page still answers 200', ANY_WIDTH, async ({ page }) => {
  const response = await page.goto(`${path}?delivery-zone=dz-nope-9`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('#map [aria-current="true"]')).toHaveCount(0)
})

/** A seeded Illinois dispensary that delivers: its zones, in order, and its newest visible review. */
async function deliveringDispensary() {
  return withE2eDatabase(async (client) => {
    const store = (
      await client.query<{ id: number; name: string; slug: string }>(
        `select d.id, d.name, d.slug from dispensaries d join states s on s.id = d.state_id
         where s.code = 'IL' and not d.reviews_disabled and exists (select 1 from delivery_zones z where z.dispensary_id = d.id)
         order by d.slug limit 1`,
      )
    ).rows[0]
    if (!store) throw new Error('The seed should have an Illinois dispensary with delivery zones')
    const zones = (await client.query<{ id: string; name: string }>('select id, name from delivery_zones where dispensary_id = $1 order by sort, id', [store.id])).rows
    const review = (
      await client.query<{ author: string; comment: string }>(
        'select author, comment from dispensary_reviews where dispensary_id = $1 and not hidden order by created_at desc, id desc limit 1',
        [store.id],
      )
    ).rows[0]
    return { ...store, path: `/dispensaries/illinois/${store.slug}`, zones, review }
  })
}

test('the home shows the seeded delivery zones, the newest review and two dispensaries nearby', async ({ page }) => {
  const store = await deliveringDispensary()
  await page.goto(store.path)
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible()

  const zones = page.getByRole('list', { name: 'Delivery zones' }).getByRole('listitem')
  await expect(zones.locator('p')).toHaveText(store.zones.map((zone) => zone.name))
  const menuPath = (await page.getByRole('link', { name: /^Shop (recreational|medical) menu$/ }).first().getAttribute('href')) ?? ''
  for (const link of await zones.getByRole('link', { name: `Shop for delivery from ${store.name}` }).all()) await expect(link).toHaveAttribute('href', menuPath)

  if (store.review) {
    const reviews = page.getByRole('region', { name: `What shoppers say about ${store.name}` })
    await expect(reviews.getByRole('listitem').first()).toContainText(store.review.comment)
    await expect(reviews.getByRole('listitem').first()).toContainText(store.review.author)
  }

  const nearby = page.getByRole('region', { name: 'Dispensaries Nearby' })
  const cards = nearby.getByRole('listitem')
  await expect(cards).toHaveCount(2)
  for (const card of await cards.all()) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/dispensaries\/illinois\/[a-z0-9-]+$/)
    await expect(card.getByRole('link')).not.toHaveAttribute('href', store.path)
    await expect(card).toContainText(/, IL · about \d+\.\d mi/)
  }
})

test('an Ohio host shows no reviews on a dispensary home', ANY_WIDTH, async ({ page, baseURL }) => {
  const url = new URL(baseURL ?? '')
  url.hostname = 'oh.localhost'
  await page.goto(new URL('/dispensaries/ohio', url).href)
  const first = page.getByRole('link', { name: /^View dispensary: / }).first()
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^What shoppers say about / })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Dispensaries Nearby' })).toBeVisible()
})

test('the dispensary home tells search engines where and when the store is open (JSON-LD LocalBusiness)', { tag: '@any-width' }, async ({ request, baseURL }) => {
  const html = await (await request.get(path)).text()
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
  expect(script, 'a JSON-LD script on the page').toBeTruthy()
  const ld = JSON.parse(script ?? '{}') as Record<string, unknown>
  const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name,
    url: `${new URL(baseURL ?? '').origin}${path}`,
    address: { '@type': 'PostalAddress', addressCountry: 'US' },
  })
  expect(ld.telephone).toMatch(/\(\d{3}\) \d{3}-\d{4}/)
  const hours = ld.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[]
  expect(hours.length).toBeGreaterThan(0)
  for (const day of hours) expect(day).toMatchObject({ dayOfWeek: expect.stringMatching(/^https:\/\/schema\.org\/[A-Z][a-z]+day$/), opens: expect.stringMatching(/^\d{2}:\d{2}$/), closes: expect.stringMatching(/^\d{2}:\d{2}$/) })
})
