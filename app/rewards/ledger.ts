import type { RewardEntryKind } from '~/db/schema'
import type { RewardsSummary } from './types'

/**
 * The rewards points ledger's rules (issue 5 §3), pure so they are tested by table.
 *
 * - Every earn is a lot that expires at its expiresAt (REWARDS_EXPIRY_MONTHS after earning).
 * - A positive adjustment is a lot that never expires.
 * - A redemption or a negative adjustment consumes the oldest lots first (FIFO by occurredAt), and
 *   only lots that existed and had not yet expired when it happened. A deduction larger than what
 *   was available then (only a staff adjustment can be: redeemPoints refuses) is carried as a debt
 *   that the next lots pay first, so the balance never goes below zero.
 * - A lot is alive while `at < expiresAt`: at the expiry instant its points are gone.
 * - Entries dated after `now` are not counted yet.
 * - pointsExpiringDate is the UTC calendar date (YYYY-MM-DD) of the earliest upcoming expiry, and
 *   pointsExpiring sums every live lot that expires on that UTC date. Both are null when nothing
 *   left in the balance expires.
 */

export type LedgerEntry = {
  kind: RewardEntryKind
  /** Positive for earn (and credit adjustments), negative for redeem (and debit adjustments). */
  points: number
  occurredAt: Date
  /** When an earn's points expire; ignored for adjustments and redemptions. */
  expiresAt: Date | null
}

type Lot = { remaining: number; expiresAt: Date | null }

function aliveAt(lot: Lot, at: Date): boolean {
  return lot.remaining > 0 && (lot.expiresAt === null || at.getTime() < lot.expiresAt.getTime())
}

/** 'YYYY-MM-DD' of an instant, in UTC. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** Balance and the next points to expire, at `now`. */
export function summarizeLedger(entries: readonly LedgerEntry[], now: Date = new Date()): RewardsSummary {
  // Stable: entries at the same instant keep the order they were recorded in.
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.occurredAt.getTime() <= now.getTime())
    .sort((a, b) => a.entry.occurredAt.getTime() - b.entry.occurredAt.getTime() || a.index - b.index)
    .map(({ entry }) => entry)

  const lots: Lot[] = []
  let debt = 0
  for (const entry of ordered) {
    if (entry.points > 0) {
      const expiresAt = entry.kind === 'earn' ? entry.expiresAt : null
      const paid = Math.min(debt, entry.points)
      debt -= paid
      lots.push({ remaining: entry.points - paid, expiresAt })
      continue
    }
    let due = -entry.points
    for (const lot of lots) {
      if (due === 0) break
      if (!aliveAt(lot, entry.occurredAt)) continue
      const taken = Math.min(lot.remaining, due)
      lot.remaining -= taken
      due -= taken
    }
    debt += due
  }

  const live = lots.filter((lot) => aliveAt(lot, now))
  const balance = live.reduce((sum, lot) => sum + lot.remaining, 0)
  const expiring = live.filter((lot): lot is Lot & { expiresAt: Date } => lot.expiresAt !== null)
  if (!expiring.length) return { balance, pointsExpiring: null, pointsExpiringDate: null }
  const nextDate = expiring.map((lot) => utcDate(lot.expiresAt)).sort()[0]!
  const pointsExpiring = expiring
    .filter((lot) => utcDate(lot.expiresAt) === nextDate)
    .reduce((sum, lot) => sum + lot.remaining, 0)
  return { balance, pointsExpiring, pointsExpiringDate: nextDate }
}

/** Points an order earns: `pointsPerDollar` per whole dollar ($41.99 → 41 at 1 per dollar; $0.99 → 0). */
export function pointsForOrder(amountCents: number, pointsPerDollar: number): number {
  if (!Number.isFinite(amountCents) || amountCents <= 0) return 0
  return Math.floor(Math.floor(amountCents) / 100) * pointsPerDollar
}

/**
 * `months` calendar months after `at`, in UTC, at the same time of day. A day the target month
 * lacks falls back to its last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonthsUtc(at: Date, months: number): Date {
  const year = at.getUTCFullYear()
  const month = at.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const result = new Date(at.getTime())
  result.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay))
  return result
}

/** When points earned at `at` expire. */
export function earnedPointsExpireAt(at: Date, expiryMonths: number): Date {
  return addMonthsUtc(at, expiryMonths)
}
