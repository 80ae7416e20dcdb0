import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 16: the FAQ categories page with its table of contents (000 §2) and a category's page, with
 * the FAQ rules of 000 §4 (one open at a time; 8 or fewer all shown, else 4 with 'Show More (n)' /
 * 'Show Less'), a state's questions built from its law and the checkout limits, and JSON-LD FAQPage.
 */

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

async function faqJsonLd(page: Page): Promise<{ '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] }> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent()
  return JSON.parse(text ?? 'null')
}

test('the FAQ page: a table of contents headed Content, every category, Show More / Show Less and one answer open at a time', async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  const toc = page.getByRole('navigation', { name: 'Content' })
  const entries = toc.getByRole('link')
  const sections = page.locator('[data-faq-list]')
  expect(await entries.count()).toBeGreaterThan(5)
  await expect(sections).toHaveCount(await entries.count())
  await expect(entries.first()).toHaveText('Your first visit')
  await expect(toc.getByRole('link', { name: 'Shopping in Illinois' })).toHaveAttribute('href', '#faq-illinois')
  // Decision 0018: the main host lists every state but Ohio.
  await expect(toc.getByRole('link', { name: 'Shopping in Ohio' })).toHaveCount(0)

  const ld = await faqJsonLd(page)
  expect(ld['@type']).toBe('FAQPage')
  expect(ld.mainEntity.map((entity) => entity.name)).toContain('What do I need to bring?')

  await waitForHydration(page)
  // 000 §4: nine questions show four, 'Show More (5)' shows all, 'Show Less' goes back to four.
  const firstVisit = page.getByRole('region', { name: 'Your first visit' })
  const questions = firstVisit.getByRole('listitem')
  await expect(questions).toHaveCount(4)
  await firstVisit.getByRole('button', { name: 'Show More (5)' }).click()
  await expect(questions).toHaveCount(9)
  await firstVisit.getByRole('button', { name: 'Show Less' }).click()
  await expect(questions).toHaveCount(4)

  // One open at a time; the open one closes when clicked again.
  const bring = firstVisit.getByRole('button', { name: 'What do I need to bring?' })
  const card = firstVisit.getByRole('button', { name: 'Can I pay by card?' })
  await bring.click()
  await expect(bring).toHaveAttribute('aria-expanded', 'true')
  await expect(firstVisit.getByRole('region', { name: 'What do I need to bring?' })).toContainText('government-issued photo ID')
  await card.click()
  await expect(card).toHaveAttribute('aria-expanded', 'true')
  await expect(bring).toHaveAttribute('aria-expanded', 'false')
  await card.click()
  await expect(firstVisit.getByRole('button', { expanded: true })).toHaveCount(0)

  // A category of six shows them all, with no Show More.
  const medical = page.getByRole('region', { name: 'Medical patients', exact: true })
  await expect(medical.getByRole('listitem')).toHaveCount(6)
  await expect(medical.getByRole('button', { name: /^Show More/ })).toHaveCount(0)

  // The table of contents goes to the category.
  await toc.getByRole('link', { name: 'Meadow Rewards' }).click()
  await expect(page).toHaveURL(/#faq-rewards$/)
  await expect(page.getByRole('region', { name: 'Meadow Rewards' }).getByRole('heading', { level: 2 })).toBeInViewport()

  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/faq-${testInfo.project.name}.png` })
  expect(consoleErrors).toEqual([])
})

test('FAQ by keyboard: questions open and close with Enter and Space', async ({ page }) => {
  await page.goto('/faq/products')
  await waitForHydration(page)
  const first = page.getByRole('button', { name: 'What is the difference between indica, sativa and hybrid?' })
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  const second = page.getByRole('button', { name: 'What do THC and CBD percentages mean?' })
  await expect(second).toBeFocused()
  await page.keyboard.press('Space')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
})

test("a state's FAQ: its questions come from the law and the checkout limits", ANY_WIDTH, async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/faq')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Shopping in Illinois: all questions' }).click()
  await expect(page).toHaveURL(/\/faq\/illinois$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping in Illinois' })).toBeVisible()
  const limits = page.getByRole('button', { name: 'How much cannabis can I buy at once in Illinois?' })
  await limits.click()
  const answer = page.getByRole('region', { name: 'How much cannabis can I buy at once in Illinois?' })
  await expect(answer).toContainText('Adults 21 and over may buy 30 g of flower, 5 g of concentrate and 500 mg of THC in infused products per visit.')
  await expect(answer).toContainText('Visitors from outside Illinois may buy half of each amount.')
  await expect(page.getByRole('button', { name: 'Can visitors from other states buy cannabis in Illinois?' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^The law in full/ })).toHaveAttribute('href', '/cannabis-laws-by-state/illinois')
  const ld = await faqJsonLd(page)
  expect(ld.mainEntity.map((entity) => entity.name)).toEqual(await page.locator('[data-faq-list] h3').allTextContents())
  await expect(page.getByRole('navigation', { name: 'More questions' }).getByRole('link', { name: 'Your first visit' })).toHaveAttribute('href', '/faq/first-visit')
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/faq-illinois-${testInfo.project.name}.png`, fullPage: true })
  expect(consoleErrors).toEqual([])
})

test('unknown FAQ categories, and Ohio on the main host, answer the 404 page', ANY_WIDTH, async ({ page }) => {
  for (const path of ['/faq/nothing-here', '/faq/ohio', '/faq/colorado', '/faq/Rewards']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
  }
})
