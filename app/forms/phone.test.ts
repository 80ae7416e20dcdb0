import { describe, expect, it } from 'vitest'
import { normalizePhone } from './phone'

describe('phone numbers are normalised before sending (002 §5)', () => {
  it.each<[string, string | null]>([
    ['(312) 555-0142', '+13125550142'],
    ['312.555.0142', '+13125550142'],
    ['+1 312 555 0142', '+13125550142'],
    ['13125550142', '+13125550142'],
    [' 312-555-0142 ', '+13125550142'],
    ['555-0142', null],
    ['123 555 0142', null],
    ['312555014299', null],
    ['312-555-O142', null],
    ['', null],
  ])('%j → %j', (input, output) => {
    expect(normalizePhone(input)).toBe(output)
  })
})
