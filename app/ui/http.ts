/**
 * Menu and dispensary pages may be cached by a CDN for a minute and served stale for five more
 * while it refreshes; browsers always revalidate.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
