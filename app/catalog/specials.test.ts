import { describe, expect, it } from 'vitest'
import {
  compareSpecials,
  discountText,
  endDateText,
  formatDollars,
  isInDate,
  isShownSpecial,
  selectShownSpecials,
  SPECIALS_ROW_LIMIT,
  specialPhotoUrl,
  specialsRowTitle,
  type StoreSpecial,
} from './specials'

const NOW = new Date('2025-06-15T12:00:00Z')
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000)
const PHOTO = { urls: { original: '/images/products/special-0000000a.svg', medium: '/images/products/special-0000000b.svg' } }

function special(overrides: Partial<StoreSpecial> = {}): StoreSpecial {
  return {
    id: 1,
    title: '20% off vapes',
    specialType: 'product',
    enabled: true,
    photo: PHOTO,
    startDate: day(-3),
    endDate: day(5),
    discountType: 'percent',
    discountPercent: 20,
    discountDollarAmount: null,
    discountTargetPrice: null,
    updatedAt: day(-1),
    ...overrides,
  }
}

describe('isShownSpecial (000 §5)', () => {
  const cases: [string, Partial<StoreSpecial>, boolean][] = [
    ['a live, enabled product special with a photo', {}, true],
    ['disabled', { enabled: false }, false],
    ['a qualified group offer', { specialType: 'qualified_group' }, false],
    ['a bundle', { specialType: 'bundle' }, true],
    ['a bulk offer', { specialType: 'bulk' }, true],
    ['a cart total offer', { specialType: 'cart_total' }, true],
    ['no photo at all', { photo: null }, false],
    ['a photo with no urls', { photo: { urls: { original: null, medium: null } } }, false],
    ['a photo with blank urls', { photo: { urls: { original: ' ', medium: '' } } }, false],
    ['only an original photo', { photo: { urls: { original: '/a.svg', medium: null } } }, true],
    ['only a medium photo', { photo: { urls: { original: null, medium: '/b.svg' } } }, true],
    ['not started yet', { startDate: day(1) }, false],
    ['no start date', { startDate: null }, true],
    ['already ended', { endDate: day(-1) }, false],
    ['ending exactly now', { endDate: NOW }, false],
    ['no end date', { endDate: null }, true],
    ['starting exactly now', { startDate: NOW }, true],
  ]
  it.each(cases)('%s → %s', (_label, overrides, expected) => {
    expect(isShownSpecial(special(overrides), NOW)).toBe(expected)
  })
})

describe('isInDate', () => {
  it.each([
    [null, null, true],
    [day(-1), day(1), true],
    [day(1), null, false],
    [null, day(-0.001), false],
  ] as const)('start %s, end %s → %s', (startDate, endDate, expected) => {
    expect(isInDate({ startDate, endDate }, NOW)).toBe(expected)
  })
})

describe('specialPhotoUrl', () => {
  it.each([
    [null, null],
    [{ urls: null }, null],
    [{ urls: { original: '/o.svg', medium: '/m.svg' } }, '/m.svg'],
    [{ urls: { original: '/o.svg', medium: null } }, '/o.svg'],
    [{ urls: { original: null, medium: ' /m.svg ' } }, '/m.svg'],
  ] as const)('%j → %s', (photo, expected) => {
    expect(specialPhotoUrl(photo)).toBe(expected)
  })
})

