import { MENU_PAGE_SIZE } from '~/catalog/search/types'

/** The grid keeps at most this many products (000 §9: the infinite loader holds up to 1000 rows). */
export const MAX_GRID_ROWS = 1000

/** The deepest `page` the grid renders: page N shows products 0..(N+1)×20. */
export const MAX_PAGE_DEPTH = MAX_GRID_ROWS / MENU_PAGE_SIZE - 1

/** Up to 8 skeleton cards while the next page loads (000 §9). */
export const MAX_SKELETONS = 8

/** Page N of the URL means 'loaded down to page N': a reload renders what the shopper had. */
export function pageDepth(page: number): number {
  if (!Number.isFinite(page) || page < 0) return 0
  return Math.min(Math.trunc(page), MAX_PAGE_DEPTH)
}

/** How many products page depth N renders (before the total cuts it short). */
export function rowsForDepth(page: number): number {
  return (pageDepth(page) + 1) * MENU_PAGE_SIZE
}

/** The products the grid can still show, within the 1000-row cap. */
export function reachableTotal(total: number): number {
  return Math.max(0, Math.min(total, MAX_GRID_ROWS))
}

export function hasMore(shown: number, total: number): boolean {
  return shown < reachableTotal(total)
}

/** The 0-based page the next load asks for, given how many products are shown. */
export function nextPage(shown: number): number {
  return Math.floor(shown / MENU_PAGE_SIZE)
}

/** The page depth the URL carries once `shown` products are on screen. */
export function depthForShown(shown: number): number {
  return Math.max(0, Math.ceil(shown / MENU_PAGE_SIZE) - 1)
}

/** Skeletons while the next page loads: as many as are still coming, at most 8. */
export function skeletonCount(shown: number, total: number): number {
  return Math.max(0, Math.min(MAX_SKELETONS, MENU_PAGE_SIZE, reachableTotal(total) - shown))
}

export function displayingText(shown: number, total: number): string {
  return `Displaying ${shown} of ${total} products`
}

/**
 * Appends a loaded page to what is shown, dropping products already there (the menu can change
 * between two loads, which shifts the pages by a product or two).
 */
export function appendPage<T extends { id: string }>(shown: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(shown.map((item) => item.id))
  return [...shown, ...page.filter((item) => !seen.has(item.id))].slice(0, MAX_GRID_ROWS)
}
