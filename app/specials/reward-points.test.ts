import { describe, expect, it } from 'vitest'
import { rewardPointsFor, rewardPointsText } from './reward-points'

describe('rewardPointsFor: what one unit earns at the chain’s rate', () => {
  it.each<[string, number | null, number, number]>([
    ['$41.99 at 1 point a dollar', 41.99, 1, 41],
    ['$41.99 at 2 points a dollar', 41.99, 2, 82],
    ['$0.99 earns nothing', 0.99, 1, 0],
    ['$1.00 earns one', 1, 1, 1],
    ['$19.999 is priced as $20.00', 19.999, 1, 20],
    ['no price', null, 1, 0],
    ['a rate of 0 (programme paused)', 40, 0, 0],
    ['a broken price', Number.NaN, 1, 0],
  ])('%s', (_label, price, rate, points) => {
    expect(rewardPointsFor(price, rate)).toBe(points)
  })
})

describe('rewardPointsText', () => {
  it.each<[number, boolean, string]>([
    [41, true, 'Earn 41 pts'],
    [41, false, 'Members earn 41 pts'],
    [1, true, 'Earn 1 pt'],
    [1, false, 'Members earn 1 pt'],
    [0, true, ''],
    [0, false, ''],
  ])('%i points, member %s: %j', (points, member, text) => {
    expect(rewardPointsText(points, member)).toBe(text)
  })
})
