import { collectEvents } from '~/analytics/collector.server'
import type { Route } from './+types/api.events'

/** POST /api/events — the first-party analytics collector (see app/analytics/collector.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return collectEvents(request, context)
}

/** GET has nothing to show: the collector only receives. */
export function loader() {
  return Response.json({ error: 'Use POST to send analytics events.' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
