/**
 * Issue 13's phone figures: `npm run lighthouse` (after `npm run build`). Not a timed test: it prints
 * the figures against the issue's targets and writes them to bench/lighthouse.json (generated, not
 * committed), next to the bench's results.json.
 *
 * 1. Lighthouse (Node API, mobile form factor, default simulated throttling, performance and
 *    accessibility) on the home page, a menu page and a product page, in Chromium from
 *    CHROMIUM_PATH (default /usr/bin/chromium). The visitor has passed the age gate
 *    (nm_age_verified=true) but not chosen cookies yet, so the consent banner shows, as on a first
 *    visit. The menu is the first Illinois dispensary's recreational menu on /dispensaries/illinois,
 *    the product the first of that menu's grid (scripts/shopper-pages.ts). Each page runs --runs
 *    times (a fresh browser each); the run with the median performance score is reported.
 * 2. Interactions (scripts/interactions.ts): tap to painted content for every drawer, dropdown and
 *    panel on the menu page at 390 × 844, and INP from Lighthouse user flows around a few taps under
 *    4× CPU throttling (scripts/interaction-flow.ts).
 *
 * Unless --url is given it starts the production build (`node server.js`) on a scratch data dir
 * under .tmp/ (the first start seeds the demo chain) on a free port; WEB_CONCURRENCY and the rest of
 * the environment pass through.
 *
 * Options: --runs N (Lighthouse runs per page, default 3), --repeats N (per interaction, default 5),
 * --port P (default: a free one), --only home|menu|product|interactions (comma-separated for more
 * than one; the figures are merged into bench/lighthouse.json), --url http://host:port (measure a
 * server that is already running, e.g. the bench's, instead of starting one), --keep (keep the
 * scratch data dir), --reports DIR (also write every run's whole Lighthouse report there as JSON,
 * to see what a figure is made of: the requests with their priorities and timings, the traces'
 * metrics, every audit).
 */
import { type ChildProcess, execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse, { type Result } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { measureInteractionFlow, type FlowFigures } from './interaction-flow'
import { formatInteraction, INTERACTION_TARGET_MS, measureInteractions, type InteractionFigures } from './interactions'
import { freePort, printServerStderr, serverStderr, startServer, stopServer, untilHealthy } from './server-process'
import { findShopperPages, type ShopperPages } from './shopper-pages'

const PAGES = ['home', 'menu', 'product'] as const
type PageName = (typeof PAGES)[number]
const PARTS = [...PAGES, 'interactions'] as const
type Part = (typeof PARTS)[number]

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const AGE_COOKIE = { name: 'nm_age_verified', value: 'true' }

/** Issue 13, under Lighthouse's mobile throttling. Scores are 0–100. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  /** Strictly below. */
  cls: 0.05,
  menuLcpMs: 2000,
  menuTbtMs: 150,
  interactionMs: INTERACTION_TARGET_MS,
  inpMs: 200,
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    repeats: { type: 'string', default: '5' },
    port: { type: 'string' },
    only: { type: 'string' },
    url: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
})

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const runs = Number(values.runs)
const repeats = Number(values.repeats)
if (!Number.isInteger(runs) || runs < 1 || runs > 25) fail('--runs must be a whole number from 1 to 25')
if (!Number.isInteger(repeats) || repeats < 1 || repeats > 50) fail('--repeats must be a whole number from 1 to 50')
const parts: Part[] = values.only
  ? values.only.split(',').map((part) => {
      const name = part.trim()
      if (!(PARTS as readonly string[]).includes(name)) fail(`--only takes ${PARTS.join(', ')} (comma-separated); got "${name}"`)
      return name as Part
    })
  : [...PARTS]
if (values.port !== undefined && values.url !== undefined) fail('--port and --url do not go together: --url names a running server')
const requestedPort = values.port === undefined ? undefined : Number(values.port)
if (requestedPort !== undefined && (!Number.isInteger(requestedPort) || requestedPort < 1024 || requestedPort > 65535)) {
  fail('--port must be between 1024 and 65535')
}
let urlBase: string | undefined
if (values.url !== undefined) {
  try {
    urlBase = new URL(values.url).origin
  } catch {
    fail(`--url must be an address such as http://127.0.0.1:3199 (got "${values.url}")`)
  }
}
if (!urlBase && !existsSync('build/server/index.js')) fail('No build found: run `npm run build` first.')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromiumPath)) fail(`No Chromium at ${chromiumPath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`)

const RESULTS_FILE = path.resolve('bench', 'lighthouse.json')
/** Requests of each page before it is measured. */
const WARM_UP_REQUESTS = 20
const dataDir = path.resolve('.tmp', `lighthouse-${process.pid}`)

// ---------------------------------------------------------------------------------------------
// Lighthouse

