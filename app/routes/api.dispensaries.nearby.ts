import { LISTING_CACHE } from '~/catalog/search/api-response'
import { findNearby } from '~/dispensaries/dispensaries.server'
import { parseNearbyLimit } from '~/dispensaries/nearby'
import { parseLatLng } from '~/geo/distance'
import { getRegion } from '~/site/region.server'
import { reportError } from '~/site/report-error.server'
import type { Route } from './+types/api.dispensaries.nearby'

const json = (status: number, body: unknown, cache = 'no-store') =>
  Response.json(body, { status, headers: { 'Cache-Control': cache } })

/** GET /api/dispensaries/nearby?lat=&lng=[&limit=] → {dispensaries}: the host region's nearest, closest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const origin = parseLatLng(params)
  if (!origin.ok) return json(400, { error: origin.message })
  const limit = parseNearbyLimit(params.get('limit'))
  if (!limit.ok) return json(400, { error: limit.message })
  try {
    const found = await findNearby(origin.value, getRegion(request), { limit: limit.value })
    return json(200, { dispensaries: found }, LISTING_CACHE)
  } catch (error) {
    reportError('nearby dispensaries failed', { storeId: null, origin: origin.value, err: error })
    return json(500, { error: 'Nearby dispensaries could not be found just now. Please try again.' })
  }
}
