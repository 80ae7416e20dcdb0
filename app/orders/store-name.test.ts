import { describe, expect, it } from 'vitest'
import { orderStoreName } from './store-name'

describe('orderStoreName', () => {
  it.each([
    ['Northmeadow Evanston', 'recreational', 'Northmeadow Evanston · Recreational'],
    ['Northmeadow Evanston', 'medical', 'Northmeadow Evanston · Medical'],
  ] as const)('%s (%s) → %s', (name, kind, expected) => {
    expect(orderStoreName(name, kind)).toBe(expected)
  })
})
