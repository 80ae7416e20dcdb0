import type { Page } from '@playwright/test'
import { newShopper, randomClientAddress, signUpViaForm, uniqueEmail } from './accounts'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { seriousViolations } from './axe'

/** A page long enough to scroll past 200 px at both sizes. */
const LONG_PAGE = '/dispensaries/illinois'

// Every journey stands for its own client, so the per-address limits of one never trip another.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientAddress() })
})

/**
 * Resolves once the status line inside `scope` shows `text`, however briefly: watched from before
 * the action on every frame, so a fast check is not missed between two polls.
 */
function statusShows(page: Page, scope: string, text: string) {
  return page.waitForFunction(
    ([scope, text]) => document.querySelector(`${scope} [role="status"]`)?.textContent === text,
    [scope, text] as const,
    { polling: 'raf' },
  )
}

/** Sign the page's context out without touching the age and consent cookies. */
async function dropSession(page: Page) {
  await page.context().clearCookies({ name: /session_token/ })
}

function accountLink(page: Page, firstName: string) {
  return page.getByRole('banner').getByRole('link', { name: `Account: ${firstName}` })
}

test('sign up from the sticky rewards bar: the dialog, the welcome line, the account in the header and the mail', async ({ page }) => {
  const shopper = newShopper({ firstName: 'Juniper' })
  await page.goto(LONG_PAGE)
  await waitForHydration(page)
  const bar = page.getByRole('complementary', { name: 'Rewards' })
  await expect(bar).toBeHidden()

  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(bar).toBeVisible()
  await expect(bar).toContainText('Join Meadow Rewards')
  await bar.getByRole('link', { name: 'Join now' }).click()

  await expect(page).toHaveURL(/[?&]flow=signup/)
  const dialog = page.getByRole('dialog', { name: 'Join Meadow Rewards' })
  await expect(dialog).toBeVisible()
  await expect(bar).toBeHidden()
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([])

  await dialog.getByLabel('First name').fill(shopper.firstName)
  await dialog.getByLabel('Last name').fill(shopper.lastName)
  await dialog.getByLabel('Email').fill(shopper.email)
  await dialog.getByLabel('Mobile number').fill('312-555-0123')
  // The date is masked as it is typed: digits only.
  await dialog.getByLabel('Date of birth').pressSequentially('07041990')
  await expect(dialog.getByLabel('Date of birth')).toHaveValue('07/04/1990')
  await dialog.getByLabel('Home state').selectOption('IL')
  await dialog.getByLabel('Password').fill(shopper.password)
  await dialog.getByLabel(/I agree to the/).check()
  await dialog.getByRole('button', { name: 'Create account' }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Welcome' })).toHaveText(
    `Welcome, Juniper! We sent a verification link to ${shopper.email}.`,
  )
  await expect(dialog).toBeHidden()
  await expect(page).not.toHaveURL(/flow=/)
  await expect(page).toHaveURL(new RegExp(`${LONG_PAGE}$`))
  await expect(accountLink(page, 'Juniper')).toHaveAttribute('href', '/account')
  // Members see no invitation to join.
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect(bar).toBeHidden()

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)
  await expect(page.getByRole('link', { name: /^Verify your email/ })).toHaveCount(1)
})

