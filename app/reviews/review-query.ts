import {
  REVIEW_RATINGS,
  REVIEW_SORTS,
  type ReviewQuery,
  type ReviewQueryError,
  type ReviewSort,
} from './types'
import { compareText } from '~/ui/text-order'

/** Bounds that keep one request's work small; past them the request is malformed (400). */
export const REVIEW_QUERY_LIMITS = {
  maxPage: 1000,
  valuesPerFacet: 20,
  valueLength: 60,
} as const

export const DEFAULT_REVIEW_SORT: ReviewSort = REVIEW_SORTS[0].value

export type ReviewFacetName = 'rating' | 'activities' | 'feelings'
export const REVIEW_FACET_NAMES: readonly ReviewFacetName[] = ['rating', 'activities', 'feelings']

export type ParsedReviewQuery = { ok: true; query: ReviewQuery } | { ok: false; error: ReviewQueryError }

// PostgreSQL text cannot hold NUL, and no other control character belongs in a filter either.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const DIGITS = /^\d+$/

export function isReviewSort(value: string): value is ReviewSort {
  return REVIEW_SORTS.some((sort) => sort.value === value)
}

export function emptyReviewQuery(productId: number): ReviewQuery {
  return { productId, page: 0, sort: DEFAULT_REVIEW_SORT, rating: [], activities: [], feelings: [] }
}

const fail = (parameter: string, message: string): ParsedReviewQuery => ({ ok: false, error: { parameter, message } })

/** A facet's values, sent as `name[]=` (the original client's form) or plain `name=`. */
function facetValues(params: URLSearchParams, name: string): string[] {
  return [...params.getAll(`${name}[]`), ...params.getAll(name)]
}

/**
 * GET /api/reviews's query string → ReviewQuery, or the first parameter that is wrong. Values are
 * kept as written (a single quote included): they travel to the database as bound parameters, so
 * no value can change the query. Blank values are ignored, duplicates dropped.
 */
export function parseReviewQuery(params: URLSearchParams): ParsedReviewQuery {
  const rawId = params.get('productId')?.trim() ?? ''
  if (!rawId) return fail('productId', 'is required')
  if (!DIGITS.test(rawId)) return fail('productId', 'must be a positive integer')
  const productId = Number(rawId)
  if (!Number.isSafeInteger(productId) || productId < 1 || productId > 2_147_483_647) {
    return fail('productId', 'must be a positive integer')
  }

  const rawPage = params.get('page')?.trim() ?? ''
  let page = 0
  if (rawPage) {
    if (!DIGITS.test(rawPage)) return fail('page', 'must be a non-negative integer')
    page = Number(rawPage)
    if (page > REVIEW_QUERY_LIMITS.maxPage) return fail('page', `must be at most ${REVIEW_QUERY_LIMITS.maxPage}`)
  }

  const rawSort = params.get('sort')?.trim() ?? ''
  let sort = DEFAULT_REVIEW_SORT
  if (rawSort) {
    if (!isReviewSort(rawSort)) return fail('sort', `must be one of ${REVIEW_SORTS.map((s) => s.value).join(', ')}`)
    sort = rawSort
  }

  const rawRatings = facetValues(params, 'rating')
  if (rawRatings.length > REVIEW_QUERY_LIMITS.valuesPerFacet) {
    return fail('rating', `takes at most ${REVIEW_QUERY_LIMITS.valuesPerFacet} values`)
  }
  const rating: number[] = []
  for (const raw of rawRatings) {
    const value = raw.trim()
    if (!value) continue
    const n = Number(value)
    if (!DIGITS.test(value) || !(REVIEW_RATINGS as readonly number[]).includes(n)) return fail('rating', 'must be 1 to 5')
    if (!rating.includes(n)) rating.push(n)
  }
  rating.sort((a, b) => a - b)

  const lists: Record<'activities' | 'feelings', string[]> = { activities: [], feelings: [] }
  for (const name of ['activities', 'feelings'] as const) {
    const raw = facetValues(params, name)
    if (raw.length > REVIEW_QUERY_LIMITS.valuesPerFacet) {
      return fail(name, `takes at most ${REVIEW_QUERY_LIMITS.valuesPerFacet} values`)
    }
    for (const value of raw) {
      const text = value.trim()
      if (!text) continue
      if (text.length > REVIEW_QUERY_LIMITS.valueLength) {
        return fail(name, `values must be at most ${REVIEW_QUERY_LIMITS.valueLength} characters`)
      }
      if (CONTROL_CHARACTERS.test(text)) return fail(name, 'values must not contain control characters')
      if (!lists[name].includes(text)) lists[name].push(text)
    }
  }

  return { ok: true, query: { productId, page, sort, rating, ...lists } }
}

