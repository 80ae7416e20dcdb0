import { describe, expect, it } from 'vitest'
import { formatPoints, pointsBannerHeading } from './points-banner'

const description = 'Meadow Rewards is getting a fresh coat of paint.'

describe('pointsBannerHeading (001 §2.2)', () => {
  it.each([
    ['Accumulated points', { heading: 'Accumulated points', showsBalance: true }],
    ['Your points', { heading: 'Accumulated points', showsBalance: true }],
    ['Under Construction', { heading: description, showsBalance: false }],
    ['Construction', { heading: description, showsBalance: false }],
    ['Rewards (Construction ahead)', { heading: description, showsBalance: false }],
    // The rule quotes 'Construction' with its capital; a lower-case mention is an ordinary title.
    ['construction', { heading: 'Accumulated points', showsBalance: true }],
  ])('title %j', (title, expected) => {
    expect(pointsBannerHeading({ title, description })).toEqual(expected)
  })
})

describe('formatPoints', () => {
  it.each([
    [0, '0 points'],
    [1, '1 point'],
    [2, '2 points'],
    [1234, '1,234 points'],
  ])('%d → %s', (points, expected) => {
    expect(formatPoints(points)).toBe(expected)
  })
})
