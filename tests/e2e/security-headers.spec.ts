import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page, Response } from '@playwright/test'
import { signInViaForm } from './accounts'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { findSeededPages } from './seeded-pages'
import { expect, test } from './test'

/**
 * Issue 14: every answer carries the security headers, the pages run under the nonce-based
 * Content-Security-Policy without a single refusal (tests/e2e/test.ts fails the test on any), no
 * other site can frame a page, and the server's refusals are short and its own.
 */

const PASSWORD = 'Meadow-demo-2026'

function nonceOf(response: Response | null): string {
  const policy = response?.headers()['content-security-policy'] ?? ''
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(policy)?.[1]
  if (!nonce) throw new Error(`no nonce in the policy: ${policy}`)
  return nonce
}

/** The headers of a page, and every inline script it ran carries that response's nonce. */
async function expectProtectedPage(page: Page, response: Response | null): Promise<void> {
  expect(response?.status()).toBe(200)
  const headers = response?.headers() ?? {}
  const policy = headers['content-security-policy'] ?? ''
  expect(policy).not.toMatch(/script-src[^;]*unsafe/)
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "default-src 'self'"]) {
    expect(policy).toContain(directive)
  }
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('geolocation=(self)')
  // The e2e server's public address is http://localhost: no HSTS over plain HTTP.
  expect(headers['strict-transport-security']).toBeUndefined()

  const nonce = nonceOf(response)
  await waitForHydration(page)
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((script) => ({
      type: script.getAttribute('type') ?? '',
      nonce: (script as HTMLScriptElement).nonce,
      // A browser hides the attribute once the script ran, so the page's own scripts cannot read it.
      attribute: script.getAttribute('nonce'),
    })),
  )
  const executable = scripts.filter((script) => script.type !== 'application/ld+json')
  // React Router's hydration data, ScrollRestoration and module entry, and the early-tap script.
  expect(executable.length).toBeGreaterThanOrEqual(4)
  for (const script of executable) {
    expect(script.nonce).toBe(nonce)
    expect(script.attribute).toBe('')
  }
}

test.describe('security headers and the content security policy', () => {
  test('home, menu, product page and checkout run under the policy', async ({ page, request }) => {
    const seeded = await findSeededPages(request)
    await expectProtectedPage(page, await page.goto('/'))

    await expectProtectedPage(page, await page.goto(seeded.menuPath))
    // A live part of the page under the policy: a card's Add to cart opens its panel and the cart
    // takes the line (fetch to /api/cart, the drawer's data).
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) })
      .filter({ hasText: '1/8 oz' })
      .first()
    const name = (await card.getAttribute('aria-label')) ?? ''
    const productHref = await card.getByRole('link').first().getAttribute('href')
    await card.getByRole('button', { name: 'Add to cart', exact: true }).click()
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/cart')
    await page.getByRole('region', { name: `Add ${name} to cart` }).getByRole('button', { name: /^Confirm \$/ }).click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()

    expect(productHref).toMatch(/\/product\//)
    const product = await page.goto(productHref ?? '')
    await expectProtectedPage(page, product)
    // The product's structured data is a data block, not a script: no nonce needed, and it is there.
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0)

    const storeId = /\/([0-9]+)\/[a-z0-9-]+\/$/.exec(seeded.menuPath)?.[1]
    await expectProtectedPage(page, await page.goto(`/checkout/${storeId}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  })

  test('the staff board runs under the policy', ANY_WIDTH, async ({ page, request }) => {
    const { menuPath } = await findSeededPages(request)
    const storeId = /\/([0-9]+)\/[a-z0-9-]+\/$/.exec(menuPath)?.[1]
    await signInViaForm(page, { email: `staff-${storeId}@northmeadow.example`, password: PASSWORD })
    const response = await page.goto('/staff/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Order board' })).toBeVisible()
    await expectProtectedPage(page, response)
  })

  test('another site cannot frame the checkout', ANY_WIDTH, async ({ page, request, baseURL, cspViolations }) => {
    const { menuPath } = await findSeededPages(request)
    const storeId = /\/([0-9]+)\/[a-z0-9-]+\/$/.exec(menuPath)?.[1]
    const target = `${baseURL}/checkout/${storeId}`
    // The browser refuses the frame and says so on the console: that refusal is what this test wants.
    cspViolations.allow(/frame-ancestors/)
    // Another origin: a page of a little server of the test's own, framing the checkout. (A page the
    // test fulfils itself counts as public, and Chromium refuses it any local address outright.)
    const framer = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.end(`<!doctype html><title>Framer</title><iframe title="shop" src="${target}"></iframe>`)
    })
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve))
    try {
      const framed = page.waitForResponse(target)
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`)
      // The server answered the frame's request (with its headers); the browser did not show it.
      expect((await framed).status()).toBe(200)
      await expect.poll(() => cspViolations.list.some((text) => /frame-ancestors 'none'/.test(text))).toBe(true)
      // The frame shows the browser's error page instead (its URL settles a moment after the refusal).
      await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.url()).toBe('chrome-error://chromewebdata/')
      await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Checkout' })).toHaveCount(0)
    } finally {
      framer.closeAllConnections()
      framer.close()
    }
  })

  test('an injected inline script does not run, and the journey fixture sees the refusal', ANY_WIDTH, async ({ page, cspViolations }) => {
    // What an HTML injection would try. The watcher in tests/e2e/test.ts would fail the test on it;
    // here it is expected, and it must have been seen.
    cspViolations.allow(/script-src/)
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    await expect.poll(() => cspViolations.list.some((text) => /script-src/.test(text))).toBe(true)
  })

  test('files and APIs carry the headers too', ANY_WIDTH, async ({ request }) => {
    const home = await (await request.get('/')).text()
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(home)?.[1]
    expect(asset).toBeTruthy()
    for (const path of [asset as string, '/favicon.svg', '/healthz', '/api/products?storeId=1']) {
      const response = await request.get(path)
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(response.headers()['x-frame-options'], path).toBe('DENY')
    }
  })
})

