import { describe, expect, it } from 'vitest'
import { validateNewsletterSignUp } from './newsletter-rules'

describe('validateNewsletterSignUp', () => {
  it.each([
    ['a valid address, ticked', { email: 'ada@example.com', ageConfirmed: 'on' }, { ok: true, value: { email: 'ada@example.com' } }],
    ['trimmed and lower-cased', { email: '  Ada@Example.COM ', ageConfirmed: 'on' }, { ok: true, value: { email: 'ada@example.com' } }],
    ['empty', { email: '', ageConfirmed: 'on' }, { ok: false, errors: { email: 'Enter your email address.' } }],
    ['no domain', { email: 'ada@', ageConfirmed: 'on' }, { ok: false, errors: { email: 'Enter a valid email address, like name@example.com.' } }],
    ['two @', { email: 'ada@@example.com', ageConfirmed: 'on' }, { ok: false, errors: { email: 'Enter a valid email address, like name@example.com.' } }],
    ['not 21+', { email: 'ada@example.com', ageConfirmed: '' }, { ok: false, errors: { ageConfirmed: 'Confirm that you are 21 or older to subscribe.' } }],
    ['another value than a ticked box', { email: 'ada@example.com', ageConfirmed: 'yes' }, { ok: false, errors: { ageConfirmed: 'Confirm that you are 21 or older to subscribe.' } }],
    [
      'both wrong',
      { email: 'x', ageConfirmed: '' },
      { ok: false, errors: { email: 'Enter a valid email address, like name@example.com.', ageConfirmed: 'Confirm that you are 21 or older to subscribe.' } },
    ],
  ])('%s', (_, input, expected) => {
    expect(validateNewsletterSignUp(input)).toEqual(expected)
  })

  it('refuses an address over 254 characters', () => {
    const result = validateNewsletterSignUp({ email: `${'a'.repeat(250)}@example.com`, ageConfirmed: 'on' })
    expect(result.ok).toBe(false)
  })
})
