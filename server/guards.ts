import type { NextFunction, Request, Response } from 'express'
import onHeaders from 'on-headers'
import { getEnv } from '~/env.server'
import { siteOriginsFor } from './site-origins'

/** Longest request target we answer; real storefront URLs are far shorter. */
export const MAX_URL_LENGTH = 2048
/**
 * React Router's lazy route discovery asks `/__manifest?paths=…` for every link on the page at once
 * and gives up by itself past 7,680 characters; a menu with 20+ product links needs more than 2,048.
 */
export const MAX_MANIFEST_URL_LENGTH = 8192

/**
 * Refuse request targets no page could match before they reach the router: over-long URLs and
 * malformed percent-encoding answer a 400 page instead of an exception.
 */
export function rejectBadUrls(req: Request, res: Response, next: NextFunction) {
  const target = req.originalUrl
  const limit = target.startsWith('/__manifest?') ? MAX_MANIFEST_URL_LENGTH : MAX_URL_LENGTH
  if (target.length > limit) {
    return sendBadRequest(res, 'That address is too long.')
  }
  const pathname = target.split('?')[0] ?? ''
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return sendBadRequest(res, 'That address is not a valid web address.')
  }
  // Using the decoded value also keeps the bundler from dropping the decode as side-effect free.
  if (decoded.includes('\0')) return sendBadRequest(res, 'That address is not a valid web address.')
  next()
}

function sendBadRequest(res: Response, message: string) {
  res
    .status(400)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bad request</title>` +
        `<style>body{font-family:system-ui,sans-serif;background:#faf7f0;color:#1c1c1a;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:32rem;padding:2rem;text-align:center}a{color:#1f5d3a;font-weight:600}</style></head>` +
        `<body><main><h1>Bad request</h1><p>${message}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
    )
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** What a state-changing request says about the page that sent it. */
export type WriteSource = {
  origin?: string | undefined
  referer?: string | undefined
  fetchSite?: string | undefined
}

/**
 * Whether a state-changing request comes from one of our own pages. The whole origin (scheme, host
 * and port) must be one of `allowedOrigins` (PUBLIC_ORIGIN and the Ohio hosts on its scheme and
 * port): `https://host` is not the http site, nor `http://host:8080`.
 *
 * - `Sec-Fetch-Site` other than same-origin or none (a typed address): another site, refused.
 * - `Origin` (every current browser sends it on a POST, PUT, PATCH or DELETE): must be ours; the
 *   opaque `null` (sandboxed frames, data: pages, some cross-origin redirects) is refused.
 * - No `Origin`, a `Referer`: its origin must be ours (older browsers leave Origin off same-origin
 *   posts but keep the Referer; our Referrer-Policy keeps the origin part on same-origin requests).
 * - None of them: not sent by a page in a browser (curl, server to server), so no ambient
 *   credentials worth forging; allowed. Session cookies are SameSite=Lax as a second layer.
 */
export function isOwnWrite(source: WriteSource, allowedOrigins: readonly string[]): boolean {
  const { origin, referer, fetchSite } = source
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  if (origin !== undefined) return origin !== 'null' && isAllowedOrigin(origin, allowedOrigins)
  if (referer !== undefined) return isAllowedOrigin(referer, allowedOrigins)
  return true
}

function isAllowedOrigin(value: string, allowedOrigins: readonly string[]): boolean {
  let origin: string
  try {
    origin = new URL(value).origin
  } catch {
    return false
  }
  return allowedOrigins.includes(origin)
}

/** CSRF protection for every state-changing request (see isOwnWrite). */
export function rejectCrossSiteWrites(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next()
  const source = { origin: req.get('origin'), referer: req.get('referer'), fetchSite: req.get('sec-fetch-site') }
  if (!isOwnWrite(source, siteOriginsFor(getEnv()))) return sendForbidden(res)
  next()
}

/**
 * JSON APIs read JSON bodies only. A body sent as text/plain (or any other type a cross-site form or
 * a no-cors fetch may use without a preflight) is refused with 415 before a route parses it.
 * Routes whose own pages post forms to them without JavaScript also take form bodies.
 */
export const API_BODY_TYPES: Readonly<Record<string, readonly string[]>> = {
  // The product card's Add to cart works as a plain form post (app/cart/cart-request.ts).
  '/api/cart': ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
}
const JSON_ONLY: readonly string[] = ['application/json']
/** PUT /api/uploads/{id}/file (app/forms/uploads): the body is a file of any declared type. */
const UPLOAD_FILE_PATH = /^\/api\/uploads\/[^/]+\/file$/

/** The media type of a Content-Type header, lower-cased and without parameters ('' when absent). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/**
 * The body types an /api/ path reads, or null for other paths. The path is taken as the router
 * matches it (decoded, any case, a trailing slash or single-fetch '.data' suffix), so '/API/Cart/'
 * cannot slip past.
 */
export function apiBodyTypes(path: string): readonly string[] | null {
  let route: string
  try {
    route = decodeURIComponent(path).toLowerCase()
  } catch {
    return null
  }
  route = route.replace(/\.data$/, '').replace(/\/+$/, '')
  if (!route.startsWith('/api/')) return null
  // Issue 17: a signed upload URL takes the file itself, whatever its type (its bytes are sniffed on confirm).
  if (UPLOAD_FILE_PATH.test(route)) return null
  return API_BODY_TYPES[route] ?? JSON_ONLY
}

/** 415 for a body of a type the API does not read (see API_BODY_TYPES); a write without a body passes. */
export function rejectUnreadableApiBodies(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next()
  const types = apiBodyTypes(req.path)
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined
  if (!types || !hasBody || types.includes(mediaType(req.get('content-type')))) return next()
  const error =
    types.length === 1
      ? 'Send the body as JSON (Content-Type: application/json).'
      : 'Send the body as JSON (Content-Type: application/json) or as a form.'
  res.status(415).set('Cache-Control', 'no-store').json({ error })
}

function sendForbidden(res: Response) {
  res.status(403).type('text/plain').set('Cache-Control', 'no-store').send('Cross-site requests are not allowed.')
}

/** better-auth's session cookie (prefix 'nm', '__Secure-' over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?nm\.session_token=/

/**
 * A signed-in shopper's pages carry their name and account links, so no shared cache may keep them,
 * whatever a route said; and every cacheable answer varies by cookie (the age gate, consent and
 * account state all live in cookies), so a CDN never serves one visitor's page to another.
 */
export function keepSignedInPagesPrivate(req: Request, res: Response, next: NextFunction) {
  const signedIn = SESSION_COOKIE.test(req.get('cookie') ?? '')
  // Pages and their client-side navigation data ('.data'); images and public APIs stay cacheable.
  const isPage = req.path.endsWith('.data')
  onHeaders(res, function () {
    const cache = String(this.getHeader('Cache-Control') ?? '')
    const page = isPage || String(this.getHeader('Content-Type') ?? '').startsWith('text/html')
    if (signedIn && page && !/no-store/.test(cache)) this.setHeader('Cache-Control', 'private, no-store')
    else if (/\bpublic\b/.test(cache)) {
      const vary = String(this.getHeader('Vary') ?? '')
      if (!/\bcookie\b/i.test(vary)) this.setHeader('Vary', vary ? `${vary}, Cookie` : 'Cookie')
    }
  })
  next()
}
