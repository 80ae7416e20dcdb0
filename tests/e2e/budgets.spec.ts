import type { APIRequestContext } from '@playwright/test'
import { CORE_TEXT } from '../../scripts/font-subsets'
import { type BudgetedPage, FONT_PRELOAD_BYTES, PAGE_BUDGETS } from '../../scripts/page-budgets'
import { htmlOnTheWire, javaScriptOfPage, type PageJavaScript } from '../../scripts/page-weight'
import { findShopperPages, type ShopperPages } from '../../scripts/shopper-pages'
import { randomClientAddress } from './accounts'
import { expect, test } from './test'

/**
 * Page-weight budgets (issue 13): each page type's JavaScript — the gzip size, zlib level 9, of every
 * script its HTML makes the browser load — stays within its budget in scripts/page-budgets.ts, and
 * the menu's default view stays within 40 kB of HTML on the wire. Deterministic (bytes, not times).
 * Runs once, in the 'budgets' project (playwright.config.ts), with the API client only.
 */

const DEMO_SHOPPER = { email: 'demo@northmeadow.example', password: 'Meadow-demo-2026' }
const DEMO_OWNER = { email: 'owner@northmeadow.example', password: 'Meadow-demo-2026' }
const VISITOR = 'tests/e2e/fixtures/verified-visitor.json'

let pages: ShopperPages
test.beforeAll(async ({ request }) => {
  pages = await findShopperPages((path) => html(request, path))
})

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 })
  if (response.status() !== 200) throw new Error(`GET ${path} answered ${response.status()}`)
  return response.text()
}

/** A visitor whose cart at the menu's store holds the first product in stock. */
async function withCartItem(request: APIRequestContext, storeId: number, origin: string): Promise<void> {
  const listing = (await (await request.get(`/api/products?storeId=${storeId}`)).json()) as {
    algolia: { product_id: number; inventory_potencies: { price_id: string; inventory: number }[] }[]
  }
  const hit = listing.algolia.find((h) => h.inventory_potencies.some((p) => p.inventory > 0))
  const weight = hit?.inventory_potencies.find((p) => p.inventory > 0)?.price_id
  if (!hit || !weight) throw new Error(`No product in stock on the first page of store ${storeId}`)
  const response = await request.post('/api/cart', {
    data: { intent: 'add', storeId, productId: hit.product_id, weight, quantity: 1 },
    headers: { Origin: origin },
  })
  expect(response.status(), 'POST /api/cart').toBe(200)
}

async function signedIn(request: APIRequestContext, origin: string, account = DEMO_SHOPPER): Promise<void> {
  const response = await request.post('/sign-in', {
    form: account,
    headers: { Origin: origin, 'X-Forwarded-For': randomClientAddress() },
    maxRedirects: 0,
  })
  expect(response.status(), `POST /sign-in for ${account.email}`).toBe(302)
}

type PageCase = { path: (p: ShopperPages) => string; prepare?: (request: APIRequestContext, p: ShopperPages, origin: string) => Promise<void> }

const CASES: Record<BudgetedPage, PageCase> = {
  home: { path: (p) => p.home },
  dispensaries: { path: (p) => p.dispensaries },
  state: { path: (p) => p.state },
  stateDeals: { path: (p) => p.stateDeals },
  providers: { path: (p) => p.providers },
  dispensary: { path: (p) => p.dispensary },
  menu: { path: (p) => p.menu },
  product: { path: (p) => p.product },
  checkout: { path: (p) => `/checkout/${p.storeId}`, prepare: (request, p, origin) => withCartItem(request, p.storeId, origin) },
  signIn: { path: () => '/sign-in' },
  signUp: { path: () => '/sign-up' },
  account: { path: () => '/account', prepare: (request, _p, origin) => signedIn(request, origin) },
  accountOrders: { path: () => '/account/orders', prepare: (request, _p, origin) => signedIn(request, origin) },
  // Issue 19: the menu import, as the chain's owner sees it.
  staffMenu: { path: () => '/staff/menu', prepare: (request, _p, origin) => signedIn(request, origin, DEMO_OWNER) },
  blog: { path: () => '/blog' },
  article: { path: () => '/blog/cannabis-101/first-dispensary-visit' },
  recipe: { path: () => '/blog/recipes/low-dose-brownies' },
  // Issue 16 (branch i16-legal).
  legalStatus: { path: () => '/where-is-cannabis-legal' },
  stateLaws: { path: () => '/cannabis-laws-by-state' },
  stateLaw: { path: () => '/cannabis-laws-by-state/illinois' },
  faq: { path: () => '/faq' },
  faqCategory: { path: () => '/faq/illinois' },
  guide: { path: () => '/getting-a-medical-card' },
  stateMedicalCard: { path: () => '/dispensaries/illinois/getting-a-medical-card' },
  // Issue 16 (branch i16-search): an overview with products, articles and their show-mores.
  search: { path: () => '/search?query=flower' },
  // Issue 17 (branch i17-contact).
  contact: { path: () => '/contact' },
  // Issue 17 (branch i17-registration).
  registrationForms: { path: () => '/registration-form' },
  registration: { path: () => '/new-york-patient-registration-form' },
  // Issue 16 (branch i16-pages).
  aboutUs: { path: () => '/about-us' },
  cannabisInsider: { path: () => '/cannabis-insider' },
  siteMap: { path: () => '/site-map' },
  // Issue 19 (branch i19-specials): the store's staff.
  staffSpecials: { path: () => '/staff/specials', prepare: (request, p, origin) => signedIn(request, origin, { email: `staff-${p.storeId}@northmeadow.example`, password: DEMO_SHOPPER.password }) },
}

