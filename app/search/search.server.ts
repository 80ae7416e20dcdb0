import { getContent } from '~/content/content.server'
import { log } from '~/log.server'
import type { Region } from '~/site/host-mode'
import { getRegion } from '~/site/region.server'
import { reportError } from '~/site/report-error.server'
import { searchArticles } from './article-index.server'
import { searchDispensaries } from './dispensary-search.server'
import { loadSearchFallback, suggestionHref, type SearchFallback } from './fallback.server'
import type { ArticleHit, DispensaryHit, ProductHit } from './hits'
import { searchAllStoresProducts, searchStoreProducts, storeForSearch, type ProductSearch } from './product-search.server'
import {
  CATEGORY_LABELS,
  categoryHref,
  hitsWindow,
  moreToShow,
  parseSearchParams,
  prefixTsquery,
  SEARCH_CATEGORIES,
  searchHref,
  showMoreHref,
  SORT_OPTIONS,
  sortHref,
  type SearchCategory,
  type SearchQuery,
  type SortValue,
} from './rules'

const logger = log('search')

type Hits = { products: ProductHit[]; articles: ArticleHit[]; dispensaries: DispensaryHit[] }

/** One kind's part of a view: its hits, its count and its show-more. */
export type Section<K extends SearchCategory = SearchCategory> = {
  category: K
  title: string
  total: number
  hits: Hits[K]
  /** From tablet width up, hits past this index are hidden (articles: 5 per step), or null. */
  tabletLimit: number | null
  /** The show-more address (the view with one more step), when any width has more to show. */
  moreHref: string | null
  /** Which widths have more to show: the show-more shows at those only. */
  more: { phone: boolean; tablet: boolean }
  /** The kind's own view (from the overview). */
  allHref: string
}

export type AnySection = { [K in SearchCategory]: Section<K> }[SearchCategory]

export type NavItem = { label: string; href: string; count: number | null; current: boolean }
export type SortLink = { value: SortValue; label: string; href: string; current: boolean }

type Texts = {
  title: string
  description: string
  label: string
  placeholder: string
  text: string
  canonical: string
  /** The view's category and store, which a new search from the box keeps. */
  category: SearchCategory | null
  storeId: number | null
}

export type SearchPageData = Texts &
  (
    | { state: 'invalid'; message: string }
    | { state: 'prompt'; prompt: string; suggestionsTitle: string; suggestions: { label: string; href: string }[] }
    | {
        state: 'results'
        heading: string
        nav: NavItem[]
        /** Null where the sort does not apply (the products' and dispensaries' own views). */
        sort: SortLink[] | null
        sections: AnySection[]
        /** The store product hits came from, when there was one. */
        storeName: string | null
        /** In a category's view with nothing of its kind: the kinds that did match. */
        elsewhere: NavItem[]
      }
    | { state: 'no-results'; heading: string; fallback: SearchFallback }
    | { state: 'fallback-failed' }
  )

export type SearchDependencies = {
  now?: Date
  /** The no-results block's content; tests pass one that fails. */
  fallback?: (region: Region, today: string) => Promise<SearchFallback>
}

/**
 * /search?query=&category= (002 §2): the view a query string asks for, searched across products,
 * articles and dispensaries for the visitor's host (002 §6). A bad query string is 'invalid' (a 400
 * with its message), no text is the prompt, nothing found is the no-results block with the host's
 * fallback content, and a fallback that cannot be fetched is 'fallback-failed' (the route sends the
 * visitor to /error, 002 §8).
 */
