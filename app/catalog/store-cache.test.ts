import { describe, expect, it, vi } from 'vitest'
import { createStoreCache, type SharedViews } from './store-cache'

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

/** A shared layer in memory, standing for store_views, that two caches (two processes) share. */
function memoryViews() {
  const rows = new Map<string, { version: string; json: string; validUntil: number }>()
  const views: SharedViews = {
    read: vi.fn(async (key: string, version: string, now: number) => {
      const row = rows.get(key)
      return row && row.version === version && now < row.validUntil ? { json: row.json, validUntil: row.validUntil } : null
    }),
    write: vi.fn(async (key: string, version: string, json: string, validUntil: number) => {
      rows.set(key, { version, json, validUntil })
    }),
  }
  return { views, rows }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createStoreCache with a shared layer', () => {
  it('a value worked out in one process is read by the next without working it out again', async () => {
    const { views } = memoryViews()
    const shared = { views, namespace: 'rows' }
    const first = createStoreCache<{ cards: string[] }>({ maxEntries: 10, maxAgeMs: 60_000, shared })
    const second = createStoreCache<{ cards: string[] }>({ maxEntries: 10, maxAgeMs: 60_000, shared })
    const load = vi.fn(async () => ({ value: { cards: ['Do-Si-Dos'] }, validUntil: 5_000 }))
    expect(await first.get('1001', '3.17', load, 0)).toEqual({ cards: ['Do-Si-Dos'] })
    await settle()
    const never = vi.fn(async () => ({ value: { cards: ['never read'] }, validUntil: 5_000 }))
    expect(await second.get('1001', '3.17', never, 10)).toEqual({ cards: ['Do-Si-Dos'] })
    expect(load).toHaveBeenCalledTimes(1)
    expect(never).not.toHaveBeenCalled()
    expect(views.write).toHaveBeenCalledWith('rows|1001', '3.17', '{"cards":["Do-Si-Dos"]}', 5_000)
  })

  it.each([
    { case: 'another catalogue version', version: '4.18', at: 10 },
    { case: 'its own expiry passed (a special started)', version: '3.17', at: 5_000 },
  ])('not served for $case: worked out again', async ({ version, at }) => {
    const { views } = memoryViews()
    const shared = { views, namespace: 'rows' }
    await createStoreCache<string>({ maxEntries: 10, maxAgeMs: 60_000, shared }).get('1001', '3.17', loader('old', 5_000), 0)
    await settle()
    expect(await createStoreCache<string>({ maxEntries: 10, maxAgeMs: 60_000, shared }).get('1001', version, loader('new'), at)).toBe('new')
  })

  it('stored no longer than the maximum age, and not at all when the loader says not to keep it', async () => {
    const { views, rows } = memoryViews()
    const cache = createStoreCache<string>({ maxEntries: 10, maxAgeMs: 60_000, shared: { views, namespace: 'rows' } })
    await cache.get('1001', 'v', loader('rows', Number.POSITIVE_INFINITY), 1_000)
    await cache.get('1002', 'v', loader('a read failed', 0), 1_000)
    await settle()
    expect([...rows]).toEqual([['rows|1001', { version: 'v', json: '"rows"', validUntil: 61_000 }]])
  })

  it('a shared layer that fails is reported and worked around', async () => {
    const onError = vi.fn()
    const views: SharedViews = {
      read: async () => {
        throw new Error('database busy')
      },
      write: async () => {
        throw new Error('database busy')
      },
    }
    const cache = createStoreCache<string>({ maxEntries: 10, maxAgeMs: 60_000, shared: { views, namespace: 'rows', onError } })
    expect(await cache.get('1001', 'v', loader('rows'), 0)).toBe('rows')
    await settle()
    expect(onError).toHaveBeenCalledTimes(2)
    expect(await cache.get('1001', 'v', loader('never read'), 1)).toBe('rows')
  })
})
