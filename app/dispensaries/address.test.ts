import { describe, expect, it } from 'vitest'
import { addressLines, directionsUrl, menuKindLabel } from './address'

describe('addressLines', () => {
  it.each([
    [
      { street1: '120 Main St', street2: null, city: 'Joliet', stateCode: 'IL', zip: '60431' },
      ['120 Main St', 'Joliet, IL 60431'],
    ],
    [
      { street1: '9 Harbor Way', street2: 'Suite 4', city: 'Salem', stateCode: 'MA', zip: '01970' },
      ['9 Harbor Way, Suite 4', 'Salem, MA 01970'],
    ],
  ])('%j', (address, expected) => {
    expect(addressLines(address)).toEqual(expected)
  })
})

describe('directionsUrl', () => {
  const address = { street1: '120 Main St', street2: null, city: 'Joliet', stateCode: 'IL', zip: '60431' }
  it.each([
    [{ lat: 41.525, lng: -88.0817 }, 'https://www.openstreetmap.org/directions?to=41.525%2C-88.0817'],
    [{ lat: 0, lng: 0 }, 'https://www.openstreetmap.org/directions?to=0%2C0'],
    [{ lat: null, lng: null }, 'https://www.openstreetmap.org/search?query=120%20Main%20St%2C%20Joliet%2C%20IL%2060431'],
  ])('%o → %s', (point, url) => {
    expect(directionsUrl(point, address)).toBe(url)
  })
})

describe('menuKindLabel', () => {
  it.each([
    ['recreational', 'Recreational'],
    ['medical', 'Medical'],
  ] as const)('%s → %s', (kind, expected) => {
    expect(menuKindLabel(kind)).toBe(expected)
  })
})
