import { describe, expect, it } from 'vitest'
import { validateForgotPassword, validateNewPassword, validateSignIn } from './sign-in-rules'

describe('validateSignIn', () => {
  it.each([
    [{ email: ' Ada@Example.com ', password: 'pw' }, { ok: true, value: { email: 'ada@example.com', password: 'pw' } }],
    [{ email: '', password: '' }, { ok: false, errors: { email: 'Enter your email address.', password: 'Enter your password.' } }],
    [{ email: 'nope', password: 'pw' }, { ok: false, errors: { email: 'Enter a valid email address, like name@example.com.' } }],
    [{ email: 'a@example.com', password: 'x'.repeat(129) }, { ok: false, errors: { form: 'The email or password is incorrect.' } }],
  ])('%j', (input, expected) => {
    expect(validateSignIn(input)).toEqual(expected)
  })
})

describe('validateForgotPassword', () => {
  it.each([
    ['A@Example.com', { ok: true, value: { email: 'a@example.com' } }],
    ['', { ok: false, errors: { email: 'Enter your email address.' } }],
  ])('%j', (email, expected) => {
    expect(validateForgotPassword({ email })).toEqual(expected)
  })
})

describe('validateNewPassword', () => {
  it.each([
    [{ password: 'meadow rewards 1', confirmPassword: 'meadow rewards 1' }, { ok: true, value: { password: 'meadow rewards 1' } }],
    [{ password: 'meadow rewards 1', confirmPassword: '' }, { ok: false, errors: { confirmPassword: 'Enter the new password again.' } }],
    [{ password: 'meadow rewards 1', confirmPassword: 'meadow rewards 2' }, { ok: false, errors: { confirmPassword: 'The two passwords do not match.' } }],
    [{ password: 'short1', confirmPassword: 'short1' }, { ok: false, errors: { password: 'Use at least 10 characters.' } }],
    [{ password: 'nodigitshere', confirmPassword: 'x' }, { ok: false, errors: { password: 'Include at least one letter and one number.' } }],
    [
      { password: 'ada1@example.com', confirmPassword: 'ada1@example.com', email: 'ADA1@example.com' },
      { ok: false, errors: { password: "Your password can't be your email address." } },
    ],
  ])('%j', (input, expected) => {
    expect(validateNewPassword(input)).toEqual(expected)
  })
})
