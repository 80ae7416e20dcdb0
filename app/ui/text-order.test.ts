import { describe, expect, it } from 'vitest'
import { compareText } from './text-order'

describe('compareText', () => {
  it.each([
    ['Apple', 'banana', -1],
    ['banana', 'Apple', 1],
    ['apple', 'APPLE', 1],
    ['APPLE', 'apple', -1],
    ['same', 'same', 0],
    ['Sativa', 'Sativa Dominant', -1],
    ['Blue Dream', 'blue dream', -1],
    ['1:1', 'CBD', -1],
    ['', 'a', -1],
  ] as const)('%j against %j → %i', (a, b, sign) => {
    expect(Math.sign(compareText(a, b))).toBe(sign)
  })

  it('sorts English labels as the en collation does, ignoring case', () => {
    const labels = ['Pre-Roll', 'edible', 'Flower', 'concentrate', 'Vape', 'beverage', 'Topical', 'Accessories']
    const ours = [...labels].sort(compareText)
    const icu = [...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    expect(ours).toEqual(icu)
  })
})
