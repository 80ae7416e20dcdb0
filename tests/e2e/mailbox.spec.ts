import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { randomClientAddress } from './accounts'
import { waitForHydration } from './hydration'
import { expect, test } from './test'

/** The seeded, verified demo shopper (app/db/seed/accounts.server.ts). */
const DEMO_EMAIL = 'demo@northmeadow.example'
const RESET_SUBJECT = 'Reset your Northmeadow Cannabis Co. password'

/**
 * axe on the page's main (or the whole document). Legacy mode without frames: axe's default run waits
 * forever on the message preview, a sandboxed frame where no script may run; the frame element
 * itself (its title) is still checked, and the mail's HTML is checked on a page of its own.
 */
async function seriousViolations(page: Page, scope: string | null = 'main'): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ iframes: false })
  const results = await (scope ? builder.include(scope) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Ids of the messages the mailbox lists for the demo shopper, newest first. */
async function listedIds(page: Page): Promise<number[]> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(DEMO_EMAIL)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Mail, newest first' })
  if (!(await list.isVisible())) return []
  const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.map((href) => Number(/^\/dev\/mailbox\/(\d+)$/.exec(href)?.[1]))
}

test('a password-reset request for the demo shopper lands in the dev mailbox with its link', async ({ page, baseURL }) => {
  const before = await listedIds(page)

  const response = await page.request.post('/forgot-password', {
    form: { email: DEMO_EMAIL },
    headers: { Origin: new URL(baseURL!).origin, 'X-Forwarded-For': randomClientAddress() },
    maxRedirects: 0,
  })
  expect(response.status(), 'POST /forgot-password').toBe(200)

  // The list, filtered to the shopper, shows a message that was not there before.
  let newest = 0
  await expect(async () => {
    const ids = await listedIds(page)
    newest = ids.find((id) => !before.includes(id)) ?? 0
    expect(newest).toBeGreaterThan(0)
  }).toPass()
  const list = page.getByRole('list', { name: 'Mail, newest first' })
  const row = list.getByRole('listitem').filter({ has: page.locator(`a[href="/dev/mailbox/${newest}"]`) })
  await expect(row).toContainText(DEMO_EMAIL)
  await expect(row).toContainText('reset-password')
  await expect(row).toContainText('Queued')
  await expect(row.getByRole('link', { name: RESET_SUBJECT })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Other recipients' mail is filtered out.
  await expect(list.getByRole('listitem').filter({ hasNotText: DEMO_EMAIL })).toHaveCount(0)

  // A client-side navigation: a click before hydration could be lost.
  await waitForHydration(page)
  await row.getByRole('link', { name: RESET_SUBJECT }).click()
  await expect(page).toHaveURL(new RegExp(`/dev/mailbox/${newest}$`))
  await expect(page.getByRole('heading', { level: 1, name: RESET_SUBJECT })).toBeVisible()
  await expect(page.getByText('Development tool', { exact: true })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  // The link, as a plain anchor and inside the sandboxed HTML part.
  const link = page.getByRole('main').getByRole('link', { name: 'Choose a new password' })
  await expect(link).toHaveAttribute('href', /\/reset-password\?token=[^&]+$/)
  const href = await link.getAttribute('href')
  await expect(page.getByRole('region', { name: 'Text part' })).toContainText(`Choose a new password: ${href}`)
  const preview = page.frameLocator('iframe[title^="HTML part"]')
  await expect(preview.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await expect(preview.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', href!)
  const frame = page.locator('iframe[title^="HTML part"]')
  await expect(frame).toHaveAttribute('sandbox', /^(?!.*allow-scripts).*$/)
  expect(await seriousViolations(page)).toEqual([])

  // The mail itself, as a mail client would show it, is accessible too.
  const mail = await page.context().newPage()
  await mail.setContent((await frame.getAttribute('srcdoc'))!)
  expect(await seriousViolations(mail, null)).toEqual([])
  await mail.close()

  // Following it opens the storefront's reset page.
  await link.click()
  await expect(page).toHaveURL(/\/reset-password\?token=/)
})

test('an unknown message is a 404 and the mailbox is never cached', async ({ page }) => {
  const missing = await page.goto('/dev/mailbox/999999999')
  expect(missing?.status()).toBe(404)
  const listed = await page.goto('/dev/mailbox')
  expect(listed?.status()).toBe(200)
  expect(listed?.headers()['cache-control']).toBe('no-store')
  expect(listed?.headers()['x-robots-tag']).toBe('noindex, nofollow')
})
