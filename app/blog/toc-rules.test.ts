import { describe, expect, it } from 'vitest'
import { activeHeadingId, headingFromHash, tocMode } from './toc-rules'

describe('tocMode (sticky after 450 px; a drawer past the end marker)', () => {
  it.each([
    { scrollY: 0, end: 2000, mode: 'panel' },
    { scrollY: 450, end: 1500, mode: 'panel' },
    { scrollY: 451, end: 1500, mode: 'sticky' },
    { scrollY: 3000, end: 0, mode: 'sticky' },
    { scrollY: 3000, end: -1, mode: 'drawer' },
    { scrollY: 100, end: -5, mode: 'drawer' },
    { scrollY: 800, end: null, mode: 'sticky' },
  ] as const)('scrollY $scrollY, end marker bottom $end → $mode', ({ scrollY, end, mode }) => {
    expect(tocMode(scrollY, end)).toBe(mode)
  })
})

describe('activeHeadingId (band 100–400 px)', () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i + 1}`, top }))
  it.each([
    { name: 'all below the band: none', headings: at(500, 900), active: null },
    { name: 'one at the band top edge', headings: at(100, 900), active: 'h1' },
    { name: 'one at the band bottom edge', headings: at(-300, 400, 900), active: 'h2' },
    { name: 'two in the band: the first', headings: at(-300, 150, 350), active: 'h2' },
    { name: 'none in the band: the last above it', headings: at(-900, 20, 700), active: 'h2' },
    { name: 'all above the band: the last', headings: at(-900, -400, 99), active: 'h3' },
    { name: 'no headings', headings: at(), active: null },
  ])('$name', ({ headings, active }) => {
    expect(activeHeadingId(headings)).toBe(active)
  })
})

describe('headingFromHash', () => {
  const ids = ['first-part', 'ça-va']
  it.each([
    ['#first-part', 'first-part'],
    ['#%C3%A7a-va', 'ça-va'],
    ['#unknown', null],
    ['', null],
    ['first-part', null],
    ['#%E0%A4%A', null],
  ])('%j → %j', (hash, id) => {
    expect(headingFromHash(hash, ids)).toBe(id)
  })
})
