import { formatAmount, isLimitState, PURCHASE_LIMITS, type LimitBucket, type LimitRule } from '~/checkout/purchase-limits'

/**
 * Legal status of cannabis by US state (002 §2 legal-status resource page, §3 map state record and
 * legend). Pure rules: no React, no file system. The per-state facts live in
 * `content/legal-status.yaml`; purchase limits of the states the chain trades in come from the
 * checkout's own table (`app/checkout/purchase-limits.ts`), never from a second copy of the numbers.
 */

export const LEGAL_STATUSES = ['recreational', 'full-medical', 'limited-medical', 'not-legal'] as const
export type LegalStatus = (typeof LEGAL_STATUSES)[number]

/** 002 §3 legend entry: className, title, subTitle. The class names carry the status colours (app.css). */
export type LegendEntry = { status: LegalStatus; className: string; title: string; subTitle: string }

export const LEGEND: readonly LegendEntry[] = [
  { status: 'recreational', className: 'legal-recreational', title: 'Recreational', subTitle: 'Adults 21 and over, and medical patients' },
  { status: 'full-medical', className: 'legal-full-medical', title: 'Full Medical Use', subTitle: 'A comprehensive medical cannabis programme' },
  {
    status: 'limited-medical',
    className: 'legal-limited-medical',
    title: 'Limited Medical Use',
    subTitle: 'CBD-only or low-THC programme',
  },
  { status: 'not-legal', className: 'legal-not-legal', title: 'Not Legal', subTitle: 'No legal cannabis programme' },
]

export function legendEntry(status: LegalStatus): LegendEntry {
  return LEGEND.find((entry) => entry.status === status) as LegendEntry
}

/** 002 §9: "Default header offset: 170 px." */
export const DEFAULT_HEADER_OFFSET = 170

/** 002 §9: "Legal-status map canvas: 600 by 400." */
export const MAP_CANVAS = { width: 600, height: 400 } as const

/** The id of a state's section on the legal-status page: 'state-ny'. */
export function stateSectionId(code: string): string {
  return `state-${code.toLowerCase()}`
}

/**
 * Where the window scrolls to bring a section under the sticky header: the section's top in the
 * document less the header offset, never above the page's top.
 */
export function scrollTargetTop(sectionTopInDocument: number, headerOffset: number = DEFAULT_HEADER_OFFSET): number {
  return Math.max(0, Math.round(sectionTopInDocument - headerOffset))
}

/**
 * 002 §2: "Hover and click on the map report the state code. Clicks on the map's root element are
 * ignored." The state code a map event reports: the `data-state` of the nearest state shape between
 * the event's target and the map's root, or null when the target is the root itself (the sea, the
 * canvas) or outside it.
 */
export function reportedStateCode(
  target: { closest(selector: string): { getAttribute(name: string): string | null } | null } | null,
  root: unknown,
): string | null {
  if (!target || target === root) return null
  const shape = target.closest('[data-state]')
  if (!shape || shape === root) return null
  return shape.getAttribute('data-state')
}

/** One line of a state's limits as a shopper reads it: '1 oz of flower', with what else shares it. */
export type LimitLine = { amount: string; of: string; equivalents: string | null }

export type StateLimitsView = {
  /** From the checkout's table: what one visit may buy, for adult use (when the state sells it) and for patients. */
  adultUse: PurchaseLimitsView | null
  medical: PurchaseLimitsView | null
}

export type PurchaseLimitsView = {
  lines: LimitLine[]
  /** 'per visit', 'per 14 days'. */
  period: string
  nonResidentShare: string | null
  topicalsExempt: boolean
  source: string
}

function amountOf(bucket: LimitBucket): string {
  return bucket.limitText ?? formatAmount(bucket.limit, bucket.unit)
}

export function limitLines(rule: LimitRule): PurchaseLimitsView {
  return {
    lines: rule.buckets.map((bucket) => ({ amount: amountOf(bucket), of: bucket.label, equivalents: bucket.equivalents ?? null })),
    period: rule.period,
    nonResidentShare: rule.nonResidentFactor === undefined ? null : shareText(rule.nonResidentFactor),
    topicalsExempt: rule.topicalsExempt === true,
    source: rule.source,
  }
}

function shareText(factor: number): string {
  if (factor === 0.5) return 'half'
  return `${Math.round(factor * 100)} %`
}

/** What a state's facts say about who may buy, as the limits rule needs them. */
export type LimitFacts = { code: string; status: LegalStatus; adultUseSales: boolean; medicalProgram: boolean }

/**
 * The purchase limits the state's page shows, from the checkout's table:
 * - only for the states the table covers (the chain's states); null for every other state;
 * - adult-use limits only where the state is Recreational and licensed adult-use sales exist (the
 *   chain's adult-use menus in Pennsylvania, Virginia and Florida are fictional, so their placeholder
 *   limits are never presented as the law);
 * - medical limits only where the state runs a medical programme.
 */
export function purchaseLimitsFor(facts: LimitFacts): StateLimitsView | null {
  if (!isLimitState(facts.code)) return null
  const limits = PURCHASE_LIMITS[facts.code]
  const adultUse = facts.status === 'recreational' && facts.adultUseSales ? limitLines(limits.adultUse) : null
  const medical = facts.medicalProgram && facts.status !== 'not-legal' ? limitLines(limits.medical) : null
  return adultUse || medical ? { adultUse, medical } : null
}

/** A call to action of a content block (002 §3 content-query fragment cta). */
export type Cta = { title: string; longUrl: string; openInNewTab?: boolean }

export type RewardsBlock = { title: string; description: string; ctaCollection: Cta[] }

/**
 * 002 §2, §8: the rewards-points block shows only if title, description and the call-to-action list
 * all exist; lacking any of them it renders nothing. Blank text counts as missing, and so does a
 * call to action without a title or a link.
 */
export function rewardsBlockOf(block: Partial<{ title: string | null; description: string | null; ctaCollection: readonly Partial<Cta>[] | null }> | null | undefined): RewardsBlock | null {
  const title = block?.title?.trim()
  const description = block?.description?.trim()
  const ctas = (block?.ctaCollection ?? []).filter((cta): cta is Cta => Boolean(cta.title?.trim() && cta.longUrl?.trim()))
  if (!title || !description || ctas.length === 0) return null
  return { title, description, ctaCollection: ctas }
}

/** Counts per status, in legend order, for the map's summary line. */
export function countByStatus(states: readonly { status: LegalStatus }[]): Record<LegalStatus, number> {
  const counts = Object.fromEntries(LEGAL_STATUSES.map((status) => [status, 0])) as Record<LegalStatus, number>
  for (const state of states) counts[state.status] += 1
  return counts
}

/** Ids of the legal-status page's own sections (the map, the list of every state). */
export const LEGAL_MAP_SECTION_ID = 'legal-map'
export const LEGAL_STATE_LIST_ID = 'legal-state-list'

/**
 * The legal-status page's 'Content' list (002 §2: optional, "lists titles of the sections flagged
 * for it"): nothing unless showToC is on; then the map, the list of every state, and each state
 * flagged useInToC, in the page's order.
 */
export function legalTocItems(
  showToC: boolean,
  states: readonly { name: string; sectionId: string; useInToC: boolean }[],
): { id: string; title: string }[] {
  if (!showToC) return []
  return [
    { id: LEGAL_MAP_SECTION_ID, title: 'Cannabis legal status by state' },
    { id: LEGAL_STATE_LIST_ID, title: 'Every state at a glance' },
    ...states.filter((state) => state.useInToC).map((state) => ({ id: state.sectionId, title: state.name })),
  ]
}
