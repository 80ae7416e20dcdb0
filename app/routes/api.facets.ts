import { facetsAnswer } from '~/catalog/search/api.server'
import { apiResponse } from '~/catalog/search/api-response'
import { getRegion } from '~/site/region.server'
import type { Route } from './+types/api.facets'

/** GET /api/facets?storeId=[&searchQuery=] → {attribute: {value: count}} */
export async function loader({ request }: Route.LoaderArgs) {
  return apiResponse(request, await facetsAnswer(new URL(request.url).searchParams, getRegion(request)))
}
