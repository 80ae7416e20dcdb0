import { describe, expect, it } from 'vitest'
import {
  categoryHref,
  freshOverview,
  hitsWindow,
  MAX_QUERY_LENGTH,
  moreToShow,
  parseSearchParams,
  prefixTsquery,
  searchHref,
  showMoreHref,
  sortHref,
  type SearchQuery,
} from './rules'

const base: SearchQuery = { text: 'gummies', category: null, sort: 'newest', page: 1, overview: freshOverview(), storeId: null }
const parse = (search: string) => parseSearchParams(new URLSearchParams(search))

describe('parseSearchParams', () => {
  it.each([
    { search: '', query: { text: '', category: null, sort: 'newest', page: 1, storeId: null } },
    { search: 'query=%20%20blue%20%20%20dream%20', query: { text: 'blue dream' } },
    // Control characters are white space, not part of the text.
    { search: 'query=blue%00%0Adream', query: { text: 'blue dream' } },
    { search: 'query=x&category=products', query: { category: 'products' } },
    { search: 'query=x&category=ARTICLES', query: { category: 'articles' } },
    { search: 'query=x&category=', query: { category: null } },
    { search: 'query=x&sort=oldest', query: { sort: 'oldest' } },
    { search: 'query=x&category=articles&page=3', query: { page: 3 } },
    { search: 'query=x&show-products=2&show-dispensaries=16', query: { overview: { products: 2, articles: 1, dispensaries: 16 } } },
    { search: 'query=x&storeId=1001', query: { storeId: 1001 } },
    // Hostile text is only text: it is never parsed here.
    { search: `query=${encodeURIComponent("'; drop table products; -- <script>")}`, query: { text: "'; drop table products; -- <script>" } },
    { search: `query=${'a'.repeat(MAX_QUERY_LENGTH)}`, query: { text: 'a'.repeat(MAX_QUERY_LENGTH) } },
  ])('reads $search', ({ search, query }) => {
    const parsed = parse(search)
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.query).toMatchObject(query)
  })

  it.each([
    { search: `query=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`, message: 'Searches can be up to 100 characters long. Try fewer words.' },
    { search: 'query=x&category=strains', message: "There is no search category called 'strains'." },
    { search: 'query=x&sort=relevance', message: 'Results can be sorted by Newest or Oldest only.' },
    { search: 'query=x&page=0', message: "'page' must be a whole number from 1 to 16." },
    { search: 'query=x&page=17', message: "'page' must be a whole number from 1 to 16." },
    { search: 'query=x&page=1.5', message: "'page' must be a whole number from 1 to 16." },
    { search: 'query=x&show-articles=-1', message: "'show-articles' must be a whole number from 1 to 16." },
    { search: 'query=x&storeId=abc', message: "'storeId' must be a store number." },
    { search: 'query=x&storeId=0', message: "'storeId' must be a store number." },
  ])('refuses $search', ({ search, message }) => {
    expect(parse(search)).toMatchObject({ ok: false, message })
  })

  it('keeps the first 100 characters of an oversized text for the search box', () => {
    const parsed = parse(`query=${'é'.repeat(150)}`)
    expect(parsed).toMatchObject({ ok: false, text: 'é'.repeat(100) })
  })
})

describe('hitsWindow and moreToShow (002 §9)', () => {
  it.each([
    // The overview: 3 per step; products at most 20.
    { view: { category: null, page: 1, overview: freshOverview() }, kind: 'articles', limit: 3, tabletLimit: null, total: 10, more: { phone: true, tablet: true } },
    { view: { category: null, page: 1, overview: freshOverview() }, kind: 'dispensaries', limit: 3, tabletLimit: null, total: 3, more: { phone: false, tablet: false } },
    { view: { category: null, page: 1, overview: { ...freshOverview(), products: 6 } }, kind: 'products', limit: 18, tabletLimit: null, total: 50, more: { phone: true, tablet: true } },
    { view: { category: null, page: 1, overview: { ...freshOverview(), products: 7 } }, kind: 'products', limit: 20, tabletLimit: null, total: 50, more: { phone: false, tablet: false } },
    { view: { category: null, page: 1, overview: { ...freshOverview(), products: 16 } }, kind: 'products', limit: 20, tabletLimit: null, total: 50, more: { phone: false, tablet: false } },
    { view: { category: null, page: 1, overview: { ...freshOverview(), articles: 7 } }, kind: 'articles', limit: 21, tabletLimit: null, total: 50, more: { phone: true, tablet: true } },
    // A category: 6 per step …
    { view: { category: 'products', page: 1, overview: freshOverview() }, kind: 'products', limit: 6, tabletLimit: null, total: 7, more: { phone: true, tablet: true } },
    { view: { category: 'dispensaries', page: 2, overview: freshOverview() }, kind: 'dispensaries', limit: 12, tabletLimit: null, total: 12, more: { phone: false, tablet: false } },
    // … articles 5 per step from tablet width up.
    { view: { category: 'articles', page: 1, overview: freshOverview() }, kind: 'articles', limit: 6, tabletLimit: 5, total: 40, more: { phone: true, tablet: true } },
    { view: { category: 'articles', page: 1, overview: freshOverview() }, kind: 'articles', limit: 6, tabletLimit: 5, total: 6, more: { phone: false, tablet: true } },
    { view: { category: 'articles', page: 2, overview: freshOverview() }, kind: 'articles', limit: 12, tabletLimit: 10, total: 11, more: { phone: false, tablet: true } },
    { view: { category: 'articles', page: 2, overview: freshOverview() }, kind: 'articles', limit: 12, tabletLimit: 10, total: 10, more: { phone: false, tablet: false } },
  ] as const)('$kind in $view.category view, steps $view.page/$view.overview, total $total', ({ view, kind, limit, tabletLimit, total, more }) => {
    const window = hitsWindow(view, kind)
    expect({ limit: window.limit, tabletLimit: window.tabletLimit }).toEqual({ limit, tabletLimit })
    expect(moreToShow(window, total)).toEqual(more)
  })
})

