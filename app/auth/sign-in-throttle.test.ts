import { describe, expect, it } from 'vitest'
import { signInGate } from './sign-in-throttle'

describe('signInGate', () => {
  it.each([
    // account failures, address failures → what the next attempt needs
    [0, 0, 'none'],
    [1, 1, 'none'],
    [2, 9, 'none'],
    [3, 0, 'challenge 1'],
    [9, 0, 'challenge 1'],
    [10, 0, 'challenge 2'],
    [29, 0, 'challenge 2'],
    [30, 0, 'challenge 3'],
    [5_000, 0, 'challenge 3'],
    [0, 10, 'challenge 1'],
    [0, 29, 'challenge 1'],
    [0, 30, 'challenge 2'],
    [0, 99, 'challenge 2'],
    [0, 100, 'challenge 3'],
    [0, 1_000_000, 'challenge 3'],
    // The harder of the two wins.
    [3, 30, 'challenge 2'],
    [30, 10, 'challenge 3'],
    [2, 10, 'challenge 1'],
  ])('%i failures for the account, %i from the address → %s', (accountFailures, addressFailures, expected) => {
    const gate = signInGate({ accountFailures, addressFailures })
    expect(gate.kind === 'none' ? 'none' : `challenge ${gate.level}`).toBe(expected)
  })

  it('never answers a lockout, however many failures', () => {
    for (const failures of [0, 3, 10, 100, 10_000]) {
      expect(['none', 'challenge']).toContain(signInGate({ accountFailures: failures, addressFailures: failures }).kind)
    }
  })
})
