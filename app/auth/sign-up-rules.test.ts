import { describe, expect, it } from 'vitest'
import type { CalendarDate } from '~/compliance/age'
import { decideAge, normalizeUsPhone, passwordProblem, SIGN_UP_MESSAGES as M, validateSignUp } from './sign-up-rules'
import { US_STATES } from './us-states'

const today: CalendarDate = { year: 2026, month: 6, day: 15 }

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com ',
  phoneNumber: '(312) 555-0123',
  birthdate: '12/10/1990',
  homeState: 'IL',
  password: 'correct horse 42',
  acceptTerms: 'on',
}

describe('normalizeUsPhone', () => {
  it.each([
    ['(312) 555-0123', '+13125550123'],
    ['312-555-0123', '+13125550123'],
    ['312.555.0123', '+13125550123'],
    ['3125550123', '+13125550123'],
    ['+1 312 555 0123', '+13125550123'],
    ['1 (312) 555-0123', '+13125550123'],
    ['+13125550123', '+13125550123'],
    ['', null],
    ['555-0123', null],
    ['312 555 01234', null],
    ['+44 20 7946 0958', null],
    ['+1 112 555 0123', null],
    ['(312) 155-0123', null],
    ['312-555-012a', null],
    ['<script>', null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeUsPhone(raw)).toBe(expected)
  })
})

describe('passwordProblem', () => {
  it.each([
    ['', undefined, M.passwordMissing],
    ['abc123', undefined, M.passwordShort],
    ['abcdefghi1', undefined, null],
    ['a1'.repeat(64), undefined, null],
    ['a1'.repeat(64) + 'x', undefined, M.passwordLong],
    ['abcdefghijkl', undefined, M.passwordMix],
    ['123456789012', undefined, M.passwordMix],
    ['ada42@example.com', 'ada42@example.com', M.passwordIsEmail],
    ['ADA42@example.com', 'ada42@example.com', M.passwordIsEmail],
    ['ada42@example.com!', 'ada42@example.com', null],
    ['pässwört 2024', undefined, null],
  ])('%j (email %j) → %j', (password, email, expected) => {
    expect(passwordProblem(password, email)).toBe(expected)
  })
})

describe('decideAge', () => {
  it.each([
    // [typed, medical, outcome]
    ['12/10/1990', false, '1990-12-10'],
    ['06/15/2005', false, '2005-06-15'], // 21 today
    ['06/16/2005', false, M.medicalOnly], // 21 tomorrow
    ['06/16/2005', true, '2005-06-16'],
    ['06/15/2008', false, M.medicalOnly], // 18 today
    ['06/15/2008', true, '2008-06-15'],
    ['06/16/2008', true, M.underMinimumAge], // 18 tomorrow
    ['01/01/2015', true, M.underMinimumAge],
    ['', false, M.birthdateMissing],
    ['13/01/1990', false, 'Invalid date'],
    ['02/30/1990', false, 'Invalid date'],
    ['1990-12-10', false, 'Invalid date'],
    ['12/10/90', false, 'Invalid date'],
    ['01/01/1900', false, 'Invalid date'], // 126 years old
    ['01/01/2027', false, 'Invalid date'], // not born yet
    ['02/29/2004', false, '2004-02-29'],
  ])('%j medical=%j → %j', (typed, medical, expected) => {
    const decision = decideAge(typed, medical, today)
    expect(decision.ok ? decision.birthdate : decision.message).toBe(expected)
  })
})

describe('validateSignUp', () => {
  it('accepts a complete form and normalises it', () => {
    expect(validateSignUp(valid, today)).toEqual({
      ok: true,
      value: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+13125550123',
        birthdate: '1990-12-10',
        homeState: 'IL',
        password: 'correct horse 42',
        medicalPatient: false,
      },
    })
  })

  it('keeps names of any script, with spaces, apostrophes, hyphens and periods', () => {
    const result = validateSignUp({ ...valid, firstName: "  Zoë   Anne-Marie ", lastName: "O’Brien St. John" }, today)
    expect(result.ok && [result.value.firstName, result.value.lastName]).toEqual(['Zoë Anne-Marie', 'O’Brien St. John'])
  })

  it('offers every state and DC as a home state', () => {
    expect(US_STATES).toHaveLength(51)
    for (const { code } of US_STATES) expect(validateSignUp({ ...valid, homeState: code }, today).ok).toBe(true)
  })

  it.each([
    [{ firstName: '' }, 'firstName', M.firstNameMissing],
    [{ firstName: '<b>Ada</b>' }, 'firstName', M.firstNameChars],
    [{ firstName: 'Ada1' }, 'firstName', M.firstNameChars],
    [{ lastName: 'x'.repeat(51) }, 'lastName', M.lastNameLong],
    [{ lastName: '"><img src=x onerror=alert(1)>' }, 'lastName', M.lastNameChars],
    [{ email: '' }, 'email', M.emailMissing],
    [{ email: 'not-an-email' }, 'email', M.emailInvalid],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', M.emailLong],
    [{ phoneNumber: '' }, 'phoneNumber', M.phoneMissing],
    [{ phoneNumber: '555-0123' }, 'phoneNumber', M.phoneInvalid],
    [{ birthdate: '31/12/1990' }, 'birthdate', 'Invalid date'],
    [{ birthdate: '01/01/2012' }, 'birthdate', M.underMinimumAge],
    [{ birthdate: '01/01/2007' }, 'birthdate', M.medicalOnly],
    [{ homeState: '' }, 'homeState', M.homeStateMissing],
    [{ homeState: 'XX' }, 'homeState', M.homeStateMissing],
    [{ password: 'short1' }, 'password', M.passwordShort],
    [{ password: 'ada@example.com' }, 'password', M.passwordIsEmail],
    [{ acceptTerms: '' }, 'acceptTerms', M.termsMissing],
    [{ email: ['a@example.com', 'b@example.com'] }, 'email', M.emailMissing],
  ])('%j → %s: %j', (change, field, message) => {
    const result = validateSignUp({ ...valid, ...change }, today)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual({ [field]: message })
  })

  it('lets 18–20 year olds join with the medical box ticked', () => {
    const result = validateSignUp({ ...valid, birthdate: '01/01/2007', medicalPatient: 'on' }, today)
    expect(result.ok && result.value).toMatchObject({ birthdate: '2007-01-01', medicalPatient: true })
  })

  it('reports every field that refused at once', () => {
    const result = validateSignUp({}, today)
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(
      ['acceptTerms', 'birthdate', 'email', 'firstName', 'homeState', 'lastName', 'password', 'phoneNumber'].sort(),
    )
  })
})
