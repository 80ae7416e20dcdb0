import { describe, expect, it } from 'vitest'
import { loyaltyPhoneNumber } from './phone'

describe('loyaltyPhoneNumber', () => {
  it.each([
    ['+13125550123', '3125550123'],
    ['13125550123', '3125550123'],
    ['3125550123', '3125550123'],
    ['(312) 555-0123', '3125550123'],
    ['+1 (312) 555-0123', '3125550123'],
    ['312.555.0123', '3125550123'],
    ['1-312-555-0123', '3125550123'],
    ['555-0123', null],
    ['23125550123', null],
    ['+443125550123', null],
    ['0125550123', null],
    ['312555012a', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(loyaltyPhoneNumber(input)).toBe(expected)
  })
})