function overBudget(name: string, js: PageJavaScript, budget: number): string {
  const largest = js.files
    .slice(0, 6)
    .map((file) => `    ${kB(file.gzipBytes).padStart(9)}  ${file.path}`)
    .join('\n')
  return (
    `${name} (${js.page}): JavaScript ${kB(js.totalGzipBytes)} gzip (level ${js.gzipLevel}, ${js.files.length} files) ` +
    `is over its budget of ${kB(budget)} (scripts/page-budgets.ts). Largest scripts:\n${largest}`
  )
}

for (const [name, budget] of Object.entries(PAGE_BUDGETS) as [BudgetedPage, (typeof PAGE_BUDGETS)[BudgetedPage]][]) {
  test(`${name}: JavaScript within ${kB(budget.javaScriptGzipBytes)} gzip`, async ({ playwright, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    // Each page type in its own visitor, so a cart or a session does not leak into another's figure.
    const request = await playwright.request.newContext({ baseURL, storageState: VISITOR })
    try {
      const pageCase = CASES[name]
      await pageCase.prepare?.(request, pages, origin)
      const path = pageCase.path(pages)
      const js = await javaScriptOfPage(path, await html(request, path), async (asset) => {
        const response = await request.get(asset)
        if (!response.ok()) throw new Error(`GET ${asset} answered ${response.status()}`)
        return response.body()
      })
      console.log(`${name.padEnd(14)} ${kB(js.totalGzipBytes).padStart(9)} gzip in ${js.files.length} scripts (budget ${kB(budget.javaScriptGzipBytes)})  ${path}`)
      expect(js.files.length, `${name} (${path}) loads no scripts: is the page right?`).toBeGreaterThan(0)
      expect(js.totalGzipBytes, overBudget(name, js, budget.javaScriptGzipBytes)).toBeLessThanOrEqual(budget.javaScriptGzipBytes)
    } finally {
      await request.dispose()
    }
  })
}

test(`menu: HTML on the wire within ${kB(PAGE_BUDGETS.menu.htmlWireGzipBytes)} gzip`, async ({ baseURL }) => {
  // node's http client: the body is counted as it crossed the wire, before any decoding.
  const wire = await htmlOnTheWire(`${baseURL}${pages.menu}`, 'nm_age_verified=true')
  expect(wire.gzip.status).toBe(200)
  expect(wire.gzip.contentEncoding, 'the server gzips the menu HTML when asked').toBe('gzip')
  console.log(`menu HTML on the wire: ${kB(wire.gzip.bytes)} gzip, ${kB(wire.br.bytes)} br (${wire.br.contentEncoding})  ${pages.menu}`)
  expect(
    wire.gzip.bytes,
    `menu (${pages.menu}): HTML on the wire ${kB(wire.gzip.bytes)} gzip (br ${kB(wire.br.bytes)}) is over its budget of ` +
      `${kB(PAGE_BUDGETS.menu.htmlWireGzipBytes)} (scripts/page-budgets.ts)`,
  ).toBeLessThanOrEqual(PAGE_BUDGETS.menu.htmlWireGzipBytes)
})

/** The text of a page's HTML as a browser may draw it: no scripts, styles or tags, entities decoded, no line breaks. */
function pageText(markup: string): string {
  return markup
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' })[name] ?? '')
    .replace(/[\n\r\t]/g, ' ')
}

/**
 * Issue 13: a first visit to these pages downloads two small font files, the core files of Inter
 * and Fraunces (app/fonts, scripts/font-subsets.ts), preloaded with the HTML; and the pages' text
 * needs no other file of those fonts (a character outside the core would fetch fontsource's whole
 * Latin file as well).
 */
for (const name of ['home', 'menu', 'product'] as const) {
  test(`${name}: preloads only the core font files, within ${kB(FONT_PRELOAD_BYTES)}, and its text needs no other`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, storageState: VISITOR })
    try {
      const path = CASES[name].path(pages)
      const markup = await html(request, path)
      const fonts = [...markup.matchAll(/<link\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((link) => /\bas="font"/.test(link))
        .map((link) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? '')
      expect(fonts.map((href) => /\/assets\/([a-z]+-core)-[^/]+\.woff2$/.exec(href)?.[1]).sort(), `${name} (${path}) font preloads`).toEqual(['fraunces-core', 'inter-core'])
      let bytes = 0
      for (const href of fonts) bytes += (await (await request.get(href)).body()).length
      console.log(`${name.padEnd(14)} fonts preloaded: ${kB(bytes)} in ${fonts.length} files  ${path}`)
      expect(bytes, `${name}: preloaded fonts (scripts/page-budgets.ts)`).toBeLessThanOrEqual(FONT_PRELOAD_BYTES)
      const core = new Set(CORE_TEXT)
      const outside = [...new Set(pageText(markup))].filter((char) => !core.has(char))
      expect(
        outside.map((char) => `${char} U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`),
        `${name} (${path}): characters outside the core font files; add them to CORE_TEXT (scripts/font-subsets.ts) and run npm run fonts`,
      ).toEqual([])
    } finally {
      await request.dispose()
    }
  })
}

