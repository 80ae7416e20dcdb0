/**
 * The 'Content' table of contents (002 §2, §4; 000 §4, §9): sticky after 450 px of scroll, a drawer
 * once the end marker has scrolled above the viewport (decided after scrolling settles), and the
 * active heading by the hash or by the heading in the band 100–400 px from the top.
 */
export const TOC_STICKY_AFTER_PX = 450
export const TOC_ACTIVE_BAND = { top: 100, bottom: 400 } as const
/** After a click in the list, scroll position stops choosing the active heading for this long (000 §9 'scroll-detect delay'), unless the visitor scrolls. */
export const TOC_SCROLL_DETECT_DELAY_MS = 5000
/** How long scrolling must pause before the panel/drawer switch is decided (the spec says debounced, without a value). */
export const TOC_MODE_DEBOUNCE_MS = 100

export type TocMode = 'panel' | 'sticky' | 'drawer'

/**
 * Where the list is: in the page ('panel'), pinned ('sticky') after 450 px of scroll, or behind a
 * 'Content' button ('drawer') once the end marker's bottom edge is above the viewport.
 */
export function tocMode(scrollY: number, endMarkerBottom: number | null): TocMode {
  if (endMarkerBottom !== null && endMarkerBottom < 0) return 'drawer'
  return scrollY > TOC_STICKY_AFTER_PX ? 'sticky' : 'panel'
}

/**
 * The heading scroll position makes active: the first whose top is inside the band (100–400 px
 * from the viewport's top). With none inside, the last heading above the band stays active (its
 * section fills the screen); with every heading below the band, none is. Tops in document order.
 */
export function activeHeadingId(headings: readonly { id: string; top: number }[]): string | null {
  const inBand = headings.find((heading) => heading.top >= TOC_ACTIVE_BAND.top && heading.top <= TOC_ACTIVE_BAND.bottom)
  if (inBand) return inBand.id
  const above = headings.filter((heading) => heading.top < TOC_ACTIVE_BAND.top)
  return above.at(-1)?.id ?? null
}

/** The list entry a URL hash names, or null ('#' + an id of the list, percent-decoded). */
export function headingFromHash(hash: string, ids: readonly string[]): string | null {
  if (!hash.startsWith('#')) return null
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return null
  }
  return ids.includes(id) ? id : null
}
