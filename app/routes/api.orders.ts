import { data } from 'react-router'
import { getAccountUser } from '~/auth/session.server'
import { decodeHistoryCursor } from '~/orders/history-rules'
import { listOrderHistory } from '~/orders/history.server'
import { parseOrderSort } from '~/orders/order-dates'
import { getRegion } from '~/site/region.server'
import type { Route } from './+types/api.orders'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * GET /api/orders?sort={label}&after={cursor} → a HistoryPage (the next 20 orders): the history's
 * 'Load more'. Signed out: 401; unverified email: 403; a cursor that is not ours: 400.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getAccountUser(request)
  if (!user) return data({ message: 'Sign in to see your orders.' }, { status: 401, headers: PRIVATE })
  if (!user.emailVerified) return data({ message: 'Verify your email to see your orders.' }, { status: 403, headers: PRIVATE })
  const url = new URL(request.url)
  const after = url.searchParams.get('after')
  const cursor = after === null ? null : decodeHistoryCursor(after)
  if (after !== null && !cursor) return data({ message: 'That page of orders does not exist.' }, { status: 400, headers: PRIVATE })
  const page = await listOrderHistory({ userId: user.id, region: getRegion(request), sort: parseOrderSort(url.searchParams.get('sort')), cursor })
  return data(page, { headers: PRIVATE })
}
