import { describe, expect, it } from 'vitest'
import {
  cleanZip,
  type FormInput,
  isIsoDate,
  REGISTRATION_MESSAGES as M,
  REGISTRATION_SCHEMAS,
  registrationErrors,
  registrationDefaults,
  registrationInput,
  registrationValues,
  type RegistrationVariant,
  REQUIRED_FIELDS,
  requiredFilled,
  variantOf,
  VIRGINIA_STEP_FIELDS,
  virginiaStepWithError,
} from './registration-form'
import { VALID } from './registration-fixtures'

function errorsOf(variant: RegistrationVariant, change: FormInput) {
  const parsed = REGISTRATION_SCHEMAS[variant].safeParse({ ...VALID[variant], ...change })
  return parsed.success ? {} : registrationErrors(parsed.error)
}

describe('the registration schemas accept complete forms', () => {
  it.each(Object.keys(VALID) as RegistrationVariant[])('%s', (variant) => {
    expect(errorsOf(variant, {})).toEqual({})
  })
})

describe('registration validation (002 §5)', () => {
  it.each<[RegistrationVariant, string, FormInput, Record<string, string>]>([
    // Shared contact fields.
    ['general', 'no first name', { firstName: '  ' }, { firstName: M.firstName }],
    ['general', 'a last name over 50 characters', { lastName: 'x'.repeat(51) }, { lastName: M.nameTooLong }],
    ['general', 'no email', { email: '' }, { email: M.email }],
    ['general', 'an email without a domain', { email: 'dana@' }, { email: M.emailInvalid }],
    ['general', 'a phone that is not 10 digits', { phoneNumber: '555-0117' }, { phoneNumber: M.phoneInvalid }],
    ['general', 'no state', { state: '' }, { state: M.state }],
    ['general', 'no dispensary', { dispensary: '' }, { dispensary: M.dispensary }],
    ['general', 'no browser check', { reCaptchaToken: '' }, { reCaptchaToken: M.reCaptchaToken }],
    // General: help_you_with and at least one howDidYouFindUs.
    ['general', 'no help choice', { help_you_with: '' }, { help_you_with: M.help_you_with }],
    ['general', 'an unknown help choice', { help_you_with: 'free-samples' }, { help_you_with: M.help_you_with }],
    ['general', 'no discovery', { howDidYouFindUs: [] }, { howDidYouFindUs: M.howDidYouFindUs }],
    ['general', 'an unknown discovery', { howDidYouFindUs: ['Carrier pigeon'] }, { 'howDidYouFindUs.0': M.howDidYouFindUs }],
    ['general', 'a description over 500 characters', { description: 'x'.repeat(501) }, { description: M.descriptionTooLong }],
    // Virginia 'Yes'.
    ['virginia-yes', 'no veteran answer', { veteran: '' }, { veteran: M.veteran }],
    ['virginia-yes', 'no city', { city: '' }, { city: M.city }],
    ['virginia-yes', 'no zip', { zip: '' }, { zip: M.zip }],
    ['virginia-yes', 'a 4-digit zip', { zip: '2322' }, { zip: M.zip }],
    ['virginia-yes', 'a 6-digit zip', { zip: '232201' }, { zip: M.zip }],
    ['virginia-yes', 'a zip with letters', { zip: '2322A' }, { zip: M.zip }],
    ['virginia-yes', 'no patient ID', { patientId_MedicalCard: '' }, { patientId_MedicalCard: M.patientId }],
    ['virginia-yes', 'a 26-character patient ID', { patientId_MedicalCard: 'P'.repeat(26) }, { patientId_MedicalCard: M.patientIdTooLong }],
    ['virginia-yes', 'no expiration date', { expirationDate: '' }, { expirationDate: M.expirationDate }],
    ['virginia-yes', 'an expiration date that does not exist', { expirationDate: '2027-02-30' }, { expirationDate: M.dateInvalid }],
    ['virginia-yes', 'no free consultation answer', { freeConsultation: '' }, { freeConsultation: M.freeConsultation }],
    ['virginia-yes', 'no packaging preference', { packagingPreference: '' }, { packagingPreference: M.packagingPreference }],
    ['virginia-yes', 'no discovery', { howDidYouFindUs: [] }, { howDidYouFindUs: M.howDidYouFindUs }],
    ['virginia-yes', 'no Virginia ID', { virginia_ID: '' }, { virginia_ID: M.virginia_ID }],
    ['virginia-yes', 'no registration card', { registrationCard: '' }, { registrationCard: M.registrationCard }],
    ['virginia-yes', 'no letter of certification', { letterOfCertification: 'letter.pdf' }, { letterOfCertification: M.letterOfCertification }],
    ['virginia-yes', 'no signature', { signatureVirginia: '' }, { signatureVirginia: M.signature }],
    ['virginia-yes', 'no date', { date: '' }, { date: M.date }],
    ['virginia-yes', 'a birth date in the future', { dateOfBirth: '2999-01-01' }, { dateOfBirth: M.dateInvalid }],
    ['virginia-yes', 'a birth date next year', { dateOfBirth: `${new Date().getUTCFullYear() + 1}-01-01` }, { dateOfBirth: M.birthdateInFuture }],
    ['virginia-yes', 'an unknown communication choice', { allowedEmailSms: ['Fax'] }, { 'allowedEmailSms.0': M.optionInvalid }],
    ['virginia-yes', 'the No answer', { registeredWithCommonwealth: 'No' }, { registeredWithCommonwealth: M.registeredWithCommonwealth }],
    // Virginia 'No': email, phone, names, dispensary, discovery and state.
    ['virginia-no', 'no discovery', { howDidYouFindUs: [] }, { howDidYouFindUs: M.howDidYouFindUs }],
    ['virginia-no', 'no email', { email: '' }, { email: M.email }],
    ['virginia-no', 'no browser check', { reCaptchaToken: '' }, { reCaptchaToken: M.reCaptchaToken }],
    // New York.
    ['new-york', 'no patient signature', { PatientsSignature: '' }, { PatientsSignature: M.signature }],
    ['new-york', 'no privacy date', { DatePrivacyPracticesNotice: '' }, { DatePrivacyPracticesNotice: M.privacyDate }],
    ['new-york', 'no code of conduct signature', { SignatureCodeOfConductAgreement: '' }, { SignatureCodeOfConductAgreement: M.conductSignature }],
    ['new-york', 'no code of conduct date', { DateCodeOfConductAgreement: '' }, { DateCodeOfConductAgreement: M.conductDate }],
    ['new-york', 'no authorizer name', { nameOfTheIndividualGivingThisAuthorization: '' }, { nameOfTheIndividualGivingThisAuthorization: M.authorizerName }],
    ['new-york', 'no authorizer birthdate', { dateOfBirthAuthorization: '' }, { dateOfBirthAuthorization: M.authorizerBirthdate }],
    ['new-york', 'no authorizer signature', { signatureOfTheIndividualGivingThisAuthorization: '' }, { signatureOfTheIndividualGivingThisAuthorization: M.authorizerSignature }],
    ['new-york', 'no authorization date', { dateAuthorization: '' }, { dateAuthorization: M.authorizationDate }],
    ['new-york', 'no medication rows', { currentMedication: [] }, { currentMedication: M.medications }],
    ['new-york', 'a medication name over 80 characters', { currentMedication: [{ medicationName: 'm'.repeat(81), dosage: '', frequency: '' }] }, { 'currentMedication.0.medicationName': M.medicationTooLong }],
    ['new-york', 'a 26-character medical card number', { medicalcard_number: '1'.repeat(26) }, { medicalcard_number: M.patientIdTooLong }],
    ['new-york', 'a zip of 4 digits', { zip: '1460' }, { zip: M.zip }],
    ['new-york', 'a caregiver phone that is not a phone', { careGiverNumber: 'call me' }, { careGiverNumber: M.phoneInvalid }],
    ['new-york', 'an unknown length of usage', { lengthOfUsage: 'Forever' }, { lengthOfUsage: M.optionInvalid }],
    ['new-york', 'an unknown relationship', { relationshipAuthorization: 'Neighbour' }, { relationshipAuthorization: M.optionInvalid }],
    ['new-york', 'an unknown disclosure form', { formOfDisclosure: ['Carrier pigeon'] }, { 'formOfDisclosure.0': M.optionInvalid }],
    ['new-york', 'Selected Date without a date', { authorizationShallBeEffectiveUntil: 'Selected Date' }, { authorizationEffectiveDate: M.effectiveDate }],
  ])('%s: %s', (variant, _what, change, expected) => {
    expect(errorsOf(variant, change)).toEqual(expected)
  })

  it.each<[RegistrationVariant, FormInput]>([
    ['virginia-yes', { patientId_MedicalCard: 'P'.repeat(25) }],
    ['virginia-yes', { zip: '02903', dateOfBirth: '' }],
    ['new-york', { zip: '14604', medicalcard_number: '1'.repeat(25) }],
    ['new-york', { authorizationShallBeEffectiveUntil: 'Selected Date', authorizationEffectiveDate: '2027-12-31' }],
    ['new-york', { currentMedication: [{ medicationName: 'Lisinopril', dosage: '10 mg', frequency: 'Daily' }, { medicationName: '', dosage: '', frequency: '' }] }],
    ['new-york', { careGiverNumber: '+1 585 555 0199', lengthOfUsage: '1 – 3 Years', consumptionPreference: 'Need Recommendation', formOfDisclosure: ['Verbal', 'Hard Copy'] }],
  ])('%s accepts %j', (variant, change) => {
    expect(errorsOf(variant, change)).toEqual({})
  })
})

