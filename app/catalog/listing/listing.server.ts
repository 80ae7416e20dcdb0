import { nextScheduledChange } from '~/catalog/catalogue-version.server'
import { searchMenu } from '~/catalog/search/search.server'
import type { MenuQuery, MenuSearchResult } from '~/catalog/search/types'
import { reportSharedViewsError, sharedViews } from '~/catalog/shared-views.server'
import { createStoreCache } from '~/catalog/store-cache'
import { isBrowsing } from './page-query'
import { rowsForDepth } from './paging'

/** The most hits one search answers; deeper page depths are read in slices of this size. */
const SEARCH_SLICE = 100

/**
 * The whole menu as a shopper first sees it (no search, no filter, the default sort, the first
 * page): its hits, totals and facet counts are the same for every shopper of a store, so they are
 * kept per store under the store's catalogue version (app/catalog/store-cache.ts), in this process
 * and for the others (app/catalog/shared-views.server.ts).
 */
const defaultViews = createStoreCache<MenuSearchResult>({
  maxEntries: 500,
  maxAgeMs: 10 * 60_000,
  shared: { views: sharedViews, namespace: 'menu-first-page', onError: reportSharedViewsError },
})

export type ListingOptions = {
  menuPagePath: string
  now: Date
  /** The store's catalogue version; without it nothing is served from memory. */
  version?: Promise<string>
}

/**
 * The menu page's search: page N of the URL means 'loaded down to page N' (000 §4 'Product grid'),
 * so a reload renders every product the shopper had, not just page N. Up to 100 hits come from one
 * search; deeper reloads read the further slices side by side once the total is known.
 */
export async function searchListing(query: MenuQuery, options: ListingOptions): Promise<MenuSearchResult> {
  const rows = rowsForDepth(query.page)
  if (query.page === 0 && isBrowsing(query) && options.version) {
    const version = await options.version.catch(() => null)
    if (version !== null) {
      const key = `${query.storeId}|${options.menuPagePath}`
      return defaultViews.get(
        key,
        version,
        async () => {
          const [value, validUntil] = await Promise.all([
            searchMenu({ ...query, page: 0 }, { ...options, hitsPerPage: rows }),
            nextScheduledChange(query.storeId, options.now),
          ])
          return { value, validUntil }
        },
        options.now.getTime(),
      )
    }
  }
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
