import { describe, expect, it } from 'vitest'
import { buildChips } from './chips'
import { EMPTY_SELECTION, type Selection } from './selection'

describe('buildChips', () => {
  const selection: Selection = {
    refinements: {
      root_types: ['edible:Gummies'],
      bucket_price: ['Under $20'],
      applicable_special_ids: ['17'],
      aggregate_rating: ['4'],
      brand: ['Aether Farms', 'Bloom Co'],
      available_weights: ['eighth ounce'],
    },
    ranges: { percent_thc: { min: 18, max: 30 } },
    sort: 'price_asc',
  }

  it('makes one chip per value and per range, labelled as a shopper reads them', () => {
    const chips = buildChips(selection, { specials: { '17': '20% off vapes' } })
    expect(chips.map((c) => c.label)).toEqual([
      'Gummies',
      'Under $20',
      '20% off vapes',
      '4+ stars',
      'Aether Farms',
      'Bloom Co',
      '1/8 oz',
      'THC 18%–30%',
    ])
  })

  it('each chip knows the selection without it', () => {
    const chips = buildChips(selection)
    const brand = chips.find((c) => c.key === 'brand=Aether Farms')
    expect(brand?.without.refinements.brand).toEqual(['Bloom Co'])
    const range = chips.find((c) => c.key === 'percent_thc')
    expect(range?.without.ranges).toEqual({})
    expect(range?.without.sort).toBe('price_asc')
  })

  it('no filters, no chips', () => {
    expect(buildChips(EMPTY_SELECTION)).toEqual([])
  })
})
