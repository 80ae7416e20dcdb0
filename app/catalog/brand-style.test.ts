import { describe, expect, it } from 'vitest'
import { BRANDS } from '~/db/seed/lists/brands'
import { BRAND_PAIRS, brandNameKey, brandStyle, brandStyleFromHash, MARK_PATHS, nameHash, WORDMARK_STYLES } from './brand-style'

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('brandNameKey', () => {
  it.each([
    ['Prairie Bloom', 'prairie bloom'],
    ['  Prairie   Bloom ', 'prairie bloom'],
    ['PRAIRIE\tBLOOM', 'prairie bloom'],
    ['Cedar & Stone', 'cedar & stone'],
    ['', ''],
  ])('%j → %j', (name, key) => {
    expect(brandNameKey(name)).toBe(key)
  })
})

describe('brandStyle', () => {
  it('is a pure function of the name, whatever its case or spacing', () => {
    expect(brandStyle('Prairie Bloom')).toEqual(brandStyle(' prairie  BLOOM '))
    expect(brandStyle('Prairie Bloom')).toEqual(brandStyleFromHash(nameHash('prairie bloom')))
  })

  it.each(BRAND_PAIRS)('prints %s / %s at AA contrast', (body, ink) => {
    expect(contrast(body, ink)).toBeGreaterThanOrEqual(4.5)
  })

  it.each([0, 1, 0xffffffff, 0x80000000, 12345678])('gives hash %i a pair, a mark and a wordmark style', (hash) => {
    const style = brandStyleFromHash(hash)
    expect(BRAND_PAIRS.some(([body, ink]) => body === style.body && ink === style.ink)).toBe(true)
    expect(MARK_PATHS[style.mark]).toBeDefined()
    expect(WORDMARK_STYLES).toContain(style.wordmark)
  })

  it('sets the demo chain’s brands apart: all but a couple look different from one another', () => {
    const looks = new Set(BRANDS.map((brand) => JSON.stringify(brandStyle(brand.name))))
    expect(looks.size).toBeGreaterThanOrEqual(BRANDS.length - 2)
    const pairs = new Set(BRANDS.map((brand) => brandStyle(brand.name).body))
    expect(pairs.size).toBeGreaterThanOrEqual(BRAND_PAIRS.length - 2)
  })
})
