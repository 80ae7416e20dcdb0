import { normalizeSearchQuery } from '~/catalog/search/query'
import { lexeme, tokenize } from '~/catalog/search/text'
import { MAX_QUERY_LENGTH } from './limits'

/**
 * The search page's rules (002 §2, §4, §9), pure: what `/search?query=&category=` asks for, how
 * many hits each part shows, and the addresses of its controls. Everything a visitor can change
 * lives in the query string, so every view can be shared, reloaded and reached without JavaScript.
 */

/** The kinds of hits, in the order the overview shows them (002 §2). */
export const SEARCH_CATEGORIES = ['products', 'articles', 'dispensaries'] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

export const CATEGORY_LABELS: Record<SearchCategory, string> = {
  products: 'Products',
  articles: 'Articles',
  dispensaries: 'Dispensaries',
}

/** 002 §9: the sort options, the first being the default. Articles and recipes sort by publish date. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
] as const
export type SortValue = (typeof SORT_OPTIONS)[number]['value']
export const DEFAULT_SORT: SortValue = 'newest'

/** 002 §9: hits per step in the overview. */
export const OVERVIEW_STEP = 3
/** 002 §9: the overview shows at most this many products, however many show-mores. */
export const OVERVIEW_PRODUCT_CAP = 20
/** 002 §9: hits per step in a category's own view… */
export const CATEGORY_STEP = 6
/** …except articles from tablet width up (768 px), 5 per step. */
export const ARTICLES_TABLET_STEP = 5
/** Most steps a view may ask for: 16 × 6 = 96 hits, within the menu search's 100 per page. */
export const MAX_STEPS = 16
export { MAX_QUERY_LENGTH }

export const QUERY_PARAM = 'query'
export const CATEGORY_PARAM = 'category'
export const SORT_PARAM = 'sort'
/** A category view's pages shown (show-more count), 1 by default. */
export const PAGE_PARAM = 'page'
/** The overview's per-kind steps shown: `show-products=2` and so on. */
export const overviewParam = (category: SearchCategory) => `show-${category}`
/** The store whose menu product hits come from (002 §7 'Search products: … storeId'). */
export const STORE_PARAM = 'storeId'

export type SearchQuery = {
  /** The search text, trimmed, runs of white space and control characters made one space; '' when none was given. */
  text: string
  category: SearchCategory | null
  sort: SortValue
  /** A category view: steps shown (1 = the first page). */
  page: number
  /** The overview: steps shown per kind. */
  overview: Record<SearchCategory, number>
  storeId: number | null
}

export type ParsedSearch = { ok: true; query: SearchQuery } | { ok: false; message: string; text: string }

const STEPS = /^[1-9]\d{0,2}$/

function steps(raw: string | null, name: string): number | string {
  if (raw === null || raw === '') return 1
  if (!STEPS.test(raw) || Number(raw) > MAX_STEPS) return `'${name}' must be a whole number from 1 to ${MAX_STEPS}.`
  return Number(raw)
}

/**
 * The page's query string. Bad values answer a message (the page shows it with a 400), never an
 * exception: an unknown category or sort, a step count out of range, a store id that is not one,
 * or a text longer than MAX_QUERY_LENGTH.
 */
export function parseSearchParams(params: URLSearchParams): ParsedSearch {
  const text = normalizeSearchQuery(params.get(QUERY_PARAM) ?? '')
  const shortText = [...text].slice(0, MAX_QUERY_LENGTH).join('')
  if ([...text].length > MAX_QUERY_LENGTH) {
    return { ok: false, message: `Searches can be up to ${MAX_QUERY_LENGTH} characters long. Try fewer words.`, text: shortText }
  }
  const rawCategory = (params.get(CATEGORY_PARAM) ?? '').trim().toLowerCase()
  let category: SearchCategory | null = null
  if (rawCategory !== '') {
    if (!isCategory(rawCategory)) return { ok: false, message: `There is no search category called '${rawCategory.slice(0, 40)}'.`, text }
    category = rawCategory
  }
  const rawSort = (params.get(SORT_PARAM) ?? '').trim().toLowerCase()
  let sort = DEFAULT_SORT
  if (rawSort !== '') {
    const option = SORT_OPTIONS.find((o) => o.value === rawSort)
    if (!option) return { ok: false, message: `Results can be sorted by ${SORT_OPTIONS.map((o) => o.label).join(' or ')} only.`, text }
    sort = option.value
  }
  const page = steps(params.get(PAGE_PARAM), PAGE_PARAM)
  if (typeof page === 'string') return { ok: false, message: page, text }
  const overview = {} as Record<SearchCategory, number>
  for (const kind of SEARCH_CATEGORIES) {
    const value = steps(params.get(overviewParam(kind)), overviewParam(kind))
    if (typeof value === 'string') return { ok: false, message: value, text }
    overview[kind] = value
  }
  const rawStore = params.get(STORE_PARAM)
  let storeId: number | null = null
  if (rawStore !== null && rawStore !== '') {
    if (!/^[1-9]\d{0,8}$/.test(rawStore)) return { ok: false, message: `'${STORE_PARAM}' must be a store number.`, text }
    storeId = Number(rawStore)
  }
  return { ok: true, query: { text, category, sort, page, overview, storeId } }
}

