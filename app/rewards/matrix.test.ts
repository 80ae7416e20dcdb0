import { describe, expect, it } from 'vitest'
import { rewardsMatrix, scoreMessage, tiersForBalance } from './matrix'

describe('rewardsMatrix', () => {
  it.each([
    { state: 'IL', dollars: [3, 15, 30] },
    { state: 'OH', dollars: [3, 15, 30] },
    { state: 'RI', dollars: [5, 25, 50] },
    { state: 'ri', dollars: [5, 25, 50] },
    { state: ' RI ', dollars: [5, 25, 50] },
    { state: null, dollars: [3, 15, 30] },
    { state: '', dollars: [3, 15, 30] },
  ])('$state → $dollars', ({ state, dollars }) => {
    const matrix = rewardsMatrix(state)
    expect(matrix.map((tier) => tier.points)).toEqual([100, 500, 1000])
    expect(matrix.map((tier) => tier.dollars)).toEqual(dollars)
  })
})

describe('scoreMessage', () => {
  it.each([
    { name: 'Northmeadow', message: 'Score! You can redeem your rewards points at any Northmeadow Dispensary.' },
    { name: '  Northmeadow ', message: 'Score! You can redeem your rewards points at any Northmeadow Dispensary.' },
    { name: 'RISE', message: 'Score! You can redeem your rewards points at any RISE Dispensary.' },
  ])('$name', ({ name, message }) => {
    expect(scoreMessage(name)).toBe(message)
  })
})

describe('tiersForBalance', () => {
  it.each([
    { balance: 0, reached: [false, false, false] },
    { balance: 99, reached: [false, false, false] },
    { balance: 100, reached: [true, false, false] },
    { balance: 999, reached: [true, true, false] },
    { balance: 1000, reached: [true, true, true] },
  ])('$balance points', ({ balance, reached }) => {
    expect(tiersForBalance(rewardsMatrix('IL'), balance).map((tier) => tier.reached)).toEqual(reached)
  })
})
