/** 001 §4.9 and §9: member benefits show 4 at a time, and the desktop slider moves a page of 4 in 500 ms. */
export const BENEFITS_PER_PAGE = 4
export const BENEFITS_SLIDE_MS = 500

/** Items in pages of `perPage` (the last may be shorter); no pages for no items. */
export function benefitPages<T>(items: readonly T[], perPage: number = BENEFITS_PER_PAGE): T[][] {
  const size = Math.max(1, Math.floor(perPage))
  const pages: T[][] = []
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size))
  return pages
}

/** A page index kept within 0 … pages − 1. */
export function clampPage(page: number, pages: number): number {
  if (pages <= 0) return 0
  return Math.min(Math.max(0, Math.trunc(page)), pages - 1)
}
