import { describe, expect, it } from 'vitest'
import { FACET_DISPLAY, facetValueLimit, limitFacetValues } from './facets'
import { LIST_ATTRIBUTES } from './types'

describe('facet value limits (001 §9)', () => {
  it.each([
    ['root_types', 1000],
    ['brand', 200],
    ['bucket_price', 200],
    ['applicable_special_ids', 200],
    ['aggregate_rating', 200],
    ['kind', 20],
    ['category', 20],
    ['feelings', 20],
    ['activities', 20],
    ['available_weights', 20],
  ] as const)('%s keeps %d values', (attribute, limit) => {
    expect(facetValueLimit(attribute)).toBe(limit)
  })

  it('decides every list attribute', () => {
    expect(Object.keys(FACET_DISPLAY).sort()).toEqual([...LIST_ATTRIBUTES].sort())
  })

  it('keeps the most frequent values, ties by value, drops zero counts', () => {
    expect(limitFacetValues({ b: 2, a: 2, c: 5, d: 1, e: 0 }, 3)).toEqual({ c: 5, a: 2, b: 2 })
    expect(Object.keys(limitFacetValues({ b: 2, a: 2, c: 5 }, 10))).toEqual(['c', 'a', 'b'])
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`v${String(i).padStart(2, '0')}`, 30 - i]))
    expect(Object.keys(limitFacetValues(many, 20))).toHaveLength(20)
    expect(limitFacetValues(many, 20).v19).toBe(11)
    expect(limitFacetValues(many, 20).v20).toBeUndefined()
  })
})
