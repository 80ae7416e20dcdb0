import type { NextFunction, Request, Response } from 'express'

/** Longest request target we answer; real storefront URLs are far shorter. */
export const MAX_URL_LENGTH = 2048

/**
 * Refuse request targets no page could match before they reach the router: over-long URLs and
 * malformed percent-encoding answer a 400 page instead of an exception.
 */
export function rejectBadUrls(req: Request, res: Response, next: NextFunction) {
  const target = req.originalUrl
  if (target.length > MAX_URL_LENGTH) {
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
