import { describe, expect, it } from 'vitest'
import { bestDiscountedPrice, isLiveAt, type SpecialDiscount, specialPrice } from './pricing'

describe('specialPrice: what one special does to a shelf price', () => {
  it.each<[string, number, SpecialDiscount, number | null]>([
    ['20 % off $40', 40, ['percent', 20], 32],
    ['15 % off $34.99 rounds to the cent', 34.99, ['percent', 15], 29.74],
    ['100 % off is free', 40, ['percent', 100], 0],
    ['0 % off changes nothing', 40, ['percent', 0], null],
    ['more than 100 % is not a discount', 40, ['percent', 120], null],
    ['$5 off $40', 40, ['dollar_amount', 5], 35],
    ['$5 off given as text (numeric from PostgreSQL)', 40, ['dollar_amount', '5.00'], 35],
    ['more off than the price stops at $0', 4, ['dollar_amount', 5], 0],
    ['a fixed price of $25 on $40', 40, ['target_price', 25], 25],
    ['a fixed price above the shelf price does not apply', 20, ['target_price', 25], null],
    ['a fixed price equal to the shelf price does not apply', 25, ['target_price', 25], null],
    ['a negative amount is ignored', 40, ['dollar_amount', -5], null],
    ['a missing amount is ignored', 40, ['percent', null], null],
    ['an unknown discount type is ignored', 40, ['bogo', 50], null],
    ['a shelf price of $0 has nothing to discount', 0, ['percent', 50], null],
  ])('%s', (_label, price, discount, expected) => {
    expect(specialPrice(price, discount)).toBe(expected)
  })
})

describe('bestDiscountedPrice: the lowest of the menu sale price and every live special', () => {
  it.each<[string, number, number | null, SpecialDiscount[] | null, number | null]>([
    ['no sale, no special', 40, null, [], null],
    ['no specials given at all', 40, null, null, null],
    ['the menu sale price alone', 40, 36, [], 36],
    ['a special alone', 40, null, [['percent', 25]], 30],
    ['the special beats the sale price', 40, 36, [['percent', 25]], 30],
    ['the sale price beats the special', 40, 28, [['percent', 25]], 28],
    ['the best of two specials', 40, null, [['dollar_amount', 5], ['target_price', 29]], 29],
    ['a sale price not below the price is no sale', 40, 40, [], null],
  ])('%s', (_label, price, sale, discounts, expected) => {
    expect(bestDiscountedPrice(price, sale, discounts)).toBe(expected)
  })
})

describe('isLiveAt: a special applies from its start until (not including) its end', () => {
  const start = new Date('2026-12-01T15:00:00Z')
  const end = new Date('2026-12-08T06:00:00Z')
  it.each<[string, { enabled: boolean; startDate: Date | null; endDate: Date | null }, string, boolean]>([
    ['before the start', { enabled: true, startDate: start, endDate: end }, '2026-12-01T14:59:59Z', false],
    ['at the start', { enabled: true, startDate: start, endDate: end }, '2026-12-01T15:00:00Z', true],
    ['in between', { enabled: true, startDate: start, endDate: end }, '2026-12-05T00:00:00Z', true],
    ['one millisecond before the end', { enabled: true, startDate: start, endDate: end }, '2026-12-08T05:59:59.999Z', true],
    ['at the end', { enabled: true, startDate: start, endDate: end }, '2026-12-08T06:00:00Z', false],
    ['after the end', { enabled: true, startDate: start, endDate: end }, '2027-01-01T00:00:00Z', false],
    ['open-ended, long after the start', { enabled: true, startDate: start, endDate: null }, '2030-01-01T00:00:00Z', true],
    ['no start date', { enabled: true, startDate: null, endDate: end }, '2020-01-01T00:00:00Z', true],
    ['switched off', { enabled: false, startDate: start, endDate: end }, '2026-12-05T00:00:00Z', false],
  ])('%s', (_label, special, at, expected) => {
    expect(isLiveAt(special, new Date(at))).toBe(expected)
  })
})
