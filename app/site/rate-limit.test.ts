import { describe, expect, it } from 'vitest'
import { clientAddress } from './rate-limit.server'

// The limiters themselves count in PostgreSQL: rate-limit.server.test.ts.
describe('clientAddress', () => {
  it('reads the client address from the load context', () => {
    expect(clientAddress({ clientAddress: '10.0.0.1' })).toBe('10.0.0.1')
    expect(clientAddress({})).toBe('unknown')
    expect(clientAddress(undefined)).toBe('unknown')
  })
})
