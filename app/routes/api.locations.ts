import { MAX_QUERY_LENGTH } from '~/geo/gazetteer.server'
import { getMapsService } from '~/geo/maps-service.server'
import type { Route } from './+types/api.locations'

/** The gazetteer changes with a release only: a day at the edge, an hour in the browser. */
export const LOCATIONS_CACHE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400'
export const LOCATIONS_LIMIT = 8

const json = (status: number, body: unknown, cache = 'no-store') =>
  Response.json(body, { status, headers: { 'Cache-Control': cache } })

/** GET /api/locations?q= → {locations: [{label, lat, lng}]}: ZIP codes (whole, or the first 3–4 digits) and cities for the location search. */
export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? ''
  if (q.length > MAX_QUERY_LENGTH) return json(400, { error: `q must be at most ${MAX_QUERY_LENGTH} characters` })
  if (q.trim() === '') return json(200, { locations: [] }, LOCATIONS_CACHE)
  const { results } = await getMapsService().geocode(q, { limit: LOCATIONS_LIMIT, partial: true })
  return json(
    200,
    { locations: results.map((place) => ({ label: place.label, lat: place.lat, lng: place.lng })) },
    LOCATIONS_CACHE,
  )
}
