import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { rewardLedger } from '~/db/schema'
import { resetDatabase } from '../../tests/setup/reset-database'
import { earnPointsForOrder, getRewardsSummary, listRewardsActivity, redeemPoints, RewardsRefusal } from './ledger.server'
import { createTestMember } from './test-member.server'

beforeEach(async () => {
  await resetDatabase()
})

async function refusal(promise: Promise<unknown>): Promise<RewardsRefusal> {
  try {
    await promise
  } catch (error) {
    if (error instanceof RewardsRefusal) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('earnPointsForOrder', () => {
  it('credits a point per whole dollar, expiring 12 months later, once per order', async () => {
    const member = await createTestMember()
    const at = new Date('2026-01-15T18:30:00Z')
    expect(await earnPointsForOrder({ userId: member.id, orderReference: 'R-1001', amountCents: 4199, at })).toEqual({ points: 41, created: true })
    expect(await earnPointsForOrder({ userId: member.id, orderReference: 'R-1001', amountCents: 4199, at })).toEqual({ points: 41, created: false })

    const rows = await getDb().select().from(rewardLedger).where(eq(rewardLedger.userId, member.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'earn', points: 41, reference: 'R-1001', description: 'Order R-1001' })
    expect(rows[0]!.expiresAt?.toISOString()).toBe('2027-01-15T18:30:00.000Z')

    expect(await getRewardsSummary(member.id, new Date('2026-02-01T00:00:00Z'))).toEqual({
      balance: 41,
      pointsExpiring: 41,
      pointsExpiringDate: '2027-01-15',
    })
    expect(await getRewardsSummary(member.id, new Date('2027-01-16T00:00:00Z'))).toEqual({
      balance: 0,
      pointsExpiring: null,
      pointsExpiringDate: null,
    })
  })

  it('writes nothing for an order under a dollar', async () => {
    const member = await createTestMember()
    expect(await earnPointsForOrder({ userId: member.id, orderReference: 'R-1', amountCents: 99 })).toEqual({ points: 0, created: false })
    expect(await getDb().select().from(rewardLedger)).toHaveLength(0)
  })
})

describe('getRewardsSummary and listRewardsActivity', () => {
  it('is zero with no history for a new member', async () => {
    const member = await createTestMember()
    expect(await getRewardsSummary(member.id)).toEqual({ balance: 0, pointsExpiring: null, pointsExpiringDate: null })
    expect(await listRewardsActivity(member.id)).toEqual([])
  })

  it('lists the history newest first, up to the limit, and only the member’s own', async () => {
    const member = await createTestMember()
    const other = await createTestMember()
    await earnPointsForOrder({ userId: member.id, orderReference: 'A', amountCents: 10_000, at: new Date('2025-10-01T12:00:00Z') })
    await earnPointsForOrder({ userId: member.id, orderReference: 'B', amountCents: 5_000, at: new Date('2025-11-01T12:00:00Z') })
    await earnPointsForOrder({ userId: other.id, orderReference: 'A', amountCents: 7_000, at: new Date('2025-11-01T12:00:00Z') })
    await redeemPoints({ userId: member.id, points: 100, reference: 'redeem-1', at: new Date('2025-12-01T12:00:00Z') })

    const activity = await listRewardsActivity(member.id)
    expect(activity.map((a) => [a.kind, a.points, a.description])).toEqual([
      ['redeem', -100, 'Redeemed 100 points'],
      ['earn', 50, 'Order B'],
      ['earn', 100, 'Order A'],
    ])
    expect(activity[0]!.occurredAt).toBe('2025-12-01T12:00:00.000Z')
    expect(activity[0]!.expiresAt).toBeNull()
    expect(activity[1]!.expiresAt).toBe('2026-11-01T12:00:00.000Z')
    expect(await listRewardsActivity(member.id, { limit: 1 })).toHaveLength(1)

    // FIFO: the redemption used order A's lot entirely, so order B's 50 points are the next to expire.
    expect(await getRewardsSummary(member.id, new Date('2026-01-01T00:00:00Z'))).toEqual({
      balance: 50,
      pointsExpiring: 50,
      pointsExpiringDate: '2026-11-01',
    })
    expect((await getRewardsSummary(other.id, new Date('2026-01-01T00:00:00Z'))).balance).toBe(70)
  })
})

describe('redeemPoints', () => {
  it('refuses more than the balance, a bad amount and an unknown member, changing nothing', async () => {
    const member = await createTestMember()
    await earnPointsForOrder({ userId: member.id, orderReference: 'A', amountCents: 12_000 })

    const tooMany = await refusal(redeemPoints({ userId: member.id, points: 121, reference: 'r1' }))
    expect(tooMany.reason).toBe('insufficient-points')
    expect(tooMany.message).toBe('You have 120 points, not enough to redeem 121.')
    expect((await refusal(redeemPoints({ userId: member.id, points: 0, reference: 'r2' }))).reason).toBe('invalid-points')
    expect((await refusal(redeemPoints({ userId: member.id, points: 1.5, reference: 'r3' }))).reason).toBe('invalid-points')
    expect((await refusal(redeemPoints({ userId: 'nobody', points: 1, reference: 'r4' }))).reason).toBe('unknown-member')
    expect(await getDb().select().from(rewardLedger)).toHaveLength(1)

    const done = await redeemPoints({ userId: member.id, points: 120, reference: 'r5' })
    expect(done.redeemed).toBe(120)
    expect(done.summary).toEqual({ balance: 0, pointsExpiring: null, pointsExpiringDate: null })
  })

  it('refuses a reference already redeemed', async () => {
    const member = await createTestMember()
    await earnPointsForOrder({ userId: member.id, orderReference: 'A', amountCents: 50_000 })
    await redeemPoints({ userId: member.id, points: 100, reference: 'same' })
    expect((await refusal(redeemPoints({ userId: member.id, points: 100, reference: 'same' }))).reason).toBe('reference-used')
    expect((await getRewardsSummary(member.id)).balance).toBe(400)
  })

  it('lets only one of two concurrent redemptions through when together they overdraw', async () => {
    const member = await createTestMember()
    await earnPointsForOrder({ userId: member.id, orderReference: 'A', amountCents: 15_000 })

    for (let round = 0; round < 3; round++) {
      const results = await Promise.allSettled([
        redeemPoints({ userId: member.id, points: 100, reference: `r${round}-a` }),
        redeemPoints({ userId: member.id, points: 100, reference: `r${round}-b` }),
      ])
      if (round === 0) {
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
        const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
        expect(rejected.reason).toBeInstanceOf(RewardsRefusal)
        expect((rejected.reason as RewardsRefusal).reason).toBe('insufficient-points')
      } else {
        expect(results.every((r) => r.status === 'rejected')).toBe(true)
      }
    }
    expect((await getRewardsSummary(member.id)).balance).toBe(50)
    const redemptions = await getDb().select().from(rewardLedger).where(eq(rewardLedger.kind, 'redeem'))
    expect(redemptions).toHaveLength(1)
  })

  it('many concurrent small redemptions never overdraw', async () => {
    const member = await createTestMember()
    await earnPointsForOrder({ userId: member.id, orderReference: 'A', amountCents: 1_000 })
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => redeemPoints({ userId: member.id, points: 3, reference: `r${i}` })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    expect((await getRewardsSummary(member.id)).balance).toBe(1)
  })
})
