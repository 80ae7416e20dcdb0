import { describe, expect, it } from 'vitest'
import type { DispensaryCardData } from '~/dispensaries/types'
import { mapListingFromCard, stateMapTitle } from './map-listings'

const card: DispensaryCardData = {
  name: 'Northmeadow Joliet',
  slug: 'joliet',
  path: '/dispensaries/illinois/joliet',
  city: 'Joliet',
  address: { street1: '1 Main St', street2: 'Suite 4', city: 'Joliet', stateCode: 'IL', zip: '60431' },
  phone: '(815) 555-0100',
  timeZone: 'America/Chicago',
  today: { day: 'Monday', label: '9:00 AM – 9:00 PM', medicalLabel: null } as DispensaryCardData['today'],
  tags: ['recreational'],
  comingSoon: false,
  menus: [
    { storeId: 1, kind: 'recreational', slug: 'rec', isDefault: true, path: '/m/1/rec/' },
    { storeId: 2, kind: 'medical', slug: 'med', isDefault: false, path: '/m/2/med/' },
  ],
}

describe('mapListingFromCard', () => {
  it('carries the card into a 000 §3 map listing', () => {
    const listing = mapListingFromCard(card, 'IL', { lat: 41.5, lng: -88.1 })
    expect(listing).toMatchObject({
      kind: 'dispensary',
      title: 'Northmeadow Joliet',
      uri: '/dispensaries/illinois/joliet',
      address: ['1 Main St, Suite 4', 'Joliet, IL 60431'],
      phone: '(815) 555-0100',
      openingTime: '9:00 AM – 9:00 PM',
      stateCode: 'IL',
      lat: 41.5,
      lng: -88.1,
      menuBtns: [
        { name: 'Recreational menu', url: '/m/1/rec/', isDefault: true },
        { name: 'Medical menu', url: '/m/2/med/', isDefault: false },
      ],
    })
  })

  it.each([
    [false, ['recreational'], ['recreational']],
    [true, ['recreational'], ['recreational', 'coming-soon']],
    [true, ['coming-soon'], ['coming-soon']],
  ])('coming soon %s with tags %j gives %j', (comingSoon, tags, expected) => {
    expect(mapListingFromCard({ ...card, comingSoon, tags }, 'IL').tags).toEqual(expected)
  })

  it('has no coordinates until they are given', () => {
    expect(mapListingFromCard(card, 'IL')).toMatchObject({ lat: null, lng: null })
  })
})

describe('stateMapTitle', () => {
  it.each([['Illinois', 'Dispensaries in Illinois'], ['New Jersey', 'Dispensaries in New Jersey']])('%s', (name, title) =>
    expect(stateMapTitle(name)).toBe(title),
  )
})
