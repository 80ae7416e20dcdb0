import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '~/db/schema'
import { dispensaryJsonLd, openingHoursSpecification } from './json-ld'

const day = (overrides: Partial<OpeningHours>): OpeningHours => ({
  day: 'Monday',
  from: '09:00',
  to: '21:00',
  customLabel: null,
  fromMedical: null,
  toMedical: null,
  ...overrides,
})

describe('openingHoursSpecification', () => {
  it.each([
    ['a regular day', [day({})], [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '21:00' }]],
    ['a closed day (custom label)', [day({ from: null, to: null, customLabel: 'Closed' })], []],
    ['a custom label with times', [day({ customLabel: 'By appointment' })], []],
    ['a missing closing time', [day({ to: null })], []],
    ['a malformed time', [day({ from: '9am' })], []],
    ['an impossible hour', [day({ to: '25:00' })], []],
  ])('%s', (_, hours, expected) => {
    expect(openingHoursSpecification(hours)).toEqual(expected)
  })
})

describe('dispensaryJsonLd', () => {
  const base = {
    name: 'Northmeadow New Haven',
    path: '/dispensaries/connecticut/new-haven',
    phone: '(203) 555-0135',
    description: 'A neighbourhood store.',
    address: { street1: '1060 Chapel St', street2: null, city: 'New Haven', stateCode: 'CT', zip: '06511' },
    lat: 41.3,
    lng: -72.9,
    hours: [day({ day: 'Tuesday' })],
  }

  it('describes the store, its address, place and hours', () => {
    expect(dispensaryJsonLd(base, 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://shop.example/dispensaries/connecticut/new-haven',
      name: 'Northmeadow New Haven',
      url: 'https://shop.example/dispensaries/connecticut/new-haven',
      description: 'A neighbourhood store.',
      telephone: '(203) 555-0135',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1060 Chapel St',
        addressLocality: 'New Haven',
        addressRegion: 'CT',
        postalCode: '06511',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 41.3, longitude: -72.9 },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '09:00', closes: '21:00' }],
    })
  })

  it('leaves out what it does not know (no coordinates, no description) and joins a second street line', () => {
    const ld = dispensaryJsonLd({ ...base, lat: null, lng: null, description: '', address: { ...base.address, street2: 'Suite 2' } }, 'https://shop.example')
    expect(ld).not.toHaveProperty('geo')
    expect(ld).not.toHaveProperty('description')
    expect((ld.address as { streetAddress: string }).streetAddress).toBe('1060 Chapel St, Suite 2')
  })
})
