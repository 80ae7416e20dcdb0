import { getAccountUser } from '~/auth/session.server'
import { readVisitor, visitorCookie } from '~/cart/visitor.server'
import { helpfulAnswer, helpfulVoteLimiter, parseReviewId, unvotableReviewAnswer, VISITOR_COOKIE_NEEDED } from '~/reviews/reviews-api.server'
import { getRegion } from '~/site/region.server'
import { clientAddress, tooManyRequests } from '~/site/rate-limit.server'
import type { Route } from './+types/api.reviews.helpful'

/**
 * POST /api/reviews/:reviewId/helpful — marks a review helpful, once per signed visitor and once per
 * account (decision 0016). A guest must present the visitor cookie the server signed: a post
 * without one (or with a forged one) counts nothing and answers 428 with a fresh signed cookie, so
 * a browser's first vote takes two posts and a client that never sends cookies back adds no votes.
 * A hidden or unknown review answers 404 either way.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return Response.json({ error: 'Use POST to vote.' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
  }
  if (parseReviewId(params.reviewId) === null) {
    return Response.json({ error: 'reviewId: must be a positive integer', parameter: 'reviewId' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const address = clientAddress(context)
  const limit = await helpfulVoteLimiter.hit(address)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  const signed = readVisitor(request)
  const user = await getAccountUser(request)
  if (!signed && !user) {
    const refusal = await unvotableReviewAnswer(params.reviewId, getRegion(request))
    if (refusal) return Response.json(refusal.body, { status: refusal.status, headers: { 'Cache-Control': refusal.cacheControl } })
    return Response.json(
      { error: VISITOR_COOKIE_NEEDED },
      { status: 428, headers: { 'Cache-Control': 'no-store', 'Set-Cookie': visitorCookie(crypto.randomUUID()) } },
    )
  }
  // A signed-in shopper is counted by account; a browser of theirs without the cookie gets one now.
  const visitor = signed ?? crypto.randomUUID()
  const answer = await helpfulAnswer(params.reviewId, { visitor, userId: user?.id ?? null, address }, getRegion(request))
  const headers: Record<string, string> = { 'Cache-Control': answer.cacheControl }
  if (!signed && answer.status === 200) headers['Set-Cookie'] = visitorCookie(visitor)
  if (answer.retryAfterSeconds) headers['Retry-After'] = String(answer.retryAfterSeconds)
  return Response.json(answer.body, { status: answer.status, headers })
}

/** A GET has nothing to show: votes are only ever posted. */
export function loader() {
  return Response.json({ error: 'Use POST to vote.' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