type Issue = { id: string; title: string; displayValue: string | null; savingsMs: number; savingsBytes: number }

type PageRun = {
  performance: number
  accessibility: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  lcpElement: string | null
  /** TTFB, load delay, load time, render delay of the LCP (ms). */
  lcpPhases: Record<string, number>
  /** The performance opportunities and diagnostics with the largest estimated savings. */
  topIssues: Issue[]
  /** Accessibility audits that failed. */
  accessibilityFailures: { id: string; title: string }[]
  documentTransferBytes: number | null
  scriptTransferBytes: number
  scriptRequests: number
  totalTransferBytes: number
  mainThreadMs: number | null
  /**
   * Lighthouse's measure of this machine's CPU speed at the time of the run (higher is faster; the
   * DevTools calibration calls 1,000 a mid-tier phone). Simulated throttling multiplies what this
   * CPU does by 4, so the same page scores lower on a slower day: compare runs by this figure.
   */
  benchmarkIndex: number | null
  warnings: string[]
}

type PageFigures = { url: string; runs: PageRun[]; median: PageRun }

async function runLighthouse(url: string): Promise<PageRun> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    // Headless comes from the flags ('--headless=new'), as the issue lists them.
    headless: false,
    args: CHROMIUM_FLAGS,
    defaultViewport: null,
  })
  try {
    await browser.setCookie({ ...AGE_COOKIE, domain: new URL(url).hostname, path: '/', sameSite: 'Lax' })
    const page = await browser.newPage()
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile' },
      undefined,
      page,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    if (values.reports) {
      await mkdir(values.reports, { recursive: true })
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`
      await writeFile(path.join(values.reports, name), JSON.stringify(result.lhr))
    }
    return summarize(result.lhr)
  } finally {
    await browser.close()
  }
}

function summarize(lhr: Result): PageRun {
  const audit = (id: string) => lhr.audits[id]
  const numeric = (id: string) => round(audit(id)?.numericValue ?? Number.NaN, id === 'cumulative-layout-shift' ? 3 : 0)
  const lcpDetails = audit('largest-contentful-paint-element')?.details as
    | { items?: { items?: Record<string, unknown>[] }[] }
    | undefined
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string; selector?: string } | undefined
  const lcpPhases: Record<string, number> = {}
  for (const row of lcpDetails?.items?.[1]?.items ?? []) {
    if (typeof row.phase === 'string' && typeof row.timing === 'number') lcpPhases[row.phase] = round(row.timing, 0)
  }
  const requests = ((audit('network-requests')?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as {
    resourceType?: string
    transferSize?: number
  }[]
  const scripts = requests.filter((r) => r.resourceType === 'Script')

  const performanceRefs = lhr.categories.performance?.auditRefs ?? []
  const topIssues = performanceRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden' && ref.id !== 'largest-contentful-paint-element')
    .map((ref) => audit(ref.id))
    .filter((a): a is NonNullable<typeof a> => Boolean(a) && a!.score !== null && a!.score < 0.9)
    .map((a) => {
      const details = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined
      const metricMs = Object.entries(a.metricSavings ?? {})
        .filter(([metric]) => metric !== 'CLS')
        .map(([, value]) => value ?? 0)
      return {
        id: a.id,
        title: a.title,
        displayValue: a.displayValue ?? null,
        savingsMs: round(Math.max(0, details?.overallSavingsMs ?? 0, ...metricMs), 0),
        savingsBytes: details?.overallSavingsBytes ?? 0,
      }
    })
    .filter((issue) => issue.savingsMs > 0 || issue.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, 3)

  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => audit(ref.id))
    .filter((a): a is NonNullable<typeof a> => Boolean(a) && a!.score === 0)
    .map((a) => ({ id: a.id, title: a.title }))

  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} ${lcpNode.snippet ?? ''}`.trim() : null,
    lcpPhases,
    topIssues,
    accessibilityFailures,
    documentTransferBytes: requests.find((r) => r.resourceType === 'Document')?.transferSize ?? null,
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    totalTransferBytes: audit('total-byte-weight')?.numericValue ?? 0,
    mainThreadMs: audit('mainthread-work-breakdown')?.numericValue === undefined ? null : round(audit('mainthread-work-breakdown')!.numericValue!, 0),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    warnings: lhr.runWarnings,
  }
}

/** The run with the median performance score (the lower middle one for an even count). */
function medianRun(list: PageRun[]): PageRun {
  const sorted = [...list].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs)
  return sorted[Math.floor((sorted.length - 1) / 2)] as PageRun
}

// ---------------------------------------------------------------------------------------------
// Output

type Target = { page: string; figure: string; limit: string; measured: string; met: boolean }

