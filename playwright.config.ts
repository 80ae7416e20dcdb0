import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const BUDGETS = /budgets\.spec\.ts$/
/**
 * Specs of what the server answers (status pages, host modes, the mailbox, the analytics collector,
 * response headers, escaping of stored text, the site map's links, the newsletter's mails, the
 * medical-card rules) look the same at any width: they run once, in the desktop project, to keep CI
 * within its time. Their pages' phone layouts are still checked by the axe and layout journeys.
 */
const SERVER_ONLY = /\/(not-found|host-modes|mailbox|analytics|security-headers|stored-xss|site-map|cannabis-insider|medical-menu)\.spec\.ts$/
/**
 * Debian's chromium-headless-shell (the old headless mode, what Playwright itself runs headless) when
 * installed: it leaves out the full browser's window and its WebUI, and the journeys took half the
 * CPU in it. Else the full Chromium. CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/**
 * Browser journeys in Debian's Chromium (no browser download). The server is the production build
 * started with a fresh data dir, so every run also proves first start: migrate and seed.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // In CI one retry: a journey that fails and then passes is reported as flaky in the log (to be
  // fixed, as the carousel's early press was), but does not stop everything else from landing. A
  // journey that fails twice fails the run. Locally none, so a flaky journey shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Every journey starts as a visitor who passed the age gate and rejected optional cookies (on
    // localhost and oh.localhost), so the gate and the consent banner stay out of the way. The
    // gate's and consent's own specs start from an empty state instead.
    storageState: 'tests/e2e/fixtures/verified-visitor.json',
    // Recording a trace snapshots the DOM at every step (a menu has ~2,000 elements): in CI, where
    // nobody can open the trace, it only costs time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: [BUDGETS, SERVER_ONLY],
      // Journeys tagged ANY_WIDTH (tests/e2e/projects.ts) run once, in the desktop project.
      grepInvert: /@any-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false },
    },
    { name: 'desktop', testIgnore: BUDGETS, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // Page-weight budgets are bytes, the same for every viewport: checked once, without a browser.
    { name: 'budgets', testMatch: BUDGETS },
  ],
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && node server.js`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      // The embedded PostgreSQL, as `npm start` by default, even when DATABASE_URL is set (CI sets it
      // for the integration suite: scripts/with-postgres15.sh). An empty value counts as unset.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      OHIO_HOSTS: 'oh.localhost',
      // Lets a test stand for another client with X-Forwarded-For (rate-limit floods).
      TRUST_PROXY: 'loopback',
      // Lets the age-gate journeys ask for the birthday mode with ?age-gate=birthday.
      CONTENT_PREVIEW: 'true',
      // Mail stays in the outbox and /dev/mailbox shows it (sign-up, verification, reset journeys).
      DEV_MAILBOX: 'true',
      // One process: the browsers need the cores. tests/e2e/scale-out.spec.ts starts the cluster.
      WEB_CONCURRENCY: '1',
    },
  },
})
