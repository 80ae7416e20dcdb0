import { getEnv } from '~/env.server'
import { isUuid } from '~/orders/order-read.server'

/**
 * The completed-checkout cookie: the spec's "cart state holds a completed-checkout uuid" (001 §4.7).
 * It names the order just placed, for a day; /post-checkout shows that order to the browser (or
 * shopper) allowed to see it and is a 404 otherwise.
 */
export const CHECKOUT_COOKIE = 'nm_checkout'
const ONE_DAY_SECONDS = 24 * 60 * 60

export function checkoutCookie(orderUuid: string): string {
  const secure = getEnv().NODE_ENV === 'production' ? '; Secure' : ''
  return `${CHECKOUT_COOKIE}=${orderUuid}; Path=/; Max-Age=${ONE_DAY_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

/** The order uuid the cookie names, or null when there is none or it is not a uuid. */
export function readCheckoutCookie(request: Request): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== CHECKOUT_COOKIE) continue
    const value = part.slice(index + 1).trim().toLowerCase()
    return isUuid(value) ? value : null
  }
  return null
}
