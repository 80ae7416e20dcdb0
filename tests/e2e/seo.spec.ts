import { ANY_WIDTH } from './projects'
import { expect, test } from './test'

/** Issue 16: /sitemap.xml lists the host's public pages, each of which answers 200; /robots.txt names it. */

test('every page the sitemap lists answers 200; robots.txt names the sitemap', ANY_WIDTH, async ({ request, baseURL }) => {
  test.slow()
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8')
  const xml = await sitemap.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  const origin = new URL(baseURL ?? '').origin
  for (const path of ['/', '/dispensaries', '/dispensaries/illinois', '/blog', '/blog/recipes', '/blog/cannabis-101/first-dispensary-visit', '/blog/recipes/low-dose-brownies', '/terms']) {
    expect(locs, path).toContain(`${origin}${path}`)
  }
  expect(locs.some((loc) => /\/dispensaries\/illinois\/[a-z0-9-]+\/\d+\/[a-z0-9-]+\/$/.test(loc)), 'a menu page').toBe(true)
  // Ohio's stores and articles are the Ohio host's; the law pages cover every state on both hosts.
  expect(locs.filter((loc) => /ohio/.test(loc) && !loc.includes('/cannabis-laws-by-state/'))).toEqual([])
  for (const path of ['/where-is-cannabis-legal', '/cannabis-laws-by-state/ohio', '/faq/illinois', '/dispensaries/illinois/getting-a-medical-card']) {
    expect(locs, path).toContain(`${origin}${path}`)
  }
  for (const loc of locs) {
    const response = await request.get(loc, { maxRedirects: 0 })
    expect(response.status(), loc).toBe(200)
  }

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toContain('Disallow: /account\n')
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
})
