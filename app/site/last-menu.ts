/**
 * The menu a visitor last browsed in this tab, so the 404 and /error pages can offer the way back
 * to it. Kept in sessionStorage (this tab only, gone when it closes): it is a convenience, not a
 * record of the visitor, and needs no consent.
 */
const KEY = 'nm_last_menu'

/** A dispensary menu path: /dispensaries/{state}/{dispensary}/{storeId}/{menuSlug}, with or without the slash. */
const MENU_PATH = /^\/dispensaries\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/[a-z0-9-]+\/?$/

export function isMenuPath(path: string): boolean {
  return MENU_PATH.test(path)
}

export function rememberLastMenu(path: string): void {
  if (!isMenuPath(path)) return
  try {
    window.sessionStorage.setItem(KEY, path)
  } catch {
    // Storage can be off (private modes, quotas): the error pages then simply do not offer the link.
  }
}

/** The remembered menu path, or null; anything that is not a menu path is ignored (never an open redirect). */
export function readLastMenu(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY)
    return path && isMenuPath(path) ? path : null
  } catch {
    return null
  }
}
