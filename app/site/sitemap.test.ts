import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './sitemap'

describe('sitemapXml', () => {
  it('lists absolute, escaped addresses with optional dates, each once', () => {
    expect(
      sitemapXml('https://shop.example', [
        { path: '/' },
        { path: '/blog/lifestyle/a', lastmod: '2026-01-02' },
        { path: '/x?a=1&b=<2>' },
        { path: '/' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/</loc></url>\n' +
        '<url><loc>https://shop.example/blog/lifestyle/a</loc><lastmod>2026-01-02</lastmod></url>\n' +
        '<url><loc>https://shop.example/x?a=1&amp;b=&lt;2&gt;</loc></url>\n' +
        '</urlset>\n',
    )
  })

  it('stops at the 50,000 addresses a sitemap may hold', () => {
    const xml = sitemapXml('https://s', Array.from({ length: 50_002 }, (_, i) => ({ path: `/p${i}` })))
    expect(xml.match(/<url>/g)).toHaveLength(50_000)
  })
})

describe('robotsTxt', () => {
  it('keeps crawlers off personal and transactional pages and names the sitemap', () => {
    const text = robotsTxt('https://shop.example')
    expect(text.startsWith('User-agent: *\n')).toBe(true)
    for (const path of ['/account', '/checkout/', '/api/', '/staff/', '/sign-in']) expect(text).toContain(`\nDisallow: ${path}\n`)
    expect(text).not.toMatch(/Disallow: \/(blog|dispensaries)?\n/)
    expect(text.endsWith('\nSitemap: https://shop.example/sitemap.xml\n')).toBe(true)
  })
})
