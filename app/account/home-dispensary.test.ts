import { describe, expect, it } from 'vitest'
import { homeDispensaryFromCookie } from '~/compliance/current-dispensary'
import { clearedHomeDispensaryCookie, homeDispensaryCookie, mapSearchUrl } from './home-dispensary'

describe('homeDispensaryCookie', () => {
  it.each([
    [false, 'nm_home_dispensary=illinois/joliet; Max-Age=2592000; Path=/; SameSite=Lax'],
    [true, 'nm_home_dispensary=illinois/joliet; Max-Age=2592000; Path=/; SameSite=Lax; Secure'],
  ])('secure=%s', (secure, expected) => {
    expect(homeDispensaryCookie({ stateSlug: 'illinois', dispensarySlug: 'joliet' }, { secure })).toBe(expected)
  })

  it('is read back by the footer', () => {
    const cookie = homeDispensaryCookie({ stateSlug: 'new-york', dispensarySlug: 'albany-2' }, { secure: false })
    expect(homeDispensaryFromCookie(cookie.split(';')[0])).toEqual({ stateSlug: 'new-york', dispensarySlug: 'albany-2' })
  })

  it('expires on clear', () => {
    expect(clearedHomeDispensaryCookie({ secure: false })).toBe('nm_home_dispensary=; Max-Age=0; Path=/; SameSite=Lax')
  })
})

describe('mapSearchUrl', () => {
  it('searches the name and address on Google Maps', () => {
    const url = mapSearchUrl('Northmeadow Joliet', { street1: '120 Main St', street2: 'Suite 4', city: 'Joliet', stateCode: 'IL', zip: '60431' })
    expect(url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Northmeadow%20Joliet%2C%20120%20Main%20St%2C%20Suite%204%2C%20Joliet%2C%20IL%2060431',
    )
  })
})
