import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../../tests/setup/reset-database'
import { createFailureLimiter } from './failure-limiter.server'

const MINUTE = 60_000

beforeEach(async () => {
  await resetDatabase()
})

describe('createFailureLimiter (PostgreSQL)', () => {
  it('refuses a key after max failures, until the window of its first failure ends', async () => {
    const limiter = createFailureLimiter({ name: 'test-failures', windowMs: 15 * MINUTE, max: 3 })
    const t0 = Date.parse('2026-06-15T12:00:00Z')
    for (let i = 0; i < 3; i++) {
      expect(await limiter.check('k', t0 + i)).toEqual({ ok: true })
      await limiter.fail('k', t0 + i)
    }
    expect(await limiter.check('k', t0 + 10)).toEqual({ ok: false, retryAfterSeconds: 900 })
    expect(await limiter.check('k', t0 + 14 * MINUTE)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect(await limiter.check('other', t0 + 10)).toEqual({ ok: true })
    expect(await limiter.check('k', t0 + 15 * MINUTE)).toEqual({ ok: true })
    // A fresh window after the old one ended.
    await limiter.fail('k', t0 + 15 * MINUTE)
    expect(await limiter.check('k', t0 + 15 * MINUTE + 1)).toEqual({ ok: true })
  })

  it('checks without counting, and clear forgets one key of one limiter', async () => {
    const limiter = createFailureLimiter({ name: 'test-one', windowMs: MINUTE, max: 1 })
    const other = createFailureLimiter({ name: 'test-other', windowMs: MINUTE, max: 1 })
    const t0 = Date.parse('2026-06-15T12:00:00Z')
    for (let i = 0; i < 10; i++) expect((await limiter.check('k', t0 + i)).ok).toBe(true)
    await limiter.fail('k', t0 + 10)
    await limiter.fail('j', t0 + 10)
    await other.fail('k', t0 + 10)
    expect((await limiter.check('k', t0 + 11)).ok).toBe(false)
    await limiter.clear('k')
    expect((await limiter.check('k', t0 + 12)).ok).toBe(true)
    expect((await limiter.check('j', t0 + 12)).ok).toBe(false)
    expect((await other.check('k', t0 + 12)).ok).toBe(false)
  })
})
