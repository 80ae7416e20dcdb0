/**
 * The project's benchmark: `npm run bench` (after `npm run build`). Not a timed test: it prints
 * figures and writes them to bench/results.json.
 *
 * 0. The machine's speed (scripts/machine-reference.ts): a fixed React render that does not depend
 *    on the app, so runs on days of different speed can be told apart.
 * 1. Start-up: cold start of the production server with an empty data dir (init, migrate, seed the
 *    demo chain) to the first 200 from /healthz, and a start with the existing data dir.
 * 2. Load (issue 3 §5): the same scratch data dir is re-seeded with 100 stores × 1,000 products
 *    (the seed module, plus the search index), the production server starts on it, and autocannon
 *    loads it with varied requests drawn from a fixed seed (random stores; filter values taken
 *    from each store's real facets via /api/facets, so no cache answers them all):
 *    /api/products with no filter, with 2 filters, with 5 filters and a text query, and the menu
 *    page HTML, the product page HTML and /api/reviews; each once with 1 connection and once with
 *    20. p50/p95/p99 and requests/s per case. The search page (issue 16: overview, kinds, pages,
 *    sort, no results; products across every store) at 1 connection. Before the load: each store's menu once, one at a
 *    time, right after the start (every cache cold: the first shopper after a deploy or a
 *    catalogue change), reported on its own; then an unmeasured warm-up of all the cases in turn,
 *    so the load measures a running server. Every request says what Chrome says
 *    (`accept-encoding: gzip, deflate, br`), and the page requests carry the age cookie
 *    (nm_age_verified=true: a shopper past the gate, as issue 13 measured).
 * 3. The menu page's weight (scripts/page-weight.ts, shared with the CI budget check): the gzip size
 *    (level 9) of every script and module preload its HTML references, and its HTML on the wire
 *    (the compressed body as sent, for `accept-encoding: gzip` and for `br`).
 * 4. Reservations (issue 6 §5, scripts/bench-reservations.ts): 50 shoppers at once add 3 items at one
 *    store with low stock and each submit their reservation twice with one idempotency key; the
 *    database is then checked for oversold stock and duplicate orders.
 * 5. Menu import (issue 19, scripts/bench-menu-import.ts): a generated 10,000-row CSV file imported
 *    into one store, then again (nothing changes), then a next day's file; each ≤ 10 s.
 *
 * Options: --duration S per case (default 10), --quick (3 s per case), --stores N (100),
 * --products N (1000), --seed N (request mix), --port P (3199), --keep (keep the scratch data dir),
 * --only reservations|menu-import (just that scenario on the demo chain; its figures are merged into
 * bench/results.json).
 */
import autocannon from 'autocannon'
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { LIST_ATTRIBUTES, RANGE_ATTRIBUTES, SORT_OPTIONS } from '~/catalog/search/types'
import type { Database } from '~/db/client.server'
import { createRandom, type Random } from '~/db/seed/random'
import { printMenuImportFigures, runMenuImportScenario } from './bench-menu-import'
import { printReservationFigures, runReservationScenario } from './bench-reservations'
import { measureReference } from './machine-reference'
import { PAGE_BUDGETS } from './page-budgets'
import { htmlOnTheWire, javaScriptOfPage } from './page-weight'
import * as serverProcess from './server-process'

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    quick: { type: 'boolean', default: false },
    stores: { type: 'string', default: '100' },
    products: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '20250601' },
    port: { type: 'string', default: '3199' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
})
if (values.only !== undefined && values.only !== 'reservations' && values.only !== 'menu-import') fail('--only takes reservations or menu-import')
const duration = Number(values.duration ?? (values.quick ? 3 : 10))
const stores = Number(values.stores)
const productsPerStore = Number(values.products)
const requestSeed = Number(values.seed)
const port = Number(values.port)
if (!Number.isInteger(duration) || duration < 1 || duration > 120) fail('--duration must be a whole number of seconds from 1 to 120')
if (!Number.isInteger(stores) || stores < 1 || stores > 1000) fail('--stores must be a whole number from 1 to 1000')
if (!Number.isInteger(productsPerStore) || productsPerStore < 1 || productsPerStore > 5000) fail('--products must be a whole number from 1 to 5000')
if (!Number.isInteger(requestSeed) || requestSeed < 1) fail('--seed must be a positive whole number')
if (!Number.isInteger(port) || port < 1024 || port > 65535) fail('--port must be between 1024 and 65535')
if (!existsSync('build/server/index.js')) fail('No build found: run `npm run build` first.')

