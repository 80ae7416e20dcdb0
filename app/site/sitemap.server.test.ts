import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { sitemapEntries } from './sitemap.server'

const now = new Date('2026-11-26T12:00:00Z')

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  await createState(db, { name: 'Nevada', slug: 'nevada', code: 'NV' })
  const joliet = await createDispensary(db, { stateId: illinois.id, name: 'Northmeadow Joliet', slug: 'joliet', city: 'Joliet' })
  await createMenu(db, { dispensaryId: joliet.id, kind: 'recreational', slug: 'recreational-menu', storeId: 1201 })
  await createMenu(db, { dispensaryId: joliet.id, kind: 'medical', slug: 'medical-menu', storeId: 1202 })
  const columbus = await createDispensary(db, { stateId: ohio.id, name: 'Northmeadow Columbus', slug: 'columbus', city: 'Columbus' })
  await createMenu(db, { dispensaryId: columbus.id, kind: 'medical', slug: 'medical-menu', storeId: 1401 })
})

describe('sitemapEntries', () => {
  it('lists the main host’s public pages: dispensaries, menus, blog entries with dates, legal pages', async () => {
    const entries = await sitemapEntries('main', now)
    const paths = entries.map((entry) => entry.path)
    expect(paths.slice(0, 7)).toEqual([
      '/',
      '/dispensaries',
      '/dispensaries/illinois',
      '/dispensaries/illinois/deals',
      '/dispensaries/illinois/joliet',
      expect.stringMatching(/^\/dispensaries\/illinois\/joliet\/120[12]\/(recreational|medical)-menu\/$/),
      expect.stringMatching(/^\/dispensaries\/illinois\/joliet\/120[12]\/(recreational|medical)-menu\/$/),
    ])
    expect(paths).toEqual(expect.arrayContaining(['/certifying-providers', '/rewards', '/blog', '/blog/recipes', '/terms', '/privacy-policy', '/notice-of-privacy-practices', '/accessibility-statement']))
    expect(entries).toContainEqual({ path: '/blog/cannabis-101/first-dispensary-visit', lastmod: '2026-01-12' })
    expect(entries).toContainEqual({ path: '/blog/recipes/low-dose-brownies', lastmod: '2026-02-09' })
    // Ohio's stores and articles, and states without a store, are not listed on the main host; the
    // law pages cover every state on both hosts.
    expect(paths.filter((path) => /ohio|nevada/.test(path) && !path.startsWith('/cannabis-laws-by-state/'))).toEqual([])
    expect(paths).toEqual(
      expect.arrayContaining([
        '/where-is-cannabis-legal',
        '/cannabis-laws-by-state',
        '/cannabis-laws-by-state/nevada',
        '/faq',
        '/faq/illinois',
        '/getting-a-medical-card',
        '/patient-guide',
        '/dispensary-guides',
        '/dispensaries/illinois/getting-a-medical-card',
      ]),
    )
    expect(paths.filter((path) => path.startsWith('/cannabis-laws-by-state/'))).toHaveLength(51)
    expect(paths).not.toContain('/faq/ohio')
    expect(paths).not.toContain('/dispensaries/ohio/getting-a-medical-card')
    expect(paths).toContain('/blog/dispensary-tips/shopping-in-illinois')
    expect(paths).toEqual(expect.arrayContaining(['/about-us', '/cannabis-insider']))
    expect(new Set(paths).size).toBe(paths.length)
    // On purpose: the search page is in the HTML site map but not here (its results are noindex).
    expect(paths).not.toContain('/search')
    expect(paths.some((path) => path.includes('?'))).toBe(false)
  })

  it('lists Ohio’s on the Ohio host, and no other state’s', async () => {
    const paths = (await sitemapEntries('ohio', now)).map((entry) => entry.path)
    expect(paths).toEqual(expect.arrayContaining(['/dispensaries/ohio', '/dispensaries/ohio/columbus', '/dispensaries/ohio/columbus/1401/medical-menu/', '/blog/dispensary-tips/ohio-shopping-guide']))
    expect(paths.filter((path) => /illinois/.test(path) && !path.startsWith('/cannabis-laws-by-state/'))).toEqual([])
    expect(paths).toEqual(expect.arrayContaining(['/faq/ohio', '/cannabis-laws-by-state/illinois', '/about-us']))
    expect(paths).not.toContain('/cannabis-insider')
  })

  it('leaves out entries dated after today', async () => {
    const paths = (await sitemapEntries('main', new Date('2026-01-01T00:00:00Z'))).map((entry) => entry.path)
    expect(paths).not.toContain('/blog/cannabis-101/first-dispensary-visit')
    expect(paths).toContain('/blog/cannabis-101/thc-and-cbd-basics')
  })
})
