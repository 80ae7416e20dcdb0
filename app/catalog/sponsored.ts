import type { ProductCardModel } from './card-model'

/**
 * Sponsored products (000 §2 'sponsored' carousel variant, §7 impress()/click(), §8 errors caught
 * and logged): the pure rules. The server loads placements (sponsored.server.ts); the menu's
 * sponsored row shows them and reports impressions and clicks, with targeting consent only.
 */

/** A sponsored row shows at most this many placements, in rank order. */
export const SPONSORED_ROW_LIMIT = 12
/** 000 §9: a card counts as seen when at least half of it is in view. */
export const IMPRESSION_THRESHOLD = 0.5
/** Events per request to the sponsored-events endpoint. */
export const MAX_SPONSORED_EVENTS = 50
/** The data-placement value of a sponsored card: 'sponsored:<placement id>'. */
const PLACEMENT_PREFIX = 'sponsored:'

/** A product card shown because a sponsor paid for it (000 §3: placement, isSponsor). */
export type SponsoredCard = ProductCardModel & {
  placementId: number
  isSponsor: true
}

export type SponsoredEventKind = 'impression' | 'click'
export type SponsoredEvent = {
  placementId: number
  kind: SponsoredEventKind
  isAddToCart: boolean
}

export type PlacementWindow = {
  active: boolean
  startsAt: Date | null
  endsAt: Date | null
}

/** A placement runs when it is switched on and `now` is in [startsAt, endsAt); open ends never close. */
export function isPlacementLive(placement: PlacementWindow, now: Date): boolean {
  if (!placement.active) return false
  if (placement.startsAt && placement.startsAt.getTime() > now.getTime()) return false
  if (placement.endsAt && placement.endsAt.getTime() <= now.getTime()) return false
  return true
}

/** The card's data-placement for a sponsored placement. */
export function placementAttribute(placementId: number): string {
  return `${PLACEMENT_PREFIX}${placementId}`
}

/** The placement id in a card's data-placement, or null for any other card. */
export function placementIdFrom(attribute: string | null | undefined): number | null {
  if (!attribute?.startsWith(PLACEMENT_PREFIX)) return null
  const id = Number(attribute.slice(PLACEMENT_PREFIX.length))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * What a click inside a sponsored card means (000 §7: click(), isAddToCart for add to cart): the
 * card's add-to-cart button (or the link that replaces it for another host's product) is an
 * add-to-cart click; any other link is a plain click; anything else (the card's body, the weight
 * pills and buttons of its open confirm panel) is not a click on the ad.
 */
export function clickKindOf(target: { isCardAction: boolean; isLink: boolean }): { isAddToCart: boolean } | null {
  if (target.isCardAction) return { isAddToCart: true }
  if (target.isLink) return { isAddToCart: false }
  return null
}

/**
 * 'impress() once per placement per page view': remembers which placements were reported and
 * gives back only the new ones.
 */
export function createImpressionLog() {
  const seen = new Set<number>()
  return {
    fresh(ids: readonly number[]): number[] {
      const result: number[] = []
      for (const id of ids) {
        if (seen.has(id)) continue
        seen.add(id)
        result.push(id)
      }
      return result
    },
  }
}

export type SponsoredEventsCheck = { ok: true; events: SponsoredEvent[] } | { ok: false; message: string }

/**
 * The body of POST /api/sponsored-events: one event or a list of 1–50, each
 * `{placementId: positive integer, kind: 'impression' | 'click', isAddToCart?: boolean}`;
 * isAddToCart only on a click. One bad event refuses them all.
 */
export function checkSponsoredEvents(body: unknown): SponsoredEventsCheck {
  const items = Array.isArray(body) ? body : [body]
  if (items.length === 0) return { ok: false, message: 'Send at least one event.' }
  if (items.length > MAX_SPONSORED_EVENTS)
    return {
      ok: false,
      message: `At most ${MAX_SPONSORED_EVENTS} events per request.`,
    }
  const events: SponsoredEvent[] = []
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return {
        ok: false,
        message: 'Each event must be an object with placementId and kind.',
      }
    }
    const { placementId, kind, isAddToCart = false } = item as Record<string, unknown>
    if (typeof placementId !== 'number' || !Number.isSafeInteger(placementId) || placementId <= 0) {
      return {
        ok: false,
        message: 'placementId must be a positive whole number.',
      }
    }
    if (kind !== 'impression' && kind !== 'click') return { ok: false, message: "kind must be 'impression' or 'click'." }
    if (typeof isAddToCart !== 'boolean') return { ok: false, message: 'isAddToCart must be true or false.' }
    if (isAddToCart && kind !== 'click') return { ok: false, message: 'isAddToCart applies to clicks only.' }
    events.push({ placementId, kind, isAddToCart })
  }
  return { ok: true, events }
}
