import type { Page } from '@playwright/test'
import { setConsent } from './consent-cookies'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

type Sent = { event: string; properties: Record<string, unknown> }

/** Opens the Price quick filter and ticks its first bucket, as a shopper would. */
async function useQuickFilter(page: Page) {
  await page.goto(pages.menuPath)
  await expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled()
  await page.getByRole('button', { name: /^Price/, expanded: false }).click()
  const panel = page.getByRole('group', { name: 'Price' })
  await expect(panel).toBeVisible()
  await panel.getByText(/^Under \$20/).click()
  await expect(page).toHaveURL(/bucket_price/)
}

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => String(entry.event)))
}

test.describe('with performance consent (C0002)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await setConsent(context, baseURL, 'C0002:1,C0003:0,C0004:1')
  })

  test('a quick filter sends quick_filter_clicked to POST /api/events, which answers 202', async ({ page }) => {
    const collected = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/events') &&
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes('quick_filter_clicked'),
    )
    await useQuickFilter(page)
    const response = await collected
    const sent = response.request().postDataJSON() as Sent[]
    // The body ({accepted: n}) is checked through the API below: Playwright cannot read the body of a keepalive fetch.
    expect(response.status()).toBe(202)
    const quick = sent.find((item) => item.event === 'quick_filter_clicked')
    expect(quick?.properties).toMatchObject({ store_id: expect.any(Number), attribute: 'bucket_price', value: expect.any(String) })
    expect(sent.map((item) => item.event)).toEqual(expect.arrayContaining(['quick_filter_clicked', 'filter_applied', 'card_list_filtered']))
  })
})

test.describe('with performance consent rejected', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await setConsent(context, baseURL, 'C0002:0,C0003:1,C0004:1')
  })

  test('events reach dataLayer but nothing is POSTed to /api/events, not even when the page is left', async ({ page, context }) => {
    const posted: string[] = []
    context.on('request', (request) => {
      if (request.url().includes('/api/events')) posted.push(request.method())
    })
    await useQuickFilter(page)
    await expect.poll(() => dataLayerEvents(page)).toContain('quick_filter_clicked')
    // Leaving the page flushes whatever was queued (sendBeacon on pagehide): nothing was.
    await page.goto('/dispensaries')
    await expect(page.getByRole('heading', { level: 1, name: 'Dispensaries' })).toBeVisible()
    expect(posted).toEqual([])
  })
})

test.describe('the collector refuses bad input', () => {
  // One test at a time: the flood below uses up its client's budget for a few seconds.
  test.describe.configure({ mode: 'serial' })

  const good = { event: 'map_viewed', properties: { placement: 'e2e' } }

  test('oversized bodies (413), wrong types (400), wrong content type (415), negative counts (400)', async ({ request }) => {
    const big = await request.post('/api/events', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ event: 'map_viewed', properties: { placement: 'x'.repeat(70_000) } }),
    })
    expect(big.status()).toBe(413)

    const cases: [unknown, number, RegExp][] = [
      [{ event: 42, properties: {} }, 400, /"event" must be a string/],
      [{ event: 'map_viewed', properties: 'placement' }, 400, /"properties" must be an object/],
      [{ event: 'not_an_event', properties: {} }, 400, /not a known event name/],
      [{ event: 'show_more_clicked', properties: { section: 'faq', count: -1 } }, 400, /must not be negative/],
      [[good, { event: 'specials_scrolled', properties: { store_id: 1, index: -3 } }], 400, /Event 1/],
    ]
    for (const [data, status, message] of cases) {
      const response = await request.post('/api/events', { data })
      expect(response.status()).toBe(status)
      expect(((await response.json()) as { error: string }).error).toMatch(message)
    }

    const form = await request.post('/api/events', { form: { event: 'map_viewed' } })
    expect(form.status()).toBe(415)
    const notJson = await request.post('/api/events', { headers: { 'content-type': 'application/json' }, data: '{"event": ' })
    expect(notJson.status()).toBe(400)

    const ok = await request.post('/api/events', { data: [good, good] })
    expect(ok.status()).toBe(202)
    expect(await ok.json()).toEqual({ accepted: 2 })
  })

  test('a flood is rate-limited with 429 and Retry-After, and the client recovers', async ({ request }) => {
    // The e2e server trusts loopback proxies (TRUST_PROXY): this flood comes from its own client
    // address, so journeys running beside it keep their budget.
    const flooder = { 'x-forwarded-for': '198.51.100.7' }
    const statuses: number[] = []
    let retryAfter: string | undefined
    for (let i = 0; i < 40; i++) {
      const response = await request.post('/api/events', { data: good, headers: flooder })
      statuses.push(response.status())
      if (response.status() === 429) retryAfter = response.headers()['retry-after']
    }
    expect(statuses).toContain(429)
    expect(statuses.filter((status) => status !== 202 && status !== 429)).toEqual([])
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // The window is a few seconds: the same client is served again once it has passed.
    await expect
      .poll(async () => (await request.post('/api/events', { data: good, headers: flooder })).status(), {
        timeout: 20_000,
        intervals: [1000],
      })
      .toBe(202)
  })
})
