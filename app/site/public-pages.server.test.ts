import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { flattenPublicPages, publicPageGroups } from './public-pages.server'
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
  const joliet = await createDispensary(db, { stateId: illinois.id, name: 'Northmeadow Joliet', slug: 'joliet', city: 'Joliet' })
  await createMenu(db, { dispensaryId: joliet.id, kind: 'recreational', slug: 'recreational-menu', storeId: 1201 })
  await createMenu(db, { dispensaryId: joliet.id, kind: 'medical', slug: 'medical-menu', storeId: 1202 })
  const columbus = await createDispensary(db, { stateId: ohio.id, name: 'Northmeadow Columbus', slug: 'columbus', city: 'Columbus' })
  await createMenu(db, { dispensaryId: columbus.id, kind: 'medical', slug: 'medical-menu', storeId: 1401 })
})

describe('publicPageGroups: the HTML site map’s groups (issue 16)', () => {
  it('groups the main host’s pages under headings, each page named', async () => {
    const groups = await publicPageGroups('main', now)
    expect(groups.map((group) => group.heading)).toEqual([
      'Dispensaries',
      'Rewards and guides',
      'Blog and recipes',
      'Cannabis laws',
      'Frequently asked questions',
      'About Northmeadow',
    ])
    const [dispensaries, rewards, blog, laws, faq, about] = groups
    expect(dispensaries?.sections).toEqual([
      {
        heading: 'Illinois',
        pages: [
          { path: '/dispensaries/illinois', label: 'Illinois dispensaries' },
          { path: '/dispensaries/illinois/deals', label: 'Deals in Illinois' },
          { path: '/dispensaries/illinois/joliet', label: 'Northmeadow Joliet' },
          { path: expect.stringMatching(/^\/dispensaries\/illinois\/joliet\/1201\//), label: 'Northmeadow Joliet · Recreational menu' },
          { path: expect.stringMatching(/^\/dispensaries\/illinois\/joliet\/1202\//), label: 'Northmeadow Joliet · Medical menu' },
        ],
      },
    ])
    expect(rewards?.pages.map((page) => page.label)).toEqual(['Meadow Rewards', 'Find a certifying provider', 'Getting a medical card', 'Patient guide', 'Dispensary guides', 'Patient registration forms'])
    expect(rewards?.sections[0]?.pages).toContainEqual({ path: '/dispensaries/illinois/getting-a-medical-card', label: 'Getting a medical card in Illinois' })
    const cannabis101 = blog?.sections.find((section) => section.heading === 'Cannabis 101')
    expect(cannabis101?.pages[0]).toEqual({ path: '/blog?filter-category=cannabis-101', label: 'All Cannabis 101 articles', htmlOnly: true })
    expect(cannabis101?.pages).toContainEqual({ path: '/blog/cannabis-101/first-dispensary-visit', label: expect.any(String), lastmod: '2026-01-12' })
    expect(blog?.sections.at(-1)?.heading).toBe('Recipes')
    expect(laws?.sections[0]?.pages).toHaveLength(51)
    expect(laws?.sections[0]?.pages).toContainEqual({ path: '/cannabis-laws-by-state/nevada', label: 'Nevada' })
    expect(faq?.pages).toContainEqual({ path: '/faq/illinois', label: 'Shopping in Illinois' })
    expect(about?.pages.map((page) => page.path)).toEqual([
      '/about-us',
      '/cannabis-insider',
      '/site-map',
      '/search',
      '/terms',
      '/privacy-policy',
      '/notice-of-privacy-practices',
      '/accessibility-statement',
    ])
    expect(about?.pages.find((page) => page.path === '/terms')?.label).toBe('Terms of Use')
    expect(about?.pages.find((page) => page.path === '/search')).toEqual({ path: '/search', label: 'Search', htmlOnly: true })
    // Nothing of Ohio's on the main host, but its law page.
    expect(flattenPublicPages(groups).filter((page) => /ohio/.test(page.path) && !page.path.startsWith('/cannabis-laws-by-state/'))).toEqual([])
  })

  it('on the Ohio host: Ohio’s dispensaries only, and no newsletter', async () => {
    const groups = await publicPageGroups('ohio', now)
    expect(groups[0]?.sections.map((section) => section.heading)).toEqual(['Ohio'])
    const paths = flattenPublicPages(groups).map((page) => page.path)
    expect(paths).not.toContain('/cannabis-insider')
    expect(paths).toEqual(expect.arrayContaining(['/about-us', '/site-map', '/search', '/faq/ohio', '/dispensaries/ohio/columbus']))
  })

  it('/sitemap.xml lists the same pages, without the filtered blog views', async () => {
    const pages = flattenPublicPages(await publicPageGroups('main', now))
    const entries = await sitemapEntries('main', now)
    expect(entries.map((entry) => entry.path)).toEqual(pages.filter((page) => !page.htmlOnly).map((page) => page.path))
    expect(entries.some((entry) => entry.path.includes('?'))).toBe(false)
    expect(entries.map((entry) => entry.path)).toContain('/site-map')
    // The search page is in the HTML site map only: its results are noindex, not for search engines.
    expect(pages.map((page) => page.path)).toContain('/search')
    expect(entries.map((entry) => entry.path)).not.toContain('/search')
  })
})