describe('sort order (000 §9)', () => {
  it('ends soonest first, no end date last, ties by most recently updated, then id', () => {
    const list = [
      special({ id: 1, endDate: null, updatedAt: day(-5) }),
      special({ id: 2, endDate: day(10), updatedAt: day(-5) }),
      special({ id: 3, endDate: day(2), updatedAt: day(-9) }),
      special({ id: 4, endDate: day(10), updatedAt: day(-1) }),
      special({ id: 5, endDate: null, updatedAt: day(-1) }),
      special({ id: 6, endDate: day(10), updatedAt: day(-1) }),
    ]
    expect([...list].sort(compareSpecials).map((s) => s.id)).toEqual([3, 4, 6, 2, 5, 1])
  })

  it('selectShownSpecials filters, sorts and keeps at most 20', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      special({ id: i + 1, endDate: i % 3 === 0 ? null : day(30 - i), updatedAt: day(-i) }),
    )
    const hidden = [special({ id: 100, enabled: false, endDate: day(0.5) }), special({ id: 101, photo: null, endDate: day(0.5) })]
    const shown = selectShownSpecials([...hidden, ...many], NOW)
    expect(shown).toHaveLength(SPECIALS_ROW_LIMIT)
    expect(shown.map((s) => s.id)).not.toContain(100)
    expect(shown.map((s) => s.id)).not.toContain(101)
    // 20 dated specials are available (30 minus the 10 with no end date), soonest end first.
    expect(shown.every((s) => s.endDate !== null)).toBe(true)
    expect(shown[0]?.id).toBe(30)
  })

  it('fills the tail with open-ended specials, newest update first', () => {
    const shown = selectShownSpecials(
      [special({ id: 1, endDate: null, updatedAt: day(-4) }), special({ id: 2, endDate: null, updatedAt: day(-2) }), special({ id: 3 })],
      NOW,
    )
    expect(shown.map((s) => s.id)).toEqual([3, 2, 1])
  })

  it('a limit of 0 shows nothing', () => {
    expect(selectShownSpecials([special()], NOW, 0)).toEqual([])
  })
})

describe('specialsRowTitle', () => {
  it.each([
    ['MA', 'Hot Prices'],
    ['ma', 'Hot Prices'],
    ['IL', 'Deals'],
    ['OH', 'Deals'],
    ['', 'Deals'],
    [null, 'Deals'],
  ] as const)('%s → %s', (code, title) => {
    expect(specialsRowTitle(code)).toBe(title)
  })
})

describe('discountText', () => {
  const base = { specialType: 'product', discountPercent: null, discountDollarAmount: null, discountTargetPrice: null }
  it.each([
    [{ discountType: 'percent', discountPercent: 20 }, '20% off'],
    [{ discountType: 'percent', discountPercent: 12.5 }, '12.5% off'],
    [{ discountType: 'percent', discountPercent: 0 }, ''],
    [{ discountType: 'percent', discountPercent: null }, ''],
    [{ discountType: 'dollar_amount', discountDollarAmount: 5 }, '$5 off'],
    [{ discountType: 'dollar_amount', discountDollarAmount: 2.5 }, '$2.50 off'],
    [{ discountType: 'dollar_amount', discountDollarAmount: null }, ''],
    [{ discountType: 'target_price', discountTargetPrice: 12 }, 'Now $12'],
    [{ discountType: 'target_price', discountTargetPrice: 24.99 }, 'Now $24.99'],
    [{ discountType: 'target_price', specialType: 'bundle', discountTargetPrice: 35 }, 'Bundle price $35'],
    [{ discountType: 'target_price', discountTargetPrice: null }, ''],
    [{ discountType: 'mystery' }, ''],
  ] as const)('%j → %s', (fields, expected) => {
    expect(discountText({ ...base, ...fields })).toBe(expected)
  })
})

describe('formatDollars', () => {
  it.each([
    [5, '$5'],
    [0, '$0'],
    [4.2, '$4.20'],
    [10.005, '$10.01'],
  ])('%s → %s', (value, expected) => {
    expect(formatDollars(value)).toBe(expected)
  })
})

describe('endDateText', () => {
  it.each([
    [new Date('2025-12-03T18:00:00Z'), 'UTC', 'Ends Dec 3'],
    [new Date('2025-12-03T03:00:00Z'), 'America/Chicago', 'Ends Dec 2'],
    [new Date('2025-12-03T18:00:00Z'), 'Not/AZone', 'Ends Dec 3'],
    [null, 'UTC', ''],
    [new Date('nope'), 'UTC', ''],
  ] as const)('%s in %s → %s', (date, zone, expected) => {
    expect(endDateText(date, zone)).toBe(expected)
  })
})
