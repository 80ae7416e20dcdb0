import { describe, expect, it } from 'vitest'
import { telHref } from './phone'

describe('telHref', () => {
  it.each([
    ['(800) 555-0142', 'tel:+18005550142'],
    ['312-555-0199', 'tel:+13125550199'],
    ['+1 (614) 555-0100', 'tel:+16145550100'],
    ['1 614 555 0100', 'tel:+16145550100'],
    ['555-0100', 'tel:5550100'],
  ])('%s → %s', (phone, expected) => {
    expect(telHref(phone)).toBe(expected)
  })
})
