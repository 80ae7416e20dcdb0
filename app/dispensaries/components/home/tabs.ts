import type { VisitingTab } from './types'

/** 000 §2: the visiting tabs a dispensary page knows, in the order the content gives them. */
export const KNOWN_TAB_KINDS = ['payment', 'amenities', 'delivery', 'lounge', 'promotion'] as const
export type TabKind = (typeof KNOWN_TAB_KINDS)[number]

/** The kind a tab title names ('Payment', 'Amenities', 'Smokeasy lounge', …), or null when unknown. */
export function tabKind(tabTitle: string): TabKind | null {
  const title = tabTitle.trim().toLowerCase()
  if (title === 'smokeasy' || title === 'lounge' || title === 'smokeasy lounge') return 'lounge'
  if (title === 'payment' || title === 'payment methods') return 'payment'
  return (KNOWN_TAB_KINDS as readonly string[]).includes(title) ? (title as TabKind) : null
}

export type ShownTab = VisitingTab & { kind: TabKind }

/**
 * 000 §5: a tab is shown only if its title is in the known set and, for payment, amenities,
 * promotion and lounge, its first list item is non-empty. The delivery tab needs some content of
 * its own (a description or delivery times, 000 §2 "non-empty content"). Order is kept; the first
 * shown tab is the selected one.
 */
export function visibleTabs(tabs: readonly VisitingTab[]): ShownTab[] {
  const shown: ShownTab[] = []
  for (const tab of tabs) {
    const kind = tabKind(tab.tabTitle)
    if (!kind) continue
    if (shown.some((other) => other.kind === kind)) continue
    if (kind === 'delivery') {
      if (!tab.description.trim() && tab.deliveryTimes.length === 0) continue
    } else if (!tab.listItems[0]?.title.trim()) continue
    shown.push({ ...tab, kind })
  }
  return shown
}
