import { describe, expect, it } from 'vitest'
import { isUuid } from './uuid'

describe('isUuid', () => {
  it.each([
    ['3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', true],
    ['3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['3f2b8c1e9a4d4e6f8b7a1c2d3e4f5a6b', false],
    ['3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6', false],
    [' 3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', false],
    ['3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b\n', false],
    ["3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6' or 1=1", false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected)
  })
})