function pageTargets(name: PageName, run: PageRun): Target[] {
  const targets: Target[] = [
    { page: name, figure: 'performance score', limit: `>= ${TARGETS.performance}`, measured: `${run.performance}`, met: run.performance >= TARGETS.performance },
    { page: name, figure: 'accessibility score', limit: `= ${TARGETS.accessibility}`, measured: `${run.accessibility}`, met: run.accessibility >= TARGETS.accessibility },
    { page: name, figure: 'CLS', limit: `< ${TARGETS.cls}`, measured: `${run.cls}`, met: run.cls < TARGETS.cls },
  ]
  if (name === 'menu') {
    targets.push(
      { page: name, figure: 'LCP', limit: `<= ${TARGETS.menuLcpMs / 1000} s`, measured: seconds(run.lcpMs), met: run.lcpMs <= TARGETS.menuLcpMs },
      { page: name, figure: 'TBT', limit: `<= ${TARGETS.menuTbtMs} ms`, measured: `${run.tbtMs} ms`, met: run.tbtMs <= TARGETS.menuTbtMs },
    )
  }
  return targets
}

function printPage(name: PageName, figures: PageFigures) {
  const m = figures.median
  const scores = figures.runs.map((r) => r.performance).join(', ')
  console.log(`\n${name}  ${figures.url}`)
  const indexes = figures.runs.map((r) => r.benchmarkIndex ?? '?').join(', ')
  console.log(`  performance ${m.performance}  accessibility ${m.accessibility}   (median of ${figures.runs.length} by performance; scores ${scores})`)
  console.log(`  machine: Lighthouse benchmark index ${indexes} (CPU speed during each run; higher is faster)`)
  console.log(
    `  FCP ${seconds(m.fcpMs)}  LCP ${seconds(m.lcpMs)}  TBT ${m.tbtMs} ms  CLS ${m.cls}  Speed Index ${seconds(m.speedIndexMs)}  main thread ${m.mainThreadMs ?? '?'} ms`,
  )
  const phases = Object.entries(m.lcpPhases).map(([phase, ms]) => `${phase} ${ms} ms`).join(', ')
  console.log(`  LCP element: ${m.lcpElement ?? '(none)'}${phases ? `\n    phases: ${phases}` : ''}`)
  console.log(
    `  transferred: document ${kB(m.documentTransferBytes)}, scripts ${kB(m.scriptTransferBytes)} in ${m.scriptRequests} requests, all ${kB(m.totalTransferBytes)}`,
  )
  for (const issue of m.topIssues) {
    const savings = [issue.savingsMs ? `${issue.savingsMs} ms` : '', issue.savingsBytes ? kB(issue.savingsBytes) : ''].filter(Boolean).join(', ')
    console.log(`  - ${issue.title}${issue.displayValue ? ` (${issue.displayValue})` : ''}: saves ~${savings}`)
  }
  for (const failure of m.accessibilityFailures) console.log(`  a11y failed: ${failure.id} — ${failure.title}`)
  for (const warning of m.warnings) console.log(`  warning: ${warning}`)
}

