/** 000 §9: deal cards max 20; show-more only over 4; steps 2 (tablet) and 4 (desktop). */
export const DEALS_MAX = 20
export const DEALS_INITIAL = 4
export type Screen = 'phone' | 'tablet' | 'desktop'

/** Decision 0019: phones step by 2, like tablets. */
export function dealStep(screen: Screen): number {
  return screen === 'desktop' ? 4 : 2
}

export function dealTotal(count: number): number {
  return Math.min(Math.max(0, count), DEALS_MAX)
}

export function initialShown(count: number): number {
  return Math.min(dealTotal(count), DEALS_INITIAL)
}

/**
 * 000 §4: the count shown grows by the page size up to the total, then collapses back to the
 * first 4. Returns the next count after a click.
 */
export function nextShown(shown: number, count: number, screen: Screen): number {
  const total = dealTotal(count)
  if (shown >= total) return initialShown(count)
  return Math.min(shown + dealStep(screen), total)
}

/** 000 §4: the label carries the number — how many more a click shows, or how many it hides. */
export function dealToggleLabel(shown: number, count: number, screen: Screen): string | null {
  const total = dealTotal(count)
  if (total <= DEALS_INITIAL) return null
  if (shown >= total) return `Show less (${total - DEALS_INITIAL})`
  return `Show more (${Math.min(dealStep(screen), total - shown)})`
}
