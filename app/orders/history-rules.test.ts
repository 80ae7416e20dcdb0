import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor, isAscending, itemsLabel, orderReference } from './history-rules'

describe('history cursor', () => {
  it.each([
    [Date.parse('2026-11-03T20:05:00.123Z') * 1000 + 456, 1],
    [Date.parse('2020-01-01T00:00:00Z') * 1000, 987654],
    [0, 42],
  ])('round-trips %i µs / %i', (micros, id) => {
    expect(decodeHistoryCursor(encodeHistoryCursor({ micros, id }))).toEqual({ micros, id })
  })

  it.each([
    [null],
    [undefined],
    [''],
    ['abc'],
    ['1.0'],
    ['-1.2'],
    ['zz.zz.zz'],
    ['AB.CD'],
    ['1234567890123.1'],
    ['zzzzzzzzzzzz.1'],
    ['<script>.1'],
    ['x'.repeat(500)],
  ])('refuses %j', (value) => {
    expect(decodeHistoryCursor(value)).toBeNull()
  })
})

describe('itemsLabel (001 §9 "N items")', () => {
  it.each([
    [[], '0 items'],
    [[{ count: 1 }], '1 item'],
    [[{ count: 2 }], '2 items'],
    [[{ count: 1 }, { count: 3 }, { count: 1 }], '5 items'],
  ])('%j → %s', (products, label) => {
    expect(itemsLabel(products)).toBe(label)
  })
})

describe('orderReference and sort direction', () => {
  it('names an order by its id', () => {
    expect(orderReference(13954)).toBe('NM-13954')
  })
  it.each([
    ['Newest to Oldest', false],
    ['Oldest to Newest', true],
  ] as const)('%s ascending: %s', (sort, ascending) => {
    expect(isAscending(sort)).toBe(ascending)
  })
})
