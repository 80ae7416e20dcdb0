import { waitForHydration, waitForIsland } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'
import { expectNoSeriousAxeViolations } from './axe'

/**
 * Issue 16: /site-map, the HTML site map: every public page of the host, grouped, from the same list
 * as /sitemap.xml (app/site/public-pages.server.ts); the Ohio host's rule applies to both.
 */

test('the site map: topics, grouped links, and a way into the site', async ({ page }, testInfo) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto('/site-map')
  await expect(page.getByRole('heading', { level: 1, name: 'Site map' })).toBeVisible()
  const topics = page.getByRole('navigation', { name: 'Site map topics' }).getByRole('link')
  await expect(topics).toHaveText(['Dispensaries', 'Rewards and guides', 'Blog and recipes', 'Cannabis laws', 'Frequently asked questions', 'About Northmeadow'])

  const dispensaries = page.getByRole('region', { name: 'Dispensaries' })
  await expect(dispensaries.getByRole('heading', { level: 3, name: 'Illinois' })).toBeVisible()
  const illinois = dispensaries.getByRole('list', { name: 'Illinois' })
  await expect(illinois.getByRole('link', { name: 'Illinois dispensaries' })).toHaveAttribute('href', '/dispensaries/illinois')
  await expect(illinois.getByRole('link', { name: 'Deals in Illinois' })).toHaveAttribute('href', '/dispensaries/illinois/deals')
  await expect(illinois.getByRole('link', { name: /· Recreational menu$/ }).first()).toHaveAttribute('href', /^\/dispensaries\/illinois\/[a-z-]+\/\d+\/[a-z-]+\/$/)
  await expect(dispensaries.getByRole('heading', { level: 3, name: 'Ohio' })).toHaveCount(0)

  const blog = page.getByRole('region', { name: 'Blog and recipes' })
  await expect(blog.getByRole('link', { name: 'All Cannabis 101 articles' })).toHaveAttribute('href', '/blog?filter-category=cannabis-101')
  await expect(blog.getByRole('heading', { level: 3, name: 'Recipes' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cannabis laws' }).getByRole('list', { name: 'Laws by state' }).getByRole('link')).toHaveCount(51)
  const about = page.getByRole('region', { name: 'About Northmeadow' }).getByRole('link')
  await expect(about).toHaveText(['About us', 'Cannabis Insider', 'Site map', 'Search', 'Terms of Use', 'Privacy Policy', 'Notice of Privacy Practices', 'Accessibility Statement'])
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `.tmp/site-map-${testInfo.project.name}.png`, fullPage: true })

  // A topic jumps to its group; a link leads into the site.
  await waitForHydration(page)
  await topics.filter({ hasText: 'Cannabis laws' }).click()
  await expect(page).toHaveURL(/#cannabis-laws$/)
  await page.getByRole('region', { name: 'Cannabis laws' }).getByRole('link', { name: 'Illinois', exact: true }).click()
  await expect(page).toHaveURL(/\/cannabis-laws-by-state\/illinois$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Illinois')
  expect(errors).toEqual([])
})

test('the pages the site map links to answer 200, and /sitemap.xml lists the same pages', ANY_WIDTH, async ({ page, request }) => {
  test.slow()
  await page.goto('/site-map')
  const hrefs = await page.getByRole('main').locator('section a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(150)
  // Every list's first three pages (the rest are the same kinds of page; the integration test and
  // the sitemap comparison below cover the list itself).
  const samples = await page.getByRole('main').locator('section ul').evaluateAll((lists) =>
    lists.flatMap((list) => [...list.querySelectorAll('a[href^="/"]')].slice(0, 3).map((a) => a.getAttribute('href') ?? '')),
  )
  expect(samples.length).toBeGreaterThan(40)
  for (const href of samples) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200)

  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname)
  // Less the blog's filtered views and the search page (noindex), which the HTML site map alone lists.
  expect(locs).not.toContain('/search')
  expect([...locs].sort()).toEqual(hrefs.filter((href) => !href.includes('?') && href !== '/search').sort())
})

test('on the Ohio host: Ohio’s dispensaries only and no newsletter; the footer links to the site map', ANY_WIDTH, async ({ page, baseURL }) => {
  const ohio = new URL(baseURL as string)
  ohio.hostname = 'oh.localhost'
  await page.goto(`${ohio.origin}/site-map`)
  const dispensaries = page.getByRole('region', { name: 'Dispensaries' })
  await expect(dispensaries.getByRole('heading', { level: 3 })).toHaveText(['Ohio'])
  await expect(page.getByRole('main').getByRole('link', { name: 'Cannabis Insider' })).toHaveCount(0)
  await waitForHydration(page)
  await waitForIsland(page, 'footer')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Site map' }).click()
  await expect(page).toHaveURL(/\/site-map$/)
})
