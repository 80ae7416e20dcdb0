import { describe, expect, it } from 'vitest'
import { describeWait, retryAfterSeconds } from './rate-limit-rules'

describe('retryAfterSeconds', () => {
  it.each([
    [10_000, 1_000, 9],
    [10_000, 9_001, 1],
    [10_000, 9_999, 1],
    [10_000, 10_000, 1],
    [900_000, 0, 900],
    [900_000, 1, 900],
  ])('a window ending at %d ms, at %d ms → %d s', (end, now, seconds) => {
    expect(retryAfterSeconds(end, now)).toBe(seconds)
  })
})

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%d → %j', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text)
  })
})
