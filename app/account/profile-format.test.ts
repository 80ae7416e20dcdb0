import { describe, expect, it } from 'vitest'
import { formatBirthdate, formatPhoneNumber, stateName, supportMailto } from './profile-format'

describe('formatBirthdate (MM/DD/YYYY)', () => {
  it.each([
    ['1990-12-10', '12/10/1990'],
    ['2000-02-29', '02/29/2000'],
    [' 1985-01-05 ', '01/05/1985'],
    ['12/10/1990', '12/10/1990'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatBirthdate(input)).toBe(expected)
  })
})

describe('formatPhoneNumber', () => {
  it.each([
    ['+13125550123', '(312) 555-0123'],
    ['3125550123', '(312) 555-0123'],
    ['1-312-555-0123', '(312) 555-0123'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['555-0100', '555-0100'],
  ])('%j → %j', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected)
  })
})

describe('stateName', () => {
  it.each([
    ['IL', 'Illinois'],
    ['ny', 'New York'],
    ['DC', 'District of Columbia'],
    ['ZZ', 'ZZ'],
  ])('%s → %s', (code, expected) => {
    expect(stateName(code)).toBe(expected)
  })
})

describe('supportMailto', () => {
  it('fills the subject with spaces as %20', () => {
    expect(supportMailto('care@northmeadow.example', 'Profile change request')).toBe(
      'mailto:care@northmeadow.example?subject=Profile%20change%20request',
    )
  })
  it('adds a body when given', () => {
    expect(supportMailto('care@x.example', 'Hi', 'Account: a@b.example')).toBe('mailto:care@x.example?subject=Hi&body=Account%3A%20a%40b.example')
  })
})
