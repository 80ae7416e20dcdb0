import { describe, expect, it } from 'vitest'
import { checkGuestReservation, GUEST_LIMIT_MESSAGES, GUEST_RESERVATION_LIMITS } from './guest-limits'

const perVisitor = GUEST_RESERVATION_LIMITS.openPerVisitorPerStore
const perAddress = GUEST_RESERVATION_LIMITS.perAddressPerStore.max

describe('checkGuestReservation', () => {
  it.each([
    ['nothing open, nothing placed', 0, 0, null],
    ['one open, a few placed', 1, 3, null],
    ['one short of both limits', perVisitor - 1, perAddress - 1, null],
    ['the visitor at its limit', perVisitor, 0, 'visitor'],
    ['the visitor past its limit (a race)', perVisitor + 1, 0, 'visitor'],
    ['the address at its limit', 0, perAddress, 'address'],
    ['both at their limits: the visitor’s own reason first', perVisitor, perAddress, 'visitor'],
  ] as const)('%s → %s', (_label, openByVisitor, placedFromAddress, reason) => {
    const refusal = checkGuestReservation({ openByVisitor, placedFromAddress })
    expect(refusal?.reason ?? null).toBe(reason)
  })

  it('says how many are open and what to do', () => {
    expect(checkGuestReservation({ openByVisitor: 2, placedFromAddress: 0 })?.message).toBe(
      'You already have 2 open reservations at this store. Sign in to reserve more, or wait until one is picked up or cancelled.',
    )
    expect(checkGuestReservation({ openByVisitor: 0, placedFromAddress: perAddress })?.message).toBe(GUEST_LIMIT_MESSAGES.perAddress)
  })

  it('keeps the numbers small: a script cannot hold a store’s shelves', () => {
    expect(perVisitor).toBeLessThanOrEqual(3)
    expect(perAddress).toBeLessThanOrEqual(10)
  })
})
