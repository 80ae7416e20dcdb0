/** 000 §4 / §9: amenity and payment lists start with 4 items. */
export const LIST_INITIAL = 4
/** 000 §9: delivery details show at most 4. */
export const DELIVERY_DETAILS_MAX = 4

export type ShowMorePlan<T> = { visible: T[]; label: string | null }

/** 000 §4: 'Show more (n remaining)' / 'Show less'; no toggle when 4 or fewer. */
export function showMorePlan<T>(items: readonly T[], expanded: boolean): ShowMorePlan<T> {
  if (items.length <= LIST_INITIAL) return { visible: [...items], label: null }
  if (expanded) return { visible: [...items], label: 'Show less' }
  return { visible: items.slice(0, LIST_INITIAL), label: showMoreLabel(items.length - LIST_INITIAL) }
}

export function showMoreLabel(remaining: number): string {
  return `Show more (${remaining} remaining)`
}

/** 000 §4: the About description on phones. */
export function readMoreLabel(expanded: boolean): 'Read More' | 'Read Less' {
  return expanded ? 'Read Less' : 'Read More'
}
