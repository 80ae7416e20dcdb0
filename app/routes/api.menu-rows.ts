import { loadBrandRowCards, loadCarouselRowCards } from '~/catalog/carousels.server'
import { BRANDS_ROW } from '~/catalog/components/carousels/row-plan'
import { loadRelatedRowCards, RELATED_ROW } from '~/catalog/product/product.server'
import { LISTING_CACHE } from '~/catalog/search/api-response'
import { parseStoreIdParameter } from '~/catalog/search/query'
import { getRegion } from '~/site/region.server'
import { reportError } from '~/site/report-error.server'
import type { Route } from './+types/api.menu-rows'

/** A row is a root_types value: a kind ('pre-roll') or a merchandising group ('best_selling'). */
const ROW_KEY = /^[a-z0-9_-]{1,40}$/

const json = (status: number, body: unknown, cache = 'no-store') =>
  Response.json(body, { status, headers: { 'Cache-Control': cache } })

/** The menu page's query string, which the brands row's links carry over. */
const MAX_PAGE_SEARCH = 2_000

/**
 * GET /api/menu-rows?storeId=&row= → {cards}: every card of one carousel row of a menu: a product
 * row, the brands row (row=brands, with page= the menu page's query string for its links), or a
 * product page's related row (row=related-<kind>, with product= the product it leaves out).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const storeId = parseStoreIdParameter(params.get('storeId'))
  if (!storeId.ok) return json(400, { error: `storeId: ${storeId.error.message}` })
  const row = params.get('row')?.trim() ?? ''
  if (!ROW_KEY.test(row)) return json(400, { error: 'row: must name a product row, e.g. best_selling or flower, or brands' })
  const pageSearch = params.get('page') ?? ''
  if (pageSearch.length > MAX_PAGE_SEARCH) return json(400, { error: `page: the menu page's query string is at most ${MAX_PAGE_SEARCH} characters` })
  const relatedKind = RELATED_ROW.exec(row)?.[1]
  const productId = params.get('product')
  if (relatedKind !== undefined && !(productId && /^[1-9][0-9]{0,9}$/.test(productId)))
    return json(400, { error: 'product: a related row names the product it leaves out (a positive whole number)' })
  try {
    const options = { region: getRegion(request) }
    const cards =
      row === BRANDS_ROW
        ? await loadBrandRowCards(storeId.value, new URLSearchParams(pageSearch), options)
        : relatedKind !== undefined
          ? await loadRelatedRowCards(storeId.value, relatedKind, Number(productId), options)
          : await loadCarouselRowCards(storeId.value, row, options)
    if (!cards) return json(404, { error: `There is no row ${row} on the menu of store ${storeId.value}` })
    return json(200, { cards }, LISTING_CACHE)
  } catch (error) {
    reportError('menu row failed', { storeId: storeId.value, row, err: error })
    return json(500, { error: 'The products of this row could not be loaded just now. Please try again.' })
  }
}
