import { describe, expect, it } from 'vitest'
import { createRandom, hashString, round } from './random'

const draw = (seed: number, n = 50) => {
  const rng = createRandom(seed)
  return Array.from({ length: n }, () => rng.next())
}

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draw(42)).toEqual(draw(42))
    expect(draw(42)).not.toEqual(draw(43))
  })

  it('stays in range', () => {
    const rng = createRandom(7)
    const unit: number[] = []
    const ints = new Set<number>()
    const normals: number[] = []
    for (let i = 0; i < 5000; i++) {
      unit.push(rng.next())
      ints.add(rng.int(3, 5))
      normals.push(rng.normal(10, 4, 8, 12))
    }
    // Checked once over all draws: 25,000 expect calls took over 5 s on a busy 2-core machine.
    expect(Math.min(...unit)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...unit)).toBeLessThan(1)
    expect([...ints].sort()).toEqual([3, 4, 5])
    expect(Math.min(...normals)).toBeGreaterThanOrEqual(8)
    expect(Math.max(...normals)).toBeLessThanOrEqual(12)
  })

  it('hits both ends of int() and follows weights roughly', () => {
    const rng = createRandom(1)
    const seen = new Set<number>()
    const counts = { a: 0, b: 0 }
    for (let i = 0; i < 10_000; i++) {
      seen.add(rng.int(1, 6))
      counts[rng.weighted([['a', 9], ['b', 1]] as const)]++
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6])
    expect(counts.a / 10_000).toBeGreaterThan(0.87)
    expect(counts.a / 10_000).toBeLessThan(0.93)
  })

  it('shuffles and samples without losing or repeating items', () => {
    const rng = createRandom(9)
    const items = Array.from({ length: 100 }, (_, i) => i)
    expect(rng.shuffle(items).sort((a, b) => a - b)).toEqual(items)
    const sample = rng.sample(items, 30)
    expect(new Set(sample).size).toBe(30)
    expect(rng.sample(items, 500)).toHaveLength(100)
    expect(items).toEqual(Array.from({ length: 100 }, (_, i) => i))
  })

  it('forks independent, reproducible streams', () => {
    const a = createRandom(5)
    const b = createRandom(5)
    b.next() // drawing from the parent does not move a fork
    expect(a.fork('x').next()).toBe(b.fork('x').next())
    expect(a.fork('x').next()).not.toBe(a.fork('y').next())
  })

  it('refuses to pick from nothing', () => {
    expect(() => createRandom(1).pick([])).toThrow()
  })
})

describe('helpers', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('hashString(%j) is FNV-1a', (input, expected) => {
    expect(hashString(input)).toBe(expected)
  })

  it.each([
    [1.005, 2, 1.01],
    [24.8, 2, 24.8],
    [0.125, 2, 0.13],
    [2.5, 0, 3],
  ])('round(%d, %d) = %d', (value, decimals, expected) => {
    expect(round(value, decimals)).toBe(expected)
  })
})
