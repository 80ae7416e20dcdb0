import type { Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 16: the blog index (category filter, 'Read More'), an article with its 'Content' table of
 * contents and its recommended resources, the recipes index and a recipe page, at 390 px (mobile project) and 1440 px (desktop),
 * from the committed content files (content/articles, content/recipes).
 */

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

const ARTICLE = '/blog/cannabis-101/first-dispensary-visit'
const ARTICLE_SECTIONS = ['Bring a valid, unexpired ID', 'Check-in and the waiting area', 'Talking to a budtender', 'Paying and leaving']

test('blog index: filter by category (All exclusive), Read More adds 6 and keeps the filter', async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/blog')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Articles and recipes' })).toBeVisible()
  const filter = page.getByRole('navigation', { name: 'Filter articles by category' })
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('listitem')
  await expect(cards).toHaveCount(6)
  await expect(filter.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-current', 'true')
  // Cards: category, title link, description and the 'Read More' label (000 §2).
  await expect(cards.first().getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/)
  await expect(cards.first()).toContainText('Read More')
  await expect(page.getByText(/^Showing 6 of \d+ articles$/)).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/blog-index-${testInfo.project.name}.png`, fullPage: true })

  // One category: only its cards, All no longer chosen.
  await filter.getByRole('link', { name: 'Recipes (11)' }).click()
  await expect(page).toHaveURL(/\/blog\?filter-category=recipes$/)
  await expect(filter.getByRole('link', { name: 'Recipes (11)' })).toHaveAttribute('aria-current', 'true')
  await expect(filter.getByRole('link', { name: /^All \(\d+\)$/ })).not.toHaveAttribute('aria-current')
  await expect(cards).toHaveCount(6)
  for (const text of await cards.allTextContents()) expect(text).toMatch(/^Recipes\d{2}\.\d{2}\.\d{4}/)

  // A second category joins the first (repeatable parameter).
  await filter.getByRole('link', { name: 'Resources (4)' }).click()
  await expect(page).toHaveURL(/\/blog\?filter-category=resources&filter-category=recipes$/)
  await expect(page.getByText('Showing 6 of 15 articles')).toBeVisible()
  // Resources cards say 'Go to Resource' and show no date (001 §9).
  const resource = cards.filter({ hasText: 'Go to Resource' }).first()
  await page.getByRole('link', { name: 'Read More' }).click()
  await expect(page).toHaveURL(/\/blog\?filter-category=resources&filter-category=recipes&show=12$/)
  await expect(cards).toHaveCount(12)
  // Focus moves to the first card the click added.
  await expect(cards.nth(6).getByRole('link')).toBeFocused()
  await expect(resource).toBeVisible()
  await expect(resource.locator('time')).toHaveCount(0)
  await page.getByRole('link', { name: 'Read More' }).click()
  await expect(cards).toHaveCount(15)
  await expect(page.getByText('Showing 15 of 15 articles')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Read More' })).toHaveCount(0)

  // Unselecting the last category returns to All; choosing All clears the rest.
  await filter.getByRole('link', { name: 'Resources (4)' }).click()
  await expect(page).toHaveURL(/\/blog\?filter-category=recipes$/)
  await filter.getByRole('link', { name: 'Recipes (11)' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(filter.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-current', 'true')
  await expect(filter.locator('a[aria-current]')).toHaveCount(1)
  expect(consoleErrors).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter and Read More are links that work', ANY_WIDTH, async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('link', { name: /^Lifestyle \(\d+\)$/ }).click()
    await expect(page).toHaveURL(/filter-category=lifestyle$/)
    await page.goto('/blog')
    await page.getByRole('link', { name: 'Read More' }).click()
    await expect(page).toHaveURL(/\/blog\?show=12$/)
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem')).toHaveCount(12)
  })
})

test('a bad blog query is a 400 with a message; unknown articles and recipes are the 404 page', ANY_WIDTH, async ({ page }) => {
  let response = await page.goto('/blog?filter-category=gossip')
  expect(response?.status()).toBe(400)
  await expect(page.getByText("There is no blog category called 'gossip'.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'See every article' })).toHaveAttribute('href', '/blog')
  response = await page.goto('/blog?show=lots')
  expect(response?.status()).toBe(400)
  for (const path of ['/blog/cannabis-101/no-such-article', '/blog/lifestyle/first-dispensary-visit', '/blog/recipes/no-such-recipe', '/blog/a/b/c']) {
    response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/page/i)
  }
})

test('an article: hero, sections, JSON-LD and the Content list used by keyboard', async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  await page.goto(ARTICLE)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your First Dispensary Visit, Step by Step' })).toBeVisible()
  await expect(page.getByText('What to bring, what happens at the door and how to talk to a budtender')).toBeVisible()
  await expect(page.locator('main time').first()).toHaveText('January 12, 2026')
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible()
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/blog\/cannabis-101\/first-dispensary-visit$/)
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'Your First Dispensary Visit, Step by Step', datePublished: '2026-01-12', articleSection: 'Cannabis 101' })
  // The hero picture: 1920, 1280 or 767 wide by viewport (001 §9).
  const heroWidth = await page.locator('main picture img').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
  expect(heroWidth).toMatch(testInfo.project.name === 'mobile' ? /--767\.svg$/ : /--1920\.svg$/)

  const toc = page.getByRole('navigation', { name: 'Content', exact: true })
  if (testInfo.project.name === 'mobile') {
    // A disclosure above the text, opened from the keyboard.
    const summary = page.locator('details summary', { hasText: 'Content' })
    await summary.focus()
    await page.keyboard.press('Enter')
  }
  await expect(toc.getByRole('link')).toHaveText(ARTICLE_SECTIONS)
  // A {no-toc} section is in the text but not in the list.
  await expect(page.getByRole('heading', { level: 2, name: 'The short version' })).toBeVisible()
  // Recommended resources (000 §2): the article's own pick first, then the newest resources.
  const resources = page.getByRole('region', { name: 'Recommended resources' }).getByRole('listitem')
  await expect(resources.getByRole('heading', { level: 3 })).toHaveText([
    'Questions to Ask Your Budtender',
    'Medical Card Renewal Checklist',
    "Where to Find Your State's Official Cannabis Rules",
  ])
  await expect(resources.first().getByRole('link')).toHaveAttribute('href', '/blog/resources/questions-to-ask-your-budtender')
  await expect(resources.first()).toContainText('Go to Resource')
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/blog-article-${testInfo.project.name}.png`, fullPage: true })

  // Keyboard: Tab to the third entry and follow it; the heading takes focus and the entry is current.
  await toc.getByRole('link', { name: 'Talking to a budtender' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#talking-to-a-budtender$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Talking to a budtender' })).toBeFocused()
  await expect(toc.getByRole('link', { name: 'Talking to a budtender' })).toHaveAttribute('aria-current', 'true')
  await expect(toc.locator('a[aria-current]')).toHaveCount(1)
  expect(consoleErrors).toEqual([])
})

