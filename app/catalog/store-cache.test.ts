import { describe, expect, it, vi } from 'vitest'
import { createStoreCache } from './store-cache'

const loader = (value: string, validUntil = Number.POSITIVE_INFINITY) => vi.fn(async () => ({ value, validUntil }))

describe('createStoreCache', () => {
  it('serves a value while the version it was read under stands, and reads again when it moves', async () => {
    const cache = createStoreCache<string>({ maxEntries: 10, maxAgeMs: 60_000 })
    const first = loader('rows v1')
    expect(await cache.get('1001', '3.17', first, 0)).toBe('rows v1')
    expect(await cache.get('1001', '3.17', loader('never read'), 1_000)).toBe('rows v1')
    expect(first).toHaveBeenCalledTimes(1)
    expect(await cache.get('1001', '4.18', loader('rows v2'), 2_000)).toBe('rows v2')
  })

  it.each([
    { case: 'before its own expiry', at: 4_999, expected: 'old' },
    { case: 'at its own expiry (a special starts)', at: 5_000, expected: 'new' },
    { case: 'past the maximum age', at: 60_001, expected: 'new', validUntil: Number.POSITIVE_INFINITY },
  ])('$case: $expected', async ({ at, expected, validUntil = 5_000 }) => {
    const cache = createStoreCache<string>({ maxEntries: 10, maxAgeMs: 60_000 })
    await cache.get('1001', 'v', loader('old', validUntil), 0)
    expect(await cache.get('1001', 'v', loader('new'), at)).toBe(expected)
  })

  it('shares one load between requests that arrive while it runs', async () => {
    const cache = createStoreCache<string>({ maxEntries: 10, maxAgeMs: 60_000 })
    let release: (value: { value: string; validUntil: number }) => void = () => {}
    const load = vi.fn(() => new Promise<{ value: string; validUntil: number }>((resolve) => (release = resolve)))
    const a = cache.get('1001', 'v', load, 0)
    const b = cache.get('1001', 'v', load, 1)
    release({ value: 'rows', validUntil: Number.POSITIVE_INFINITY })
    expect(await Promise.all([a, b])).toEqual(['rows', 'rows'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps no failure: the next request reads again', async () => {
    const cache = createStoreCache<string>({ maxEntries: 10, maxAgeMs: 60_000 })
    await expect(cache.get('1001', 'v', () => Promise.reject(new Error('database down')), 0)).rejects.toThrow('database down')
    expect(cache.size).toBe(0)
    expect(await cache.get('1001', 'v', loader('rows'), 1)).toBe('rows')
  })

  it('holds at most maxEntries, dropping the least recently stored', async () => {
    const cache = createStoreCache<string>({ maxEntries: 2, maxAgeMs: 60_000 })
    await cache.get('a', 'v', loader('A'), 0)
    await cache.get('b', 'v', loader('B'), 0)
    await cache.get('c', 'v', loader('C'), 0)
    expect(cache.size).toBe(2)
    const reload = loader('A again')
    expect(await cache.get('a', 'v', reload, 1)).toBe('A again')
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