const base = `http://127.0.0.1:${port}`
const dataDir = path.resolve('.tmp', `bench-${process.pid}`)
const RESULTS_FILE = path.resolve('bench', 'results.json')
/** Distinct request paths generated per case; far more than any cache of recent answers would keep. */
const PATHS_PER_CASE = 5000

/** Issue 13, on the 2-core machine. 1 kB = 1,000 bytes. */
const TARGETS = {
  productsFiveFiltersP95Ms: 10,
  productsFiveFiltersRps: 400,
  menuHtmlP95Ms: 40,
  menuHtmlRps: 60,
  productHtmlP95Ms: 25,
  /** Issue 15: the locator, nearby dispensaries for 1,000 random points, at 1 connection. */
  nearbyP95Ms: 10,
  /** Issue 16: the search page's HTML (products across the 100 stores, articles, dispensaries), at 1 connection. */
  searchHtmlP95Ms: 30,
  menuJsGzipBytes: PAGE_BUDGETS.menu.javaScriptGzipBytes,
  menuHtmlWireGzipBytes: PAGE_BUDGETS.menu.htmlWireGzipBytes,
}
/** A shopper past the age gate, as issue 13 measured the pages. */
const AGE_COOKIE = 'nm_age_verified=true'
/** What Chrome offers; the server picks brotli for it. */
const ACCEPT_ENCODING = 'gzip, deflate, br'

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

// ---------------------------------------------------------------------------------------------
// The server

const { serverStderr, stopServer } = serverProcess
// Each bench shopper stands for its own client (X-Forwarded-For from loopback): guest reservations
// are capped per client address (decision 0016).
// Writes are accepted only from PUBLIC_ORIGIN (the CSRF guard): the bench's own address.
const startServer = (): ChildProcess => serverProcess.startServer({ port, dataDir, env: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: base } })