describe('the zip field (002 §5: digits only, at most 5, non-numeric input clears it)', () => {
  it.each<[string, string]>([
    ['23220', '23220'],
    ['2322', '2322'],
    ['232201', '23220'],
    [' 14604 ', '14604'],
    ['2322a', ''],
    ['23-220', ''],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (typed, kept) => {
    expect(cleanZip(typed)).toBe(kept)
  })
})

describe('dates', () => {
  it.each<[string, boolean]>([
    ['2026-11-26', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['26-11-2026', false],
    ['1899-12-31', false],
    ['', false],
  ])('%j is a date: %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok)
  })
})

describe('reading a post', () => {
  it('reads text fields, checkbox lists and medication rows in order, ignoring files and rows past the cap', () => {
    const form = new FormData()
    form.append('firstName', 'Dana')
    form.append('howDidYouFindUs', 'Social media')
    form.append('howDidYouFindUs', 'Search engine')
    form.append('currentMedication.1.medicationName', 'Metformin')
    form.append('currentMedication.0.medicationName', 'Lisinopril')
    form.append('currentMedication.0.dosage', '10 mg')
    form.append('currentMedication.99.dosage', 'ignored')
    form.append('virginia_ID', new Blob(['x']), 'id.png')
    expect(registrationInput(form)).toEqual({
      firstName: 'Dana',
      howDidYouFindUs: ['Social media', 'Search engine'],
      allowedEmailSms: [],
      formOfDisclosure: [],
      currentMedication: [
        { medicationName: 'Lisinopril', dosage: '10 mg', frequency: '' },
        { medicationName: 'Metformin', dosage: '', frequency: '' },
      ],
    })
  })

  it.each<['general' | 'virginia' | 'new-york', FormInput, RegistrationVariant | null]>([
    ['general', {}, 'general'],
    ['new-york', { registeredWithCommonwealth: 'Yes' }, 'new-york'],
    ['virginia', { registeredWithCommonwealth: 'Yes' }, 'virginia-yes'],
    ['virginia', { registeredWithCommonwealth: 'No' }, 'virginia-no'],
    ['virginia', { registeredWithCommonwealth: 'maybe' }, null],
    ['virginia', {}, null],
  ])('the %s form with %j is checked as %s', (kind, input, variant) => {
    expect(variantOf(kind, input)).toBe(variant)
  })
})

describe('the browser’s form state, read as the server reads the post', () => {
  it.each<[string, Record<string, unknown>, FormInput]>([
    ['text fields as they are', { firstName: 'Dana', email: '' }, { firstName: 'Dana', email: '', howDidYouFindUs: [], allowedEmailSms: [], formOfDisclosure: [] }],
    ['an unanswered radio group (null) is absent', { veteran: null, senior: undefined }, { howDidYouFindUs: [], allowedEmailSms: [], formOfDisclosure: [] }],
    ['a checkbox group with nothing registered (false) is an empty list', { howDidYouFindUs: false }, { howDidYouFindUs: [], allowedEmailSms: [], formOfDisclosure: [] }],
    ['a checkbox group keeps its strings', { howDidYouFindUs: ['Search engine', 3, 'Friend'] }, { howDidYouFindUs: ['Search engine', 'Friend'], allowedEmailSms: [], formOfDisclosure: [] }],
    ['a lone checkbox value becomes a list', { formOfDisclosure: 'Email' }, { howDidYouFindUs: [], allowedEmailSms: [], formOfDisclosure: ['Email'] }],
    [
      'medication rows keep their three fields, strings only',
      { currentMedication: [{ medicationName: 'Lisinopril', dosage: 10, extra: 'x' }, null] },
      { howDidYouFindUs: [], allowedEmailSms: [], formOfDisclosure: [], currentMedication: [{ medicationName: 'Lisinopril', dosage: '', frequency: '' }, { medicationName: '', dosage: '', frequency: '' }] },
    ],
    ['numbers, booleans and objects are not fields of a post', { zip: 12345, consent: true, file: { id: 'x' } }, { howDidYouFindUs: [], allowedEmailSms: [], formOfDisclosure: [] }],
  ])('%s', (_, values, expected) => {
    expect(registrationValues(values)).toEqual(expected)
  })

  it('counts at most the capped number of medication rows, as the server does', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ medicationName: `M${i}`, dosage: '', frequency: '' }))
    expect((registrationValues({ currentMedication: rows }).currentMedication as unknown[]).length).toBe(15)
  })

  it('gives the same input as the post for a complete form of each kind', () => {
    for (const variant of Object.keys(VALID) as RegistrationVariant[]) {
      const form = new FormData()
      for (const [name, value] of Object.entries(VALID[variant])) {
        if (Array.isArray(value)) {
          value.forEach((item, index) => {
            if (typeof item === 'string') form.append(name, item)
            else for (const [key, text] of Object.entries(item)) form.append(`${name}.${index}.${key}`, text)
          })
        } else form.append(name, value)
      }
      expect(registrationValues(VALID[variant] as Record<string, unknown>), variant).toEqual(registrationInput(form))
    }
  })
})

