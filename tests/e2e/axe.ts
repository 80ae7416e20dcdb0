import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './test'

/**
 * The journeys' accessibility checks: axe's serious and critical violations in `include` (the
 * page's main by default; null for the whole page), leaving out `exclude`.
 */
export async function seriousViolations(page: Page, include: string | null = 'main', exclude?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
  if (include) builder = builder.include(include)
  if (exclude) builder = builder.exclude(exclude)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The whole page, once it has finished loading, has no serious or critical axe violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete')
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
  expect(serious).toEqual([])
}
