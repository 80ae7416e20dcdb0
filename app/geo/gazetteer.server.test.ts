import { describe, expect, it } from 'vitest'
import { buildIndex, gazetteer, lookupZip, normalize, searchPlaces, zipsInState } from './gazetteer.server'

const rows = [
  { zip: '62701', latitude: 39.8, longitude: -89.65, city: 'Springfield', state: 'IL' },
  { zip: '62702', latitude: 39.82, longitude: -89.63, city: 'Springfield', state: 'IL' },
  { zip: '01101', latitude: 42.1, longitude: -72.59, city: 'Springfield', state: 'MA' },
  { zip: '01102', latitude: 42.12, longitude: -72.61, city: 'Springfield', state: 'MA' },
  { zip: '01103', latitude: 42.14, longitude: -72.57, city: 'Springfield', state: 'MA' },
  { zip: '65801', latitude: 37.2, longitude: -93.29, city: 'Springfield Gardens', state: 'MO' },
  { zip: '63101', latitude: 38.63, longitude: -90.19, city: 'St. Louis', state: 'MO' },
  { zip: '60601', latitude: 41.88, longitude: -87.62, city: 'Chicago', state: 'IL' },
  { zip: '60602', latitude: 41.88, longitude: -87.63, city: 'Chicago', state: 'IL' },
  { zip: '60603', latitude: 41.88, longitude: -87.63, city: 'Chicago Heights', state: 'IL' },
  { zip: '99999', latitude: Number.NaN, longitude: 0, city: 'Nowhere', state: 'IL' },
]
const idx = buildIndex(rows)

describe('normalize', () => {
  it.each([
    ['St. Louis', 'st louis'],
    ['  Coeur d’Alene ', 'coeur d alene'],
    ['Cañon City', 'canon city'],
    ['LAKE   IN THE HILLS', 'lake in the hills'],
  ])('%s → %s', (text, key) => expect(normalize(text)).toBe(key))
})

describe('searchPlaces on a small index', () => {
  it.each([
    ['62701', ['62701 Springfield, IL']],
    ['62701-1234', ['62701 Springfield, IL']],
    // A suggestion's own label, as the locator's combobox submits it, finds the same place.
    ['62701 Springfield, IL', ['62701 Springfield, IL']],
    ['62701 somewhere else', ['62701 Springfield, IL']],
    ['62701 7', []],
    ['627011', []],
    ['00000', []],
    ['6270', []],
    ['99999', []], // dropped: no coordinates
    ['spring', ['Springfield, MA', 'Springfield, IL', 'Springfield Gardens, MO']],
    ['Springfield', ['Springfield, MA', 'Springfield, IL', 'Springfield Gardens, MO']],
    ['springfield gardens', ['Springfield Gardens, MO']],
    ['Springfield, IL', ['Springfield, IL']],
    ['springfield il', ['Springfield, IL']],
    ['Chicago', ['Chicago, IL', 'Chicago Heights, IL']],
    ['st louis', ['St. Louis, MO']],
    ['St. Louis, MO', ['St. Louis, MO']],
    ['c', []],
    ['', []],
    ['zzz', []],
  ])('%s → %o', (query, labels) => {
    expect(searchPlaces(query, 8, idx).map((p) => p.label)).toEqual(labels)
  })

  // Suggestions while typing: 3 or 4 digits are the start of a ZIP code.
  it.each([
    ['627', ['62701 Springfield, IL', '62702 Springfield, IL']],
    ['6270', ['62701 Springfield, IL', '62702 Springfield, IL']],
    ['6260', []],
    ['011', ['01101 Springfield, MA', '01102 Springfield, MA', '01103 Springfield, MA']],
    ['60', []], // too short to mean anything
    ['999', []], // 99999 has no coordinates
    [' 627 ', ['62701 Springfield, IL', '62702 Springfield, IL']],
    ['627a', []],
    ['62701', ['62701 Springfield, IL']],
    ['Spring', ['Springfield, MA', 'Springfield, IL', 'Springfield Gardens, MO']],
  ])('partial %o → %o', (query, labels) => {
    expect(searchPlaces(query, 8, idx, { partial: true }).map((p) => p.label)).toEqual(labels)
  })

  it('caps partial ZIP suggestions like the cities', () => {
    expect(searchPlaces('011', 2, idx, { partial: true }).map((p) => p.label)).toEqual(['01101 Springfield, MA', '01102 Springfield, MA'])
    expect(searchPlaces('011', 0, idx, { partial: true })).toEqual([])
  })

  it('a search (not partial) wants a whole ZIP code', () => {
    expect(searchPlaces('627', 8, idx)).toEqual([])
  })

  it('limits the results', () => {
    expect(searchPlaces('spring', 1, idx).map((p) => p.label)).toEqual(['Springfield, MA'])
  })

  it('puts a city at the mean of its ZIP codes', () => {
    expect(searchPlaces('Springfield, MA', 8, idx)[0]).toEqual({
      label: 'Springfield, MA', lat: 42.12, lng: -72.59, kind: 'city', stateCode: 'MA',
    })
  })
})

describe('the real gazetteer', () => {
  it('finds a ZIP code and a city', () => {
    expect(lookupZip('60156')).toMatchObject({ kind: 'zip', stateCode: 'IL', lat: 42.1817, lng: -88.3304 })
    const chicago = searchPlaces('Chicago')[0]
    expect(chicago).toMatchObject({ label: 'Chicago, IL', kind: 'city', stateCode: 'IL' })
    expect(chicago!.lat).toBeCloseTo(41.85, 0)
    expect(gazetteer().zips.size).toBeGreaterThan(40_000)
    expect(zipsInState('IL').length).toBeGreaterThan(1000)
  })

  it('suggests the ZIP codes starting with 3 or 4 digits, at most 8, in order', () => {
    const found = searchPlaces('601', 8, undefined, { partial: true })
    expect(found).toHaveLength(8)
    expect(found.every((p) => p.kind === 'zip' && /^601\d\d [A-Za-z .'-]+, IL$/.test(p.label))).toBe(true)
    expect(found.map((p) => p.label)).toEqual([...found.map((p) => p.label)].sort())
    expect(searchPlaces('6015', 8, undefined, { partial: true }).map((p) => p.label)).toContain('60156 Lake In The Hills, IL')
    expect(searchPlaces('601')).toEqual([])
  })
})
