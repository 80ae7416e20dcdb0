/** A page-number button (0-based page) or a gap between them. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * The page numbers a pager shows: always the first and last, the current one with a neighbour
 * each side, and a gap wherever pages are skipped, so a phone row never holds more than 7 slots.
 */
export function pageSlots(current: number, total: number): PageSlot[] {
  if (total <= 0) return []
  if (total <= 7) return Array.from({ length: total }, (_, page) => ({ kind: 'page', page }))
  const shown = new Set([0, total - 1, current - 1, current, current + 1])
  // Near either end, keep five numbers together instead of a gap that hides only one page.
  if (current <= 3) [1, 2, 3, 4].forEach((p) => shown.add(p))
  if (current >= total - 4) [total - 5, total - 4, total - 3, total - 2].forEach((p) => shown.add(p))
  const pages = [...shown].filter((p) => p >= 0 && p < total).sort((a, b) => a - b)
  const slots: PageSlot[] = []
  pages.forEach((page, i) => {
    if (i > 0 && page - pages[i - 1]! > 1) slots.push({ kind: 'gap', key: `gap-${page}` })
    slots.push({ kind: 'page', page })
  })
  return slots
}

/** What the pager announces: 'Page 2 of 12, reviews 6–10 of 56'. */
export function pageAnnouncement(page: number, nbPages: number, nbHits: number, pageSize: number): string {
  if (nbHits === 0) return 'No reviews match these filters'
  const first = page * pageSize + 1
  const last = Math.min(nbHits, first + pageSize - 1)
  const range = first === last ? `review ${first}` : `reviews ${first}–${last}`
  return `Page ${page + 1} of ${nbPages}, ${range} of ${nbHits}`
}
