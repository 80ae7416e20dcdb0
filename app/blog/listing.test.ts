import { describe, expect, it } from 'vitest'
import {
  BLOG_PAGE_SIZE,
  blogHref,
  blogPage,
  filterOptions,
  geoEntries,
  isPublished,
  parseBlogQuery,
  readable,
  shownInRegion,
  toggleCategory,
} from './listing'

const q = (search: string) => parseBlogQuery(new URLSearchParams(search))

describe('parseBlogQuery (002 §2: filter-category repeatable, All exclusive; 6 per step)', () => {
  it.each([
    ['', { selected: [], shown: 6 }],
    ['filter-category=cannabis-101', { selected: ['cannabis-101'], shown: 6 }],
    // Repeatable, kept in the filter's order, duplicates once.
    ['filter-category=recipes&filter-category=cannabis-101&filter-category=recipes', { selected: ['cannabis-101', 'recipes'], shown: 6 }],
    // 'all' is exclusive: it wins over any category beside it.
    ['filter-category=all', { selected: [], shown: 6 }],
    ['filter-category=lifestyle&filter-category=all', { selected: [], shown: 6 }],
    ['filter-category=Strains-And-Terpenes', { selected: ['strains-and-terpenes'], shown: 6 }],
    ['show=12', { selected: [], shown: 12 }],
    ['show=7', { selected: [], shown: 12 }],
    ['show=1', { selected: [], shown: 6 }],
    ['show=9999', { selected: [], shown: 10002 }],
  ])('%j → %j', (search, query) => {
    expect(q(search)).toEqual({ ok: true, query })
  })

  it.each([
    ['filter-category=gossip', "There is no blog category called 'gossip'."],
    ['filter-category=', "There is no blog category called ''."],
    ['show=0', 'The number of articles to show must be a whole number from 1 to 9999.'],
    ['show=-6', 'The number of articles to show must be a whole number from 1 to 9999.'],
    ['show=six', 'The number of articles to show must be a whole number from 1 to 9999.'],
    ['show=12.5', 'The number of articles to show must be a whole number from 1 to 9999.'],
    ['show=100000', 'The number of articles to show must be a whole number from 1 to 9999.'],
  ])('%j is a bad request: %j', (search, message) => {
    expect(q(search)).toEqual({ ok: false, message })
  })
})

describe('toggleCategory', () => {
  it.each([
    { selected: [], pick: 'lifestyle', result: ['lifestyle'] },
    { selected: ['lifestyle'], pick: 'cannabis-101', result: ['cannabis-101', 'lifestyle'] },
    { selected: ['cannabis-101', 'lifestyle'], pick: 'lifestyle', result: ['cannabis-101'] },
    // Unselecting the last category returns to All.
    { selected: ['lifestyle'], pick: 'lifestyle', result: [] },
    // Choosing All removes every category.
    { selected: ['cannabis-101', 'lifestyle'], pick: 'all', result: [] },
    { selected: [], pick: 'all', result: [] },
  ])('$selected + $pick → $result', ({ selected, pick, result }) => {
    expect(toggleCategory(selected, pick)).toEqual(result)
  })
})

describe('blogHref', () => {
  it.each([
    { selected: [], shown: undefined, href: '/blog' },
    { selected: [], shown: 6, href: '/blog' },
    { selected: [], shown: 12, href: '/blog?show=12' },
    { selected: ['recipes', 'cannabis-101'], shown: 18, href: '/blog?filter-category=cannabis-101&filter-category=recipes&show=18' },
  ])('$selected, $shown → $href', ({ selected, shown, href }) => {
    expect(blogHref(selected, shown)).toBe(href)
  })
})

const entries = (spec: Record<string, number>) =>
  Object.entries(spec).flatMap(([category, n]) => Array.from({ length: n }, (_, i) => ({ category, id: `${category}-${i}` }))) as {
    category: never
    id: string
  }[]

