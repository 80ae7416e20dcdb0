import { jsonResponse } from '~/site/compressed-response.server'

/** Listing answers a CDN may keep briefly: 30 s fresh at the edge, then served stale while it refreshes. */
export const LISTING_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=120'

/** A listing API answer as JSON, compressed for the client that asked; errors and fallbacks are never cached. */
export function apiResponse(request: Request, answer: { status: number; body: unknown; cacheable: boolean }): Response {
  return jsonResponse(request, answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': answer.cacheable ? LISTING_CACHE : 'no-store' },
  })
}
