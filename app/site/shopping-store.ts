/**
 * The store a visitor is shopping at (issue 20: the header keeps the current dispensary and the cart
 * button on every page). A menu or product page names it in its path
 * (/dispensaries/{state}/{dispensary}/{storeId}/…); the checkout and post-checkout pages name it by
 * their loader's `shoppingMenuPath`. The browser remembers the last one in a cookie (functional,
 * like the home-dispensary cookie; no personal data) so that every other page, the 404 included, is
 * rendered with it from the first byte. Pure.
 */
export const SHOPPING_STORE_COOKIE = 'nm_store'
/** Thirty days, as the home-dispensary cookie (001 §9). */
const MAX_AGE_SECONDS = 2_592_000

export type ShoppingStore = { stateSlug: string; dispensarySlug: string; storeId: number }

const STORE = '([a-z0-9]+(?:-[a-z0-9]+)*)/([a-z0-9]+(?:-[a-z0-9]+)*)/([1-9][0-9]{0,8})'
const STORE_PATH = new RegExp(`^/dispensaries/${STORE}(?:/|$)`)
const VALUE = new RegExp(`^${STORE}$`)

function storeOf(match: RegExpExecArray | null): ShoppingStore | null {
  return match ? { stateSlug: match[1] as string, dispensarySlug: match[2] as string, storeId: Number(match[3]) } : null
}

/** The store a menu or product path names, or null. */
export function shoppingStoreFromPath(path: string | null | undefined): ShoppingStore | null {
  return storeOf(STORE_PATH.exec(path ?? ''))
}

/** The cookie's value for a store: '{state}/{dispensary}/{storeId}'. */
export function shoppingStoreValue(store: ShoppingStore): string {
  return `${store.stateSlug}/${store.dispensarySlug}/${store.storeId}`
}

/** The store a shoppingStoreValue names, or null. */
export function shoppingStoreFromValue(value: string | null | undefined): ShoppingStore | null {
  return storeOf(VALUE.exec(value ?? ''))
}

/** The store in a Cookie header (or document.cookie); anything malformed is no store. */
export function readShoppingStore(cookies: string | null | undefined): ShoppingStore | null {
  for (const part of cookies?.split(';') ?? []) {
    const index = part.indexOf('=')
    if (part.slice(0, index).trim() !== SHOPPING_STORE_COOKIE) continue
    return storeOf(VALUE.exec(part.slice(index + 1).trim()))
  }
  return null
}

/** What document.cookie is set to to remember a store (its shoppingStoreValue). */
export function shoppingStoreCookie(value: string, secure: boolean): string {
  return `${SHOPPING_STORE_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}