function printTargets(targets: Target[]) {
  console.log('\ntargets (issue 13)')
  for (const t of targets) {
    console.log(`  ${t.met ? 'met   ' : 'MISSED'}  ${t.page.padEnd(13)} ${t.figure.padEnd(40)} ${t.limit.padEnd(10)} measured ${t.measured}`)
  }
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kB = (bytes: number | null) => (bytes === null ? '?' : `${(bytes / 1000).toFixed(1)} kB`)

function chromiumVersion(): string | null {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------

const started = performance.now()
let server: ChildProcess | undefined
try {
  let base = urlBase
  if (!base) {
    const port = requestedPort ?? (await freePort())
    base = `http://127.0.0.1:${port}`
    await rm(dataDir, { recursive: true, force: true })
    const t0 = performance.now()
    // Its writes (the cart the interactions fill) pass the same-origin check only from its own origin.
    server = startServer({ port, dataDir, env: { PUBLIC_ORIGIN: base } })
    const ms = await untilHealthy(base, server, t0)
    console.log(`started the production build on ${base} in ${(ms / 1000).toFixed(1)} s (data dir ${path.relative(process.cwd(), dataDir)})`)
  } else {
    const health = await fetch(`${base}/healthz`).catch(() => null)
    if (!health?.ok) fail(`${base}/healthz does not answer 200: is the server running?`)
  }

  const get = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`, { headers: { cookie: `${AGE_COOKIE.name}=${AGE_COOKIE.value}` } })
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`)
    return response.text()
  }
  const shopperPages: ShopperPages = await findShopperPages(get)
  const pagePaths: Record<PageName, string> = { home: shopperPages.home, menu: shopperPages.menu, product: shopperPages.product }

  /**
   * Lighthouse now and then fails to find the navigation in its own trace (NO_NAVSTART, a known
   * flake of the trace recording, not of the page): that run is made again, up to twice.
   */
  async function runLighthouseRetrying(url: string): Promise<PageRun> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runLighthouse(url)
      } catch (error) {
        if (attempt >= 3 || !(error instanceof Error) || !error.message.includes('NO_NAVSTART')) throw error
        process.stdout.write(`(trace without a navigation start; again)\n`)
      }
    }
  }

  const pages: Partial<Record<PageName, PageFigures>> = {}
  const targets: Target[] = []
  for (const name of PAGES.filter((p) => parts.includes(p))) {
    const url = `${base}${pagePaths[name]}`
    // A server in use has run its code and filled its caches: the first requests after a start
    // (code not yet optimised, the store's rows not yet in memory) answer several times slower, and
    // Lighthouse adds the observed server time to every simulated figure.
    for (let warm = 0; warm < WARM_UP_REQUESTS; warm += 1) await get(pagePaths[name])
    const list: PageRun[] = []
    for (let run = 0; run < runs; run += 1) {
      process.stdout.write(`lighthouse ${name} run ${run + 1}/${runs}…\r`)
      list.push(await runLighthouseRetrying(url))
    }
    const figures = { url: pagePaths[name], runs: list, median: medianRun(list) }
    pages[name] = figures
    printPage(name, figures)
    targets.push(...pageTargets(name, figures.median))
  }

  let interactions: InteractionFigures[] | undefined
  let flow: FlowFigures | undefined
  if (parts.includes('interactions')) {
    console.log(`\ninteractions on ${shopperPages.menu} at 390 × 844 (tap to painted content; ${repeats} fresh loads each; target ${TARGETS.interactionMs} ms)`)
    interactions = await measureInteractions({
      base,
      menuPath: shopperPages.menu,
      storeId: shopperPages.storeId,
      chromiumPath,
      chromiumArgs: CHROMIUM_FLAGS,
      repeats,
      log: () => {},
    })
    for (const figures of interactions) console.log(formatInteraction(figures))
    for (const figures of interactions) {
      targets.push({
        page: 'interaction',
        figure: `${figures.name} (max)`,
        limit: `<= ${TARGETS.interactionMs} ms`,
        measured: figures.samples.length ? `${figures.maxMs} ms` : 'failed',
        met: figures.met,
      })
    }
    console.log('\nINP under Lighthouse mobile throttling (user flow, 4× CPU, one tap per timespan)')
    flow = await measureInteractionFlow({ base, menuPath: shopperPages.menu, chromiumPath, chromiumArgs: CHROMIUM_FLAGS })
    for (const step of flow.steps) {
      console.log(`  ${step.inpMs !== null && step.inpMs <= TARGETS.inpMs ? 'met   ' : 'MISSED'}  ${step.name.padEnd(38)} INP ${step.inpMs === null ? '?' : `${step.inpMs} ms`}${step.error ? `  !! ${step.error}` : ''}`)
      targets.push({
        page: 'INP (4× CPU)',
        figure: step.name,
        limit: `<= ${TARGETS.inpMs} ms`,
        measured: step.inpMs === null ? 'failed' : `${step.inpMs} ms`,
        met: step.inpMs !== null && step.inpMs <= TARGETS.inpMs,
      })
    }
  }

  printTargets(targets)
  printServerStderr()

  // With --only, the other parts' figures from an earlier run stay in the file.
  const previous = values.only && existsSync(RESULTS_FILE) ? (JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as Record<string, unknown>) : {}
  const previousPages = (previous.pages ?? {}) as Record<string, unknown>
  const previousTargets = ((previous.targets ?? []) as Target[]).filter((t) =>
    t.page === 'interaction' || t.page === 'INP (4× CPU)' ? !parts.includes('interactions') : !parts.includes(t.page as Part),
  )
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true })
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        ...previous,
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryGb: round(os.totalmem() / 2 ** 30, 1), node: process.version },
        lighthouseVersion: (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version,
        chromium: chromiumVersion(),
        options: { runs, repeats, only: values.only ?? null, server: urlBase ?? 'started by the script', webConcurrency: process.env.WEB_CONCURRENCY ?? null },
        shopperPages,
        pages: { ...previousPages, ...pages },
        ...(interactions ? { interactions } : {}),
        ...(flow ? { interactionFlow: flow } : {}),
        targets: [...previousTargets, ...targets],
        serverStderr: { ...((previous.serverStderr as Record<string, number> | undefined) ?? {}), ...Object.fromEntries(serverStderr) },
        totalSeconds: round((performance.now() - started) / 1000, 1),
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nwrote ${path.relative(process.cwd(), RESULTS_FILE)} (${((performance.now() - started) / 1000).toFixed(0)} s in all)`)
} finally {
  if (server) await stopServer(server)
  if (!values.keep && !urlBase) await rm(dataDir, { recursive: true, force: true })
}
