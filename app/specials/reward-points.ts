import { pointsForOrder } from '~/rewards/ledger'

/**
 * The product card's rewardPoints (000 §3): the points one unit earns at the chain's rate
 * (REWARDS_POINTS_PER_DOLLAR per whole dollar, as an order earns them: app/rewards/ledger.ts) at
 * the price the shopper pays, the discounted one when there is one. 0 when there is no price.
 */
export function rewardPointsFor(unitPrice: number | null, pointsPerDollar: number): number {
  if (unitPrice === null || !Number.isFinite(unitPrice) || !Number.isFinite(pointsPerDollar) || pointsPerDollar <= 0) return 0
  return pointsForOrder(Math.round(unitPrice * 100), pointsPerDollar)
}

/** The card's line: members see what they earn, visitors an invitation to join. '' when the item earns none. */
export function rewardPointsText(points: number, member: boolean): string {
  if (points <= 0) return ''
  const unit = points === 1 ? 'pt' : 'pts'
  return member ? `Earn ${points} ${unit}` : `Members earn ${points} ${unit}`
}
