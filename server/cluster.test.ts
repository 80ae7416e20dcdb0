import { describe, expect, it } from 'vitest'
import { restartDelay } from './cluster.js'

describe('restartDelay', () => {
  it.each([
    [0, 500, 1_000, 'a first early death waits a second'],
    [1_000, 2_000, 2_000, 'dying early again doubles the wait'],
    [16_000, 100, 30_000, 'up to 30 seconds'],
    [30_000, 100, 30_000, 'and stays there while the crash loop lasts'],
    [30_000, 60_000, 0, 'a worker that ran a minute comes back at once'],
    [0, 3_600_000, 0, 'so does one that ran an hour'],
  ])('after a wait of %d ms and a life of %d ms: %d ms (%s)', (previous, lived, expected) => {
    expect(restartDelay(previous, lived)).toBe(expected)
  })
})
