import type { Locator, Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'

/**
 * The menu's drawers open as sheets without showModal() (app/ui/sheet.ts): what the modal dialog
 * did for them is checked here as a shopper meets it. Focus goes in and stays in, Escape closes,
 * focus returns to the button that opened the sheet, and nothing behind the sheet can be clicked.
 */

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

const focusedInside = (sheet: Locator) => sheet.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element)

async function tabRound(page: Page, sheet: Locator) {
  // Many more presses than the sheet has controls: focus must wrap round, never reach the page.
  const count = await sheet.evaluate(
    (element) =>
      [...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary')].filter(
        (control) => control.tabIndex >= 0 && control.getClientRects().length > 0,
      ).length,
  )
  expect(count).toBeGreaterThan(1)
  for (let i = 0; i < count + 3; i++) {
    await page.keyboard.press('Tab')
    expect(await focusedInside(sheet)).toBe(true)
  }
  for (let i = 0; i < count + 3; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusedInside(sheet)).toBe(true)
  }
}

test('All Filters: focus stays in the sheet, Escape closes it and focus returns to the button', async ({ page }) => {
  await page.goto(pages.menuPath)
  await waitForHydration(page)
  const button = page.getByRole('button', { name: /^All Filters/ })
  await expect(button).toBeEnabled()
  await button.focus()
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('dialog', { name: /^Filters/ })
  await expect(sheet).toBeVisible()
  await expect(sheet).toHaveAttribute('aria-modal', 'true')
  await tabRound(page, sheet)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(button).toBeFocused()
  // Nothing of the sheet's stays over the page to catch clicks.
  await expect(page.locator('.sheet-blocker')).toHaveCount(0)
})

test("All Filters: the tap's next frame draws the drawer's first screen; the other sections, the focus and the page's scroll lock follow", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(pages.menuPath)
  await waitForHydration(page)
  // Drawn ahead once the browser is idle (decision 0034): every open section is in the page.
  const sections = page.locator('dialog .drawer-section-when-near')
  await expect.poll(() => sections.count()).toBeGreaterThan(2)
  const button = page.getByRole('button', { name: /^All Filters/ })
  await expect(button).toBeEnabled()
  // What the frame right after the tap draws, read in that frame's animation callback.
  await button.evaluate((element) => {
    element.addEventListener(
      'click',
      () =>
        requestAnimationFrame(() => {
          const dialog = document.querySelector('dialog[open]')
          if (!dialog) return
          const drawn = [...dialog.querySelectorAll('.drawer-section-when-near')].map((section) => getComputedStyle(section).display !== 'none')
          Object.assign(window, {
            firstFrame: {
              drawn,
              focusInside: dialog.contains(document.activeElement),
              pageOverflow: getComputedStyle(document.documentElement).overflow,
            },
          })
        }),
      { once: true },
    )
  })
  await button.click()
  const sheet = page.getByRole('dialog', { name: /^Filters/ })
  await expect(sheet).toBeVisible()
  const firstFrame = await page.waitForFunction(() => (window as { firstFrame?: unknown }).firstFrame).then((handle) => handle.jsonValue())
  // The first section (Category, open) is drawn; the ones below the drawer's first screen are not.
  expect(firstFrame).toEqual({ drawn: [true, ...Array((await sections.count()) - 1).fill(false)], focusInside: false, pageOverflow: 'visible' })
  // A frame later: every section, the focus on the first control, and the page behind held still.
  for (const name of ['Category', 'Brand']) await expect(sheet.getByRole('button', { name, exact: true })).toBeVisible()
  await expect.poll(() => focusedInside(sheet)).toBe(true)
  await expect(sheet).not.toHaveAttribute('data-opening')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')
})

test('cart drawer: the page behind cannot be clicked, a click outside closes it, focus returns', async ({ page }) => {
  await page.goto(pages.menuPath)
  await waitForHydration(page)
  const button = page.getByRole('button', { name: /^Cart, \d+ items?$/ })
  await button.click()
  const sheet = page.getByRole('dialog', { name: 'Your cart' })
  await expect(sheet).toBeVisible()
  // Focus goes in after the sheet's first frame (app/ui/sheet.ts).
  await expect.poll(() => focusedInside(sheet)).toBe(true)
  await tabRound(page, sheet)
  // The header's logo link is under the backdrop at the top left on every width.
  const before = page.url()
  const logo = page.getByRole('banner').getByRole('link').first()
  const box = await logo.boundingBox()
  if (!box) throw new Error('no logo')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(sheet).toBeHidden()
  expect(page.url()).toBe(before)
  await expect(button).toBeFocused()
})
