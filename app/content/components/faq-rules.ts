/** 000 §4 FAQ: total ≤ 8 shows all; above 8 shows 4; the list is capped at 20 until expanded. */
export const FAQ_COLLAPSED = 4
export const FAQ_SHOW_ALL_UP_TO = 8
export const FAQ_CAP = 20

export type FaqPlan = { visible: number; label: string | null }

export function faqPlan(total: number, expanded: boolean): FaqPlan {
  if (total <= FAQ_SHOW_ALL_UP_TO) return { visible: total, label: null }
  if (expanded) return { visible: total, label: 'Show Less' }
  // The hidden part counts only what the capped list holds.
  return { visible: FAQ_COLLAPSED, label: `Show More (${Math.min(total, FAQ_CAP) - FAQ_COLLAPSED})` }
}

/** 000 §4: one question open at a time; opening another closes the first, opening it again closes it. */
export function toggleOpen(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked
}
