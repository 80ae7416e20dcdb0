import { describe, expect, it } from 'vitest'
import { GRAMS_PER_WEIGHT, gramsPerUnitOf, type LimitLine, toLimitItem, toLimitItems } from './limit-items'
import { checkAddition, checkPurchaseLimits, GRAMS_PER_OUNCE } from './purchase-limits'

const line = (extra: Partial<LimitLine>): LimitLine => ({
  productId: 1,
  name: 'Product',
  kind: 'flower',
  weight: 'eighth_ounce',
  quantity: 1,
  gramsPerUnit: null,
  thcMgPerUnit: null,
  ...extra,
})

describe('grams per weight', () => {
  it.each([
    ['half_gram', 0.5],
    ['gram', 1],
    ['two_gram', 2],
    ['eighth_ounce', 3.5],
    ['quarter_ounce', 7],
    ['half_ounce', 14],
    ['ounce', 28],
  ] as const)('%s holds %s g', (weight, grams) => {
    expect(GRAMS_PER_WEIGHT[weight]).toBe(grams)
    expect(gramsPerUnitOf(weight, 99)).toBe(grams)
  })

  it.each([
    ['each', 0.5, 0.5],
    ['each', 3.5, 3.5],
    ['each', null, null],
    ['a pound', 1, null],
    ['__proto__', 1, null],
  ] as const)('%s with grams_per_unit %s counts %s g', (weight, perUnit, grams) => {
    expect(gramsPerUnitOf(weight, perUnit)).toBe(grams)
  })

  it('keeps a labelled ounce inside a 1 oz limit (the table converts ounces with GRAMS_PER_OUNCE)', () => {
    expect(GRAMS_PER_WEIGHT.ounce).toBeLessThan(GRAMS_PER_OUNCE)
    const result = checkPurchaseLimits([toLimitItem(line({ weight: 'ounce' }))], { state: 'MA', menuKind: 'recreational' })
    expect(result.ok).toBe(true)
  })
})

describe('toLimitItem', () => {
  it.each<[string, Partial<LimitLine>, { weightGrams: number | null; thcMg: number | null }]>([
    ['flower by weight', { kind: 'flower', weight: 'quarter_ounce' }, { weightGrams: 7, thcMg: null }],
    ['a 1 g pre-roll sold each', { kind: 'pre-roll', weight: 'each', gramsPerUnit: 1 }, { weightGrams: 1, thcMg: null }],
    ['a 5-pack of 0.5 g pre-rolls', { kind: 'pre-roll', weight: 'each', gramsPerUnit: 2.5 }, { weightGrams: 2.5, thcMg: null }],
    ['a vape cartridge by weight', { kind: 'vape', weight: 'half_gram' }, { weightGrams: 0.5, thcMg: null }],
    ['an edible', { kind: 'edible', weight: 'each', thcMgPerUnit: 100 }, { weightGrams: null, thcMg: 100 }],
    ['numerics as text', { kind: 'edible', weight: 'each', thcMgPerUnit: '100' as unknown as number }, { weightGrams: null, thcMg: 100 }],
    ['a negative amount is no amount', { kind: 'edible', weight: 'each', thcMgPerUnit: -5 }, { weightGrams: null, thcMg: null }],
    ['gear', { kind: 'gear', weight: 'each' }, { weightGrams: null, thcMg: null }],
  ])('%s', (_name, extra, expected) => {
    const item = toLimitItem(line({ quantity: 3, ...extra }))
    expect(item).toMatchObject({ ...expected, quantity: 3, kind: extra.kind })
  })

  it('feeds the limit check: 9 eighths of flower are past Illinois’ 30 g, 8 are not', () => {
    const options = { state: 'IL', menuKind: 'recreational' as const }
    const eight = toLimitItems([line({ quantity: 8 })])
    expect(checkPurchaseLimits(eight, options).ok).toBe(true)
    const result = checkAddition(eight, toLimitItem(line({ productId: 2, quantity: 1 })), options)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toBe('Illinois limits adult-use purchases to 30 g of flower per visit; this would bring your cart to 31.5 g.')
  })

  it('counts infused THC times the count', () => {
    const items = toLimitItems([line({ kind: 'edible', weight: 'each', thcMgPerUnit: 100, quantity: 6 })])
    const result = checkPurchaseLimits(items, { state: 'IL', menuKind: 'recreational' })
    expect(result.usage.totals.infused).toBe(600)
    expect(result.ok).toBe(false)
  })
})
