import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { getEnv, publicOrigin } from '~/env.server'
import { getCart } from './cart.server'
import { emptyCart, type StoreCart } from './types'

/**
 * The cookie that names a visitor's carts, votes and guest orders: a random uuid the server chose,
 * followed by the server's HMAC of it (`<uuid>.<signature>`), so a client cannot pick, guess or
 * rotate into someone else's id, nor mint ids of its own (decision 0016). Anything else in the
 * cookie (an unsigned uuid, a forged signature, garbage) names nobody and is replaced on the next
 * write.
 */
export const VISITOR_COOKIE = 'nm_visitor'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const SIGNED = /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/

/** How long before landing a guest order may have been placed for its unsigned id to be re-signed. */
const LEGACY_ORDER_DAYS = 1

let keyFor: { secret: string; key: Buffer } | undefined

/**
 * The visitor-signing key, derived from SESSION_SECRET with its own label, so a visitor signature
 * is never valid as any other signature made with the session secret (and the other way round).
 */
function visitorKey(): Buffer {
  const secret = getEnv().SESSION_SECRET
  if (!secret) throw new Error('SESSION_SECRET is not set: start-up provides it before any request')
  if (keyFor?.secret !== secret) keyFor = { secret, key: createHmac('sha256', secret).update('nm_visitor signing key v1').digest() }
  return keyFor.key
}

function signature(id: string): Buffer {
  return createHmac('sha256', visitorKey()).update(id).digest()
}

/** The cookie value for a visitor id: the id and its signature. */
export function signVisitor(id: string): string {
  return `${id}.${signature(id).toString('base64url')}`
}

/** The visitor id a cookie value names, when its signature is the server's; else null. */
export function verifyVisitor(value: string): string | null {
  const match = SIGNED.exec(value)
  if (!match) return null
  const [, id, given] = match as unknown as [string, string, string]
  // Compared as text: one encoding per signature (base64url's spare bits cannot vary).
  const expected = Buffer.from(signature(id).toString('base64url'))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null
}

function cookieValue(request: Request): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() !== VISITOR_COOKIE) continue
    return part.slice(index + 1).trim()
  }
  return null
}

/** The signed visitor of a request, or null when there is none (or its cookie is not one the server signed). */
export function readVisitor(request: Request): string | null {
  const value = cookieValue(request)
  return value ? verifyVisitor(value) : null
}

/** An unsigned visitor uuid, as cookies held before ids were signed (decision 0016). */
function readLegacyVisitor(request: Request): string | null {
  const value = cookieValue(request)?.toLowerCase()
  return value && UUID.test(value) ? value : null
}

/**
 * Whether an unsigned id still holds something its browser would miss: an open cart, or a guest
 * order placed within the day (the post-checkout page shows it). No new cart is ever opened for an
 * unsigned id, so the ids this re-signs are those that existed when signing landed.
 */
async function legacyVisitorHasState(id: string): Promise<boolean> {
  const { rows } = await getDb().execute<{ found: boolean }>(sql`
    select exists(select 1 from carts where visitor_token = ${id}::uuid and status = 'open')
        or exists(select 1 from orders where visitor_token = ${id}::uuid and user_id is null
                    and checked_out_time > now() - make_interval(days => ${LEGACY_ORDER_DAYS})) as found
  `)
  return Boolean(rows[0]?.found)
}

export type ResolvedVisitor = {
  /** The visitor id to read and write with, or null: this request names nobody. */
  visitor: string | null
  /** Set-Cookie the response must carry: an unsigned id with a cart, signed once (migration). */
  setCookie: string | null
}

/**
 * The request's visitor for anything that reads or writes their carts and orders: a signed id as
 * is; an unsigned uuid of the days before signing is re-signed once, when it still has an open cart
 * or a guest order from the last day (so nobody loses a cart to the change), and otherwise ignored.
 */
export async function resolveVisitor(request: Request): Promise<ResolvedVisitor> {
  const signed = readVisitor(request)
  if (signed) return { visitor: signed, setCookie: null }
  const legacy = readLegacyVisitor(request)
  if (legacy && (await legacyVisitorHasState(legacy))) return { visitor: legacy, setCookie: visitorCookie(legacy) }
  return { visitor: null, setCookie: null }
}

/**
 * The visitor of a write: the request's own (see resolveVisitor), or a fresh server-chosen id.
 * `isNew` says the response must set the cookie (a new id, or a re-signed one).
 */
export async function visitorForWrite(request: Request): Promise<{ visitor: string; isNew: boolean }> {
  const resolved = await resolveVisitor(request)
  if (resolved.visitor) return { visitor: resolved.visitor, isNew: resolved.setCookie !== null }
  return { visitor: randomUUID(), isNew: true }
}

/** Set-Cookie for the visitor (signed): httpOnly, SameSite=Lax, Secure when the site is served over https, one year. */
export function visitorCookie(visitor: string): string {
  const secure = publicOrigin().startsWith('https:') ? '; Secure' : ''
  return `${VISITOR_COOKIE}=${signVisitor(visitor)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

/**
 * A page loader's view of the visitor's cart at a store, and the Set-Cookie to pass on when an
 * unsigned id was re-signed. Reading never creates a visitor or a cart, so a page needs no cookie
 * for visitors without one and stays cacheable for them (`visitor` is null).
 */
export async function loadVisitorCart(
  request: Request,
  storeId: number,
): Promise<{ visitor: string | null; cart: StoreCart; setCookie: string | null }> {
  const { visitor, setCookie } = await resolveVisitor(request)
  // Nobody's cart is the empty one: no query for the many pages viewed without a cookie.
  return { visitor, cart: visitor ? await getCart(visitor, storeId) : emptyCart(storeId), setCookie }
}

/** A page's headers plus the visitor's Set-Cookie when there is one (kept apart from any other Set-Cookie). */
export function withVisitorCookie(base: Record<string, string>, setCookie: string | null): Headers {
  const headers = new Headers(base)
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return headers
}