async function untilHealthy(child: ChildProcess, started: number): Promise<number> {
  try {
    return await serverProcess.untilHealthy(base, child, started)
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
}

// ---------------------------------------------------------------------------------------------
// The large catalogue

async function seedLargeCatalogue(): Promise<{ seconds: number; indexSeconds: number; products: number; indexed: number }> {
  // The app's logger reads LOG_LEVEL when it loads: this process only needs to hear about failures,
  // which throw anyway (shutting the embedded server down logs its idle connections going away).
  process.env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'silent'
  const { closeDatabase, openDatabase } = await import('~/db/client.server')
  const { migrateDatabase } = await import('~/db/migrate.server')
  const { seedDemoChain, truncateCatalogue } = await import('~/db/seed/seed.server')
  const db = await openDatabase({ dataDir })
  try {
    await migrateDatabase(db)
    await truncateCatalogue(db)
    const started = performance.now()
    const summary = await seedDemoChain(db, { stores, productsPerStore })
    const seconds = (performance.now() - started) / 1000
    const indexStarted = performance.now()
    let indexed = await countIndexed(db)
    // The seed may or may not refresh the search index itself; the load test needs it either way.
    if (indexed < summary.menuProducts) {
      const { refreshSearchIndex } = await import('~/catalog/search/index.server')
      await refreshSearchIndex(db)
      await db.execute(sql`analyze search_products`)
      indexed = await countIndexed(db)
    }
    return { seconds, indexSeconds: (performance.now() - indexStarted) / 1000, products: summary.menuProducts, indexed }
  } finally {
    await closeDatabase()
  }
}

async function countIndexed(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from search_products`)
  return Number(result.rows[0]?.n ?? 0)
}

// ---------------------------------------------------------------------------------------------
// Request mixes

type Store = {
  storeId: number
  menuPath: string
  facets: Record<string, Record<string, number>>
  words: string[]
  /** Product pages and ids of the store's first listing pages (the product page and reviews cases). */
  products: { url: string; productId: number }[]
}

async function getText(pathname: string): Promise<string> {
  const response = await fetch(`${base}${pathname}`, { headers: { cookie: AGE_COOKIE } })
  if (!response.ok) fail(`GET ${pathname} answered ${response.status}`)
  return response.text()
}

async function getJson<T>(pathname: string): Promise<T> {
  const response = await fetch(`${base}${pathname}`, { headers: { accept: 'application/json' } })
  if (!response.ok) fail(`GET ${pathname} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
  return (await response.json()) as T
}

/** Every menu page a visitor of this host can reach, found by following links like a visitor. */
async function findMenus(): Promise<{ storeId: number; menuPath: string }[]> {
  const index = await getText('/dispensaries')
  const dispensaries = [...new Set([...index.matchAll(/href="(\/dispensaries\/[a-z0-9-]+\/[a-z0-9-]+)\/?"/g)].map((m) => m[1] as string))]
  const menus = new Map<number, string>()
  for (const dispensary of dispensaries) {
    const html = await getText(dispensary)
    for (const match of html.matchAll(/href="(\/dispensaries\/[a-z0-9-]+\/[a-z0-9-]+\/(\d+)\/[a-z0-9-]+\/?)"/g)) {
      menus.set(Number(match[2]), match[1] as string)
    }
  }
  return [...menus].map(([storeId, menuPath]) => ({ storeId, menuPath })).sort((a, b) => a.storeId - b.storeId)
}

async function describeStores(menus: { storeId: number; menuPath: string }[]): Promise<Store[]> {
  const out: Store[] = []
  for (const menu of menus) {
    const facets = await getJson<Record<string, Record<string, number>>>(`/api/facets?storeId=${menu.storeId}`)
    const listing = await getJson<{ algolia: { name: string; url: string; product_id: number }[] }>(
      `/api/products?storeId=${menu.storeId}`,
    )
    const more = await getJson<{ algolia: { url: string; product_id: number }[] }>(`/api/products?storeId=${menu.storeId}&page=3`)
    const words = [
      ...new Set(
        listing.algolia.flatMap((hit) => hit.name.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length >= 4),
      ),
    ]
    const products = [...listing.algolia, ...more.algolia].map((hit) => ({ url: hit.url, productId: hit.product_id }))
    out.push({ ...menu, facets, words, products })
  }
  return out
}

type Filter = (params: URLSearchParams) => void

/** The filters a store's facets allow: one per list attribute with values, plus THC and CBD ranges. */
function filterChoices(store: Store, random: Random): { attribute: string; apply: Filter }[] {
  const choices: { attribute: string; apply: Filter }[] = []
  for (const attribute of LIST_ATTRIBUTES) {
    const values = Object.entries(store.facets[attribute] ?? {}).filter(([, count]) => count > 0).map(([value]) => value)
    if (values.length === 0) continue
    choices.push({
      attribute,
      apply: (params) => {
        // Now and then two values, to exercise OR within an attribute.
        for (const value of random.sample(values, random.chance(0.25) ? 2 : 1)) params.append(`refinementList[${attribute}][]`, value)
      },
    })
  }
  for (const attribute of RANGE_ATTRIBUTES.filter((a) => a !== 'percent_thca')) {
    choices.push({
      attribute,
      apply: (params) => {
        const min = attribute === 'percent_thc' ? random.int(5, 20) : random.int(0, 2)
        params.set(`refinementList[${attribute}][min]`, String(min))
        params.set(`refinementList[${attribute}][max]`, String(Math.min(100, min + random.int(5, 20))))
      },
    })
  }
  return choices
}

function productsPath(store: Store, random: Random, filters: number, text: boolean): string {
  const params = new URLSearchParams({ storeId: String(store.storeId) })
  if (text && store.words.length) {
    const word = random.pick(store.words)
    params.set('searchQuery', word.slice(0, random.int(Math.min(3, word.length), word.length)))
  }
  for (const choice of random.sample(filterChoices(store, random), filters)) choice.apply(params)
  if (random.chance(0.3)) params.set('currentSort', random.pick(SORT_OPTIONS).value)
  if (filters === 0) params.set('page', String(random.int(0, 4)))
  return `/api/products?${params}`
}

/** A reviews request as the product page's section makes them: pages, sorts and now and then a filter. */
function reviewsPath(store: Store, random: Random): string {
  const params = new URLSearchParams({ productId: String(random.pick(store.products).productId) })
  if (random.chance(0.4)) params.set('page', String(random.int(0, 2)))
  if (random.chance(0.4)) params.set('sort', random.pick(['recent', 'helpful', 'rating']))
  if (random.chance(0.3)) params.append('rating[]', String(random.int(1, 5)))
  return `/api/reviews?${params}`
}

/** Words a shopper might look for in the articles and dispensaries (the products' come from the menus). */
const SEARCH_WORDS = ['terpenes', 'edibles', 'dosing', 'medical card', 'storage', 'label', 'illinois', 'recipe', 'pre-rolls', 'northmeadow', 'vape', 'rewards']
const SEARCH_CATEGORIES = ['products', 'articles', 'dispensaries']

/**
 * Issue 16: the search page as shoppers use it, without a home dispensary (products across every
 * store, grouped by product): the overview for a menu word or its first letters, an article word,
 * a kind's own view and its second page, the other sort, and now and then a search finding nothing
 * (the fallback content).
 */
function searchPath(store: Store, random: Random): string {
  const params = new URLSearchParams()
  const roll = random.float(0, 1)
  if (roll < 0.08) params.set('query', `zq${random.int(1000, 9999)}x`)
  else if (roll < 0.35 || store.words.length === 0) params.set('query', random.pick(SEARCH_WORDS))
  else {
    const word = random.pick(store.words)
    params.set('query', word.slice(0, random.int(Math.min(3, word.length), word.length)))
  }
  if (random.chance(0.4)) {
    params.set('category', random.pick(SEARCH_CATEGORIES))
    if (random.chance(0.3)) params.set('page', '2')
  }
  if (random.chance(0.2)) params.set('sort', 'oldest')
  return `/search?${params}`
}

type Case = { name: string; paths: string[]; cookie?: string; connections?: number[] }

/** Points for the locator case: 1,000, uniform in the contiguous United States' bounding box. */
const NEARBY_POINTS = 1000

function nearbyPaths(random: Random): string[] {
  return Array.from({ length: NEARBY_POINTS }, () => {
    const lat = random.float(24.5, 49.4).toFixed(4)
    const lng = random.float(-124.8, -66.9).toFixed(4)
    return `/api/dispensaries/nearby?lat=${lat}&lng=${lng}`
  })
}

function buildCases(storeList: Store[]): Case[] {
  const random = createRandom(requestSeed)
  const mix = (label: string, make: (store: Store, r: Random) => string) => {
    const r = random.fork(label)
    return Array.from({ length: PATHS_PER_CASE }, () => make(r.pick(storeList), r))
  }
  return [
    { name: '/api/products, no filter', paths: mix('none', (s, r) => productsPath(s, r, 0, false)) },
    { name: '/api/products, 2 filters', paths: mix('two', (s, r) => productsPath(s, r, 2, false)) },
    { name: '/api/products, 5 filters + text', paths: mix('five', (s, r) => productsPath(s, r, 5, true)) },
    { name: 'menu page HTML', paths: mix('menu', (s) => s.menuPath), cookie: AGE_COOKIE },
    { name: 'product page HTML', paths: mix('product', (s, r) => r.pick(s.products).url), cookie: AGE_COOKIE },
    { name: '/api/reviews', paths: mix('reviews', (s, r) => reviewsPath(s, r)) },
    { name: '/api/dispensaries/nearby', paths: nearbyPaths(random.fork('nearby')), connections: [1] },
    { name: '/search page HTML', paths: mix('search', (s, r) => searchPath(s, r)), cookie: AGE_COOKIE, connections: [1] },
  ]
}

// ---------------------------------------------------------------------------------------------
// Load

type CaseResult = {
  name: string
  connections: number
  seconds: number
  requests: number
  non2xx: number
  errors: number
  p50: number
  p95: number
  p99: number
  requestsPerSecond: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

/** Each path once, one after another; latency to the whole body (ms). */
async function timeEach(paths: string[], cookie?: string): Promise<{ requests: number; p50: number; p95: number; max: number }> {
  const times: number[] = []
  for (const pathname of paths) {
    const started = performance.now()
    const response = await fetch(`${base}${pathname}`, {
      headers: { 'accept-encoding': ACCEPT_ENCODING, accept: 'text/html', ...(cookie ? { cookie } : {}) },
    })
    await response.arrayBuffer()
    if (!response.ok) fail(`GET ${pathname} answered ${response.status}`)
    times.push(performance.now() - started)
  }
  const sorted = times.sort((a, b) => a - b)
  return { requests: sorted.length, p50: round(percentile(sorted, 50), 1), p95: round(percentile(sorted, 95), 1), max: round(sorted.at(-1) ?? Number.NaN, 1) }
}

function load(paths: string[], connections: number, seconds: number, cookie?: string) {
  let next = 0
  const times: number[] = []
  let non2xx = 0
  return new Promise<{ times: number[]; non2xx: number; errors: number; seconds: number }>((resolve, reject) => {
    const started = performance.now()
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        // What Chrome sends; the server compresses answers as it would for a shopper.
        headers: { 'accept-encoding': ACCEPT_ENCODING, accept: 'text/html,application/json', ...(cookie ? { cookie } : {}) },
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) reject(error)
        else resolve({ times, non2xx, errors: result.errors, seconds: (performance.now() - started) / 1000 })
      },
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime)
      if (statusCode < 200 || statusCode > 299) non2xx++
    })
  })
}

