import { newShopper, randomClientAddress } from './accounts'
import { waitForHydration } from './hydration'
import { expect, test } from './test'
import { ANY_WIDTH } from './projects'

/**
 * Issue 5's journey end to end, as one shopper: sign up from the sticky rewards bar, read the
 * verification mail in the development mailbox, verify, see the overview, find the profile
 * read-only, set a home dispensary, log out through the modal, and sign in again on a fresh
 * browser to find the home dispensary back.
 */
test('sign up from the sticky bar → verify by mail → overview → profile → home dispensary → log out → sign in again', ANY_WIDTH, async ({ page, browser }) => {
  test.slow()
  const client = randomClientAddress()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': client })
  const shopper = newShopper({ firstName: 'Marigold' })

  // 1. The sticky bar past 200 px, its Join now, the sign-up dialog.
  await page.goto('/dispensaries/illinois')
  await waitForHydration(page)
  const bar = page.getByRole('complementary', { name: 'Rewards' })
  await page.evaluate(() => window.scrollTo(0, 400))
  await bar.getByRole('link', { name: 'Join now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Join Meadow Rewards' })
  await dialog.getByLabel('First name').fill(shopper.firstName)
  await dialog.getByLabel('Last name').fill(shopper.lastName)
  await dialog.getByLabel('Email').fill(shopper.email)
  await dialog.getByLabel('Mobile number').fill('(312) 555-0199')
  await dialog.getByLabel('Date of birth').pressSequentially('03151988')
  await dialog.getByLabel('Home state').selectOption('IL')
  await dialog.getByLabel('Password').fill(shopper.password)
  await dialog.getByLabel(/I agree to the/).check()
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Welcome' })).toHaveText(
    `Welcome, Marigold! We sent a verification link to ${shopper.email}.`,
  )
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Account: Marigold' })).toBeVisible()

  // 2. Orders wait for a verified email.
  await page.goto('/account/orders')
  await expect(page.getByRole('button', { name: 'Send verification link' })).toBeVisible()

  // 3. The mail in the development mailbox, its link, the success modal.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)
  await page.getByRole('link', { name: /^Verify your email/ }).click()
  const href = await page.locator('a[href*="email_verification=true"]').first().getAttribute('href')
  expect(href).toBeTruthy()
  const link = new URL(href as string)
  expect(link.pathname).toBe('/account/orders')
  await page.goto(link.pathname + link.search)
  const verified = page.getByRole('dialog', { name: 'Email verified' })
  await expect(verified).toContainText('Your Email is verified successfully')
  await expect(page).toHaveURL(/\/account\/orders$/)
  await verified.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/your purchase history/i)
  await expect(page.getByRole('button', { name: 'Send verification link' })).toHaveCount(0)
  await expect(page.getByText('No orders yet')).toBeVisible()

  // 4. The overview greets by first name.
  await page.goto('/account')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Hey, Marigold!')
  await expect(main.getByRole('link', { name: /Accumulated points/ })).toHaveAttribute('href', '/account/rewards')

  // 5. The profile's personal details are read-only (only the medical cards are edited there).
  await main.getByRole('link', { name: 'View profile' }).click()
  await expect(page).toHaveURL(/\/account\/profile$/)
  // The address changes before the profile replaces the overview: wait for its content first.
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email)
  const fields = page.getByRole('region', { name: 'Personal information' }).getByRole('textbox')
  expect(await fields.count()).toBeGreaterThanOrEqual(6)
  for (const field of await fields.all()) await expect(field).toBeDisabled()

  // 6. A home dispensary: the block, and the header's picker names it on pages that name no store.
  await page.goto('/account/home-dispensary')
  await waitForHydration(page)
  const choice = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Make this my home dispensary' }) })
    .first()
  const storeName = ((await choice.getByRole('link').first().textContent()) ?? '').trim()
  expect(storeName).not.toBe('')
  await choice.getByRole('button', { name: 'Make this my home dispensary' }).click()
  await expect(page.getByRole('region', { name: storeName })).toContainText('HOME DISPENSARY')
  await page.goto('/account')
  await expect(header).toContainText(storeName)
  await expect(page.getByRole('main')).toContainText(storeName)

  // 7. Log out through the modal: '/', signed out, the home-dispensary cookie gone.
  await waitForHydration(page)
  const mobile = (page.viewportSize()?.width ?? 1440) < 768
  if (mobile) await page.getByRole('button', { name: 'Account menu' }).click()
  const menu = mobile ? page.locator('[data-state="open"]') : page.getByRole('complementary')
  await menu.getByRole('button', { name: 'Log out' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to log out?' })
  await confirm.getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  const names = (await page.context().cookies()).map((c) => c.name)
  expect(names.some((n) => n.endsWith('nm.session_token'))).toBe(false)
  expect(names).not.toContain('nm_home_dispensary')

  // 8. Signing in on another browser brings the home dispensary back.
  const other = await browser.newContext({ storageState: 'tests/e2e/fixtures/verified-visitor.json' })
  const second = await other.newPage()
  await second.setExtraHTTPHeaders({ 'X-Forwarded-For': client })
  await second.goto('/sign-in?redirectTo=%2Faccount')
  await waitForHydration(second)
  await second.getByLabel('Email').fill(shopper.email)
  await second.getByLabel('Password').fill(shopper.password)
  await second.getByRole('button', { name: 'Sign in' }).click()
  await expect(second).toHaveURL(/\/account$/)
  await expect(second.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Hey, Marigold!')
  expect((await other.cookies()).map((c) => c.name)).toContain('nm_home_dispensary')
  await expect(second.getByRole('banner')).toContainText(storeName)
  await other.close()
})
