import { searchMenu } from '~/catalog/search/search.server'
import type { MenuQuery, MenuSearchResult } from '~/catalog/search/types'
import { rowsForDepth } from './paging'

/** The most hits one search answers; deeper page depths are read in slices of this size. */
const SEARCH_SLICE = 100

/**
 * The menu page's search: page N of the URL means 'loaded down to page N' (000 §4 'Product grid'),
 * so a reload renders every product the shopper had, not just page N. Up to 100 hits come from one
 * search; deeper reloads read the further slices side by side once the total is known.
 */
export async function searchListing(
  query: MenuQuery,
  options: { menuPagePath: string; now: Date },
): Promise<MenuSearchResult> {
  const rows = rowsForDepth(query.page)
  if (rows <= SEARCH_SLICE) {
    const result = await searchMenu({ ...query, page: 0 }, { ...options, hitsPerPage: rows })
    return { ...result, page: query.page }
  }
  const first = await searchMenu({ ...query, page: 0 }, { ...options, hitsPerPage: SEARCH_SLICE })
  const slices = Math.ceil(Math.min(rows, first.total) / SEARCH_SLICE)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, slices - 1) }, (_, index) =>
      searchMenu({ ...query, page: index + 1 }, { ...options, hitsPerPage: SEARCH_SLICE }),
    ),
  )
  return { ...first, hits: [...first.hits, ...rest.flatMap((r) => r.hits)].slice(0, rows), page: query.page }
}