test.describe('refusals the server answers itself', () => {
  test('a write to a page without an action: a short 405, nothing from the router', ANY_WIDTH, async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    for (const [method, path] of [
      ['POST', '/'],
      ['PUT', '/dispensaries'],
      ['DELETE', '/dispensaries/illinois'],
      ['POST', '/dispensaries.data'],
      ['POST', '/_root.data'],
    ] as const) {
      const response = await request.fetch(path, { method, headers: { Origin: origin }, form: { a: '1' } })
      expect(response.status(), `${method} ${path}`).toBe(405)
      expect(response.headers()['allow']).toBe('GET, HEAD')
      const body = await response.text()
      expect(body).toBe(`This address does not accept ${method} requests.`)
      expect(body).not.toMatch(/action|React Router/)
    }
    const options = await request.fetch('/', { method: 'OPTIONS' })
    expect(options.status()).toBe(405)
    expect(await options.text()).toBe('This address does not accept OPTIONS requests.')
    const api = await request.fetch('/api/products', { method: 'POST', headers: { Origin: origin } })
    expect(api.status()).toBe(405)
    expect(await api.json()).toEqual({ error: 'This address does not accept POST requests.' })
    const nowhere = await request.post('/no-such-page', { headers: { Origin: origin } })
    expect(nowhere.status()).toBe(404)
    expect(await nowhere.text()).toBe('There is nothing at this address.')
  })

  test('the cart reads JSON or a form, never text/plain; writes come from this origin only', ANY_WIDTH, async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    const body = JSON.stringify({ intent: 'clear', storeId: 1 })
    const plain = await request.post('/api/cart', { headers: { Origin: origin, 'Content-Type': 'text/plain' }, data: body })
    expect(plain.status()).toBe(415)
    expect(await plain.json()).toEqual({ error: 'Send the body as JSON (Content-Type: application/json) or as a form.' })
    const events = await request.post('/api/events', { headers: { Origin: origin, 'Content-Type': 'text/plain' }, data: '[]' })
    expect(events.status()).toBe(415)

    const https = await request.post('/api/cart', { headers: { Origin: origin.replace(/^http:/, 'https:'), 'Content-Type': 'application/json' }, data: body })
    expect(https.status()).toBe(403)
    expect(await https.text()).toBe('Cross-site requests are not allowed.')
    const otherPort = await request.post('/api/cart', { headers: { Origin: `${origin.replace(/:\d+$/, '')}:1`, 'Content-Type': 'application/json' }, data: body })
    expect(otherPort.status()).toBe(403)

    // The Ohio host is this site too (OHIO_HOSTS=oh.localhost on the same port).
    const ohio = new URL(origin)
    ohio.hostname = 'oh.localhost'
    const fromOhio = await request.post('/api/cart', { headers: { Origin: ohio.origin, 'Content-Type': 'application/json' }, data: body })
    expect(fromOhio.status()).not.toBe(403)
    expect(fromOhio.status()).not.toBe(415)
  })
})
