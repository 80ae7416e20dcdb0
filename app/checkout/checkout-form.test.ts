import { describe, expect, it } from 'vitest'
import { firstErrorField, parseCheckoutForm } from './checkout-form'

const KEY = '6f1c1f0e-8a4b-4c2d-9e3f-0a1b2c3d4e5f'
const pickup = {
  intent: 'reserve',
  idempotencyKey: KEY,
  mode: 'pickup',
  window: '1795000000-1795001800',
  name: '  Ada Lovelace ',
  email: 'Ada@Example.com',
  phone: '(312) 555-0123',
}
const delivery = { ...pickup, mode: 'delivery', street: '1 Main St', street2: '', city: 'Evanston', state: 'il', zip: '60201' }

describe('parseCheckoutForm', () => {
  it('reads a pickup form: trimmed name, lower-case email, E.164 phone, window in seconds', () => {
    const parsed = parseCheckoutForm(pickup)
    expect(parsed).toEqual({
      ok: true,
      value: {
        intent: 'reserve',
        idempotencyKey: KEY,
        mode: 'pickup',
        window: { start: 1795000000, end: 1795001800 },
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+13125550123',
      },
    })
  })

  it('reads a delivery form with its address (state upper-cased, empty street2 as null)', () => {
    const parsed = parseCheckoutForm(delivery)
    expect(parsed.ok && parsed.value.mode === 'delivery' && parsed.value.address).toEqual({
      street: '1 Main St',
      street2: null,
      city: 'Evanston',
      state: 'IL',
      zip: '60201',
    })
  })

  it('ignores posted prices and quantities: they are not part of the result', () => {
    const parsed = parseCheckoutForm({ ...pickup, price: '0.01', quantity: '-5', amountCents: '1' })
    expect(parsed.ok).toBe(true)
    expect(parsed.ok && Object.keys(parsed.value).sort()).toEqual(['email', 'idempotencyKey', 'intent', 'mode', 'name', 'phone', 'window'])
  })

  it('takes the first value of a repeated field', () => {
    const parsed = parseCheckoutForm({ ...pickup, name: ['Ada', 'Mallory'] })
    expect(parsed.ok && parsed.value.name).toBe('Ada')
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['missing intent', { intent: undefined }, 'form', 'That form could not be read. Please try again.'],
    ['another intent', { intent: 'delete' }, 'form', 'That form could not be read. Please try again.'],
    ['malformed idempotency key', { idempotencyKey: 'abc' }, 'form', 'That form could not be read. Please reload the page.'],
    ['unknown mode', { mode: 'drone' }, 'mode', 'Choose pickup or delivery.'],
    ['no window', { window: '' }, 'window', 'Choose a time.'],
    ['window text', { window: 'tomorrow' }, 'window', 'Choose one of the times offered.'],
    ['window ending before it starts', { window: '1795001800-1795000000' }, 'window', 'Choose one of the times offered.'],
    ['negative window', { window: '-1795000000-1795001800' }, 'window', 'Choose one of the times offered.'],
    ['huge window value', { window: `${'9'.repeat(40)}-1` }, 'window', 'Choose one of the times offered.'],
    ['no name', { name: '   ' }, 'name', 'Enter your name.'],
    ['name too long', { name: 'a'.repeat(101) }, 'name', 'Your name can be at most 100 characters.'],
    ['name with control characters', { name: 'Ada\u0000' }, 'name', 'Your name has characters we cannot use.'],
    ['bad email', { email: 'ada@' }, 'email', 'Enter an email address like name@example.com.'],
    ['oversized email', { email: `${'a'.repeat(250)}@x.io` }, 'email', 'Your email address is too long.'],
    ['short phone', { phone: '555-0123' }, 'phone', 'Enter a 10-digit US mobile number.'],
    ['phone with letters', { phone: '312 555 CALL' }, 'phone', 'Enter a 10-digit US mobile number.'],
  ])('refuses %s', (_name, change, field, message) => {
    const parsed = parseCheckoutForm({ ...pickup, ...change } as Record<string, string>)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.errors[field as 'form']).toBe(message)
  })

  it.each<[string, Record<string, string>, string, string]>([
    ['no street', { street: '' }, 'street', 'Enter your street address.'],
    ['no city', { city: '' }, 'city', 'Enter your city.'],
    ['a state that is not a code', { state: 'Illinois' }, 'state', 'Choose a state.'],
    ['a 4-digit ZIP', { zip: '6020' }, 'zip', 'Enter a 5-digit ZIP code.'],
    ['a ZIP+4', { zip: '60201-1234' }, 'zip', 'Enter a 5-digit ZIP code.'],
    ['an oversized second line', { street2: 'x'.repeat(121) }, 'street2', 'The second address line can be at most 120 characters.'],
  ])('refuses a delivery with %s', (_name, change, field, message) => {
    const parsed = parseCheckoutForm({ ...delivery, ...change })
    expect(!parsed.ok && parsed.errors[field as 'zip']).toBe(message)
  })

  it('does not ask for an address on pickup', () => {
    expect(parseCheckoutForm({ ...pickup, street: '', zip: 'nope' }).ok).toBe(true)
  })
})

describe('firstErrorField', () => {
  it.each([
    [{}, null],
    [{ phone: 'x', name: 'y' }, 'name'],
    [{ zip: 'x', window: 'y' }, 'zip'],
    [{ window: 'x', email: 'y' }, 'email'],
    [{ form: 'x', name: 'y' }, 'form'],
  ] as const)('%j → %s', (errors, expected) => {
    expect(firstErrorField(errors)).toBe(expected)
  })
})
