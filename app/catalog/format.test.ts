import { describe, expect, it } from 'vitest'
import {
  asLineage,
  discountToShow,
  formatPotency,
  formatPrice,
  menuPagePath,
  parsePrice,
  productUrl,
  showsDosage,
  showsPotency,
  showsWeightLabel,
  weightLabel,
} from './format'

describe('formatPrice', () => {
  it.each([
    [0, '$0.00'],
    [5, '$5.00'],
    [25.5, '$25.50'],
    [39.99, '$39.99'],
    [12.345, '$12.35'],
    [1299.5, '$1,299.50'],
    [1234567.891, '$1,234,567.89'],
    [999.995, '$1,000.00'],
    [0.125, '$0.13'],
    [1.005, '$1.01'],
    [2.675, '$2.68'],
    [0.004, '$0.00'],
    [1e-7, '$0.00'],
    [-5, '-$5.00'],
    [-0.001, '$0.00'],
    [Number.NaN, '$0.00'],
  ])('%s → %s', (input, expected) => {
    expect(formatPrice(input)).toBe(expected)
  })

  it('writes what Intl.NumberFormat en-US USD writes, for 20,000 prices (without loading Intl in the browser)', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
    let seed = 7
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
    // One assertion over the whole list (40,000 expect calls took seconds on a loaded CI machine).
    const differences: string[] = []
    const compare = (value: number) => {
      const ours = formatPrice(value)
      const theirs = intl.format(value)
      if (ours !== theirs) differences.push(`${value}: ${ours} ≠ ${theirs}`)
    }
    for (let i = 0; i < 20_000; i++) {
      const value = Math.round(next() * 10 ** (1 + (i % 8)) * 1000) / 1000 // up to 3 decimals, up to 8 digits
      compare(value)
      if (value >= 0.005) compare(-value)
    }
    expect(differences).toEqual([])
  })
})

describe('parsePrice', () => {
  it.each([
    ['$25.00', 25],
    ['25', 25],
    [' $1,299.50 ', 1299.5],
    ['USD 40', 40],
    [42.5, 42.5],
    ['', null],
    ['free', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%j → %j', (input, expected) => {
    expect(parsePrice(input)).toBe(expected)
  })
})

describe('discountToShow', () => {
  it.each([
    [40, 32, 32],
    ['$40.00', '$32.00', 32],
    [40, 40, null],
    ['$40.00', 40, null],
    [40, null, null],
    [40, undefined, null],
    [null, 30, null],
  ])('price %j, discounted %j → %j', (price, discounted, expected) => {
    expect(discountToShow(price, discounted)).toBe(expected)
  })
})

describe('formatPotency', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['THC', ''],
    ['thc', ''],
    [null, ''],
    [undefined, ''],
    ['24.5', '24.5%'],
    ['24', '24%'],
    [24.5, '24.5%'],
    [18, '18%'],
    [0.35, '0.35%'],
    ['24.5%', '24.5%'],
    ['10 mg', '10 mg'],
  ])('%j → %j', (input, expected) => {
    expect(formatPotency(input)).toBe(expected)
  })
})

describe('weightLabel', () => {
  it.each([
    ['half_gram', '0.5 g'],
    ['gram', '1 g'],
    ['two_gram', '2 g'],
    ['eighth_ounce', '1/8 oz'],
    ['quarter_ounce', '1/4 oz'],
    ['half_ounce', '1/2 oz'],
    ['ounce', '1 oz'],
    ['each', 'Each'],
    ['eighth ounce', '1/8 oz'],
    ['mystery', 'mystery'],
  ])('%s → %s', (input, expected) => {
    expect(weightLabel(input)).toBe(expected)
  })
})

describe('showsWeightLabel', () => {
  it.each([
    ['vape', true],
    ['flower', true],
    ['extract', true],
    ['pre-roll', false],
    ['edible', false],
    ['tincture', false],
    ['topical', false],
    ['gear', false],
  ])('%s → %s', (kind, expected) => {
    expect(showsWeightLabel(kind)).toBe(expected)
  })
})

describe('paths', () => {
  it('builds the menu page path with a trailing slash', () => {
    expect(menuPagePath('illinois', 'lake-in-the-hills', 1201, 'recreational-menu')).toBe(
      '/dispensaries/illinois/lake-in-the-hills/1201/recreational-menu/',
    )
  })

  it.each([
    ['/dispensaries/illinois/joliet/1201/recreational-menu/', 598868, 'blue-dream-3-5g', '/dispensaries/illinois/joliet/1201/recreational-menu/product/598868/blue-dream-3-5g/'],
    ['/dispensaries/illinois/joliet/1201/medical-menu', 7, 'og-kush', '/dispensaries/illinois/joliet/1201/medical-menu/product/7/og-kush/'],
  ])('productUrl(%s, %s, %s)', (menuPath, id, slug, expected) => {
    expect(productUrl(menuPath, id, slug)).toBe(expected)
  })
})

describe('asLineage', () => {
  it.each([
    ['indica', 'indica'],
    ['Sativa', 'sativa'],
    ['HYBRID', 'hybrid'],
    ['cbd', 'cbd'],
    [null, null],
    ['ruderalis', null],
  ])('%j → %j', (input, expected) => {
    expect(asLineage(input)).toBe(expected)
  })
})

describe('showsPotency and showsDosage', () => {
  it.each([
    ['flower', true, false],
    ['pre-roll', true, false],
    ['vape', true, false],
    ['extract', true, false],
    ['edible', false, true],
    ['tincture', false, true],
    ['topical', false, true],
    ['gear', false, false],
  ])('%s: potency %s, dosage %s', (kind, potency, dosage) => {
    expect(showsPotency(kind)).toBe(potency)
    expect(showsDosage(kind)).toBe(dosage)
  })
})
