/**
 * The product reviews contract shared by the API (GET /api/reviews), the product page's reviews
 * section and the server search (000 §2 customer reviews, §3 review and review facets, §7 reviews
 * search, §9 constants). The original site searched a hosted reviews index; ours reads PostgreSQL.
 *
 * Pure types and constants: safe to import from the browser and the server.
 */

/** 000 §9: page size 5. */
export const REVIEWS_PAGE_SIZE = 5
/** 000 §9: the top 3 activities and the top 3 feelings are offered as filter pills. */
export const REVIEW_TOP_FACETS = 3
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const

/** Sort values in the URL/API and their labels (000 §9), default first. */
export const REVIEW_SORTS = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'helpful', label: 'Most Helpful' },
  { value: 'rating', label: 'Rating' },
] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value']

/** A parsed, validated reviews query. OR within a facet, AND across facets (000 §4). */
export type ReviewQuery = {
  productId: number
  /** 0-based page of REVIEWS_PAGE_SIZE hits. */
  page: number
  sort: ReviewSort
  rating: number[]
  activities: string[]
  feelings: string[]
}

/** One visible review (hidden reviews never leave the server). */
export type ReviewHit = {
  id: number
  nickname: string
  rating: number
  comment: string
  /** ISO 8601 timestamp; shown as 'MMMM dd,yyyy'. */
  createdAt: string
  activities: string[]
  feelings: string[]
  /** 'Helpful' votes. */
  upvotes: number
  /** Whether the requesting visitor has marked it helpful (false for visitors without a cookie). */
  votedHelpful: boolean
}

/**
 * Facet counts over the product's visible reviews, disjunctive like the menu's: each facet counts
 * with the other facets' filters applied but not its own, so a pill's count is what choosing it adds.
 */
export type ReviewFacets = {
  /** Always keys '1'..'5', zero when none. */
  rating: Record<'1' | '2' | '3' | '4' | '5', number>
  activities: Record<string, number>
  feelings: Record<string, number>
}

/** The GET /api/reviews answer. */
export type ReviewsPage = {
  hits: ReviewHit[]
  nbHits: number
  page: number
  nbPages: number
  facets: ReviewFacets
}

/**
 * The rating breakdown of the section's header: over all the product's visible reviews, regardless
 * of filters. `average` is rounded to one decimal (000 §9); null when there are no reviews.
 */
export type ReviewSummary = {
  productId: number
  total: number
  average: number | null
  counts: Record<'1' | '2' | '3' | '4' | '5', number>
}

export type ReviewQueryError = { parameter: string; message: string }
