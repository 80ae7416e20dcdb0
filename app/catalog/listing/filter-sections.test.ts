import { describe, expect, it } from 'vitest'
import { facetOptions, filterSections, parseEntryName, sliderBounds, truncateOptions, type FilterOrderEntry } from './filter-sections'

const entry = (name: string, quickFilter = false, expand = false): FilterOrderEntry => ({
  name,
  label: '',
  expand,
  quickFilter,
})

const config: FilterOrderEntry[] = [
  entry('Category - root_types', true, true),
  entry('Brand - brand'),
  entry('Feelings - feelings'),
  entry('Activities - activities'),
  entry('Weight - available_weights', true),
  entry('THC - percent_thc'),
  entry('THCa - percent_thca'),
  entry('Price - bucket_price'),
  entry('Unknown - colour'),
  entry('Brand again - brand'),
]

describe('parseEntryName', () => {
  it.each([
    ['Category - root_types', { title: 'Category', attribute: 'root_types' }],
    ['Price - Low - bucket_price', { title: 'Price - Low', attribute: 'bucket_price' }],
    ['brand', { title: 'brand', attribute: 'brand' }],
  ])('%s', (name, parsed) => {
    expect(parseEntryName(name)).toEqual(parsed)
  })
})

describe('filterSections', () => {
  it('keeps config order, skips unknown and repeated attributes, gates THCa behind its flag', () => {
    const sections = filterSections(config, { dispensarySlug: 'northmeadow-naperville', thcaFilter: false })
    expect(sections.map((s) => s.attribute)).toEqual([
      'root_types',
      'brand',
      'feelings',
      'activities',
      'available_weights',
      'percent_thc',
      'bucket_price',
    ])
    expect(sections[0]).toMatchObject({ label: 'Category', control: 'tree', expand: true, quickFilter: true, allOption: true })
  })

  it('shows THCa when the flag is on', () => {
    const sections = filterSections(config, { dispensarySlug: 'x', thcaFilter: true })
    expect(sections.map((s) => s.attribute)).toContain('percent_thca')
  })

  it('hides feelings and activities for a lake-in-the-hills store (001 §6)', () => {
    const sections = filterSections(config, { dispensarySlug: 'northmeadow-lake-in-the-hills', thcaFilter: false })
    expect(sections.map((s) => s.attribute)).not.toContain('feelings')
    expect(sections.map((s) => s.attribute)).not.toContain('activities')
  })

  it.each([
    ['available_weights', false],
    ['activities', false],
    ['feelings', false],
    ['bucket_price', true],
    ['brand', true],
    ['root_types', true],
  ])("'All' option on %s: %s", (attribute, all) => {
    const sections = filterSections([entry(`X - ${attribute}`)], { dispensarySlug: 'x', thcaFilter: false })
    expect(sections[0]).toMatchObject({ allOption: all })
  })
})

describe('facetOptions', () => {
  it('lists every price bucket in order, disabling empty ones', () => {
    const options = facetOptions('bucket_price', { '$20-$40': 10, 'Under $20': 4 }, [])
    expect(options.map((o) => [o.label, o.count, o.disabled])).toEqual([
      ['Under $20', 4, false],
      ['$20-$40', 10, false],
      ['$40-$60', 0, true],
      ['$60-$80', 0, true],
      ['Above $80', 0, true],
    ])
  })

  it('keeps a selected value without products enabled so it can be cleared', () => {
    const options = facetOptions('brand', { Bloom: 3 }, ['Aether'])
    expect(options.map((o) => [o.value, o.checked, o.disabled])).toEqual([
      ['Aether', true, false],
      ['Bloom', false, false],
    ])
  })

  it('orders weights small to large and labels them', () => {
    const options = facetOptions('available_weights', { ounce: 2, 'eighth ounce': 9, gram: 4 }, [])
    expect(options.map((o) => o.label)).toEqual(['1 g', '1/8 oz', '1 oz'])
  })

  it('offers every rating option', () => {
    const options = facetOptions('aggregate_rating', { '4': 10, '3': 30 }, [])
    expect(options.map((o) => [o.label, o.disabled])).toEqual([
      ['1+ stars', true],
      ['2+ stars', true],
      ['3+ stars', false],
      ['4+ stars', false],
    ])
  })

  it('labels deals with their special titles', () => {
    const options = facetOptions('applicable_special_ids', { '5': 2 }, [], { specials: { '5': 'BOGO gummies' } })
    expect(options[0]?.label).toBe('BOGO gummies')
  })
})

describe('truncateOptions', () => {
  const options = Array.from({ length: 12 }, (_, i) => ({
    value: `b${i}`,
    label: `b${i}`,
    count: 1,
    checked: i === 10,
    disabled: false,
  }))
  it('shows the first eight plus any ticked further down', () => {
    expect(truncateOptions(options, false).map((o) => o.value)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b10'])
  })
  it('shows all when expanded', () => {
    expect(truncateOptions(options, true)).toHaveLength(12)
  })
})

describe('sliderBounds', () => {
  it.each([
    ['rounds the facet out to whole percent', { min: 12.4, max: 31.2 }, undefined, { min: 12, max: 32 }],
    ['widens to a selection outside the facet', { min: 12, max: 20 }, { min: 5, max: 25 }, { min: 5, max: 25 }],
    ['spans 0..100 without stats', undefined, undefined, { min: 0, max: 100 }],
  ])('%s', (_label, stats, selected, bounds) => {
    expect(sliderBounds(stats, selected)).toEqual(bounds)
  })
})
