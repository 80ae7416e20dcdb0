import { describe, expect, it } from 'vitest'
import { createFailureLimiter, describeWait } from './failure-limiter'

const MINUTE = 60_000

describe('createFailureLimiter', () => {
  it('refuses a key after max failures, until the window of its first failure ends', () => {
    const limiter = createFailureLimiter({ windowMs: 15 * MINUTE, max: 3 })
    const t0 = 1_000_000
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('k', t0 + i)).toEqual({ ok: true })
      limiter.fail('k', t0 + i)
    }
    expect(limiter.check('k', t0 + 10)).toEqual({ ok: false, retryAfterSeconds: 900 })
    expect(limiter.check('k', t0 + 14 * MINUTE)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect(limiter.check('other', t0 + 10)).toEqual({ ok: true })
    expect(limiter.check('k', t0 + 15 * MINUTE)).toEqual({ ok: true })
    // A fresh window after the old one ended.
    limiter.fail('k', t0 + 15 * MINUTE)
    expect(limiter.check('k', t0 + 15 * MINUTE + 1)).toEqual({ ok: true })
  })

  it('checks without counting, and clear forgets one key', () => {
    const limiter = createFailureLimiter({ windowMs: MINUTE, max: 1 })
    for (let i = 0; i < 10; i++) expect(limiter.check('k', i).ok).toBe(true)
    limiter.fail('k', 10)
    limiter.fail('j', 10)
    expect(limiter.check('k', 11).ok).toBe(false)
    limiter.clear('k')
    expect(limiter.check('k', 12).ok).toBe(true)
    expect(limiter.check('j', 12).ok).toBe(false)
    limiter.reset()
    expect(limiter.check('j', 13).ok).toBe(true)
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
