import { createRateLimiter } from '~/site/rate-limit.server'
import type { UploadFailure } from './uploads.server'

/** Upload requests per client address: a few forms' worth of files, with retries. */
export const uploadLimiter = createRateLimiter({ name: 'form-uploads', windowMs: 60 * 60 * 1000, max: 40 })

export const NO_STORE = { 'Cache-Control': 'no-store' }

export function failureResponse(failure: UploadFailure): Response {
  return Response.json({ error: failure.error }, { status: failure.status, headers: NO_STORE })
}

export function methodNotAllowed(allow: string, message: string): Response {
  return Response.json({ error: message }, { status: 405, headers: { Allow: allow, ...NO_STORE } })
}
