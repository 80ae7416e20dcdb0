import { describe, expect, it } from 'vitest'
import { benefitPages, clampPage } from './benefits'

describe('benefitPages', () => {
  it.each([
    { count: 0, sizes: [] },
    { count: 3, sizes: [3] },
    { count: 4, sizes: [4] },
    { count: 8, sizes: [4, 4] },
    { count: 9, sizes: [4, 4, 1] },
  ])('$count items → pages of $sizes', ({ count, sizes }) => {
    const items = Array.from({ length: count }, (_, i) => i)
    const pages = benefitPages(items)
    expect(pages.map((p) => p.length)).toEqual(sizes)
    expect(pages.flat()).toEqual(items)
  })
})

describe('clampPage', () => {
  it.each([
    [-1, 2, 0],
    [0, 2, 0],
    [1, 2, 1],
    [5, 2, 1],
    [0, 0, 0],
  ])('page %d of %d → %d', (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected)
  })
})
