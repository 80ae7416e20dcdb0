import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { getDb, type Database } from '~/db/client.server'
import { rewardLedger, users } from '~/db/schema'
import { getEnv } from '~/env.server'
import { earnedPointsExpireAt, pointsForOrder, summarizeLedger, type LedgerEntry } from './ledger'
import type { RewardsActivity, RewardsSummary } from './types'

/** Why a ledger change was refused; `message` is fit to show the shopper. */
export class RewardsRefusal extends Error {
  override name = 'RewardsRefusal'
  constructor(
    readonly reason: 'insufficient-points' | 'invalid-points' | 'unknown-member' | 'reference-used',
    message: string,
  ) {
    super(message)
  }
}

type Reader = Pick<Database, 'select'>

async function ledgerEntries(reader: Reader, userId: string): Promise<LedgerEntry[]> {
  return reader
    .select({
      kind: rewardLedger.kind,
      points: rewardLedger.points,
      occurredAt: rewardLedger.occurredAt,
      expiresAt: rewardLedger.expiresAt,
    })
    .from(rewardLedger)
    .where(eq(rewardLedger.userId, userId))
    .orderBy(asc(rewardLedger.occurredAt), asc(rewardLedger.id))
}

/** The member's balance and next expiring points at `now` (a user without entries has 0). */
export async function getRewardsSummary(userId: string, now = new Date()): Promise<RewardsSummary> {
  return summarizeLedger(await ledgerEntries(getDb(), userId), now)
}

/** The member's ledger, newest first (the activity table). */
export async function listRewardsActivity(userId: string, { limit = 20 }: { limit?: number } = {}): Promise<RewardsActivity[]> {
  const rows = await getDb()
    .select({
      id: rewardLedger.id,
      kind: rewardLedger.kind,
      points: rewardLedger.points,
      description: rewardLedger.description,
      occurredAt: rewardLedger.occurredAt,
      expiresAt: rewardLedger.expiresAt,
    })
    .from(rewardLedger)
    .where(eq(rewardLedger.userId, userId))
    .orderBy(desc(rewardLedger.occurredAt), desc(rewardLedger.id))
    .limit(Math.max(1, Math.min(limit, 200)))
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    points: row.points,
    description: row.description,
    occurredAt: row.occurredAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  }))
}

export type EarnResult = { points: number; created: boolean }

/**
 * Credit the points a completed order earns (issue 6 calls this). Once per order: a second call
 * with the same orderReference changes nothing and reports created: false. An order under $1
 * earns nothing and writes nothing.
 */
export async function earnPointsForOrder(input: {
  userId: string
  orderReference: string
  amountCents: number
  at?: Date
  /** A transaction to write in (an order's status change earns in the same transaction). */
  db?: Pick<Database, 'insert' | 'select'>
}): Promise<EarnResult> {
  const env = getEnv()
  const db = input.db ?? getDb()
  const at = input.at ?? new Date()
  const points = pointsForOrder(input.amountCents, env.REWARDS_POINTS_PER_DOLLAR)
  if (points <= 0) return { points: 0, created: false }
  const inserted = await db
    .insert(rewardLedger)
    .values({
      userId: input.userId,
      kind: 'earn',
      points,
      description: `Order ${input.orderReference}`,
      reference: input.orderReference,
      occurredAt: at,
      expiresAt: earnedPointsExpireAt(at, env.REWARDS_EXPIRY_MONTHS),
    })
    .onConflictDoNothing()
    .returning({ id: rewardLedger.id })
  if (inserted.length) return { points, created: true }
  const [existing] = await db
    .select({ points: rewardLedger.points })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.userId, input.userId), eq(rewardLedger.kind, 'earn'), eq(rewardLedger.reference, input.orderReference)))
  return { points: existing?.points ?? points, created: false }
}

export type RedeemResult = { redeemed: number; summary: RewardsSummary }

/**
 * Spend points. The user's row is locked for the transaction, so two redemptions at once are
 * serialised and cannot overdraw. Refuses (RewardsRefusal) a non-positive or fractional amount,
 * more than the balance, and a reference already redeemed.
 */
export async function redeemPoints(input: {
  userId: string
  points: number
  reference: string
  description?: string
  at?: Date
}): Promise<RedeemResult> {
  const at = input.at ?? new Date()
  if (!Number.isInteger(input.points) || input.points <= 0) {
    throw new RewardsRefusal('invalid-points', 'Choose a whole number of points above zero to redeem.')
  }
  return getDb().transaction(async (tx) => {
    const locked = await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${input.userId} for update`)
    if (!locked.rows.length) throw new RewardsRefusal('unknown-member', 'We could not find that rewards member.')
    const summary = summarizeLedger(await ledgerEntries(tx, input.userId), at)
    if (input.points > summary.balance) {
      throw new RewardsRefusal(
        'insufficient-points',
        `You have ${summary.balance.toLocaleString('en-US')} points, not enough to redeem ${input.points.toLocaleString('en-US')}.`,
      )
    }
    const inserted = await tx
      .insert(rewardLedger)
      .values({
        userId: input.userId,
        kind: 'redeem',
        points: -input.points,
        description: input.description ?? `Redeemed ${input.points.toLocaleString('en-US')} points`,
        reference: input.reference,
        occurredAt: at,
        expiresAt: null,
      })
      .onConflictDoNothing()
      .returning({ id: rewardLedger.id })
    if (!inserted.length) throw new RewardsRefusal('reference-used', 'These points have already been redeemed.')
    const after = summarizeLedger(await ledgerEntries(tx, input.userId), at)
    return { redeemed: input.points, summary: after }
  })
}
