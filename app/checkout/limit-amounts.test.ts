import { describe, expect, it } from 'vitest'
import { gramsOf, toLimitItem } from './limit-amounts'

describe('gramsOf', () => {
  it.each([
    ['half_gram', null, 0.5],
    ['gram', null, 1],
    ['two_gram', null, 2],
    ['eighth_ounce', null, 3.5437],
    ['quarter_ounce', null, 7.0874],
    ['half_ounce', null, 14.1748],
    ['ounce', null, 28.3495],
    ['each', 1, 1],
    ['each', 0.5, 0.5],
    ['each', null, null],
    // A weight-priced product takes its grams from the weight, whatever grams_per_unit says.
    ['gram', 7, 1],
  ] as const)('%s with %s g per unit → %s g', (weight, perUnit, expected) => {
    const grams = gramsOf(weight, perUnit)
    if (expected === null) expect(grams).toBeNull()
    else expect(grams).toBeCloseTo(expected, 4)
  })
})

describe('toLimitItem', () => {
  it('carries grams, THC and the count', () => {
    expect(
      toLimitItem({ productId: 7, name: 'Gummies', kind: 'edible', weight: 'each', gramsPerUnit: null, thcMgPerUnit: 100, count: 3 }),
    ).toEqual({ productId: 7, name: 'Gummies', kind: 'edible', weightGrams: null, thcMg: 100, quantity: 3 })
  })
})