test('the side panel is pinned after 450 px, follows the scroll and becomes a drawer past the end', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the side panel and its drawer are the desktop layout; phones get the disclosure')
  await page.goto(ARTICLE)
  await waitForHydration(page)
  const panel = page.locator('nav[data-toc-mode]')
  await expect(panel).toHaveAttribute('data-toc-mode', 'panel')
  // Scrolling puts a heading in the 100–400 px band: it becomes the current entry.
  await page.evaluate(() => {
    const heading = document.getElementById('paying-and-leaving')!
    window.scrollBy(0, heading.getBoundingClientRect().top - 200)
  })
  await expect(panel).toHaveAttribute('data-toc-mode', 'sticky')
  await expect(panel.getByRole('link', { name: 'Paying and leaving' })).toHaveAttribute('aria-current', 'true')
  await expect(panel.getByRole('link', { name: 'Paying and leaving' })).toBeInViewport()

  // Past the end marker: the panel folds into a 'Content' button that opens the drawer.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const open = page.getByRole('button', { name: 'Content' })
  await expect(open).toBeVisible()
  await expect(panel).toHaveAttribute('data-toc-mode', 'drawer')
  await open.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Content' })
  await expect(drawer).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(open).toBeFocused()
  await open.click()
  await drawer.getByRole('link', { name: 'Bring a valid, unexpired ID' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/#bring-a-valid-unexpired-id$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Bring a valid, unexpired ID' })).toBeFocused()
  await expect(panel).toHaveAttribute('data-toc-mode', 'sticky')
})

test('recipes index and a recipe: MM.dd.yyyy date, times, ingredients, method and Recipe JSON-LD', ANY_WIDTH, async ({ page }, testInfo) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/blog/recipes')
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('listitem')
  expect(await cards.count()).toBeGreaterThanOrEqual(10)
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/blog-recipes-${testInfo.project.name}.png`, fullPage: true })

  await page.getByRole('link', { name: 'Low-Dose Fudgy Brownies' }).click()
  await expect(page).toHaveURL(/\/blog\/recipes\/low-dose-brownies$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Low-Dose Fudgy Brownies' })).toBeVisible()
  await expect(page.locator('main time').first()).toHaveText('02.09.2026')
  const facts = page.locator('main dl').first()
  await expect(facts).toContainText('Preparation20 min')
  await expect(facts).toContainText('Cooking25 min')
  await expect(facts).toContainText('Makes16 squares')
  await expect(facts).toContainText('DifficultyEasy')
  await expect(page.getByRole('complementary', { name: 'Before you make this' })).toContainText('This recipe contains cannabis.')
  await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveCount(8)
  await expect(page.getByRole('region', { name: 'Method' }).getByRole('listitem')).toHaveCount(8)
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  expect(jsonLd).toMatchObject({ '@type': 'Recipe', name: 'Low-Dose Fudgy Brownies', prepTime: 'PT20M', cookTime: 'PT25M', totalTime: 'PT45M', recipeYield: '16 squares' })
  expect(jsonLd.recipeIngredient).toHaveLength(8)
  await expect(page.getByRole('region', { name: 'Recommended resources' }).getByRole('link').first()).toHaveText('Safe Storage Checklist for Homes With Children and Pets')
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/blog-recipe-${testInfo.project.name}.png`, fullPage: true })
  expect(consoleErrors).toEqual([])
})