test('the flow=signup dialog closes by its button and Escape, taking flow out of the URL; the bar stays closed once dismissed', async ({ page }) => {
  await page.goto(`${LONG_PAGE}?flow=signup`)
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: 'Join Meadow Rewards' })
  await expect(dialog).toBeVisible()
  // Each dialog links to the other by switching the parameter.
  await dialog.getByRole('link', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/flow=signin/)
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  await expect(signIn).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(signIn).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${LONG_PAGE}$`))

  await page.evaluate(() => window.scrollTo(0, 400))
  const bar = page.getByRole('complementary', { name: 'Rewards' })
  await bar.getByRole('link', { name: 'Join now' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).not.toHaveURL(/flow=/)

  await bar.getByRole('button', { name: 'Close the rewards bar' }).click()
  await expect(bar).toBeHidden()
  await page.goto('/dispensaries')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, 400))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await expect(bar).toBeHidden()
})

test('sign in from the dialog (flow=signin&reason=order): the reason, a wrong password, then the welcome back line', ANY_WIDTH, async ({ page }) => {
  const shopper = await signUpViaForm(page, { firstName: 'Rowan' })
  await dropSession(page)
  await page.goto(`${LONG_PAGE}?flow=signin&reason=order`)
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByText('You will need to login to continue with your order')).toBeVisible()

  await dialog.getByLabel('Email').fill(shopper.email)
  await dialog.getByLabel('Password').fill('not the password 1')
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog.getByRole('alert')).toContainText('The email or password is incorrect.')
  await expect(dialog.getByRole('alert')).toBeFocused()

  await dialog.getByLabel('Password').fill(shopper.password)
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Welcome' })).toHaveText('Welcome back, Rowan!')
  await expect(dialog).toBeHidden()
  await expect(page).not.toHaveURL(/flow=|reason=/)
  await expect(accountLink(page, 'Rowan')).toBeVisible()

  // Signed in, flow=signup is only taken out of the URL.
  await page.goto(`${LONG_PAGE}?flow=signup`)
  await expect(page).toHaveURL(new RegExp(`${LONG_PAGE}$`))
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the account area sends a signed-out visitor to sign in and back; the header link does the same', ANY_WIDTH, async ({ page }) => {
  const shopper = await signUpViaForm(page, { firstName: 'Sage' })
  await dropSession(page)

  await page.goto('/account')
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Faccount$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  expect(await seriousViolations(page, null)).toEqual([])
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(accountLink(page, 'Sage')).toBeVisible()

  await dropSession(page)
  await page.goto(LONG_PAGE)
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fdispensaries%2Fillinois$/)
  // 'Create an account' keeps where to go afterwards.
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up?redirectTo=%2Fdispensaries%2Fillinois')
  await page.getByLabel('Email').fill(shopper.email.toUpperCase())
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${LONG_PAGE}$`))
  await expect(accountLink(page, 'Sage')).toBeVisible()
})

test('the sign-up page refuses a taken email and under-age birthdates, saying which rule refused', ANY_WIDTH, async ({ page }) => {
  const existing = await signUpViaForm(page)
  await dropSession(page)
  await page.goto('/sign-up')
  await waitForHydration(page)
  expect(await seriousViolations(page, null)).toEqual([])

  const form = page.getByRole('form', { name: 'Create an account' })
  await form.getByLabel('First name').fill('Ivy')
  await form.getByLabel('Last name').fill('Hollis')
  await form.getByLabel('Email').fill(existing.email.toUpperCase())
  await form.getByLabel('Mobile number').fill('(312) 555-0188')
  await form.getByLabel('Date of birth').fill('01/15/1992')
  await form.getByLabel('Home state').selectOption('OH')
  await form.getByLabel('Password').fill('ivy hollis 2024')
  await form.getByLabel(/I agree to the/).check()
  await form.getByRole('button', { name: 'Create account' }).click()

  const summary = form.getByRole('alert')
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('Email: An account with this email already exists.')
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('An account with this email already exists.')
  await expect(form.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', '/sign-in')
  expect(await seriousViolations(page, null)).toEqual([])

  const year = new Date().getFullYear()
  await form.getByLabel('Email').fill(uniqueEmail('young'))
  await form.getByLabel('Password').fill('ivy hollis 2024')
  await form.getByLabel('Date of birth').fill(`01/01/${year - 15}`)
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription(/You must be at least 18 years old to create an account\./)

  await form.getByLabel('Date of birth').fill(`01/01/${year - 20}`)
  await form.getByLabel('Password').fill('ivy hollis 2024')
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription(
    /You must be 21 or older to join, or 18 or older and a registered medical patient\./,
  )

  await form.getByLabel('Date of birth').fill('02/30/1990')
  await form.getByLabel('Password').fill('ivy hollis 2024')
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription(/Invalid date/)

  // Nobody was signed in by any of the refusals.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('password reset through the mail in the development mailbox', ANY_WIDTH, async ({ page }) => {
  const shopper = await signUpViaForm(page, { firstName: 'Hazel' })
  await dropSession(page)
  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  // Typed before the page hydrates, the address was lost on two busy cores.
  await waitForHydration(page)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect(page.getByText('If an account exists for that email, we sent a link')).toBeVisible()

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)
  await page.getByRole('link', { name: /^Reset your .* password$/ }).click()
  await page.locator('a[href*="/reset-password?token="]').first().click()
  await expect(page).toHaveURL(/\/reset-password\?token=/)
  const resetUrl = page.url()
  expect(await seriousViolations(page, null)).toEqual([])

  const newPassword = 'hazel new password 7'
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill('something else 7')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('The two passwords do not match.')

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been reset' })).toBeVisible()

  // The link worked once.
  await page.goto(resetUrl)
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password')

  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.')
  await page.getByLabel('Password').fill(newPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sign-up and sign-in pages work as plain forms', async ({ page }) => {
    const shopper = newShopper({ firstName: 'Linden' })
    await page.goto('/sign-up?redirectTo=%2Fdispensaries')
    const form = page.getByRole('form', { name: 'Create an account' })
    await form.getByLabel('First name').fill(shopper.firstName)
    await form.getByLabel('Last name').fill(shopper.lastName)
    await form.getByLabel('Email').fill(shopper.email)
    await form.getByLabel('Mobile number').fill(shopper.phoneNumber)
    await form.getByLabel('Date of birth').fill('13/01/1990')
    await form.getByLabel('Home state').selectOption('IL')
    await form.getByLabel('Password').fill(shopper.password)
    await form.getByLabel(/I agree to the/).check()
    await form.getByRole('button', { name: 'Create account' }).click()
    // Refused: the typed values come back (not the password), the message sits by the field.
    await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription(/Invalid date/)
    await expect(form.getByLabel('First name')).toHaveValue('Linden')
    await expect(form.getByLabel('Home state')).toHaveValue('IL')
    await expect(form.getByLabel('Password')).toHaveValue('')

    await form.getByLabel('Date of birth').fill(shopper.birthdate)
    await form.getByLabel('Password').fill(shopper.password)
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/dispensaries$/)
    await expect(accountLink(page, 'Linden')).toBeVisible()

    await dropSession(page)
    await page.goto('/sign-in')
    await page.getByLabel('Email').fill(shopper.email)
    await page.getByLabel('Password').fill('wrong password 12')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.')
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email)
    await page.getByLabel('Password').fill(shopper.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/account$/)
  })
})

