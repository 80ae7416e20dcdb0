import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'
import { type Env, getEnv } from '~/env.server'
import { EMBED_FRAME_ORIGINS } from '~/content/embeds'
import { uploadStorageOrigins } from '~/forms/uploads/storage.server'
import { mapTileOrigins } from '~/maps/config.server'
import { servedOverHttps, siteOriginsFor } from './site-origins'

/**
 * The security headers of every response (pages, APIs, /assets and public files), set in this one
 * place: server.js mounts `securityHeaders` ahead of the static files and the router.
 *
 * The Content-Security-Policy allows scripts from this site and inline scripts carrying the
 * response's nonce only. The nonce is made here for each request and kept on `res.locals`;
 * server/app.ts hands it to React Router in the load context, and app/entry.server.tsx gives it to
 * `ServerRouter` (the streamed hydration data; `<Scripts>` and `<ScrollRestoration>` read it from
 * there), to `renderToPipeableStream` (React's own inline scripts for streamed Suspense boundaries)
 * and to the root layout through app/ui/csp-nonce-context.ts (the early-tap script).
 */

/**
 * Where later features widen the policy: add to these, never to the directives below.
 *
 * - `mapTileOrigins`: the maps' raster tile server, the origin of MAP_TILE_URL
 *   (`policyExtensions(env)`). Tiles are images fetched as data: allowed in img-src and connect-src.
 * - `uploadOrigins`: the bucket browsers PUT form uploads to when UPLOAD_STORAGE=s3 (its presigned
 *   URLs; `policyExtensions(env)`), in connect-src only. Local uploads go to this site.
 * - `sameOriginSockets`: the chat opens a WebSocket to this site. CSP Level 3 lets 'self' match
 *   ws:/wss: on the same host, but older engines (Safari before 15.4) do not, so the ws(s) forms of
 *   this site's origins are named in connect-src.
 * - `workerSources`: the captcha's proof-of-work runs in a Web Worker. 'self' already allows a
 *   worker script served from /assets; add 'blob:' only if the widget builds its worker from a Blob.
 */
export type PolicyExtensions = {
  mapTileOrigins: readonly string[]
  uploadOrigins: readonly string[]
  sameOriginSockets: boolean
  workerSources: readonly string[]
}

export const POLICY_EXTENSIONS: PolicyExtensions = {
  mapTileOrigins: [],
  uploadOrigins: [],
  sameOriginSockets: true,
  workerSources: [],
}

/** The extensions for this configuration: POLICY_EXTENSIONS plus the configured tile server and upload bucket. */
export function policyExtensions(env: Env): PolicyExtensions {
  return {
    ...POLICY_EXTENSIONS,
    mapTileOrigins: [...POLICY_EXTENSIONS.mapTileOrigins, ...mapTileOrigins(env)],
    uploadOrigins: [...POLICY_EXTENSIONS.uploadOrigins, ...uploadStorageOrigins(env)],
  }
}

export type PolicyOptions = {
  nonce: string
  /** `npm run dev`: Vite's hot reload connects a WebSocket on its own port. */
  development: boolean
  https: boolean
  /** PUBLIC_ORIGIN and the Ohio hosts (server/site-origins.ts). */
  siteOrigins: readonly string[]
  extensions?: PolicyExtensions
}

export type Directives = Record<string, string[]>

export function contentSecurityPolicyDirectives(options: PolicyOptions): Directives {
  const { nonce, development, https, siteOrigins, extensions = POLICY_EXTENSIONS } = options
  const sockets = extensions.sameOriginSockets ? siteOrigins.map((origin) => origin.replace(/^http/, 'ws')) : []
  const directives: Directives = {
    'default-src': ["'self'"],
    // No 'unsafe-inline': an inline script runs only with this response's nonce. Modules, the route
    // chunks React Router imports on navigation, come from /assets.
    'script-src': ["'self'", `'nonce-${nonce}'`],
    // React writes style attributes (a progress bar's width, an icon's stroke) and a few <style>
    // elements (the age gate's scroll lock): styles cannot run code, so inline styles are allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the small SVGs the stylesheet carries inline (the rating stars' mask).
    'img-src': ["'self'", 'data:', ...extensions.mapTileOrigins],
    'font-src': ["'self'"],
    // The APIs, React Router's data requests and route discovery (/__manifest), analytics beacons,
    // and with S3 uploads the bucket's presigned PUTs.
    // In development, Vite's hot-reload socket (ws://localhost:24678 by default; any port, as
    // Vite picks another when that one is taken).
    'connect-src': ["'self'", ...sockets, ...extensions.mapTileOrigins, ...extensions.uploadOrigins, ...(development ? ['ws:', 'wss:'] : [])],
    'worker-src': ["'self'", ...extensions.workerSources],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    // The video players of rich text and the link cards' scheduling pop-up (app/content/embeds.ts);
    // each is drawn only with the visitor's consent, and nothing else may be framed.
    'frame-src': [...EMBED_FRAME_ORIGINS],
    // Nobody may frame a page (clickjacking on the checkout and the staff board's buttons).
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  if (https) directives['upgrade-insecure-requests'] = []
  return directives
}

export function serializeDirectives(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** Powerful features: geolocation for this site only (the store locator asks), the rest for nobody. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/** A year; no includeSubDomains, as the operator's other subdomains are not ours to commit. */
export const HSTS_MAX_AGE = 365 * 24 * 60 * 60

/** helmet's standard headers, configured for this site (the CSP is ours, for its per-request nonce). */
function standardHeaders(https: boolean) {
  return helmet({
    contentSecurityPolicy: false,
    // Pages link out (maps, directions) and open nothing that needs a handle on them.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // The Ohio host is the same site: it may use these answers; other sites may not embed them.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
    // The legacy twin of frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: 'deny' },
  })
}

let configured:
  | { env: Env; standard: ReturnType<typeof helmet>; https: boolean; development: boolean; extensions: PolicyExtensions }
  | undefined

function forEnv(env: Env) {
  if (configured?.env !== env) {
    const https = servedOverHttps(env)
    configured = { env, standard: standardHeaders(https), https, development: env.NODE_ENV === 'development', extensions: policyExtensions(env) }
  }
  return configured
}

/** A fresh nonce per response: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The nonce securityHeaders made for this response ('' if it did not run). */
export function cspNonce(res: Response): string {
  const nonce: unknown = res.locals.cspNonce
  return typeof nonce === 'string' ? nonce : ''
}

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const { standard, https, development, extensions } = forEnv(getEnv())
  const nonce = createNonce()
  res.locals.cspNonce = nonce
  const directives = contentSecurityPolicyDirectives({ nonce, development, https, siteOrigins: siteOriginsFor(getEnv()), extensions })
  res.setHeader('Content-Security-Policy', serializeDirectives(directives))
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  standard(req, res, next)
}
