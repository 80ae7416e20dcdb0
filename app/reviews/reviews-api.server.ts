import { log } from '~/log.server'
import type { Region } from '~/site/host-mode'
import { retryAfterSeconds } from '~/site/rate-limit-rules'
import { countInWindow, createRateLimiter, notCounted, readWindow } from '~/site/rate-limit.server'
import { parseReviewQuery } from './review-query'
import { productExists, reviewTakesVotes, searchReviews, voteHelpful } from './reviews.server'

const logger = log('reviews')

/** Votes per client address per minute: generous for a reader, tight for a script inflating counts. */
export const helpfulVoteLimiter = createRateLimiter({ name: 'helpful-vote', windowMs: 60_000, max: 30 })

/**
 * Counted votes for one review from one client address per day: a household or an office marks a
 * review helpful a few times, a script that takes a new visitor cookie for every vote is stopped.
 */
export const HELPFUL_PER_REVIEW_PER_ADDRESS = { max: 5, windowMs: 24 * 60 * 60 * 1000 }
const REVIEW_ADDRESS_LIMITER = 'helpful-review-address'

/** The 428 answer's message: the browser now has its cookie and votes on the next post. */
export const VISITOR_COOKIE_NEEDED = 'Voting needs the cookie this answer sets. Please vote again.'
const TOO_MANY_FROM_ADDRESS = 'This review has had many votes from your network today. Please try again tomorrow.'

/**
 * Answers for visitors without a cookie are the same for everyone: a CDN may keep them briefly.
 * With a visitor cookie the answer carries that visitor's votes and only the browser may keep it.
 */
export const PUBLIC_REVIEWS_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=120'
export const PRIVATE_REVIEWS_CACHE = 'private, no-store'
const NO_STORE = 'no-store'

export type ReviewsApiAnswer = { status: number; body: unknown; cacheControl: string; retryAfterSeconds?: number }

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

export type Voter = { visitor: string; userId: string | null; address: string }

/** POST /api/reviews/:reviewId/helpful for a signed visitor or an account (the route checks which). */
export async function helpfulAnswer(rawReviewId: string | undefined, voter: Voter, region: Region): Promise<ReviewsApiAnswer> {
  const reviewId = parseReviewId(rawReviewId)
  if (reviewId === null) return problem(400, 'must be a positive integer', 'reviewId')
  if (region === 'ohio') return problem(404, HIDDEN_ON_HOST)
  try {
    // Only counted votes count against the address (a repeat or an unknown review does not).
    const key = `${reviewId}:${voter.address}`
    const now = Date.now()
    const counted = await readWindow(REVIEW_ADDRESS_LIMITER, key, now).catch((error: unknown) => notCounted(REVIEW_ADDRESS_LIMITER, error))
    if (counted && counted.count >= HELPFUL_PER_REVIEW_PER_ADDRESS.max) {
      return { ...problem(429, TOO_MANY_FROM_ADDRESS), retryAfterSeconds: retryAfterSeconds(counted.endsAt, now) }
    }
    const outcome = await voteHelpful(reviewId, voter.visitor, voter.userId)
    if (outcome.found && outcome.counted) {
      await countInWindow(REVIEW_ADDRESS_LIMITER, key, HELPFUL_PER_REVIEW_PER_ADDRESS.windowMs, now).catch((error: unknown) =>
        notCounted(REVIEW_ADDRESS_LIMITER, error),
      )
    }
    if (!outcome.found) return problem(404, `There is no review ${reviewId}.`)
    return { status: 200, body: { reviewId, upvotes: outcome.upvotes, votedHelpful: true }, cacheControl: NO_STORE }
  } catch (error) {
    logger.error({ err: error, reviewId }, 'helpful vote failed')
    return problem(503, 'Your vote could not be saved just now. Please try again in a moment.')
  }
}

/**
 * Before a cookie-less voter is handed a cookie (428): a review no vote can reach answers its 404
 * first, so nobody is told to vote again on a hidden, unknown or Ohio-hidden review.
 */
export async function unvotableReviewAnswer(rawReviewId: string | undefined, region: Region): Promise<ReviewsApiAnswer | null> {
  const reviewId = parseReviewId(rawReviewId)
  if (reviewId === null) return problem(400, 'must be a positive integer', 'reviewId')
  if (region === 'ohio') return problem(404, HIDDEN_ON_HOST)
  try {
    return (await reviewTakesVotes(reviewId)) ? null : problem(404, `There is no review ${reviewId}.`)
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
