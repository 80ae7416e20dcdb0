/** A page-number button (0-based page) or a gap between them. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * The page numbers a pager shows: always the first and last, the current one with `siblings`
 * neighbours each side, and a gap wherever pages are skipped. With one sibling a row never holds
 * more than 7 slots; with none (phones), 5.
 */
export function pageSlots(current: number, total: number, siblings: 0 | 1 = 1): PageSlot[] {
  if (total <= 0) return []
  const width = 2 * siblings + 5
  if (total <= width) return Array.from({ length: total }, (_, page) => ({ kind: 'page', page }))
  const shown = new Set([0, total - 1])
  for (let p = current - siblings; p <= current + siblings; p++) shown.add(p)
  // Near either end, keep the numbers together instead of a gap that hides only one page.
  const run = 2 * siblings + 3
  if (current <= siblings + 2) for (let p = 1; p < run; p++) shown.add(p)
  if (current >= total - siblings - 3) for (let p = total - run; p < total - 1; p++) shown.add(p)
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
