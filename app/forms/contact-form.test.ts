import { describe, expect, it } from 'vitest'
import {
  CONTACT_MESSAGES,
  CONTACT_STEPS,
  contactSchema,
  contactStepSchemas,
  EMPTY_CONTACT,
  fieldErrors,
  firstStepWithError,
  helpLabel,
  nextStep,
  previousStep,
  stepFilled,
} from './contact-form'

const VALID = {
  help_you_with: 'order',
  description: 'My pickup window passed before I could get there.',
  contact_us_file: '',
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: 'rosa.delgado@example.com',
  phoneNumber: '(312) 555-0142',
  state: 'IL',
  dispensary: 'elgin',
  reCaptchaToken: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
}

function errorsOf(values: Record<string, unknown>) {
  const parsed = contactSchema.safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('Contact Us validation (002 §5)', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(VALID)).toEqual({})
  })

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no help choice', { help_you_with: '' }, { help_you_with: CONTACT_MESSAGES.help_you_with }],
    ['an unknown help choice', { help_you_with: 'refund-everything' }, { help_you_with: CONTACT_MESSAGES.help_you_with }],
    ['a description over 500 characters', { description: 'x'.repeat(501) }, { description: CONTACT_MESSAGES.descriptionTooLong }],
    ['a file reference that is not an upload id', { contact_us_file: '../../etc/passwd' }, { contact_us_file: CONTACT_MESSAGES.file }],
    ['no first name', { firstName: '   ' }, { firstName: CONTACT_MESSAGES.firstName }],
    ['no last name', { lastName: '' }, { lastName: CONTACT_MESSAGES.lastName }],
    ['a 51-character name', { lastName: 'x'.repeat(51) }, { lastName: CONTACT_MESSAGES.nameTooLong }],
    ['no email', { email: '' }, { email: CONTACT_MESSAGES.email }],
    ['an email without a domain', { email: 'rosa@' }, { email: CONTACT_MESSAGES.emailInvalid }],
    ['no phone', { phoneNumber: '' }, { phoneNumber: CONTACT_MESSAGES.phoneNumber }],
    ['a seven-digit phone', { phoneNumber: '555-0142' }, { phoneNumber: CONTACT_MESSAGES.phoneInvalid }],
    ['no state', { state: '' }, { state: CONTACT_MESSAGES.state }],
    ['no dispensary', { dispensary: '' }, { dispensary: CONTACT_MESSAGES.dispensary }],
    ['no captcha token', { reCaptchaToken: '' }, { reCaptchaToken: CONTACT_MESSAGES.reCaptchaToken }],
    ['a missing captcha field', { reCaptchaToken: undefined }, { reCaptchaToken: CONTACT_MESSAGES.reCaptchaToken }],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf({ ...VALID, ...change })).toEqual(expected)
  })

  it('keeps a description of exactly 500 characters and an empty one', () => {
    expect(errorsOf({ ...VALID, description: 'x'.repeat(500) })).toEqual({})
    expect(errorsOf({ ...VALID, description: '' })).toEqual({})
  })

  it('keeps script in text fields as text (shown escaped, never run)', () => {
    const parsed = contactSchema.parse({ ...VALID, firstName: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)>' })
    expect(parsed.firstName).toBe('<script>alert(1)</script>')
  })

  it.each<[1 | 2 | 3, Record<string, unknown>, string[]]>([
    [1, {}, ['help_you_with']],
    [2, {}, []],
    [3, {}, ['firstName', 'lastName', 'email', 'phoneNumber', 'state', 'dispensary', 'reCaptchaToken']],
  ])('step %i checks only its own fields', (step, values, fields) => {
    const parsed = contactStepSchemas[step].safeParse(values)
    expect(parsed.success ? [] : Object.keys(fieldErrors(parsed.error)).sort()).toEqual([...fields].sort())
  })
})

describe('the wizard (002 §4, §9)', () => {
  it('has three steps: Continue stops at 3, Back at 1', () => {
    expect(CONTACT_STEPS).toBe(3)
    expect([nextStep(1), nextStep(2), nextStep(3)]).toEqual([2, 3, 3])
    expect([previousStep(1), previousStep(2), previousStep(3)]).toEqual([1, 1, 2])
  })

  it.each<[1 | 2 | 3, Record<string, string>, boolean]>([
    [1, EMPTY_CONTACT, false],
    [1, { ...EMPTY_CONTACT, help_you_with: 'order' }, true],
    [2, EMPTY_CONTACT, true],
    [3, { ...VALID, reCaptchaToken: '' }, false],
    [3, { ...VALID, firstName: '  ' }, false],
    [3, VALID, true],
  ])('step %i button enabled: %j → %s', (step, values, enabled) => {
    expect(stepFilled(step, values)).toBe(enabled)
  })

  it.each<[Record<string, string>, number | null]>([
    [{}, null],
    [{ email: 'x' }, 3],
    [{ description: 'x', email: 'x' }, 2],
    [{ help_you_with: 'x', reCaptchaToken: 'x' }, 1],
  ])('the first step with an error of %j is %j', (errors, step) => {
    expect(firstStepWithError(errors)).toBe(step)
  })

  it('names each help choice', () => {
    expect(helpLabel('order')).toBe('An order or reservation')
    expect(helpLabel('nope')).toBeNull()
  })
})