export function isCategory(value: string): value is SearchCategory {
  return (SEARCH_CATEGORIES as readonly string[]).includes(value)
}

/** How many hits of a kind a view fetches, and the steps it shows them in. */
export type Window = {
  /** Hits to fetch (and show on phones). */
  limit: number
  /** Hits shown from tablet width up, when fewer than `limit` (articles' 5 per step). */
  tabletLimit: number | null
  /** Hits per show-more. */
  step: number
  /** The most this view ever shows (the overview's product cap), or null. */
  cap: number | null
}

/**
 * What a view shows of one kind (002 §9): 3 per step in the overview (products at most 20 there),
 * 6 per step in a category's view, articles 5 per step from tablet width up.
 */
export function hitsWindow(query: Pick<SearchQuery, 'category' | 'page' | 'overview'>, kind: SearchCategory): Window {
  if (query.category === null) {
    const cap = kind === 'products' ? OVERVIEW_PRODUCT_CAP : null
    const limit = OVERVIEW_STEP * query.overview[kind]
    return { limit: cap === null ? limit : Math.min(cap, limit), tabletLimit: null, step: OVERVIEW_STEP, cap }
  }
  const limit = CATEGORY_STEP * query.page
  return kind === 'articles'
    ? { limit, tabletLimit: ARTICLES_TABLET_STEP * query.page, step: CATEGORY_STEP, cap: null }
    : { limit, tabletLimit: null, step: CATEGORY_STEP, cap: null }
}

/** Whether a further show-more can add hits: on phones (`phone`) and from tablet width up (`tablet`). */
export function moreToShow(window: Window, total: number): { phone: boolean; tablet: boolean } {
  const reachable = window.cap === null ? total : Math.min(total, window.cap)
  return { phone: reachable > window.limit, tablet: reachable > (window.tabletLimit ?? window.limit) }
}

/** The address of a view of the page; defaults are left out, so every view has one address. */
export function searchHref(query: SearchQuery, change: Partial<SearchQuery> = {}): string {
  const next = { ...query, ...change }
  const params = new URLSearchParams()
  if (next.text) params.set(QUERY_PARAM, next.text)
  if (next.category) params.set(CATEGORY_PARAM, next.category)
  if (next.sort !== DEFAULT_SORT) params.set(SORT_PARAM, next.sort)
  if (next.category !== null && next.page > 1) params.set(PAGE_PARAM, String(next.page))
  if (next.category === null) {
    for (const kind of SEARCH_CATEGORIES) if (next.overview[kind] > 1) params.set(overviewParam(kind), String(next.overview[kind]))
  }
  if (next.storeId !== null) params.set(STORE_PARAM, String(next.storeId))
  const search = params.toString()
  return search ? `/search?${search}` : '/search'
}

/** A fresh view of another category (or the overview): first page, overview steps reset. */
export function categoryHref(query: SearchQuery, category: SearchCategory | null): string {
  return searchHref(query, { category, page: 1, overview: freshOverview() })
}

/** The next show-more of a kind in this view. */
export function showMoreHref(query: SearchQuery, kind: SearchCategory): string {
  if (query.category !== null) return searchHref(query, { page: Math.min(MAX_STEPS, query.page + 1) })
  return searchHref(query, { overview: { ...query.overview, [kind]: Math.min(MAX_STEPS, query.overview[kind] + 1) } })
}

/** A change of sort keeps the view but starts its show-mores over. */
export function sortHref(query: SearchQuery, sort: SortValue): string {
  return searchHref(query, { sort, page: 1, overview: freshOverview() })
}

export function freshOverview(): Record<SearchCategory, number> {
  return { products: 1, articles: 1, dispensaries: 1 }
}

/**
 * The words of a search as a PostgreSQL tsquery source: every word must match, each as a prefix
 * ('gumm' finds 'gummies'). Words are letters and digits only (catalog/search/text.ts's tokenizer,
 * accents folded) and each is quoted as a lexeme, so no tsquery syntax in the text — quotes, '&',
 * '|', '!', ':', '<->' or parentheses — reaches the parser. Null when the text has no words.
 */
export function prefixTsquery(text: string): string | null {
  const words = tokenize(text)
  if (words.length === 0) return null
  return words.map((word) => `${lexeme(word)}:*`).join(' & ')
}