describe('where a registration form starts', () => {
  it.each<[RegistrationVariant, FormInput, FormInput]>([
    ['general', {}, { howDidYouFindUs: [], allowedEmailSms: [], formOfDisclosure: [] }],
    ['general', { firstName: 'Dana', howDidYouFindUs: ['Friend'] }, { firstName: 'Dana', howDidYouFindUs: ['Friend'], allowedEmailSms: [], formOfDisclosure: [] }],
    ['new-york', {}, { howDidYouFindUs: [], allowedEmailSms: [], formOfDisclosure: [], currentMedication: [{ medicationName: '', dosage: '', frequency: '' }] }],
    [
      'new-york',
      { currentMedication: [{ medicationName: 'Lisinopril' } as Record<string, string>] },
      { howDidYouFindUs: [], allowedEmailSms: [], formOfDisclosure: [], currentMedication: [{ medicationName: 'Lisinopril', dosage: '', frequency: '' }] },
    ],
  ])('the %s form from %j', (variant, initial, expected) => {
    expect(registrationDefaults(variant, initial)).toEqual(expected)
  })
})

describe('the Submit and Continue buttons wait for the required fields (002 §5)', () => {
  it.each(Object.keys(REQUIRED_FIELDS) as RegistrationVariant[])('%s: enabled when filled, disabled when any required field is empty', (variant) => {
    expect(requiredFilled(variant, VALID[variant])).toBe(true)
    for (const field of REQUIRED_FIELDS[variant]) {
      const empty = Array.isArray(VALID[variant][field]) ? [] : ' '
      expect(requiredFilled(variant, { ...VALID[variant], [field]: empty }), field).toBe(false)
    }
  })

  it('a Virginia step looks only at its own fields', () => {
    const onlyStepOne = Object.fromEntries(VIRGINIA_STEP_FIELDS[1].map((field) => [field, VALID['virginia-yes'][field]!]))
    expect(requiredFilled('virginia-yes', onlyStepOne, VIRGINIA_STEP_FIELDS[1])).toBe(true)
    expect(requiredFilled('virginia-yes', onlyStepOne, VIRGINIA_STEP_FIELDS[2])).toBe(false)
  })

  it('every required Virginia field belongs to a step', () => {
    const stepped = Object.values(VIRGINIA_STEP_FIELDS).flat()
    expect(REQUIRED_FIELDS['virginia-yes'].filter((field) => !stepped.includes(field))).toEqual([])
  })

  it.each<[Record<string, string>, number | null]>([
    [{}, null],
    [{ zip: M.zip }, 2],
    [{ signatureVirginia: M.signature, city: M.city }, 2],
    [{ 'howDidYouFindUs.0': M.optionInvalid }, 3],
    [{ registrationCard: M.registrationCard }, 4],
    [{ reCaptchaToken: M.reCaptchaToken }, 5],
    [{ email: M.email, reCaptchaToken: M.reCaptchaToken }, 1],
  ])('a refusal with %j opens step %s', (errors, step) => {
    expect(virginiaStepWithError(errors)).toBe(step)
  })
})
