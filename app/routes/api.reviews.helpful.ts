import { visitorCookie, visitorForWrite } from '~/cart/visitor.server'
import { helpfulAnswer, helpfulVoteLimiter } from '~/reviews/reviews-api.server'
import { getRegion } from '~/site/region.server'
import { clientAddress, tooManyRequests } from '~/site/rate-limit.server'
import type { Route } from './+types/api.reviews.helpful'

/** POST /api/reviews/:reviewId/helpful — the visitor marks a review helpful (once; repeats count nothing). */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return Response.json({ error: 'Use POST to vote.' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
  }
  const limit = await helpfulVoteLimiter.hit(clientAddress(context))
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  const { visitor, isNew } = visitorForWrite(request)
  const answer = await helpfulAnswer(params.reviewId, visitor, getRegion(request))
  const headers: Record<string, string> = { 'Cache-Control': answer.cacheControl }
  if (isNew && answer.status === 200) headers['Set-Cookie'] = visitorCookie(visitor)
  return Response.json(answer.body, { status: answer.status, headers })
}

/** A GET has nothing to show: votes are only ever posted. */
export function loader() {
  return Response.json({ error: 'Use POST to vote.' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
