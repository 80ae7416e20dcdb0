import { sponsoredEventsAnswer } from '~/catalog/sponsored.server'
import type { Route } from './+types/api.sponsored-events'

/** POST /api/sponsored-events — impressions and clicks on sponsored placements (targeting consent only). */
export async function action({ request, context }: Route.ActionArgs) {
  return sponsoredEventsAnswer(request, context)
}

export function loader() {
  return Response.json(
    { error: 'Use POST to record sponsored impressions and clicks.' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  )
}
