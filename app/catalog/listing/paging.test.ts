import { describe, expect, it } from 'vitest'
import {
  appendPage,
  depthForShown,
  displayingText,
  hasMore,
  MAX_PAGE_DEPTH,
  nextPage,
  pageDepth,
  rowsForDepth,
  skeletonCount,
} from './paging'

describe('grid paging (000 §4, §9)', () => {
  it.each([
    [0, 20],
    [1, 40],
    [4, 100],
    [-3, 20],
    [10_000, 1000],
  ])('page %d renders up to %d products', (page, rows) => {
    expect(rowsForDepth(page)).toBe(rows)
  })

  it('the deepest page holds 1000 rows', () => {
    expect(MAX_PAGE_DEPTH).toBe(49)
    expect(pageDepth(80)).toBe(49)
  })

  it.each([
    [20, 0],
    [40, 1],
    [37, 1],
    [0, 0],
  ])('%d products shown → page depth %d in the URL', (shown, depth) => {
    expect(depthForShown(shown)).toBe(depth)
  })

  it.each([
    [20, 1],
    [40, 2],
    [0, 0],
  ])('%d shown → the next load asks for page %d', (shown, page) => {
    expect(nextPage(shown)).toBe(page)
  })

  it.each([
    [20, 300, true],
    [300, 300, false],
    [20, 15, false],
    [1000, 1500, false],
  ])('%d of %d: more to load is %s', (shown, total, more) => {
    expect(hasMore(shown, total)).toBe(more)
  })

  it.each([
    [20, 300, 8],
    [20, 25, 5],
    [40, 40, 0],
    [990, 5000, 8],
    [995, 5000, 5],
  ])('%d of %d: %d skeletons', (shown, total, count) => {
    expect(skeletonCount(shown, total)).toBe(count)
  })

  it('reads Displaying n of total products', () => {
    expect(displayingText(40, 312)).toBe('Displaying 40 of 312 products')
  })

  it('appending drops products already shown', () => {
    const shown = [{ id: 'a' }, { id: 'b' }]
    expect(appendPage(shown, [{ id: 'b' }, { id: 'c' }])).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ])
  })
})