describe('blogPage: 6 shown, then 6 more per Read More', () => {
  const all = entries({ 'Cannabis 101': 8, Lifestyle: 5, Recipes: 4 })
  it.each([
    { name: 'first step of all', query: { selected: [], shown: 6 }, shown: 6, total: 17, nextHref: '/blog?show=12' },
    { name: 'second step', query: { selected: [], shown: 12 }, shown: 12, total: 17, nextHref: '/blog?show=18' },
    { name: 'last step shows the rest, no Read More', query: { selected: [], shown: 18 }, shown: 17, total: 17, nextHref: null },
    { name: 'beyond the end', query: { selected: [], shown: 60 }, shown: 17, total: 17, nextHref: null },
    { name: 'one category', query: { selected: ['lifestyle'], shown: 6 }, shown: 5, total: 5, nextHref: null },
    {
      name: 'two categories keep the selection in Read More',
      query: { selected: ['cannabis-101', 'recipes'], shown: 6 },
      shown: 6,
      total: 12,
      nextHref: '/blog?filter-category=cannabis-101&filter-category=recipes&show=12',
    },
    { name: 'a category with nothing', query: { selected: ['resources'], shown: 6 }, shown: 0, total: 0, nextHref: null },
  ])('$name', ({ query, shown, total, nextHref }) => {
    const page = blogPage(all, query)
    expect({ shown: page.shown, total: page.total, nextHref: page.nextHref, count: page.entries.length }).toEqual({ shown, total, nextHref, count: shown })
  })

  it('keeps the given order and filters by category name', () => {
    const page = blogPage(all, { selected: ['lifestyle'], shown: BLOG_PAGE_SIZE })
    expect(page.entries.map((e) => e.id)).toEqual(['Lifestyle-0', 'Lifestyle-1', 'Lifestyle-2', 'Lifestyle-3', 'Lifestyle-4'])
  })
})

describe('filterOptions', () => {
  it('All first with the total, then categories with entries in the filter order, with toggle links', () => {
    const options = filterOptions(entries({ Recipes: 2, 'Cannabis 101': 3 }), ['recipes'])
    expect(options).toEqual([
      { slug: 'all', label: 'All', count: 5, selected: false, href: '/blog' },
      { slug: 'cannabis-101', label: 'Cannabis 101', count: 3, selected: false, href: '/blog?filter-category=cannabis-101&filter-category=recipes' },
      { slug: 'recipes', label: 'Recipes', count: 2, selected: true, href: '/blog' },
    ])
  })

  it("shows 'All (0)' when there is nothing to count (002 §8), and keeps a selected empty category", () => {
    expect(filterOptions([], [])).toEqual([{ slug: 'all', label: 'All', count: 0, selected: true, href: '/blog' }])
    expect(filterOptions([], ['lifestyle']).map((o) => [o.label, o.count, o.selected])).toEqual([
      ['All', 0, false],
      ['Lifestyle', 0, true],
    ])
  })
})

describe('shownInRegion (Ohio versus Main, 002 §6)', () => {
  it.each([
    { states: [], region: 'main', shown: true },
    { states: [], region: 'ohio', shown: true },
    { states: ['OH'], region: 'main', shown: false },
    { states: ['OH'], region: 'ohio', shown: true },
    { states: ['IL'], region: 'main', shown: true },
    { states: ['IL'], region: 'ohio', shown: false },
    { states: ['IL', 'OH'], region: 'main', shown: false },
    { states: ['IL', 'OH'], region: 'ohio', shown: true },
  ] as const)('$states on $region → $shown', ({ states, region, shown }) => {
    expect(shownInRegion(states, region)).toBe(shown)
  })
})

describe('isPublished and readable', () => {
  const now = new Date('2026-11-26T10:00:00Z')
  it.each([
    ['2026-11-25', true],
    ['2026-11-26', true],
    ['2026-11-27', false],
    ['2027-01-01', false],
  ])('%s → %s', (date, published) => {
    expect(isPublished(date, now)).toBe(published)
    expect(readable({ states: [], publishDate: date }, 'main', now)).toBe(published)
  })
  it('a published Ohio entry is not readable on the main host', () => {
    expect(readable({ states: ['OH'], publishDate: '2026-01-01' }, 'main', now)).toBe(false)
  })
})

describe('geoEntries (the geo article grid)', () => {
  const entry = (id: string, states: string[], showOnBlogListing = true) => ({ id, states, showOnBlogListing })
  const all = [entry('a', ['IL']), entry('b', []), entry('c', ['IL', 'MI']), entry('d', ['IL'], false), entry('e', ['MI']), entry('f', ['IL']), entry('g', ['IL'])]
  it.each([
    { code: 'IL', ids: ['a', 'c', 'f'] },
    { code: 'MI', ids: ['c', 'e'] },
    { code: 'NV', ids: [] },
  ])('$code → $ids', ({ code, ids }) => {
    expect(geoEntries(all, code).map((e) => e.id)).toEqual(ids)
  })
})
