import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { countInWindow, createRateLimiter, sweepRateLimits } from './rate-limit.server'

const t0 = Date.parse('2026-06-15T12:00:00Z')

beforeEach(async () => {
  await resetDatabase()
})

async function rows() {
  const { rows } = await getDb().execute<{ limiter: string; key: string; count: number }>(
    sql`select limiter, key, count from rate_limits order by limiter, key`,
  )
  return rows
}

describe('createRateLimiter (PostgreSQL)', () => {
  it('allows max hits per window and key, then refuses with the seconds left; a new window starts after', async () => {
    const limiter = createRateLimiter({ name: 'test-a', windowMs: 10_000, max: 3 })
    for (let i = 0; i < 3; i++) expect(await limiter.hit('a', t0 + 1_000)).toEqual({ ok: true })
    expect(await limiter.hit('a', t0 + 2_000)).toEqual({ ok: false, retryAfterSeconds: 9 })
    expect(await limiter.hit('a', t0 + 10_999)).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect((await limiter.hit('b', t0 + 2_000)).ok).toBe(true)
    // The window of 'a' opened at t0 + 1 s and ends 10 s later.
    expect(await limiter.hit('a', t0 + 11_000)).toEqual({ ok: true })
    expect(await rows()).toEqual([
      { limiter: 'test-a', key: 'a', count: 1 },
      { limiter: 'test-a', key: 'b', count: 1 },
    ])
  })

  it('keeps separate counts for two limiters with the same key', async () => {
    const one = createRateLimiter({ name: 'test-one', windowMs: 60_000, max: 1 })
    const two = createRateLimiter({ name: 'test-two', windowMs: 60_000, max: 1 })
    expect((await one.hit('10.0.0.1', t0)).ok).toBe(true)
    expect((await two.hit('10.0.0.1', t0)).ok).toBe(true)
    expect((await one.hit('10.0.0.1', t0)).ok).toBe(false)
  })

  it('counts concurrent hits exactly: of 40 at once with max 25, 25 pass', async () => {
    const limiter = createRateLimiter({ name: 'test-race', windowMs: 60_000, max: 25 })
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('k', t0)))
    expect(results.filter((r) => r.ok)).toHaveLength(25)
    expect(await rows()).toEqual([{ limiter: 'test-race', key: 'k', count: 40 }])
  })

  it('restarts an ended window in the same statement that counts', async () => {
    expect(await countInWindow('test-w', 'k', 1_000, t0)).toEqual({ count: 1, endsAt: t0 + 1_000 })
    expect(await countInWindow('test-w', 'k', 1_000, t0 + 999)).toEqual({ count: 2, endsAt: t0 + 1_000 })
    expect(await countInWindow('test-w', 'k', 1_000, t0 + 1_000)).toEqual({ count: 1, endsAt: t0 + 2_000 })
  })

  it('lets the attempt go ahead when the count fails', async () => {
    const limiter = createRateLimiter({ name: 'test-broken', windowMs: 60_000, max: 1 })
    await getDb().execute(sql`alter table rate_limits rename to rate_limits_away`)
    try {
      expect(await limiter.hit('k', t0)).toEqual({ ok: true })
      expect(await limiter.hit('k', t0)).toEqual({ ok: true })
    } finally {
      await getDb().execute(sql`alter table rate_limits_away rename to rate_limits`)
    }
  })
})

describe('sweepRateLimits', () => {
  it('deletes the windows that ended and keeps the open ones', async () => {
    const short = createRateLimiter({ name: 'test-short', windowMs: 10_000, max: 5 })
    const long = createRateLimiter({ name: 'test-long', windowMs: 15 * 60_000, max: 5 })
    await short.hit('a', t0)
    await short.hit('b', t0 + 5_000)
    await long.hit('a', t0)
    expect(await sweepRateLimits(new Date(t0 + 10_000))).toBe(1)
    expect((await rows()).map((r) => `${r.limiter}:${r.key}`)).toEqual(['test-long:a', 'test-short:b'])
    expect(await sweepRateLimits(new Date(t0 + 60 * 60_000))).toBe(2)
    expect(await rows()).toEqual([])
  })
})
