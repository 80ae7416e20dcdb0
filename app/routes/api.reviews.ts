import { readVisitor } from '~/cart/visitor.server'
import { reviewsAnswer } from '~/reviews/reviews-api.server'
import { getRegion } from '~/site/region.server'
import type { Route } from './+types/api.reviews'

/** GET /api/reviews?productId=&page=&sort=&rating[]=&activities[]=&feelings[]= (issue 4 §2). */
export async function loader({ request }: Route.LoaderArgs) {
  const visitor = readVisitor(request)
  const answer = await reviewsAnswer(new URL(request.url).searchParams, visitor, getRegion(request))
  return Response.json(answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': answer.cacheControl, Vary: 'Cookie' },
  })
}
