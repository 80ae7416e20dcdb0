import { describe, expect, it } from 'vitest'
import { brandMonogram, MONOGRAM_TONES, monogramInitials } from './brand-monogram'

describe('monogramInitials', () => {
  it.each([
    ['Prairie Bloom', 'PB'],
    ['Lakeshore', 'LA'],
    ['The Green House', 'GH'],
    ['Bloom & Co', 'BL'],
    ['The 420 Collective', '4C'],
    ['  north-star  farms ', 'NS'],
    ['Ça Va', 'ÇV'],
    ['A', 'A'],
    ['The', 'TH'],
    ['', '?'],
    ['!!!', '?'],
  ])('%s → %s', (name, initials) => {
    expect(monogramInitials(name)).toBe(initials)
  })
})

describe('brandMonogram', () => {
  it('is a pure function of the name, whatever its case or spacing', () => {
    expect(brandMonogram('Prairie Bloom')).toEqual(brandMonogram(' prairie bloom '.toUpperCase().toLowerCase()))
  })

  it('uses a design tone', () => {
    for (const name of ['Prairie Bloom', 'Lakeshore Labs', 'Ridgeline', 'Kettle Moraine', 'Flatwater']) {
      expect(MONOGRAM_TONES).toContain(brandMonogram(name).tone)
    }
  })
})
