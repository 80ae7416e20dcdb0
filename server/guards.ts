import type { NextFunction, Request, Response } from 'express'

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
