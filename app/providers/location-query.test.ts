import { describe, expect, it } from 'vitest'
import type { Place } from '~/geo/types'
import { LOCATION_TOO_LONG, distanceText, originFrom, parseLocationQuery } from './location-query'

describe('parseLocationQuery', () => {
  it.each([
    ['', { kind: 'none' }],
    ['location=', { kind: 'none' }],
    ['location=%20%20', { kind: 'none' }],
    ['location=60156', { kind: 'query', text: '60156' }],
    ['location=%20Lake%20%20in%20the%20Hills,%20IL%20', { kind: 'query', text: 'Lake in the Hills, IL' }],
    [`location=${'a'.repeat(100)}`, { kind: 'query', text: 'a'.repeat(100) }],
    [`location=${'a'.repeat(101)}`, { kind: 'invalid', text: 'a'.repeat(100), message: LOCATION_TOO_LONG }],
  ])('%s', (search, expected) => {
    expect(parseLocationQuery(new URLSearchParams(search))).toEqual(expected)
  })
})

const place: Place = { label: '60156 Lake in the Hills, IL', lat: 42.18, lng: -88.33, kind: 'zip', stateCode: 'IL' }

describe('originFrom', () => {
  it.each([
    [{ status: 'OK' as const, results: [place] }, place],
    [{ status: 'OK' as const, results: [] }, null],
    [{ status: 'ZERO_RESULTS' as const, results: [place] }, null],
    [{ status: 'INVALID_REQUEST' as const, results: [] }, null],
    [{ status: 'OK' as const, results: [{ ...place, lat: Number.NaN }, place] }, place],
  ])('%j', (answer, origin) => expect(originFrom(answer)).toEqual(origin))
})

describe('distanceText', () => {
  it.each([
    [null, true, null],
    ['12.3 mi', true, '12.3 mi (approx.)'],
    ['12.3 mi', false, '12.3 mi'],
    ['Out of Range', true, 'Out of Range'],
  ])('%s approximate %s', (label, approximate, text) => expect(distanceText(label, approximate)).toBe(text))
})
