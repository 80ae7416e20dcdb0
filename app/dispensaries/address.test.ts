import { describe, expect, it } from 'vitest'
import { addressLines, menuKindLabel } from './address'

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

describe('menuKindLabel', () => {
  it.each([
    ['recreational', 'Recreational'],
    ['medical', 'Medical'],
  ] as const)('%s → %s', (kind, expected) => {
    expect(menuKindLabel(kind)).toBe(expected)
  })
})