describe('addresses', () => {
  it.each([
    { name: 'a plain search', href: searchHref(base), expected: '/search?query=gummies' },
    { name: 'no text', href: searchHref({ ...base, text: '' }), expected: '/search' },
    { name: 'text that needs encoding', href: searchHref({ ...base, text: 'r&d <b> "x"' }), expected: '/search?query=r%26d+%3Cb%3E+%22x%22' },
    { name: 'a category', href: categoryHref({ ...base, overview: { ...freshOverview(), articles: 3 } }, 'articles'), expected: '/search?query=gummies&category=articles' },
    { name: 'back to the overview', href: categoryHref({ ...base, category: 'articles', page: 3 }, null), expected: '/search?query=gummies' },
    { name: 'a show-more in the overview', href: showMoreHref(base, 'dispensaries'), expected: '/search?query=gummies&show-dispensaries=2' },
    { name: 'a show-more in a category', href: showMoreHref({ ...base, category: 'articles', page: 2 }, 'articles'), expected: '/search?query=gummies&category=articles&page=3' },
    { name: 'a show-more at the last step', href: showMoreHref({ ...base, category: 'articles', page: 16 }, 'articles'), expected: '/search?query=gummies&category=articles&page=16' },
    { name: 'a sort starts the steps over', href: sortHref({ ...base, category: 'articles', page: 3 }, 'oldest'), expected: '/search?query=gummies&category=articles&sort=oldest' },
    { name: 'the default sort is left out', href: sortHref({ ...base, sort: 'oldest' }, 'newest'), expected: '/search?query=gummies' },
    { name: 'the store goes along', href: categoryHref({ ...base, storeId: 1001 }, 'products'), expected: '/search?query=gummies&category=products&storeId=1001' },
  ])('$name', ({ href, expected }) => {
    expect(href).toBe(expected)
  })

  it('every address reads back as the view it names', () => {
    const views: SearchQuery[] = [
      { ...base, category: 'articles', page: 4, sort: 'oldest' },
      { ...base, overview: { products: 3, articles: 2, dispensaries: 5 }, storeId: 42 },
    ]
    for (const view of views) {
      const parsed = parseSearchParams(new URL(searchHref(view), 'http://x').searchParams)
      expect(parsed).toEqual({ ok: true, query: view })
    }
  })
})

describe('prefixTsquery', () => {
  it.each([
    { text: 'Blue Dream', tsquery: "'blue':* & 'dream':*" },
    { text: 'CAFÉ crème', tsquery: "'cafe':* & 'creme':*" },
    { text: 'blue blue', tsquery: "'blue':*" },
    // tsquery syntax is split away: only letters and digits reach a lexeme, each quoted.
    { text: "o'neil", tsquery: "'o':* & 'neil':*" },
    { text: 'a & b | !c <-> (d):*', tsquery: "'a':* & 'b':* & 'c':* & 'd':*" },
    { text: "'; drop table x; --", tsquery: "'drop':* & 'table':* & 'x':*" },
    { text: '<script>alert(1)</script>', tsquery: "'script':* & 'alert':* & '1':*" },
    { text: '!!! ***', tsquery: null },
    { text: '', tsquery: null },
  ])('$text', ({ text, tsquery }) => {
    expect(prefixTsquery(text)).toBe(tsquery)
  })
})
