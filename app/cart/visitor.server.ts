import { randomUUID } from 'node:crypto'
import { getEnv } from '~/env.server'
import { getCart } from './cart.server'
import type { StoreCart } from './types'

/** The cookie that names a visitor's carts: a random uuid, nothing else. */
export const VISITOR_COOKIE = 'nm_visitor'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The visitor token from a request's cookies, or null when there is none (or it is not one of ours). */
export function readVisitor(request: Request): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() !== VISITOR_COOKIE) continue
    const value = part.slice(index + 1).trim().toLowerCase()
    return UUID.test(value) ? value : null
  }
  return null
}

/** The visitor of a write: the existing one, or a new token that the response must set. */
export function visitorForWrite(request: Request): { visitor: string; isNew: boolean } {
  const existing = readVisitor(request)
  return existing ? { visitor: existing, isNew: false } : { visitor: randomUUID(), isNew: true }
}

/** Set-Cookie for the visitor: httpOnly, SameSite=Lax, Secure in production, one year. */
export function visitorCookie(visitor: string): string {
  const secure = getEnv().NODE_ENV === 'production' ? '; Secure' : ''
  return `${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

/**
 * Whether the request carries a visitor, i.e. whether a page may show someone's cart. A page that
 * renders the cart must not be stored by a shared cache for such requests ('private, no-store').
 */
export function hasVisitor(request: Request): boolean {
  return readVisitor(request) !== null
}

/**
 * A page loader's view of the visitor's cart at a store. Reading never creates a visitor or a cart,
 * so the page needs no Set-Cookie and stays cacheable for visitors without one (see hasVisitor).
 */
export async function loadCartForStore(request: Request, storeId: number): Promise<StoreCart> {
  return getCart(readVisitor(request), storeId)
}
