import { serializeMenuQuery, withRefinement } from '~/catalog/search/query'
import type { ListAttribute, MenuQuery } from '~/catalog/search/types'

/**
 * The facet-filtered listing a carousel's 'See All (n)', a special card or a brand card opens
 * (000 §2): the current query with this attribute set to exactly this value, back on the first
 * page. Every other filter, the text search, the sort and any parameter the search does not own
 * (001 §2.6) are carried over.
 */
export function facetListingHref(
  menuPagePath: string,
  query: MenuQuery,
  attribute: ListAttribute,
  value: string,
  currentParams?: URLSearchParams,
): string {
  const params = serializeMenuQuery(withRefinement(query, attribute, [value]), currentParams)
  const search = params.toString()
  return search ? `${menuPagePath}?${search}` : menuPagePath
}

/** 000 §9: the call to action reads 'See All' with the total in brackets. */
export function seeAllLabel(total: number): string {
  return `See All (${total})`
}
