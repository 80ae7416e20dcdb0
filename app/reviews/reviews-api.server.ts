import { log } from '~/log.server'
import type { Region } from '~/site/host-mode'
import { createRateLimiter } from '~/site/rate-limit.server'
import { parseReviewQuery } from './review-query'
import { productExists, searchReviews, voteHelpful } from './reviews.server'

const logger = log('reviews')

/** Votes per client address per minute: generous for a reader, tight for a script inflating counts. */
export const helpfulVoteLimiter = createRateLimiter({ name: 'helpful-vote', windowMs: 60_000, max: 30 })

/**
 * Answers for visitors without a cookie are the same for everyone: a CDN may keep them briefly.
 * With a visitor cookie the answer carries that visitor's votes and only the browser may keep it.
 */
export const PUBLIC_REVIEWS_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=120'
export const PRIVATE_REVIEWS_CACHE = 'private, no-store'
const NO_STORE = 'no-store'

export type ReviewsApiAnswer = { status: number; body: unknown; cacheControl: string }

const problem = (status: number, error: string, parameter?: string): ReviewsApiAnswer => ({
  status,
  body: parameter ? { error: `${parameter}: ${error}`, parameter } : { error },
  cacheControl: NO_STORE,
})

/** Ohio hosts show no ratings or reviews (000 §6), so their API has none to give either. */
const HIDDEN_ON_HOST = 'Reviews are not shown on this site.'

/** GET /api/reviews: one page of a product's visible reviews with facet counts. */
export async function reviewsAnswer(params: URLSearchParams, visitor: string | null, region: Region): Promise<ReviewsApiAnswer> {
  const parsed = parseReviewQuery(params)
  if (!parsed.ok) return problem(400, parsed.error.message, parsed.error.parameter)
  if (region === 'ohio') return problem(404, HIDDEN_ON_HOST)
  const { productId } = parsed.query
  try {
    if (!(await productExists(productId))) return problem(404, `There is no product ${productId}.`)
    const page = await searchReviews(parsed.query, visitor)
    return { status: 200, body: page, cacheControl: visitor ? PRIVATE_REVIEWS_CACHE : PUBLIC_REVIEWS_CACHE }
  } catch (error) {
    logger.error({ err: error, productId }, 'reviews search failed')
    return problem(503, 'Reviews could not be loaded just now. Please try again in a moment.')
  }
}

/** POST /api/reviews/:reviewId/helpful for a visitor (the route sets the cookie when new). */
export async function helpfulAnswer(rawReviewId: string | undefined, visitor: string, region: Region): Promise<ReviewsApiAnswer> {
  const reviewId = parseReviewId(rawReviewId)
  if (reviewId === null) return problem(400, 'must be a positive integer', 'reviewId')
  if (region === 'ohio') return problem(404, HIDDEN_ON_HOST)
  try {
    const outcome = await voteHelpful(reviewId, visitor)
    if (!outcome.found) return problem(404, `There is no review ${reviewId}.`)
    return { status: 200, body: { reviewId, upvotes: outcome.upvotes, votedHelpful: true }, cacheControl: NO_STORE }
  } catch (error) {
    logger.error({ err: error, reviewId }, 'helpful vote failed')
    return problem(503, 'Your vote could not be saved just now. Please try again in a moment.')
  }
}

export function parseReviewId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= 2_147_483_647 ? id : null
}
