import { DEFAULT_SORT, emptyMenuQuery, parseMenuQuery } from '~/catalog/search/query'
import { hasFilters, selectionFromQuery } from './selection'
import type { MenuQuery, QueryError } from '~/catalog/search/types'

/** More bad parameters than this and the page gives up on the query string altogether. */
const MAX_DROPS = 20

/**
 * The menu page's reading of its query string. Unlike the API (which answers 400), the page drops
 * each parameter the parser refuses and reads the rest, since shoppers follow old and hand-edited
 * links; what was dropped comes back for the log.
 */
export function readPageQuery(search: URLSearchParams, storeId: number): { query: MenuQuery; dropped: QueryError[] } {
  const params = new URLSearchParams(search)
  const dropped: QueryError[] = []
  for (let attempt = 0; attempt <= MAX_DROPS; attempt += 1) {
    const parsed = parseMenuQuery(params, storeId)
    if (parsed.ok) return { query: parsed.query, dropped }
    dropped.push(parsed.error)
    if (!params.has(parsed.error.parameter)) break
    params.delete(parsed.error.parameter)
  }
  return { query: emptyMenuQuery(storeId), dropped }
}

/**
 * Whether the shopper is browsing the whole menu in its default order: only then do the carousels
 * show. A filter, a search or another sort means they are after the grid, which moves up under the
 * filter bar.
 */
export function isBrowsing(query: MenuQuery): boolean {
  return !query.searchQuery && query.sort === DEFAULT_SORT && !hasFilters(selectionFromQuery(query))
}
