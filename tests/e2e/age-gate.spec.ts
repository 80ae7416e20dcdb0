import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'

// These journeys start as a first-time visitor: no age cookie, no consent choice.
test.use({ storageState: { cookies: [], origins: [] } })

const gate = (page: Page) => page.getByRole('dialog', { name: 'Are you 21 or older?' })

/** mm/dd/yyyy digits of someone whose `years`th birthday is today. */
function birthdate(years: number): string {
  const today = new Date()
  const mm = String(today.getMonth() + 1).padStart(2, '0')
  const dd = String(today.getDate()).padStart(2, '0')
  return `${mm}${dd}${today.getFullYear() - years}`
}

async function ageCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'nm_age_verified')
}

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => String(entry.event)))
}

test('a first visit meets the gate over the rendered page, which is inert and does not scroll', async ({ page }) => {
  const html = await (await page.request.get('/')).text()
  // Crawlers get the page beneath the overlay.
  expect(html).toContain('aria-modal="true"')
  expect(html).toMatch(/<h2[^>]*>Are you 21 or older\?<\/h2>/)
  expect(html).toMatch(/<h1[^>]*>Your neighborhood/)
  expect(html).toContain('Find a dispensary near you')

  await page.goto('/')
  await expect(gate(page)).toBeVisible()
  await expect(page.locator('#main').locator('xpath=..')).toHaveAttribute('inert', '')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  await expect.poll(() => dataLayerEvents(page)).toContain('age_gate_viewed')
  // No consent banner until the gate is passed.
  await expect(page.getByRole('region', { name: 'Cookies on Northmeadow' })).toHaveCount(0)
})

test("'No' shows the denied screen, with a way back", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'No', exact: true }).click()
  const denied = page.getByRole('dialog', { name: 'Sorry, we can’t let you in yet' })
  await expect(denied).toBeVisible()
  await expect(denied.getByText('You must be 21 or older')).toBeVisible()
  await expect(denied.locator('img[src="/brand/age-gate-denied.svg"]')).toBeVisible()
  expect(await ageCookie(page)).toBeUndefined()
  await expect.poll(() => page.evaluate(() => window.dataLayer?.some((e) => e.event === 'age_gate_answered' && e.outcome === 'denied'))).toBe(true)
  await denied.getByRole('button', { name: 'I entered the wrong answer' }).click()
  await expect(gate(page)).toBeVisible()
})

test("'Yes' lets the visitor in for a day, and the gate is not in the HTML afterwards", ANY_WIDTH, async ({ page }) => {
  await page.goto('/dispensaries')
  await page.getByRole('button', { name: 'Yes, let me in' }).click()
  await expect(gate(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Dispensaries' })).toBeVisible()
  await expect(page.locator('#main').locator('xpath=..')).not.toHaveAttribute('inert')

  const cookie = await ageCookie(page)
  expect(cookie?.value).toBe('true')
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.path).toBe('/')
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
  expect(lifetime).toBeGreaterThan(86_400 - 120)
  expect(lifetime).toBeLessThanOrEqual(86_400 + 5)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dispensaries' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const html = await (await page.request.get('/')).text()
  expect(html).not.toContain('aria-modal="true"')
  expect(html).not.toMatch(/<h2[^>]*>Are you 21 or older\?<\/h2>/)
})

test('the gate works from the keyboard alone, with focus kept inside it', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'No', exact: true })).toBeEnabled()
  // Tab cycles through the gate's controls (and the browser's own UI, like a native modal dialog),
  // never into the page beneath.
  const reached = new Set<string>()
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() => {
      const active = document.activeElement
      if (!active || active === document.body) return { where: 'browser', name: '' }
      return { where: active.closest('[role="dialog"]') ? 'gate' : 'page', name: active.textContent?.trim() ?? '' }
    })
    expect(focus.where).not.toBe('page')
    if (focus.where === 'gate') reached.add(focus.name)
  }
  expect([...reached]).toEqual(expect.arrayContaining(['Yes, let me in', 'No', 'Terms of Use', 'Privacy Policy']))
  await page.getByRole('button', { name: 'Yes, let me in' }).focus()
  await page.keyboard.press('Enter')
  await expect(gate(page)).toHaveCount(0)
  expect((await ageCookie(page))?.value).toBe('true')
})

