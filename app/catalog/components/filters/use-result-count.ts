import { useEffect, useState } from 'react'
import { RESULT_COUNT_DEBOUNCE_MS } from '~/catalog/listing/drawer'
import type { Selection } from '~/catalog/listing/selection'
import { emptyMenuQuery, serializeMenuQuery } from '~/catalog/search/query'
import type { FacetCounts } from '~/catalog/search/types'

export type ResultCount = {
  /** Products matching the pending selection; null until known. */
  count: number | null
  /** Facet counts for the pending selection, so the drawer's numbers follow the ticks. */
  facets: FacetCounts
  /** A count for the current pending selection is on its way. */
  busy: boolean
}

type Fetched = { key: string; count: number | null; facets: FacetCounts | null }

/** The filters of a selection as the API's query string (the sort does not change a count). */
function filterParams(storeId: number, searchQuery: string, selection: Selection): string {
  return serializeMenuQuery({
    ...emptyMenuQuery(storeId),
    searchQuery,
    refinements: selection.refinements,
    ranges: selection.ranges,
  }).toString()
}

/**
 * The result bar's count for the pending selection: the applied total while the filters are the
 * applied ones, otherwise /api/products asked 100 ms after the last change, the previous request
 * cancelled. A failed count leaves the bar reading 'Show results'.
 */
export function useResultCount(options: {
  storeId: number
  searchQuery: string
  applied: Selection
  pending: Selection
  appliedTotal: number
  appliedFacets: FacetCounts
  enabled: boolean
}): ResultCount {
  const { storeId, searchQuery, applied, pending, enabled } = options
  const key = filterParams(storeId, searchQuery, pending)
  const appliedKey = filterParams(storeId, searchQuery, applied)
  const [fetched, setFetched] = useState<Fetched | null>(null)

  useEffect(() => {
    if (!enabled || key === appliedKey) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/products?${key}&storeId=${storeId}&hitsPerPage=0`, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(`/api/products answered ${response.status}`)
        const body = (await response.json()) as { algolia_total: number; facets: FacetCounts }
        setFetched({ key, count: body.algolia_total, facets: body.facets })
      } catch (error) {
        if (controller.signal.aborted) return
        console.warn('The result count could not be loaded', error)
        setFetched({ key, count: null, facets: null })
      }
    }, RESULT_COUNT_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [enabled, key, appliedKey, storeId])

  if (key === appliedKey) {
    return { count: options.appliedTotal, facets: options.appliedFacets, busy: false }
  }
  if (fetched?.key === key) return { count: fetched.count, facets: fetched.facets ?? options.appliedFacets, busy: false }
  return { count: fetched?.count ?? null, facets: fetched?.facets ?? options.appliedFacets, busy: enabled }
}
