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
