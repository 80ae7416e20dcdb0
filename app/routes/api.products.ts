import { apiResponse } from '~/catalog/search/api-response'
import { productsAnswer } from '~/catalog/search/api.server'
import { getRegion } from '~/site/region.server'
import type { Route } from './+types/api.products'

/** GET /api/products?storeId=&page=&searchQuery=&refinementList[…]&currentSort=&hitsPerPage= */
export async function loader({ request }: Route.LoaderArgs) {
  return apiResponse(request, await productsAnswer(new URL(request.url).searchParams, getRegion(request)))
}
