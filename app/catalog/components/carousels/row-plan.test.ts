import { describe, expect, it } from 'vitest'
import { planProductRows } from './row-plan'

describe('planProductRows', () => {
  it('puts best sellers first, then the store’s kinds in menu order, cycling the variants', () => {
    expect(planProductRows(['edible', 'flower', 'vape', 'pre-roll', 'extract'])).toEqual([
      { rootType: 'best_selling', title: 'Best sellers', variant: 'left-cta' },
      { rootType: 'flower', title: 'Flower', variant: 'top-cta' },
      { rootType: 'pre-roll', title: 'Pre-rolls', variant: 'default' },
      { rootType: 'vape', title: 'Vapes', variant: 'left-cta' },
      { rootType: 'extract', title: 'Concentrates', variant: 'top-cta' },
      { rootType: 'edible', title: 'Edibles', variant: 'default' },
    ])
  })

  it('skips kinds the store does not carry and titles unknown ones by name, last', () => {
    expect(planProductRows(new Set(['gear', 'seeds', 'tincture'])).map((row) => [row.rootType, row.title])).toEqual([
      ['best_selling', 'Best sellers'],
      ['tincture', 'Tinctures'],
      ['gear', 'Accessories'],
      ['seeds', 'Seeds'],
    ])
  })

  it('an empty menu still plans the best sellers row (which then finds nothing)', () => {
    expect(planProductRows([])).toEqual([{ rootType: 'best_selling', title: 'Best sellers', variant: 'left-cta' }])
  })
})
