import { describe, expect, it } from 'vitest'
import type { MenuCarouselsData } from './carousel-data'
import { menuRowKeys, planProductRows } from './row-plan'

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

describe('menuRowKeys', () => {
  type Rows = Pick<MenuCarouselsData, 'products' | 'sponsored' | 'brands'>
  const product = (key: string, cardCount: number) => ({ key, cardCount }) as Rows['products'][number]
  const brands = (count: number) => ({ title: 'Shop by brand', cards: Array.from({ length: count }), cardCount: count }) as Rows['brands']
  const sponsored = (count: number) => ({ cards: Array.from({ length: count }) }) as NonNullable<Rows['sponsored']>

  it.each<[string, Rows, string[]]>([
    [
      'sponsored, best sellers, brands, then the kinds',
      { sponsored: sponsored(3), brands: brands(2), products: [product('best_selling', 12), product('flower', 5), product('vape', 1)] },
      ['sponsored', 'best_selling', 'brands', 'flower', 'vape'],
    ],
    ['no sponsored row without placements', { sponsored: sponsored(0), brands: brands(1), products: [product('best_selling', 4)] }, ['best_selling', 'brands']],
    ['no brands row without brands', { brands: brands(0), products: [product('best_selling', 4), product('flower', 2)] }, ['best_selling', 'flower']],
    [
      'rows without cards are left out; a kind row first is not taken for best sellers',
      { brands: brands(1), products: [product('best_selling', 0), product('flower', 3), product('edible', 0)] },
      ['brands', 'flower'],
    ],
    ['nothing at all', { brands: brands(0), products: [] }, []],
  ])('%s', (_, rows, expected) => {
    expect(menuRowKeys(rows)).toEqual(expected)
  })
})
