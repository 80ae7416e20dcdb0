import { describe, expect, it } from 'vitest'
import { clientAddress, createRateLimiter } from './rate-limit.server'

describe('createRateLimiter', () => {
  it('allows max hits per window and key, then refuses with the seconds left', () => {
    const limiter = createRateLimiter({ windowMs: 10_000, max: 3 })
    expect([1, 2, 3].map(() => limiter.hit('a', 1_000).ok)).toEqual([true, true, true])
    expect(limiter.hit('a', 2_000)).toEqual({ ok: false, retryAfterSeconds: 9 })
    expect(limiter.hit('b', 2_000).ok).toBe(true)
    expect(limiter.hit('a', 11_000).ok).toBe(true)
  })
  it('reads the client address from the load context', () => {
    expect(clientAddress({ clientAddress: '10.0.0.1' })).toBe('10.0.0.1')
    expect(clientAddress({})).toBe('unknown')
    expect(clientAddress(undefined)).toBe('unknown')
  })
})
