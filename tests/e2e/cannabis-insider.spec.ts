import type { Page } from '@playwright/test'
import { randomClientAddress, uniqueEmail } from './accounts'
import { withE2eDatabase } from './e2e-database'
import { waitForHydration, waitForIsland } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 16: /cannabis-insider, the newsletter (content/cannabis-insider.yaml, app/newsletter/):
 * sign-up, the double opt-in mail in the development mailbox, confirm (twice), already subscribed,
 * unsubscribe, a replaced link, without JavaScript, and the Ohio host, which does not offer it.
 */

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    // The refused sign-up answers 400: the browser logs the status of the form's request. The dev
    // mailbox's preview is a sandboxed frame, where the test's own init script may not run.
    if (message.type() === 'error' && !/status of 400|about:srcdoc/.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

/** The address of a link in the newest mail of `subject` to `email`, read in the development mailbox. */
async function mailLink(page: Page, email: string, subject: string, path: 'confirm' | 'unsubscribe'): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
  await page.getByRole('link', { name: subject }).first().click()
  const href = await page.locator(`a[href*="/cannabis-insider/${path}?token="]`).first().getAttribute('href')
  if (!href) throw new Error(`no ${path} link in '${subject}'`)
  return href
}

test('sign up, confirm by mail (twice), already subscribed, then unsubscribe', async ({ page }, testInfo) => {
  // Five pages with an axe check each, and three visits to the mailbox.
  test.slow()
  const consoleErrors = watchConsole(page)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientAddress() })
  const email = uniqueEmail('insider')
  await page.goto('/cannabis-insider')
  await expect(page.getByRole('heading', { level: 1, name: 'Cannabis Insider' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cannabis Insider' })).toHaveAttribute('data-banner-type', 'C10')
  await expect(page.getByRole('region', { name: 'In every issue' }).getByRole('heading', { level: 3 })).toHaveText([
    'New on the shelves',
    'Deals worth knowing',
    'Store events',
    'Plain-spoken guides',
  ])
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute('href', '/privacy-policy')
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/cannabis-insider-${testInfo.project.name}.png`, fullPage: true })

  // A bad address and no 21+ tick: both said, in the summary and at the fields.
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign up for Cannabis Insider' })
  await form.getByLabel('Email').fill('robin@')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert')).toContainText('Please check the highlighted fields.')
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.')
  await expect(form.getByText('Confirm that you are 21 or older to subscribe.').last()).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await form.getByLabel('Email').fill(email)
  await form.getByLabel('I am 21 or older').check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  const sent = page.getByRole('status').filter({ hasText: 'Check your email' })
  await expect(sent.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(sent).toContainText(`we sent a confirmation link to ${email}`)

  // The mail, its link: subscribed; the same link again changes nothing.
  const confirm = await mailLink(page, email, 'Confirm your Cannabis Insider subscription', 'confirm')
  await page.goto(confirm)
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.goto(confirm)
  await expect(page.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeVisible()

  // Signing up again says so.
  await page.goto('/cannabis-insider')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(email.toUpperCase())
  await page.getByLabel('I am 21 or older').check()
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Already subscribed' })).toContainText(`${email} is already subscribed to Cannabis Insider.`)

  // The welcome mail's unsubscribe link asks first, then unsubscribes; the link again is harmless.
  const unsubscribe = await mailLink(page, email, 'Welcome to Cannabis Insider', 'unsubscribe')
  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from Cannabis Insider?' })).toBeVisible()
  await expect(page.getByText(`We will stop sending the newsletter to ${email}.`)).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { level: 1, name: 'Already unsubscribed' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('without JavaScript: the form posts and the answer is a page; a replaced link says it expired and offers the form', ANY_WIDTH, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: 'tests/e2e/fixtures/verified-visitor.json' })
  const page = await context.newPage()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientAddress() })
  const email = uniqueEmail('insider-nojs')
  await page.goto(`${baseURL}/cannabis-insider`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert')).toContainText('Confirm that you are 21 or older to subscribe.')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('I am 21 or older').check()
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('status').getByRole('heading', { name: 'Check your email' })).toBeVisible()

  // A later sign-up replaces the link (here: the database says the sign-up is newer).
  const confirm = await mailLink(page, email, 'Confirm your Cannabis Insider subscription', 'confirm')
  await withE2eDatabase((client) => client.query(`update newsletter_subscribers set requested_at = requested_at + interval '1 second' where email = $1`, [email]))
  const response = await page.goto(confirm)
  expect(response?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible()
  await expect(page.getByText('This confirmation link has expired or was replaced by a newer one.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)

  const invalid = await page.goto(`${baseURL}/cannabis-insider/confirm?token=not-a-token`)
  expect(invalid?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible()
  const badUnsubscribe = await page.goto(`${baseURL}/cannabis-insider/unsubscribe?token=nope`)
  expect(badUnsubscribe?.status()).toBe(400)
  await context.close()
})

test('the footer links to Cannabis Insider on the main host; the Ohio host neither links to it nor serves it', ANY_WIDTH, async ({ page, baseURL }) => {
  await page.goto('/')
  await waitForHydration(page)
  await waitForIsland(page, 'footer')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cannabis Insider' })).toHaveAttribute('href', '/cannabis-insider')
  const ohio = new URL(baseURL as string)
  ohio.hostname = 'oh.localhost'
  await page.goto(`${ohio.origin}/`)
  await waitForHydration(page)
  await waitForIsland(page, 'footer')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cannabis Insider' })).toHaveCount(0)
  const response = await page.goto(`${ohio.origin}/cannabis-insider`)
  expect(response?.status()).toBe(404)
})