export async function searchPage(request: Request, dependencies: SearchDependencies = {}): Promise<SearchPageData> {
  const now = dependencies.now ?? new Date()
  const today = now.toISOString().slice(0, 10)
  const region = getRegion(request)
  const url = new URL(request.url)
  const content = getContent().search()
  const parsed = parseSearchParams(url.searchParams)
  const texts = (text: string, canonicalPath = '/search', category: SearchCategory | null = null, storeId: number | null = null): Texts => ({
    title: content.title,
    description: content.description,
    label: content.label,
    placeholder: content.placeholder,
    text,
    canonical: `${url.origin}${canonicalPath}`,
    category,
    storeId,
  })
  if (!parsed.ok) return { ...texts(parsed.text), state: 'invalid', message: parsed.message }
  const query = parsed.query
  const base = texts(query.text, searchHref({ ...query, storeId: null }), query.category, query.storeId)
  if (query.text === '') {
    const suggestions = content.noResults[region]
    return {
      ...base,
      state: 'prompt',
      prompt: content.prompt,
      suggestionsTitle: suggestions.suggestionsTitle,
      suggestions: suggestions.suggestions.map((label) => ({ label, href: suggestionHref(label) })),
    }
  }

  const tsquery = prefixTsquery(query.text)
  const found = tsquery ? await runSearches(request, query, tsquery, region, now, today) : null
  const totals = found ? { products: found.products.total, articles: found.articles.total, dispensaries: found.dispensaries.total } : null
  const heading = `Results for “${query.text}”`
  if (!found || !totals || totals.products + totals.articles + totals.dispensaries === 0) {
    try {
      const fallback = await (dependencies.fallback ?? loadSearchFallback)(region, today)
      return { ...base, state: 'no-results', heading, fallback }
    } catch (error) {
      reportError('search: the no-results fallback content could not be fetched', { category: 'search', storeId: null, err: error })
      return { ...base, state: 'fallback-failed' }
    }
  }

  const nav: NavItem[] = [
    { label: 'All results', href: categoryHref(query, null), count: null, current: query.category === null },
    ...SEARCH_CATEGORIES.map((kind) => ({
      label: CATEGORY_LABELS[kind],
      href: categoryHref(query, kind),
      count: totals[kind],
      current: query.category === kind,
    })),
  ]
  const kinds = query.category ? [query.category] : SEARCH_CATEGORIES.filter((kind) => totals[kind] > 0)
  const sections = kinds.map((kind) => section(query, kind, found[kind].hits, totals[kind]))
  const sortApplies = query.category === null || query.category === 'articles'
  return {
    ...base,
    state: 'results',
    heading,
    nav,
    sort: sortApplies ? SORT_OPTIONS.map((option) => ({ ...option, href: sortHref(query, option.value), current: option.value === query.sort })) : null,
    sections,
    storeName: found.products.store?.name ?? null,
    elsewhere: query.category && totals[query.category] === 0 ? nav.filter((item) => item.count !== null && item.count > 0) : [],
  }
}

function section<K extends SearchCategory>(query: SearchQuery, kind: K, hits: Hits[K], total: number): AnySection {
  const window = hitsWindow(query, kind)
  const more = moreToShow(window, total)
  return {
    category: kind,
    title: CATEGORY_LABELS[kind],
    total,
    hits,
    tabletLimit: window.tabletLimit,
    moreHref: more.phone || more.tablet ? showMoreHref(query, kind) : null,
    more,
    allHref: categoryHref(query, kind),
  } as AnySection
}

async function runSearches(request: Request, query: SearchQuery, tsquery: string, region: Region, now: Date, today: string) {
  // In a category's view the other kinds are only counted (one hit each).
  const limit = (kind: SearchCategory) => (query.category === null || query.category === kind ? hitsWindow(query, kind).limit : 1)
  const [products, articles, dispensaries] = await Promise.all([
    searchProducts(request, query, tsquery, region, limit('products')),
    searchArticles(tsquery, { region, sort: query.sort, limit: limit('articles'), today }),
    searchDispensaries(tsquery, { region, limit: limit('dispensaries'), now }),
  ])
  return { products, articles, dispensaries }
}

/** 002 §8: a failed product search is logged, and the page goes on without products. */
async function searchProducts(request: Request, query: SearchQuery, tsquery: string, region: Region, limit: number): Promise<ProductSearch> {
  let storeId: number | null = query.storeId
  try {
    const store = await storeForSearch(query.storeId, request.headers.get('cookie'), region)
    storeId = store?.storeId ?? null
    return store ? await searchStoreProducts(store, query.text, limit) : await searchAllStoresProducts(tsquery, region, limit)
  } catch (error) {
    reportError('search: the product search failed; showing no products', { category: 'search', level: 'warn', storeId, err: error }, logger)
    return { hits: [], total: 0, store: null }
  }
}