test("Ohio articles only on the Ohio host, other states' articles only elsewhere", ANY_WIDTH, async ({ page, baseURL }) => {
  const ohio = (path: string) => {
    const url = new URL(path, baseURL)
    url.hostname = 'oh.localhost'
    return url.toString()
  }
  expect((await page.goto('/blog/dispensary-tips/ohio-shopping-guide'))?.status()).toBe(404)
  expect((await page.goto('/blog/dispensary-tips/shopping-in-illinois'))?.status()).toBe(200)
  expect((await page.goto(ohio('/blog/dispensary-tips/ohio-shopping-guide')))?.status()).toBe(200)
  expect((await page.goto(ohio('/blog/dispensary-tips/shopping-in-illinois')))?.status()).toBe(404)
  await page.goto(ohio('/blog?filter-category=dispensary-tips'))
  const titles = await page.getByRole('list', { name: 'Articles' }).getByRole('heading').allTextContents()
  expect(titles).toContain('Shopping in Ohio: What Changed With Adult-Use Sales')
  expect(titles).not.toContain('Shopping in Illinois: Taxes, Limits and Tips')
})

test("the geo grid: a visitor whose home dispensary is in Illinois sees Illinois articles above the filter", ANY_WIDTH, async ({ page, context, baseURL }, testInfo) => {
  await context.addCookies([{ name: 'nm_home_dispensary', value: 'illinois/champaign', url: baseURL ?? '' }])
  await page.goto('/blog')
  const geo = page.getByRole('region', { name: 'For shoppers in Illinois' })
  await expect(geo.getByRole('list', { name: 'Articles for Illinois' }).getByRole('heading', { level: 3 })).toHaveText([
    "Where You Can and Can't Consume in Illinois",
    'Illinois Medical Cannabis Patients: Registering and Shopping',
    'Shopping in Illinois: Taxes, Limits and Tips',
  ])
  await expect(geo).toContainText('Read More')
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/blog-geo-${testInfo.project.name}.png` })
  // It stays through Read More, and goes with a category filter.
  await page.getByRole('link', { name: 'Read More' }).click()
  await expect(page).toHaveURL(/show=12$/)
  await expect(geo).toBeVisible()
  await page.getByRole('navigation', { name: 'Filter articles by category' }).getByRole('link', { name: /^Lifestyle/ }).click()
  await expect(page).toHaveURL(/filter-category=lifestyle/)
  await expect(geo).toHaveCount(0)
})
