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
})
