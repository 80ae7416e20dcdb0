import { describe, expect, it } from 'vitest'
import { addMonthsUtc, pointsForOrder, summarizeLedger, type LedgerEntry } from './ledger'

const d = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso)
const earn = (points: number, on: string, expires: string): LedgerEntry => ({ kind: 'earn', points, occurredAt: d(on), expiresAt: d(expires) })
const redeem = (points: number, on: string): LedgerEntry => ({ kind: 'redeem', points: -points, occurredAt: d(on), expiresAt: null })
const adjust = (points: number, on: string): LedgerEntry => ({ kind: 'adjust', points, occurredAt: d(on), expiresAt: null })

describe('summarizeLedger', () => {
  const now = d('2026-03-01')
  const cases: { name: string; entries: LedgerEntry[]; balance: number; expiring: number | null; date: string | null }[] = [
    { name: 'no entries', entries: [], balance: 0, expiring: null, date: null },
    { name: 'one live lot', entries: [earn(120, '2025-06-01', '2026-06-01')], balance: 120, expiring: 120, date: '2026-06-01' },
    { name: 'an expired lot counts for nothing', entries: [earn(50, '2025-01-01', '2026-01-01'), earn(30, '2025-05-01', '2026-05-01')], balance: 30, expiring: 30, date: '2026-05-01' },
    {
      name: 'redemption consumes the oldest lot first',
      entries: [earn(100, '2025-04-01', '2026-04-01'), earn(200, '2025-07-01', '2026-07-01'), redeem(150, '2025-08-01')],
      balance: 150,
      expiring: 150,
      date: '2026-07-01',
    },
    {
      name: 'partly consumed oldest lot is what expires next',
      entries: [earn(100, '2025-04-01', '2026-04-01'), earn(200, '2025-07-01', '2026-07-01'), redeem(40, '2025-08-01')],
      balance: 260,
      expiring: 60,
      date: '2026-04-01',
    },
    {
      name: 'a redemption cannot use a lot earned after it',
      entries: [earn(100, '2025-04-01', '2026-04-01'), redeem(100, '2025-05-01'), earn(80, '2025-06-01', '2026-06-01')],
      balance: 80,
      expiring: 80,
      date: '2026-06-01',
    },
    {
      name: 'a redemption cannot use a lot already expired when it happened',
      entries: [earn(100, '2024-01-01', '2025-01-01'), earn(90, '2024-06-01', '2026-06-01'), redeem(50, '2025-03-01')],
      // At 2025-03-01 the first lot had expired, so the 90-point lot paid.
      balance: 40,
      expiring: 40,
      date: '2026-06-01',
    },
    {
      name: 'lots expiring the same UTC day add up',
      entries: [earn(10, '2025-04-01T01:00:00Z', '2026-04-01T01:00:00Z'), earn(15, '2025-04-01T23:00:00Z', '2026-04-01T23:00:00Z'), earn(5, '2025-05-01', '2026-05-01')],
      balance: 30,
      expiring: 25,
      date: '2026-04-01',
    },
    {
      name: 'a positive adjustment never expires',
      entries: [adjust(40, '2020-01-01')],
      balance: 40,
      expiring: null,
      date: null,
    },
    {
      name: 'a positive adjustment beside an earn: only the earn expires',
      entries: [adjust(40, '2025-01-01'), earn(25, '2025-09-01', '2026-09-01')],
      balance: 65,
      expiring: 25,
      date: '2026-09-01',
    },
    {
      name: 'a negative adjustment consumes the oldest lot (the adjustment) first',
      entries: [adjust(40, '2025-01-01'), earn(25, '2025-09-01', '2026-09-01'), adjust(-50, '2025-10-01')],
      balance: 15,
      expiring: 15,
      date: '2026-09-01',
    },
    {
      name: 'a deduction larger than the balance leaves a debt the next lot pays first',
      entries: [earn(20, '2025-06-01', '2026-06-01'), adjust(-50, '2025-07-01'), earn(100, '2025-08-01', '2026-08-01')],
      balance: 70,
      expiring: 70,
      date: '2026-08-01',
    },
    {
      name: 'everything redeemed: nothing expires',
      entries: [earn(100, '2025-06-01', '2026-06-01'), redeem(100, '2025-07-01')],
      balance: 0,
      expiring: null,
      date: null,
    },
    {
      name: 'entries dated after now are not counted',
      entries: [earn(100, '2025-06-01', '2026-06-01'), earn(500, '2026-03-02', '2027-03-02'), redeem(100, '2026-03-05')],
      balance: 100,
      expiring: 100,
      date: '2026-06-01',
    },
    {
      name: 'a lot is gone at its expiry instant',
      entries: [earn(100, '2025-03-01', '2026-03-01'), earn(7, '2025-06-01', '2026-06-01')],
      balance: 7,
      expiring: 7,
      date: '2026-06-01',
    },
  ]
  it.each(cases)('$name', ({ entries, balance, expiring, date }) => {
    expect(summarizeLedger(entries, now)).toEqual({ balance, pointsExpiring: expiring, pointsExpiringDate: date })
  })

  it('does not depend on the order entries are given in', () => {
    const entries = [earn(100, '2025-04-01', '2026-04-01'), earn(200, '2025-07-01', '2026-07-01'), redeem(40, '2025-08-01')]
    expect(summarizeLedger([...entries].reverse(), now)).toEqual(summarizeLedger(entries, now))
  })
})

describe('pointsForOrder', () => {
  it.each([
    { cents: 4199, perDollar: 1, points: 41 },
    { cents: 99, perDollar: 1, points: 0 },
    { cents: 100, perDollar: 1, points: 1 },
    { cents: 0, perDollar: 1, points: 0 },
    { cents: -500, perDollar: 1, points: 0 },
    { cents: 4199, perDollar: 2, points: 82 },
    { cents: 4199, perDollar: 0, points: 0 },
    { cents: 123456, perDollar: 1, points: 1234 },
  ])('$cents cents at $perDollar per dollar → $points', ({ cents, perDollar, points }) => {
    expect(pointsForOrder(cents, perDollar)).toBe(points)
  })
})

describe('addMonthsUtc', () => {
  it.each([
    { from: '2025-03-15T10:30:00.000Z', months: 12, to: '2026-03-15T10:30:00.000Z' },
    { from: '2025-01-31T00:00:00.000Z', months: 1, to: '2025-02-28T00:00:00.000Z' },
    { from: '2024-01-31T00:00:00.000Z', months: 1, to: '2024-02-29T00:00:00.000Z' },
    { from: '2024-02-29T08:00:00.000Z', months: 12, to: '2025-02-28T08:00:00.000Z' },
    { from: '2025-11-30T23:59:00.000Z', months: 3, to: '2026-02-28T23:59:00.000Z' },
    { from: '2025-12-31T00:00:00.000Z', months: 6, to: '2026-06-30T00:00:00.000Z' },
  ])('$from + $months months = $to', ({ from, months, to }) => {
    expect(addMonthsUtc(new Date(from), months).toISOString()).toBe(to)
  })
})
