/** Account pages are one shopper's: never stored by any cache (server/guards.ts enforces it too). */
export const ACCOUNT_CACHE_CONTROL = 'private, no-store'

/** `headers` for every account route: an error's own headers, else no-store. Loader cookies are merged by the router. */
export function accountPageHeaders({ errorHeaders }: { errorHeaders: Headers | undefined }): HeadersInit {
  return errorHeaders ?? { 'Cache-Control': ACCOUNT_CACHE_CONTROL }
}

/** The page title and a noindex robots tag for an account page. */
export const ACCOUNT_DESCRIPTION = 'Your account: orders, profile, home dispensary and rewards.'
