import { data } from 'react-router'
import { getAccountUser } from '~/auth/session.server'
import { liveOrderProducts } from '~/orders/history.server'
import { getOrder } from '~/orders/order-read.server'
import type { Route } from './+types/account.orders.products'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * GET /account/orders/{uuid}/products → { products: LiveOrderProduct[] }: what the store says now
 * about the order's products (the history fetches it the first time a row opens, 001 §4.6).
 * Someone else's order, a malformed uuid or a signed-out visitor: 404 (401 when signed out).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getAccountUser(request)
  if (!user) return data({ message: 'Sign in to see your orders.' }, { status: 401, headers: PRIVATE })
  const order = await getOrder(params.uuid, { userId: user.id, visitorToken: null })
  if (!order) return data({ message: 'We could not find that order.' }, { status: 404, headers: PRIVATE })
  return data({ products: await liveOrderProducts(order) }, { headers: PRIVATE })
}
