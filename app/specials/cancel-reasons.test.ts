import { describe, expect, it } from 'vitest'
import { CANCEL_REASON_LABELS, CANCEL_REASONS, cancelReasonText, isCancelReason } from './cancel-reasons'

describe('cancel reasons', () => {
  it('every reason has a staff label and a sentence for the shopper', () => {
    expect(Object.keys(CANCEL_REASON_LABELS).sort()).toEqual(Object.keys(CANCEL_REASONS).sort())
    for (const sentence of Object.values(CANCEL_REASONS)) expect(sentence).toMatch(/^[A-Z].*\.$/)
  })

  it.each<[unknown, boolean]>([
    ['sold_out', true],
    ['customer_request', true],
    ['toString', false],
    ['__proto__', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('%j is a reason: %s', (value, expected) => {
    expect(isCancelReason(value)).toBe(expected)
  })

  it.each<[string | null, string]>([
    ['sold_out', 'An item sold out before we could set your order aside.'],
    ['customer_request', 'You asked us to cancel it.'],
    [null, 'The store could not fulfil this reservation.'],
    ['constructor', 'The store could not fulfil this reservation.'],
  ])('the mail says why for %j', (reason, text) => {
    expect(cancelReasonText(reason)).toBe(text)
  })
})
