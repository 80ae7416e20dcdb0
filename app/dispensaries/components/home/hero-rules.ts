/** 000 §9: the hero banner list is capped at 8. */
export const HERO_SLIDES_MAX = 8
/** 001 §9: slides are 560 px high on desktop (1920 wide), 292 px on phones (390 wide). */
export const HERO_HEIGHT = { desktop: 560, mobile: 292 } as const
/** 000 §9: the review (and tabs) carousels move in 500 ms, one review per slide. */
export const REVIEW_CAROUSEL = { slidesPerView: 1, durationMs: 500 } as const

export function heroSlides<T>(slides: readonly T[]): T[] {
  return slides.slice(0, HERO_SLIDES_MAX)
}

/**
 * 001 §4.5: the first slider callback is ignored; later ones are a scroll left or right. Returns
 * the direction to report, or null for the first callback or no move.
 */
export function scrollDirection(previous: number | null, next: number): 'left' | 'right' | null {
  if (previous === null || previous === next) return null
  return next > previous ? 'right' : 'left'
}
