/**
 * The rewards matrix (001 §9): what points are worth in reward dollars. Everywhere 100 points = $3,
 * 500 = $15 and 1,000 = $30; in Rhode Island the same points are worth $5, $25 and $50.
 */

export type RewardTier = { points: number; dollars: number }

export const STANDARD_MATRIX: readonly RewardTier[] = [
  { points: 100, dollars: 3 },
  { points: 500, dollars: 15 },
  { points: 1000, dollars: 30 },
]

export const RHODE_ISLAND_MATRIX: readonly RewardTier[] = [
  { points: 100, dollars: 5 },
  { points: 500, dollars: 25 },
  { points: 1000, dollars: 50 },
]

/** The matrix for a member's home state (two-letter code, any case); the standard one for any other. */
export function rewardsMatrix(stateCode: string | null | undefined): readonly RewardTier[] {
  return stateCode?.trim().toUpperCase() === 'RI' ? RHODE_ISLAND_MATRIX : STANDARD_MATRIX
}

/**
 * 001 §9: 'Score! You can redeem your rewards points at any' + the brand's dispensary name as shown
 * + 'Dispensary.', one space between each ('Northmeadow' → '… at any Northmeadow Dispensary.').
 */
export function scoreMessage(dispensaryName: string): string {
  return ['Score! You can redeem your rewards points at any', dispensaryName.trim(), 'Dispensary.'].join(' ')
}

/** The tiers with whether a balance reaches each (the member's page marks those within reach). */
export function tiersForBalance(tiers: readonly RewardTier[], balance: number): (RewardTier & { reached: boolean })[] {
  return tiers.map((tier) => ({ ...tier, reached: balance >= tier.points }))
}