test('wrong passwords never lock the account: past three, a post without a solved check is asked for one (no wait, no session)', ANY_WIDTH, async ({ page }) => {
  const shopper = await signUpViaForm(page)
  await dropSession(page)
  const post = (password: string) =>
    page.request.post('/sign-in', {
      form: { email: shopper.email, password },
      // Each from another address: the account's own count is at work.
      headers: { 'X-Forwarded-For': randomClientAddress() },
      maxRedirects: 0,
    })
  for (let i = 0; i < 3; i++) expect((await post(`wrong password ${i}`)).status()).toBe(400)
  const asked = await post(shopper.password)
  expect(asked.status()).toBe(429)
  expect(asked.headers()['retry-after']).toBeUndefined()
  const html = await asked.text()
  expect(html).toContain('Too many sign-in attempts. For your security, your browser needs to complete a quick check first')
  expect(asked.headers()['set-cookie'] ?? '').not.toMatch(/session_token/)
})

test('wrong passwords until the browser check appears, then the right password signs in', ANY_WIDTH, async ({ page }) => {
  const shopper = await signUpViaForm(page)
  await dropSession(page)
  await page.goto('/sign-in')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(shopper.email)
  for (let i = 0; i < 3; i++) {
    await form.getByLabel('Password').fill(`wrong password ${i}`)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await expect(form.getByRole('alert')).toContainText('The email or password is incorrect.')
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  }
  // The third answer asked for a check: the next press runs it first, says so, and sends its solution.
  const solver = page.waitForRequest((r) => /solver\.worker/.test(r.url()))
  const solved = page.waitForRequest((r) => r.method() === 'POST' && /\/sign-in/.test(r.url()) && /(^|&)altcha=[A-Za-z0-9%]{100,}/.test(r.postData() ?? ''))
  const sawChecking = statusShows(page, 'form[aria-label="Sign in"]', 'Checking your browser…')
  await form.getByLabel('Password').fill(shopper.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await sawChecking
  await solver
  await solved
  await expect(page).toHaveURL(/\/account$/)
  await expect(accountLink(page, shopper.firstName)).toBeVisible()
})

test('in the sign-in dialog, a check the server asks for is run and the sign-in retried by itself', ANY_WIDTH, async ({ page }) => {
  const shopper = await signUpViaForm(page)
  await dropSession(page)
  // Someone else's wrong guesses (from elsewhere) already asked the account for a check.
  for (let i = 0; i < 3; i++) {
    const wrong = await page.request.post('/sign-in', {
      form: { email: shopper.email, password: `someone else ${i}` },
      headers: { 'X-Forwarded-For': randomClientAddress() },
      maxRedirects: 0,
    })
    expect(wrong.status()).toBe(400)
  }
  await page.goto(`${LONG_PAGE}?flow=signin`)
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByLabel('Email').fill(shopper.email)
  await dialog.getByLabel('Password').fill(shopper.password)
  const sawChecking = statusShows(page, 'dialog[open]', 'Checking your browser…')
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await sawChecking
  await expect(page.getByRole('status').filter({ hasText: 'Welcome' })).toHaveText(`Welcome back, ${shopper.firstName}!`)
  await expect(dialog).toBeHidden()
  await expect(accountLink(page, shopper.firstName)).toBeVisible()
})
