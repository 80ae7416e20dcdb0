import { data } from 'react-router'

/**
 * Menu and dispensary pages may be cached by a CDN for a minute and served stale for five more
 * while it refreshes; browsers always revalidate.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

/**
 * What a loader throws for a page that does not exist. The 404 carries its own Cache-Control so a
 * route's `headers` (which receives it as `errorHeaders`) never marks the error page as cacheable.
 */
export function notFound() {
  return data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

/** `headers` for cacheable pages: public when the page rendered, the error's own headers otherwise. */
export function cacheablePageHeaders({ errorHeaders }: { errorHeaders: Headers | undefined }): HeadersInit {
  return errorHeaders ?? { 'Cache-Control': PUBLIC_PAGE_CACHE }
}

/** `headers` for pages that are not cached: only an error's own headers (its no-store) go out. */
export function errorOnlyHeaders({ errorHeaders }: { errorHeaders: Headers | undefined }): HeadersInit {
  return errorHeaders ?? {}
}