async function runCase({ name, paths, cookie }: Case, connections: number): Promise<CaseResult> {
  const run = await load(paths, connections, duration, cookie)
  const sorted = [...run.times].sort((a, b) => a - b)
  const result: CaseResult = {
    name,
    connections,
    seconds: round(run.seconds, 1),
    requests: sorted.length,
    non2xx: run.non2xx,
    errors: run.errors,
    p50: round(percentile(sorted, 50), 1),
    p95: round(percentile(sorted, 95), 1),
    p99: round(percentile(sorted, 99), 1),
    requestsPerSecond: round(sorted.length / run.seconds, 0),
  }
  const problems = result.non2xx || result.errors ? `   !! ${result.non2xx} non-2xx, ${result.errors} errors` : ''
  console.log(
    `${name.padEnd(34)} ${String(connections).padStart(2)} conn  p50 ${fmt(result.p50)}  p95 ${fmt(result.p95)}  p99 ${fmt(result.p99)}  ${String(result.requestsPerSecond).padStart(5)} req/s${problems}`,
  )
  return result
}

const fmt = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

// ---------------------------------------------------------------------------------------------
// The menu page's weight

async function menuWeight(menuPath: string) {
  const html = await getText(menuPath)
  const javaScript = await javaScriptOfPage(menuPath, html, async (asset) => {
    const response = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'identity' } })
    if (!response.ok) fail(`GET ${asset} answered ${response.status}`)
    return new Uint8Array(await response.arrayBuffer())
  })
  const wire = await htmlOnTheWire(`${base}${menuPath}`, AGE_COOKIE)
  return { javaScript, html: { page: menuPath, decodedBytes: Buffer.byteLength(html), gzipBytes: wire.gzip.bytes, brBytes: wire.br.bytes, wire } }
}

