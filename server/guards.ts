import type { NextFunction, Request, Response } from 'express'
import onHeaders from 'on-headers'

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

/**
 * CSRF protection for every state-changing request: browsers send `Sec-Fetch-Site` and `Origin` on
 * POST/PUT/PATCH/DELETE, and a request another site started is refused. Requests without either header
 * do not come from a browser page and carry no ambient credentials worth forging. Session cookies are
 * SameSite=Lax as a second layer.
 */
export function rejectCrossSiteWrites(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next()
  const fetchSite = req.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return sendForbidden(res)
  }
  const origin = req.get('origin')
  if (origin && origin !== 'null') {
    let originHost: string
    try {
      originHost = new URL(origin).host
    } catch {
      return sendForbidden(res)
    }
    if (originHost !== req.get('host')) return sendForbidden(res)
  } else if (origin === 'null') {
    return sendForbidden(res)
  }
  next()
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