test('the legal pages the gate links to are readable before answering', ANY_WIDTH, async ({ page }) => {
  await page.goto('/')
  await gate(page).getByRole('link', { name: 'Terms of Use' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goBack()
  await expect(gate(page)).toBeVisible()
})

test('without JavaScript, Yes still works (a form post that sets the cookie)', ANY_WIDTH, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  await page.goto('/dispensaries')
  await page.getByRole('button', { name: 'Yes, let me in' }).click()
  await expect(page).toHaveURL(/\/dispensaries$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dispensaries' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect((await context.cookies()).find((c) => c.name === 'nm_age_verified')?.value).toBe('true')
  await context.close()
})

test.describe('birthday mode', () => {
  const input = (page: Page) => page.getByRole('textbox', { name: 'Enter your date of birth' })
  const submit = (page: Page) => page.getByRole('button', { name: 'Enter', exact: true })

  test('masks the date and refuses invalid dates', ANY_WIDTH, async ({ page }) => {
    await page.goto('/?age-gate=birthday')
    await expect(submit(page)).toBeDisabled()
    await input(page).fill('0230')
    await expect(input(page)).toHaveValue('02/30')
    await expect(submit(page)).toBeDisabled()
    await input(page).fill('02302000')
    await expect(input(page)).toHaveValue('02/30/2000')
    await expect(page.getByText('Invalid date', { exact: true })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('Please select a valid date')
    await expect(input(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(submit(page)).toBeDisabled()
    // An age over 100 is a typing mistake too.
    await input(page).fill(`0101${new Date().getFullYear() - 102}`)
    await expect(page.getByRole('alert')).toHaveText('Please select a valid date')
    await input(page).fill('ab12-31/1990xx')
    await expect(input(page)).toHaveValue('12/31/1990')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(submit(page)).toBeEnabled()
  })

  test('a 19-year-old sees the medical screen and may proceed', ANY_WIDTH, async ({ page }) => {
    await page.goto('/?age-gate=birthday')
    await input(page).fill(birthdate(19))
    await submit(page).click()
    const medical = page.getByRole('dialog', { name: 'Medical patients only' })
    await expect(medical).toBeVisible()
    expect(await ageCookie(page)).toBeUndefined()
    await medical.getByRole('button', { name: 'Continue as a medical patient' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect((await ageCookie(page))?.value).toBe('true')
  })

  test('someone 21 today is verified; someone 17 is denied', ANY_WIDTH, async ({ page }) => {
    await page.goto('/?age-gate=birthday')
    await input(page).fill(birthdate(17))
    await submit(page).click()
    await expect(page.getByRole('dialog', { name: 'Sorry, we can’t let you in yet' })).toBeVisible()
    await page.getByRole('button', { name: 'I entered the wrong answer' }).click()
    await input(page).fill(birthdate(21))
    await submit(page).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect((await ageCookie(page))?.value).toBe('true')
    await expect.poll(() => page.evaluate(() => window.dataLayer?.find((e) => e.event === 'age_gate_viewed')?.mode)).toBe('birthday')
  })
})

test('axe finds no serious or critical violations in the gate', async ({ page }) => {
  await page.goto('/?age-gate=birthday')
  await input(page).fill('02302000')
  await expect(page.getByRole('alert')).toBeVisible()
  const birthday = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  await page.goto('/')
  await expect(gate(page)).toBeVisible()
  const simple = await new AxeBuilder({ page }).analyze()
  const serious = [...birthday.violations, ...simple.violations]
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))
  expect(serious).toEqual([])

  function input(p: Page) {
    return p.getByRole('textbox', { name: 'Enter your date of birth' })
  }
})
