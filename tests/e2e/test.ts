import { type BrowserContext, test as base, expect } from '@playwright/test'

/**
 * Every journey's `test` (import it from here, not from '@playwright/test'; eslint says so): the
 * pages run with the production Content-Security-Policy (server/security-headers.ts), and a
 * journey fails when the browser refuses anything under it — an inline script without the nonce, a
 * style, an image, a connection — in any page of any context it opens, its own `browser.newContext()`
 * ones included.
 *
 * A journey that provokes a violation on purpose (framing a page) says so with
 * `cspViolations.allow(/frame-ancestors/)` and can read what was reported in `cspViolations.list`.
 */
export type CspViolations = {
  /** What the browser reported during this test so far. */
  readonly list: readonly string[]
  /** Reports matching this are expected by the test and do not fail it. */
  allow(pattern: RegExp): void
}

// One test at a time runs in a worker: the running test's reports, from every context it opened.
let reported: string[] = []
const watched = new WeakSet<BrowserContext>()

async function watchForViolations(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return
  watched.add(context)
  // Chromium writes each refusal to the page's console ("Refused to execute inline script because it
  // violates the following Content Security Policy directive…"), including the ones a document
  // event never sees (a frame refused by frame-ancestors, a worker).
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) reported.push(message.text())
  })
  // And the DOM event, which names the directive and what it blocked.
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    reported.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation
      report?.(`securitypolicyviolation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}${event.sample ? ` (${event.sample})` : ''}`)
    })
  })
}

export const test = base.extend<{ cspViolations: CspViolations }>({
  cspViolations: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      reported = []
      const allowed: RegExp[] = []
      await provide({
        get list() {
          return [...reported]
        },
        allow(pattern) {
          allowed.push(pattern)
        },
      })
      const unexpected = reported.filter((text) => !allowed.some((pattern) => pattern.test(text)))
      expect(unexpected, 'Content-Security-Policy violations in the browser').toEqual([])
    },
    { auto: true },
  ],
  context: async ({ context }, provide) => {
    await watchForViolations(context)
    await provide(context)
  },
  browser: [
    async ({ browser }, provide) => {
      // Contexts a journey opens itself (a second shopper, a phone) are watched too; newPage() opens
      // its context through newContext().
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        await watchForViolations(context)
        return context
      }
      await provide(browser)
    },
    { scope: 'worker' },
  ],
})

export { expect }
