/**
 * The loyalty member of 001 §3 (balance, pointsExpiring, pointsExpiringDate) as our ledger computes
 * it. `pointsExpiring` and `pointsExpiringDate` are null together when nothing is due to expire.
 */
export type RewardsSummary = {
  balance: number
  pointsExpiring: number | null
  /** 'YYYY-MM-DD' (the date the next points expire). */
  pointsExpiringDate: string | null
}

/** One row of the member's points history (newest first). Dates are ISO instants. */
export type RewardsActivity = {
  id: number
  kind: 'earn' | 'redeem' | 'adjust'
  points: number
  description: string
  occurredAt: string
  expiresAt: string | null
}
