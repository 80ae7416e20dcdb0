import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../../tests/setup/reset-database'
import { createFailureCounter } from './failure-count.server'

const MINUTE = 60_000
const t0 = Date.parse('2026-06-15T12:00:00Z')

beforeEach(async () => {
  await resetDatabase()
})

describe('createFailureCounter (PostgreSQL)', () => {
  it('counts failures of a key until the window of its first failure ends', async () => {
    const counter = createFailureCounter({ name: 'test-failures', windowMs: 15 * MINUTE })
    expect(await counter.count('k', t0)).toBe(0)
    for (let i = 1; i <= 3; i++) expect(await counter.fail('k', t0 + i - 1)).toBe(i)
    expect(await counter.count('k', t0 + 10)).toBe(3)
    expect(await counter.count('k', t0 + 14 * MINUTE)).toBe(3)
    expect(await counter.count('other', t0 + 10)).toBe(0)
    expect(await counter.count('k', t0 + 15 * MINUTE)).toBe(0)
    // A fresh window after the old one ended.
    expect(await counter.fail('k', t0 + 15 * MINUTE)).toBe(1)
    expect(await counter.count('k', t0 + 15 * MINUTE + 1)).toBe(1)
  })

  it('reads without counting, and clear forgets one key of one counter', async () => {
    const one = createFailureCounter({ name: 'test-one', windowMs: MINUTE })
    const other = createFailureCounter({ name: 'test-other', windowMs: MINUTE })
    for (let i = 0; i < 10; i++) expect(await one.count('k', t0 + i)).toBe(0)
    await one.fail('k', t0 + 10)
    await one.fail('j', t0 + 10)
    await other.fail('k', t0 + 10)
    await one.clear('k')
    expect(await one.count('k', t0 + 12)).toBe(0)
    expect(await one.count('j', t0 + 12)).toBe(1)
    expect(await other.count('k', t0 + 12)).toBe(1)
  })
})