/** The query string for a ReviewQuery (defaults left out), as parseReviewQuery reads it back. */
export function serializeReviewQuery(query: ReviewQuery): URLSearchParams {
  const params = new URLSearchParams()
  params.set('productId', String(query.productId))
  if (query.page > 0) params.set('page', String(query.page))
  if (query.sort !== DEFAULT_REVIEW_SORT) params.set('sort', query.sort)
  for (const value of query.rating) params.append('rating[]', String(value))
  for (const value of query.activities) params.append('activities[]', value)
  for (const value of query.feelings) params.append('feelings[]', value)
  return params
}

export type ReviewFilter =
  | { facet: 'rating'; value: number }
  | { facet: 'activities' | 'feelings'; value: string }

/** Selecting or unselecting one pill; any filter change starts again at the first page. */
export function toggleReviewFilter(query: ReviewQuery, filter: ReviewFilter): ReviewQuery {
  if (filter.facet === 'rating') {
    const has = query.rating.includes(filter.value)
    const rating = has ? query.rating.filter((r) => r !== filter.value) : [...query.rating, filter.value].sort((a, b) => a - b)
    return { ...query, rating, page: 0 }
  }
  const current = query[filter.facet]
  const next = current.includes(filter.value) ? current.filter((v) => v !== filter.value) : [...current, filter.value]
  return { ...query, [filter.facet]: next, page: 0 }
}

export function clearReviewFilters(query: ReviewQuery): ReviewQuery {
  return { ...query, rating: [], activities: [], feelings: [], page: 0 }
}

export function withReviewSort(query: ReviewQuery, sort: ReviewSort): ReviewQuery {
  return { ...query, sort, page: 0 }
}

export function hasReviewFilters(query: ReviewQuery): boolean {
  return query.rating.length + query.activities.length + query.feelings.length > 0
}

/** The selected filters in the order chips show them: ratings, then activities, then feelings. */
export function selectedReviewFilters(query: ReviewQuery): ReviewFilter[] {
  return [
    ...query.rating.map((value) => ({ facet: 'rating' as const, value })),
    ...query.activities.map((value) => ({ facet: 'activities' as const, value })),
    ...query.feelings.map((value) => ({ facet: 'feelings' as const, value })),
  ]
}

/**
 * A review matches the query's filters: OR within a facet, AND across facets (000 §4). The
 * server filters in SQL; this is the same rule for tests and for reading facet counts.
 */
export function reviewMatches(
  review: { rating: number; activities: readonly string[]; feelings: readonly string[] },
  query: Pick<ReviewQuery, 'rating' | 'activities' | 'feelings'>,
  ignore?: ReviewFacetName,
): boolean {
  const okRating = ignore === 'rating' || query.rating.length === 0 || query.rating.includes(review.rating)
  const okActivities =
    ignore === 'activities' || query.activities.length === 0 || review.activities.some((a) => query.activities.includes(a))
  const okFeelings =
    ignore === 'feelings' || query.feelings.length === 0 || review.feelings.some((f) => query.feelings.includes(f))
  return okRating && okActivities && okFeelings
}

/** The n most counted values of a facet (ties by name), keeping selected values that fall outside it. */
export function topFacetValues(counts: Record<string, number>, n: number, selected: readonly string[] = []): string[] {
  const top = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
    .slice(0, n)
    .map(([value]) => value)
  for (const value of selected) if (!top.includes(value)) top.push(value)
  return top
}
