import { describe, expect, it } from 'vitest'
import {
  formatOrderDate,
  formatOrderTime,
  orderProductWeightLabel,
  orderTimeZone,
  parseOrderSort,
} from './order-dates'

describe('orderTimeZone', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['America/Chicago', 'America/Chicago'],
    ['America/Denver', 'America/Denver'],
    ['America/Los_Angeles', 'America/Los_Angeles'],
    ['America/Detroit', 'America/New_York'],
    ['America/Indiana/Indianapolis', 'America/New_York'],
    ['America/Kentucky/Louisville', 'America/New_York'],
    ['America/Indiana/Knox', 'America/Chicago'],
    ['America/Menominee', 'America/Chicago'],
    ['America/Boise', 'America/Denver'],
    ['America/Phoenix', 'UTC'],
    ['America/Anchorage', 'UTC'],
    ['Pacific/Honolulu', 'UTC'],
    ['america/detroit', 'UTC'],
    ['toString', 'UTC'],
    ['__proto__', 'UTC'],
    ['Europe/London', 'UTC'],
    ['not a zone', 'UTC'],
    ['', 'UTC'],
    [null, 'UTC'],
    [undefined, 'UTC'],
  ])('%s → %s', (zone, expected) => {
    expect(orderTimeZone(zone)).toBe(expected)
  })
})

describe('formatOrderTime', () => {
  const at = new Date('2026-11-03T20:05:00Z')
  it.each([
    ['America/New_York', '3:05 PM'],
    ['America/Chicago', '2:05 PM'],
    ['America/Denver', '1:05 PM'],
    ['America/Los_Angeles', '12:05 PM'],
    ['America/Detroit', '3:05 PM'],
    ['America/Boise', '1:05 PM'],
    ['America/Phoenix', '8:05 PM'],
    [null, '8:05 PM'],
  ])('%s → %s', (zone, expected) => {
    expect(formatOrderTime(at, zone)).toBe(expected)
  })

  it('midnight is 12 AM', () => {
    expect(formatOrderTime(new Date('2026-11-03T05:00:00Z'), 'America/New_York')).toBe('12:00 AM')
  })
})

describe('formatOrderDate', () => {
  // 2026-11-04 03:30 UTC is still Nov 3 in Chicago (9:30 PM) but Nov 4 in UTC.
  const now = new Date('2026-11-04T03:30:00Z')
  it.each([
    ['earlier the same Chicago day', '2026-11-03T15:00:00Z', 'America/Chicago', 'Today 9:00 AM'],
    ['just after Chicago midnight', '2026-11-03T06:00:00Z', 'America/Chicago', 'Today 12:00 AM'],
    ['just before Chicago midnight', '2026-11-03T05:59:00Z', 'America/Chicago', 'Nov 2, 2026'],
    ['the same instant in UTC, another day', '2026-11-03T15:00:00Z', 'Europe/Paris', 'Nov 3, 2026'],
    ['today in UTC', '2026-11-04T00:10:00Z', null, 'Today 12:10 AM'],
    ['a year ago', '2025-11-03T15:00:00Z', 'America/New_York', 'Nov 3, 2025'],
  ])('%s', (_label, at, zone, expected) => {
    expect(formatOrderDate(new Date(at), zone, now)).toBe(expected)
  })
})

describe('parseOrderSort', () => {
  it.each([
    ['Newest to Oldest', 'Newest to Oldest'],
    ['Oldest to Newest', 'Oldest to Newest'],
    ['oldest', 'Newest to Oldest'],
    [null, 'Newest to Oldest'],
  ])('parseOrderSort(%s) → %s', (value, expected) => {
    expect(parseOrderSort(value)).toBe(expected)
  })
})

describe('orderProductWeightLabel (001 §5)', () => {
  it.each([
    ['flower', 'eighth_ounce', '1/8 oz'],
    ['vape', 'half_gram', '0.5 g'],
    ['extract', 'gram', '1 g'],
    ['pre-roll', 'gram', null],
    ['edible', 'each', null],
    ['tincture', 'each', null],
    ['flower', null, null],
  ])('%s %s → %s', (kind, priceId, expected) => {
    expect(orderProductWeightLabel(kind, priceId)).toBe(expected)
  })
})