/**
 * Issue 15: maps load only where a map is shown, after the page is live; the menu and the product
 * page never reference map code (no script they load mentions maplibre). Nor do they load the
 * tooltips' positioning (floating-ui), which comes when a tooltip first opens.
 */
for (const name of ['menu', 'product'] as const) {
  test(`${name}: loads no map code and no tooltip positioning`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, storageState: VISITOR })
    try {
      const path = CASES[name].path(pages)
      const withMaps: string[] = []
      const withPositioning: string[] = []
      const js = await javaScriptOfPage(path, await html(request, path), async (asset) => {
        const response = await request.get(asset)
        if (!response.ok()) throw new Error(`GET ${asset} answered ${response.status()}`)
        const body = await response.body()
        if (/maplibre/i.test(asset) || body.includes('maplibre')) withMaps.push(asset)
        if (body.includes('floating-ui-')) withPositioning.push(asset)
        return body
      })
      expect(js.files.length, `${name} (${path}) loads no scripts: is the page right?`).toBeGreaterThan(0)
      expect(withMaps, `${name} (${path}) loads map code`).toEqual([])
      expect(withPositioning, `${name} (${path}) loads floating-ui before a tooltip opens`).toEqual([])
    } finally {
      await request.dispose()
    }
  })
}

/**
 * Issue 16: the legal-status map's drawing code (us-atlas outlines, topojson-client; both hold the
 * word 'GeometryCollection') loads on no page as it loads: the map page itself comes with its SVG
 * drawn by the server, and only a client-side visit to it fetches the code.
 */
for (const name of ['home', 'state', 'dispensary', 'menu', 'product', 'legalStatus', 'stateLaw'] as const) {
  test(`${name}: loads no legal-status map code`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, storageState: VISITOR })
    try {
      const path = CASES[name].path(pages)
      const withMap: string[] = []
      const html = await request.get(path).then((response) => response.text())
      if (name === 'legalStatus') expect(html.match(/data-state="[A-Z]{2}"/g) ?? [], 'the server draws all 51 states').toHaveLength(51)
      const js = await javaScriptOfPage(path, html, async (asset) => {
        const response = await request.get(asset)
        if (!response.ok()) throw new Error(`GET ${asset} answered ${response.status()}`)
        const body = await response.body()
        if (/us-map/i.test(asset) || body.includes('GeometryCollection')) withMap.push(asset)
        return body
      })
      expect(js.files.length, `${name} (${path}) loads no scripts: is the page right?`).toBeGreaterThan(0)
      expect(withMap, `${name} (${path}) loads the legal-status map code`).toEqual([])
    } finally {
      await request.dispose()
    }
  })
}