// ---------------------------------------------------------------------------------------------

const benchStarted = performance.now()
await rm(dataDir, { recursive: true, force: true })
let server: ChildProcess | undefined
const harness = { base, dataDir, startServer, untilHealthy, stopServer }
if (values.only === 'reservations' || values.only === 'menu-import') {
  // This process opens the database itself; only failures need to be heard (they throw anyway).
  process.env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'silent'
  try {
    // A cold start seeds the demo chain into the scratch data dir; the scenario runs on it.
    const started = performance.now()
    server = startServer()
    await untilHealthy(server, started)
    await stopServer(server)
    server = undefined
    const previous = existsSync(RESULTS_FILE) ? (JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as Record<string, unknown>) : {}
    await mkdir(path.dirname(RESULTS_FILE), { recursive: true })
    if (values.only === 'menu-import') {
      const menuImport = await runMenuImportScenario(dataDir)
      printMenuImportFigures(menuImport)
      await writeFile(RESULTS_FILE, `${JSON.stringify({ ...previous, menuImport: { date: new Date().toISOString(), catalogue: 'demo chain', ...menuImport } }, null, 2)}\n`)
      console.log(`\nmerged the menu import figures into ${path.relative(process.cwd(), RESULTS_FILE)}`)
      if (!menuImport.ok) process.exitCode = 1
    } else {
      const reservations = await runReservationScenario(harness)
      printReservationFigures(reservations)
      await writeFile(RESULTS_FILE, `${JSON.stringify({ ...previous, reservations: { date: new Date().toISOString(), catalogue: 'demo chain', ...reservations } }, null, 2)}\n`)
      console.log(`\nmerged the reservation figures into ${path.relative(process.cwd(), RESULTS_FILE)}`)
      if (!reservations.ok) process.exitCode = 1
    }
  } finally {
    if (server) await stopServer(server)
    if (!values.keep) await rm(dataDir, { recursive: true, force: true })
  }
  process.exit()
}
try {
  // Before anything else runs, and again at the end (below): this machine's speed can swing by a
  // factor of two within minutes, so one reading does not stand for a whole run.
  const referenceMs = round(measureReference({ runs: 200 }), 2)
  console.log(`machine reference: React renders a fixed 1,602-element page in ${referenceMs.toFixed(2)} ms (median of 200; lower is faster)`)
  let started = performance.now()
  server = startServer()
  const cold = await untilHealthy(server, started)
  await stopServer(server)
  started = performance.now()
  server = startServer()
  const warm = await untilHealthy(server, started)
  await stopServer(server)
  server = undefined
  console.log(`cold start, empty data dir (init + migrate + seed)  ${(cold / 1000).toFixed(2)} s to the first 200 from /healthz`)
  console.log(`start with the existing data dir                    ${(warm / 1000).toFixed(2)} s to the first 200 from /healthz`)

  const seeded = await seedLargeCatalogue()
  console.log(
    `seeded ${stores} stores × ${productsPerStore} products (${seeded.products.toLocaleString('en-US')} store products) in ${seeded.seconds.toFixed(1)} s; search index ${seeded.indexed.toLocaleString('en-US')} rows (${seeded.indexSeconds.toFixed(1)} s)`,
  )
  if (seeded.indexed < seeded.products) fail('The search index does not hold every store product.')

  started = performance.now()
  server = startServer()
  const large = await untilHealthy(server, started)
  console.log(`start on the large catalogue                        ${(large / 1000).toFixed(2)} s to the first 200 from /healthz`)

  const menus = await findMenus()
  if (menus.length === 0) fail('No menu pages found from /dispensaries.')
  const storeList = await describeStores(menus)
  const cases = buildCases(storeList)
  console.log(
    `load: ${storeList.length} stores reachable on this host, ${PATHS_PER_CASE} distinct requests per case from seed ${requestSeed}, ${duration} s per run`,
  )

  // The first visit of each store's menu since the server started: every cache cold (no rows, no
  // first page in memory or in the shared store_views), as after a deploy. Each store once, one at a
  // time. It is also the menu's warm-up: a store's later visits, like the shoppers' of a running
  // server, find its rows worked out (until the next checkout or special changes them).
  const firstVisits = await timeEach(storeList.map((s) => s.menuPath), AGE_COOKIE)
  console.log(
    `menu page HTML, each store's first visit since the start (${firstVisits.requests} stores, cold caches): p50 ${fmt(firstVisits.p50)}  p95 ${fmt(firstVisits.p95)}  max ${fmt(firstVisits.max)}`,
  )
  // Warm the JIT, the pools and PostgreSQL's buffers with a mix of everything, unmeasured: the cases'
  // paths taken in turn, so each case is in the mix however far the warm-up gets.
  const mix = Array.from({ length: 200 }, (_, index) => cases.map((c) => c.paths[index]!)).flat()
  await load(mix, 4, Math.min(3, duration), AGE_COOKIE)
  console.log('')

  const results: CaseResult[] = []
  for (const benchCase of cases) {
    for (const connections of benchCase.connections ?? [1, 20]) results.push(await runCase(benchCase, connections))
  }

  const weight = await menuWeight(storeList[0]!.menuPath)
  const js = weight.javaScript
  console.log(
    `\nmenu page JavaScript: ${js.files.length} files, ${(js.totalBytes / 1000).toFixed(1)} kB, ${(js.totalGzipBytes / 1000).toFixed(1)} kB gzip (level ${js.gzipLevel})`,
  )
  console.log(
    `menu page HTML: ${(weight.html.decodedBytes / 1000).toFixed(1)} kB, on the wire ${(weight.html.gzipBytes / 1000).toFixed(1)} kB gzip, ${(weight.html.brBytes / 1000).toFixed(1)} kB br`,
  )

  const five1 = results.find((r) => r.name.includes('5 filters') && r.connections === 1)!
  const five20 = results.find((r) => r.name.includes('5 filters') && r.connections === 20)!
  const menu1 = results.find((r) => r.name === 'menu page HTML' && r.connections === 1)!
  const menu20 = results.find((r) => r.name === 'menu page HTML' && r.connections === 20)!
  const product1 = results.find((r) => r.name === 'product page HTML' && r.connections === 1)!
  const nearby1 = results.find((r) => r.name === '/api/dispensaries/nearby' && r.connections === 1)!
  const search1 = results.find((r) => r.name === '/search page HTML' && r.connections === 1)!
  const targets = [
    { target: 'menu page HTML, p95 at 1 connection', limit: `<= ${TARGETS.menuHtmlP95Ms} ms`, measured: `${menu1.p95} ms`, met: menu1.p95 <= TARGETS.menuHtmlP95Ms },
    { target: 'menu page HTML, requests/s at 20 connections', limit: `>= ${TARGETS.menuHtmlRps}`, measured: `${menu20.requestsPerSecond}`, met: menu20.requestsPerSecond >= TARGETS.menuHtmlRps },
    { target: 'product page HTML, p95 at 1 connection', limit: `<= ${TARGETS.productHtmlP95Ms} ms`, measured: `${product1.p95} ms`, met: product1.p95 <= TARGETS.productHtmlP95Ms },
    { target: '/api/products 5 filters + text, p95 at 1 connection', limit: `<= ${TARGETS.productsFiveFiltersP95Ms} ms`, measured: `${five1.p95} ms`, met: five1.p95 <= TARGETS.productsFiveFiltersP95Ms },
    { target: '/api/products 5 filters + text, requests/s at 20 connections', limit: `>= ${TARGETS.productsFiveFiltersRps}`, measured: `${five20.requestsPerSecond}`, met: five20.requestsPerSecond >= TARGETS.productsFiveFiltersRps },
    { target: 'locator: nearby for 1,000 random points, p95 at 1 connection', limit: `<= ${TARGETS.nearbyP95Ms} ms`, measured: `${nearby1.p95} ms`, met: nearby1.p95 <= TARGETS.nearbyP95Ms },
    { target: '/search page HTML, p95 at 1 connection', limit: `<= ${TARGETS.searchHtmlP95Ms} ms`, measured: `${search1.p95} ms`, met: search1.p95 <= TARGETS.searchHtmlP95Ms },
    { target: 'menu page JavaScript, gzip', limit: `<= ${TARGETS.menuJsGzipBytes / 1000} kB`, measured: `${(js.totalGzipBytes / 1000).toFixed(1)} kB`, met: js.totalGzipBytes <= TARGETS.menuJsGzipBytes },
    {
      target: 'menu page HTML on the wire, gzip',
      limit: `<= ${TARGETS.menuHtmlWireGzipBytes / 1000} kB`,
      measured: `${(weight.html.gzipBytes / 1000).toFixed(1)} kB (br ${(weight.html.brBytes / 1000).toFixed(1)} kB)`,
      met: weight.html.gzipBytes <= TARGETS.menuHtmlWireGzipBytes,
    },
  ]
  console.log('\ntargets (issues 13, 15, 16)')
  for (const t of targets) console.log(`  ${t.met ? 'met   ' : 'MISSED'}  ${t.target.padEnd(62)} ${t.limit.padEnd(10)} measured ${t.measured}`)
  await stopServer(server)
  server = undefined
  const reservations = await runReservationScenario(harness)
  printReservationFigures(reservations)
  const menuImport = await runMenuImportScenario(dataDir)
  printMenuImportFigures(menuImport)

  const referenceAfterMs = round(measureReference({ runs: 200 }), 2)
  console.log(`\nmachine reference at the end: ${referenceAfterMs.toFixed(2)} ms (at the start: ${referenceMs.toFixed(2)} ms)`)

  const failures = results.filter((r) => r.non2xx > 0 || r.errors > 0)
  if (failures.length) console.log(`\n!! ${failures.length} case(s) saw non-2xx answers or errors; their figures are suspect.`)
  serverProcess.printServerStderr()

  await mkdir(path.dirname(RESULTS_FILE), { recursive: true })
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model ?? null,
          memoryGb: round(os.totalmem() / 2 ** 30, 1),
          node: process.version,
          referenceRenderMs: referenceMs,
          referenceRenderMsAtEnd: referenceAfterMs,
        },
        options: { durationSeconds: duration, stores, productsPerStore, requestSeed, pathsPerCase: PATHS_PER_CASE },
        startup: { coldSeconds: round(cold / 1000, 2), warmSeconds: round(warm / 1000, 2), largeCatalogueSeconds: round(large / 1000, 2) },
        seed: { seconds: round(seeded.seconds, 1), indexSeconds: round(seeded.indexSeconds, 1), storeProducts: seeded.products, indexed: seeded.indexed },
        storesReachable: storeList.length,
        menuFirstVisits: firstVisits,
        cases: results,
        menuJavaScript: js,
        menuHtml: weight.html,
        targets,
        reservations: { catalogue: `${stores} stores × ${productsPerStore} products`, ...reservations },
        menuImport: { catalogue: `${stores} stores × ${productsPerStore} products`, ...menuImport },
        serverStderr: Object.fromEntries(serverStderr),
        totalSeconds: round((performance.now() - benchStarted) / 1000, 1),
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nwrote ${path.relative(process.cwd(), RESULTS_FILE)} (${((performance.now() - benchStarted) / 1000).toFixed(0)} s in all)`)
} finally {
  if (server) await stopServer(server)
  if (!values.keep) await rm(dataDir, { recursive: true, force: true })
}
