import { describe, expect, it } from 'vitest'
import type { SpecialDiscount } from '~/specials/pricing'
import { cartLineDiscountedPrice, regularPrice } from './line-prices'

describe('regularPrice: what a line keeps when it is first added', () => {
  it.each<[string, number, number | null, number]>([
    ['the menu price', 40, null, 40],
    ['the point of sale’s lower sale price', 40, 34.5, 34.5],
    ['a sale price not below the price is no sale', 40, 40, 40],
  ])('%s', (_label, price, sale, expected) => {
    expect(regularPrice(price, sale)).toBe(expected)
  })
})

describe('cartLineDiscountedPrice: the lower of the kept and today’s price, then live specials', () => {
  it.each<[string, number, number | null, number | null, SpecialDiscount[], number | null]>([
    ['nothing changed', 40, null, 40, [], null],
    ['nothing changed, with the point of sale’s sale price', 40, 34.5, 34.5, [], 34.5],
    ['a line from before prices were kept pays today’s price', 40, null, null, [], null],
    ['the menu price went up: the line keeps its price', 45, null, 40, [], 40],
    ['the menu price went down: the line follows', 30, null, 40, [], null],
    ['the sale price ended: the line keeps it', 40, null, 34.5, [], 34.5],
    ['a new sale price below the kept price applies', 45, 36, 40, [], 36],
    ['a special below the kept price applies', 45, null, 40, [['percent', 25]], 33.75],
    ['a special above the kept price does not raise it', 45, null, 40, [['percent', 10]], 40],
    ['a special on today’s lower price', 30, null, 40, [['dollar_amount', 5]], 25],
  ])('%s', (_label, price, sale, kept, discounts, expected) => {
    expect(cartLineDiscountedPrice(price, sale, kept, discounts)).toBe(expected)
  })
})
