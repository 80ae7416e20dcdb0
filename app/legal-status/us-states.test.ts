import { describe, expect, it } from 'vitest'
import { STATES as SEEDED_STATES } from '~/db/seed/lists/states'
import { CANADIAN_PROVINCES, jurisdictionCode, slugOf, US_STATES, usStateByCode, usStateBySlug } from './us-states'

describe('the state table (002 §3)', () => {
  it('holds the 50 states and DC once each, alphabetical by name', () => {
    expect(US_STATES).toHaveLength(51)
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51)
    const names = US_STATES.map((state) => state.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(usStateByCode('DC')?.name).toBe('District of Columbia')
  })

  it('holds the 13 Canadian provinces and territories', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13)
  })

  it('spells every seeded state slug as the dispensary pages do', () => {
    for (const seeded of SEEDED_STATES) expect(usStateByCode(seeded.code)?.slug).toBe(seeded.slug)
  })
})

describe('slugOf', () => {
  it.each([
    ['New York', 'new-york'],
    ['District of Columbia', 'district-of-columbia'],
    ['  Ohio ', 'ohio'],
    ['Newfoundland and Labrador', 'newfoundland-and-labrador'],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug)
  })
})

describe('jurisdictionCode', () => {
  it.each<[string, string | null]>([
    ['New York', 'NY'],
    ['new-york', 'NY'],
    ['NEW YORK', 'NY'],
    ['ny', 'NY'],
    ['District of Columbia', 'DC'],
    ['British Columbia', 'BC'],
    ['prince-edward-island', 'PE'],
    ['Yukon', 'YT'],
    ['Atlantis', null],
    ['', null],
    ['  ', null],
  ])('%j → %j', (input, code) => {
    expect(jurisdictionCode(input)).toBe(code)
  })
})

describe('usStateBySlug', () => {
  it.each<[string, string | null]>([
    ['new-jersey', 'NJ'],
    ['district-of-columbia', 'DC'],
    ['New-Jersey', null],
    ['ontario', null],
    ['', null],
  ])('%j → %j', (slug, code) => {
    expect(usStateBySlug(slug)?.code ?? null).toBe(code)
  })
})
