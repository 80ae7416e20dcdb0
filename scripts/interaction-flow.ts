/**
 * INP under Lighthouse's mobile throttling (issue 13: ≤ 200 ms): a Lighthouse user flow around a
 * few taps on the menu page. Each tap gets its own timespan on a freshly loaded page (loaded,
 * hydrated and quiet for a second, unthrottled); during the timespan Lighthouse applies its mobile
 * preset through DevTools — 4× CPU slowdown and the slow-4G network (a timespan cannot be
 * simulated, so throttlingMethod is 'devtools') — with its mobile screen emulation. The INP is
 * Lighthouse's 'interaction-to-next-paint' audit of that timespan; the tap to painted content under
 * the same throttling is recorded too (the probe of scripts/interaction-probe.ts).
 */
import { startFlow } from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'
import { installInteractionProbe, NAME_HELPER, paintedAt, type ContentSpec, type ProbeResult } from './interaction-probe'
import { MENU_INTERACTIONS } from './interactions'

/** Puppeteer's ARIA selectors for the taps the flow measures, and the interaction whose content they open. */
const FLOW_TAPS = [
  { interaction: "'All Filters' drawer", selector: '::-p-aria([name="All Filters"][role="button"])' },
  { interaction: 'cart drawer (empty, header button)', selector: '::-p-aria([name="Cart, 0 items"][role="button"])' },
  { interaction: "quick filter 'Category'", selector: '::-p-aria([name="Category"][role="button"])' },
]

/** Lighthouse's mobile screen (Moto G Power), set before the first load so the page lays out as a phone. */
const MOBILE_VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

export type FlowStep = {
  name: string
  inpMs: number | null
  /** Tap to painted content during the throttled timespan (network throttled too, so lazy code arrives late). */
  contentMs: number | null
  error?: string
}

export type FlowFigures = { cpuSlowdownMultiplier: number; throttlingMethod: string; steps: FlowStep[] }

export async function measureInteractionFlow(options: {
  base: string
  menuPath: string
  chromiumPath: string
  chromiumArgs: string[]
}): Promise<FlowFigures> {
  const browser = await puppeteer.launch({ executablePath: options.chromiumPath, headless: false, args: options.chromiumArgs, defaultViewport: null })
  try {
    const domain = new URL(options.base).hostname
    await browser.setCookie(
      { name: 'nm_age_verified', value: 'true', domain, path: '/', sameSite: 'Lax' },
      { name: 'nm_consent', value: encodeURIComponent('C0002:0,C0003:0,C0004:0'), domain, path: '/', sameSite: 'Lax' },
    )
    const page = await browser.newPage()
    await page.setViewport(MOBILE_VIEWPORT)
    await page.evaluateOnNewDocument(NAME_HELPER)
    await page.evaluateOnNewDocument(installInteractionProbe)
    const flow = await startFlow(page, {
      name: 'Menu page taps',
      flags: { logLevel: 'error', formFactor: 'mobile', throttlingMethod: 'devtools', onlyCategories: ['performance'] },
    })
    const contentByStep = new Map<string, { contentMs: number | null; error?: string }>()
    for (const tap of FLOW_TAPS) {
      const interaction = MENU_INTERACTIONS.find((i) => i.name === tap.interaction)
      if (!interaction || typeof interaction.content === 'function') throw new Error(`No fixed content for ${tap.interaction}`)
      await loadQuietly(page, `${options.base}${options.menuPath}`)
      await flow.startTimespan({ name: tap.interaction })
      try {
        contentByStep.set(tap.interaction, { contentMs: await tapAndWait(page, tap.selector, interaction.content) })
      } catch (caught) {
        contentByStep.set(tap.interaction, { contentMs: null, error: caught instanceof Error ? caught.message.split('\n')[0] : String(caught) })
      }
      await flow.endTimespan()
    }
    const result = await flow.createFlowResult()
    const cpu = result.steps[0]?.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN
    return {
      cpuSlowdownMultiplier: cpu,
      throttlingMethod: result.steps[0]?.lhr.configSettings.throttlingMethod ?? 'devtools',
      steps: result.steps.map((step) => {
        const inp = step.lhr.audits['interaction-to-next-paint']?.numericValue
        const content = contentByStep.get(step.name)
        return {
          name: step.name,
          inpMs: inp === undefined ? null : Math.round(inp),
          contentMs: content?.contentMs ?? null,
          ...(content?.error ? { error: content.error } : {}),
        }
      }),
    }
  } finally {
    await browser.close()
  }
}

async function loadQuietly(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 })
  await page.waitForFunction(
    () => {
      const element = document.querySelector('header') ?? document.querySelector('#main')
      return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')))
    },
    { timeout: 30_000 },
  )
  await new Promise((resolve) => setTimeout(resolve, 1000))
}

async function tapAndWait(page: Page, selector: string, content: ContentSpec): Promise<number> {
  const trigger = await page.waitForSelector(selector, { visible: true, timeout: 10_000 })
  if (!trigger) throw new Error(`no ${selector}`)
  await page.evaluate((spec) => window.__interactionProbe?.arm(spec), content)
  await trigger.tap()
  await page.waitForFunction(() => window.__interactionProbe?.result()?.painted != null, { timeout: 30_000, polling: 100 })
  // Event Timing and the trace need the paint after the interaction to land.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const result = (await page.evaluate(() => window.__interactionProbe?.result() ?? null)) as ProbeResult | null
  const paint = result ? paintedAt(result) : null
  if (!result?.tap || paint === null) throw new Error('the probe saw no tap or no content')
  return Math.round(paint.at - result.tap.timeStamp)
}
