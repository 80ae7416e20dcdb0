import AxeBuilder from '@axe-core/playwright'
import { findSeededPages, type SeededPages } from './seeded-pages'
import { expect, test } from './test'

let pages: SeededPages
test.beforeAll(async ({ request }) => {
  pages = await findSeededPages(request)
})

const targets: [string, () => string][] = [
  ['home', () => '/'],
  ['dispensaries', () => '/dispensaries'],
  ['a state', () => pages.statePath],
  ['a dispensary', () => pages.dispensaryPath],
  ['a menu', () => pages.menuPath],
  ['the 404 page', () => '/nope'],
  ['the error page', () => '/error'],
]

for (const [label, path] of targets) {
  test(`axe finds no serious or critical violations on ${label}`, async ({ page }) => {
    // Axe reads every one of a menu's ~2,000 elements; on two busy cores that can take most of 30 s.
    if (label === 'a menu') test.slow()
    await page.goto(path())
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Axe reads the page as it is once the scripts have run (the menu's filter buttons wait for them).
    await page.waitForFunction(() => document.readyState === 'complete')
    if (label === 'a menu') await expect(page.getByRole('button', { name: /^All Filters/ })).toBeEnabled()
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
    expect(serious).toEqual([])
  })
}

test('axe finds no serious or critical violations in the open dispensary picker', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Choose a dispensary' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  const results = await new AxeBuilder({ page }).include('dialog').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => v.id)).toEqual([])
})
