/**
 * A small seeded pseudo-random generator for the demo chain and the test factories. The same seed
 * always yields the same sequence, so the seed is reproducible byte for byte; Math.random() is
 * never used for generated values.
 */

/** 32-bit FNV-1a hash of a string: stable across runs and platforms. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export type Random = {
  /** Uniform float in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** Float in [min, max). */
  float(min: number, max: number): number
  /** True with the given probability. */
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Pick by relative weights, e.g. [['flower', 22], ['vape', 20]]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** A new shuffled copy. */
  shuffle<T>(items: readonly T[]): T[]
  /** `count` distinct items in random order (all of them when count exceeds the length). */
  sample<T>(items: readonly T[], count: number): T[]
  /** Roughly normal (sum of three uniforms), clamped to [min, max]. */
  normal(mean: number, spread: number, min?: number, max?: number): number
  /**
   * An independent generator derived from this one's seed and a label. Forking per section or per
   * entity keeps one part of the data stable when another part draws more or fewer numbers.
   */
  fork(label: string | number): Random
}

/** mulberry32: tiny, fast, and good enough for demo data (not for anything secret). */
export function createRandom(seed: number): Random {
  const baseSeed = seed >>> 0
  let state = baseSeed
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const random: Random = {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new Error('pick() from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      if (!(total > 0)) throw new Error('weighted() needs a positive total weight')
      let roll = next() * total
      for (const [value, weight] of entries) {
        roll -= weight
        if (roll < 0) return value
      }
      return (entries[entries.length - 1] as (typeof entries)[number])[0]
    },
    shuffle(items) {
      const copy = items.slice()
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const swap = copy[i] as (typeof copy)[number]
        copy[i] = copy[j] as (typeof copy)[number]
        copy[j] = swap
      }
      return copy
    },
    sample(items, count) {
      const copy = items.slice()
      const n = Math.min(count, copy.length)
      // Partial Fisher–Yates: only the first n positions are settled.
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i))
        const swap = copy[i] as (typeof copy)[number]
        copy[i] = copy[j] as (typeof copy)[number]
        copy[j] = swap
      }
      return copy.slice(0, n)
    },
    normal(mean, spread, min = -Infinity, max = Infinity) {
      const value = mean + ((next() + next() + next()) / 1.5 - 1) * spread
      return Math.min(max, Math.max(min, value))
    },
    fork: (label) => createRandom(hashString(`${baseSeed}:${label}`)),
  }
  return random
}

/** Round to a number of decimals without binary-float surprises in the printed value. */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals
  return Math.round((value + Number.EPSILON) * factor) / factor
}
