import { describe, expect, it } from 'vitest'
import { activityRows, expiryText, joinHref, longDate, signedPoints } from './rewards-view'

const TEMPLATE = '{points} points expire on {date}'

describe('longDate', () => {
  it.each([
    ['2026-04-03', 'April 3, 2026'],
    ['2026-12-31', 'December 31, 2026'],
    ['2028-02-29', 'February 29, 2028'],
    ['2027-02-29', null],
    ['2026-13-01', null],
    ['04/03/2026', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(longDate(input)).toBe(expected)
  })
})

describe('expiryText', () => {
  it.each([
    { summary: { pointsExpiring: 112, pointsExpiringDate: '2026-04-03' }, text: '112 points expire on April 3, 2026' },
    { summary: { pointsExpiring: 1250, pointsExpiringDate: '2026-11-30' }, text: '1,250 points expire on November 30, 2026' },
    { summary: { pointsExpiring: 1, pointsExpiringDate: '2026-01-05' }, text: '1 point expires on January 5, 2026' },
    { summary: { pointsExpiring: null, pointsExpiringDate: null }, text: null },
    { summary: { pointsExpiring: 40, pointsExpiringDate: null }, text: null },
    { summary: { pointsExpiring: null, pointsExpiringDate: '2026-04-03' }, text: null },
    { summary: { pointsExpiring: 0, pointsExpiringDate: '2026-04-03' }, text: null },
    { summary: { pointsExpiring: 40, pointsExpiringDate: 'soon' }, text: null },
  ])('$summary → $text', ({ summary, text }) => {
    expect(expiryText(summary, TEMPLATE)).toBe(text)
  })
})

describe('signedPoints', () => {
  it.each([
    [87, '+87'],
    [1000, '+1,000'],
    [-100, '\u2212100'],
  ])('%d → %s', (points, text) => {
    expect(signedPoints(points)).toBe(text)
  })
})

describe('activityRows', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  it('words earns, redemptions and adjustments, with their expiry', () => {
    expect(
      activityRows(
        [
          { id: 3, kind: 'earn', points: 87, description: 'Order NM-1', occurredAt: '2026-02-17T17:00:00.000Z', expiresAt: '2027-02-17T17:00:00.000Z' },
          { id: 2, kind: 'redeem', points: -100, description: 'Redeemed 100 points', occurredAt: '2025-02-20T17:00:00.000Z', expiresAt: null },
          { id: 1, kind: 'earn', points: 64, description: 'Order NM-0', occurredAt: '2025-02-13T17:00:00.000Z', expiresAt: '2026-02-13T17:00:00.000Z' },
          { id: 0, kind: 'adjust', points: 25, description: 'Welcome bonus', occurredAt: '2025-01-10T16:00:00.000Z', expiresAt: null },
        ],
        now,
      ),
    ).toEqual([
      { id: 3, date: 'Feb 17, 2026', description: 'Order NM-1', points: '+87', note: 'Expires Feb 17, 2027', tone: 'earn' },
      { id: 2, date: 'Feb 20, 2025', description: 'Redeemed 100 points', points: '\u2212100', note: null, tone: 'spend' },
      { id: 1, date: 'Feb 13, 2025', description: 'Order NM-0', points: '+64', note: 'Expired Feb 13, 2026', tone: 'earn' },
      { id: 0, date: 'Jan 10, 2025', description: 'Welcome bonus', points: '+25', note: null, tone: 'earn' },
    ])
  })
})

describe('joinHref', () => {
  it.each([
    ['/rewards', '', '/rewards?flow=signup'],
    ['/rewards', '?utm_source=mail', '/rewards?utm_source=mail&flow=signup'],
    ['/rewards', '?flow=signin', '/rewards?flow=signup'],
    ['/', '?a=1&flow=signup', '/?a=1&flow=signup'],
  ])('%s%s → %s', (pathname, search, href) => {
    expect(joinHref(pathname, search)).toBe(href)
  })
})
