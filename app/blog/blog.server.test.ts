import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { articlePage, blogIndex, recipePage } from './blog.server'

const now = new Date('2026-11-26T12:00:00Z')
const ILLINOIS = [
  "Where You Can and Can't Consume in Illinois",
  'Illinois Medical Cannabis Patients: Registering and Shopping',
  'Shopping in Illinois: Taxes, Limits and Tips',
]
const request = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  const nevada = await createState(db, { name: 'Nevada', slug: 'nevada', code: 'NV' })
  await createDispensary(db, { stateId: illinois.id, slug: 'joliet' })
  await createDispensary(db, { stateId: ohio.id, slug: 'columbus' })
  await createDispensary(db, { stateId: nevada.id, slug: 'reno' })
})

describe('blogIndex: the geo article grid', () => {
  it.each([
    { name: 'no home dispensary', path: '/blog', cookie: undefined, geo: null },
    {
      name: 'a home dispensary in Illinois',
      path: '/blog',
      cookie: 'nm_home_dispensary=illinois%2Fjoliet',
      geo: { stateName: 'Illinois', titles: ILLINOIS },
    },
    { name: 'a state without articles', path: '/blog', cookie: 'nm_home_dispensary=nevada/reno', geo: null },
    // Ohio's articles never show on the main host, nor does its state.
    { name: 'an Ohio home dispensary on the main host', path: '/blog', cookie: 'nm_home_dispensary=ohio/columbus', geo: null },
    { name: 'an unknown state', path: '/blog', cookie: 'nm_home_dispensary=atlantis/x', geo: null },
    // Only unfiltered views carry it; it stays through Read More.
    { name: 'a filtered view', path: '/blog?filter-category=lifestyle', cookie: 'nm_home_dispensary=illinois/joliet', geo: null },
    {
      name: 'after Read More',
      path: '/blog?show=12',
      cookie: 'nm_home_dispensary=illinois/joliet',
      geo: { stateName: 'Illinois', titles: ILLINOIS },
    },
  ])('$name', async ({ path, cookie, geo }) => {
    const index = await blogIndex(request(path, cookie), now)
    if (!index.ok) throw new Error(index.message)
    expect(index.geo && { stateName: index.geo.stateName, titles: index.geo.cards.map((card) => card.title) }).toEqual(geo)
  })

  it('answers a bad query with its message and the unfiltered options', async () => {
    const index = await blogIndex(request('/blog?filter-category=gossip'), now)
    expect(index).toMatchObject({ ok: false, message: "There is no blog category called 'gossip'." })
    expect(index.options[0]).toMatchObject({ label: 'All', selected: true })
  })
})

describe('articlePage and recipePage', () => {
  it('render sections to sanitised HTML with ToC entries, canonical and JSON-LD', () => {
    const page = articlePage(request('/blog/cannabis-101/first-dispensary-visit'), 'cannabis-101', 'first-dispensary-visit', now)!
    expect(page.toc.map((item) => item.id)).toEqual(['bring-a-valid-unexpired-id', 'check-in-and-the-waiting-area', 'talking-to-a-budtender', 'paying-and-leaving'])
    expect(page.sections.at(-1)).toMatchObject({ id: 'the-short-version', title: 'The short version' })
    expect(page.sections[0]!.html).toMatch(/^<p>Every licensed store checks identification/)
    expect(page.canonical).toBe('http://localhost/blog/cannabis-101/first-dispensary-visit')
    expect(page.date).toEqual({ iso: '2026-01-12', label: 'January 12, 2026' })
    expect(page.related).toHaveLength(3)
    expect(page.related.every((card) => card.category === 'Cannabis 101')).toBe(true)
    // Recommended resources (000 §2): the article's own pick, then the newest resources.
    expect(page.recommended).toEqual([
      { title: 'Questions to Ask Your Budtender', description: expect.stringMatching(/^A short checklist/), href: '/blog/resources/questions-to-ask-your-budtender' },
      { title: 'Medical Card Renewal Checklist', description: expect.any(String), href: '/blog/resources/medical-card-renewal-checklist' },
      { title: "Where to Find Your State's Official Cannabis Rules", description: expect.any(String), href: '/blog/resources/where-to-find-state-rules' },
    ])
    expect(JSON.parse(page.jsonLd)).toMatchObject({ '@type': 'Article', publisher: { name: 'Northmeadow Cannabis Co.' } })
  })

  it.each([
    ['a wrong category', 'lifestyle', 'first-dispensary-visit'],
    ['an unknown slug', 'cannabis-101', 'nope'],
    ['an Ohio article on the main host', 'dispensary-tips', 'ohio-shopping-guide'],
  ])('null (a 404) for %s', (_name, category, slug) => {
    expect(articlePage(request(`/blog/${category}/${slug}`), category, slug, now)).toBeNull()
  })

  it('a recipe lists its own parts first in the ToC; a future publish date is a 404 until the day', () => {
    const page = recipePage(request('/blog/recipes/low-dose-brownies'), 'low-dose-brownies', now)!
    expect(page.toc.map((item) => item.title)).toEqual(['Ingredients', 'Method', 'Why a tincture', 'Serving and storage'])
    expect(page).toMatchObject({ preparationTime: '20 min', cookTime: '25 min', servings: '16 squares', difficulty: 'Easy', infused: true })
    expect(page.date?.label).toBe('02.09.2026')
    expect(page.recommended.map((item) => item.href)).toEqual([
      '/blog/resources/safe-storage-checklist',
      '/blog/resources/medical-card-renewal-checklist',
      '/blog/resources/where-to-find-state-rules',
    ])
    expect(recipePage(request('/blog/recipes/low-dose-brownies'), 'low-dose-brownies', new Date('2026-02-08T23:00:00Z'))).toBeNull()
    expect(recipePage(request('/blog/recipes/nope'), 'nope', now)).toBeNull()
  })
})
