import { customProductTypeLabels, customRowsFor, getContent } from '~/content/content.server'
import type { CustomRow, FilterOrderEntry } from '~/content/schemas'
import { log } from '~/log.server'
import { isStateInRegion, type Region } from '~/site/host-mode'
import { reportError } from '~/site/report-error.server'
import { emptyMenuQuery, parseHitsPerPageParameter, parseMenuQuery, parseStoreIdParameter } from './query'
import { searchStoreMenu } from './search.server'
import { MENU_PAGE_SIZE, type FacetCounts, type FacetStats, type MenuHit, type QueryError } from './types'

const logger = log('catalog')

/** What the listing API answers; the route only turns it into a Response. */
export type ApiAnswer = { status: number; body: unknown; cacheable: boolean }

/** The body of GET /api/products, named as the original site's listing endpoint named it (000 §7). */
export type ProductsBody = {
  algolia: MenuHit[]
  algolia_total: number
  algolia_total_page: number
  algolia_total_without_filters: number
  facets: FacetCounts
  facets_stats: FacetStats
  /** Titles of the live specials by id, for the deals filter's labels. */
  specials: Record<string, string>
  storeInfo: { custom_rows: CustomRow[]; custom_product_type_labels: Record<string, string> }
  cms: { filtersOrderCollection: FilterOrderEntry[]; features: { thcaFilter: boolean } }
}

const badRequest = (error: QueryError): ApiAnswer => ({
  status: 400,
  body: { error: `${error.parameter}: ${error.message}` },
  cacheable: false,
})

const notFound = (storeId: number): ApiAnswer => ({
  status: 404,
  body: { error: `storeId: there is no store ${storeId}` },
  cacheable: false,
})

/**
 * GET /api/products: one page of a store's menu with totals, facets and the filter configuration.
 * `stateId` is accepted and ignored: the original client sends it for its own data source, while
 * here the store id alone names the menu (and its state).
 */
export async function productsAnswer(params: URLSearchParams, region: Region, now = new Date()): Promise<ApiAnswer> {
  const storeId = parseStoreIdParameter(params.get('storeId'))
  if (!storeId.ok) return badRequest(storeId.error)
  const hitsPerPage = parseHitsPerPageParameter(params.get('hitsPerPage'), MENU_PAGE_SIZE)
  if (!hitsPerPage.ok) return badRequest(hitsPerPage.error)
  const parsed = parseMenuQuery(params, storeId.value)
  if (!parsed.ok) return badRequest(parsed.error)
  if (parsed.warnings.length) logger.warn({ storeId: storeId.value, warnings: parsed.warnings }, 'menu query: filters ignored')
  try {
    // One statement reads the store and searches it; an unknown store (or one of the other
    // region) answers 404 however it searched.
    const found = await searchStoreMenu(parsed.query, { now, hitsPerPage: hitsPerPage.value })
    if (!found || !isStateInRegion(found.store.stateCode, region)) return notFound(storeId.value)
    const { store, result } = found
    const filters = getContent().menuFilters()
    const rows = customRowsFor(filters, store.storeId)
    const body: ProductsBody = {
      algolia: result.hits,
      algolia_total: result.total,
      algolia_total_page: result.totalPages,
      algolia_total_without_filters: result.totalWithoutFilters,
      facets: result.facets,
      facets_stats: result.facetsStats,
      specials: result.specials,
      storeInfo: { custom_rows: rows, custom_product_type_labels: customProductTypeLabels(rows) },
      cms: { filtersOrderCollection: filters.filtersOrder, features: filters.features },
    }
    return { status: 200, body, cacheable: true }
  } catch (error) {
    reportError('menu search failed', { storeId: storeId.value, err: error })
    return { status: 500, body: { error: 'The menu could not be searched just now. Please try again.' }, cacheable: false }
  }
}

/**
 * GET /api/facets: the store's facet counts with no filters (001 §7), optionally for a text query.
 * A failed count answers {} with a warning (001 §8), so the filters still render.
 */
export async function facetsAnswer(params: URLSearchParams, region: Region): Promise<ApiAnswer> {
  const storeId = parseStoreIdParameter(params.get('storeId'))
  if (!storeId.ok) return badRequest(storeId.error)
  const parsed = parseMenuQuery(new URLSearchParams({ searchQuery: params.get('searchQuery') ?? '' }), storeId.value)
  if (!parsed.ok) return badRequest(parsed.error)
  try {
    const found = await searchStoreMenu({ ...emptyMenuQuery(storeId.value), searchQuery: parsed.query.searchQuery }, { hitsPerPage: 0 })
    if (!found || !isStateInRegion(found.store.stateCode, region)) return notFound(storeId.value)
    return { status: 200, body: found.result.facets, cacheable: true }
  } catch (error) {
    // 001 §8: the facet fetch answers {} on error, so the page survives: a warning, not an error.
    reportError('facet counts failed; answering none', { level: 'warn', storeId: storeId.value, err: error })
    return { status: 200, body: {}, cacheable: false }
  }
}
