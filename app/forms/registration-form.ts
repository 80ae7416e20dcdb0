// zod/mini, as the Contact Us schema: the same checks in the browser at a fraction of the weight.
import * as z from 'zod/mini'
import { CONTACT_MESSAGES, DESCRIPTION_MAX, EMAIL_MAX, HELP_OPTIONS, NAME_MAX } from './contact-form'
import { normalizePhone } from './phone'
import {
  COMMUNICATION_OPTIONS,
  CONSUMPTION_PREFERENCE_OPTIONS,
  DISCLOSURE_FORM_OPTIONS,
  DISCOVERY_OPTIONS,
  EFFECTIVE_UNTIL_OPTIONS,
  LENGTH_OF_USAGE_OPTIONS,
  type Option,
  PACKAGING_OPTIONS,
  RELATIONSHIP_OPTIONS,
  SELECTED_DATE,
  type VirginiaStep,
  YES_NO,
} from './registration-options'

/**
 * The registration forms' schemas (002 §3, §5): the general form, Virginia when registered with the
 * Commonwealth ('Yes', five steps) or not ('No', a short form), and New York. One schema per form
 * validates in the browser and again in the action, so both say the same words. The field names are
 * the specification's form fields.
 */

/** 002 §9: a patient ID or medical card number holds at most 25 characters. */
export const ID_MAX = 25
/** 002 §9: a zip code is 5 digits. */
export const ZIP_LENGTH = 5
/** Free text (allergies, reasons, what to disclose) is a textarea: 500 characters (000 §9). */
export const TEXT_MAX = DESCRIPTION_MAX
/** The New York medication list: at least one row (002 §4), at most this many. */
export const MEDICATIONS_MAX = 15
export const MEDICATION_FIELD_MAX = 80

export const REGISTRATION_MESSAGES = {
  ...CONTACT_MESSAGES,
  howDidYouFindUs: 'Please tell us how you found us.',
  middleNameTooLong: `Please keep it to ${NAME_MAX} characters.`,
  veteran: 'Please tell us whether you are a veteran.',
  registeredWithCommonwealth: 'Please tell us whether you are registered with the Commonwealth.',
  city: 'Please enter your city.',
  addressTooLong: 'Please keep the address to 100 characters.',
  zip: 'Please enter a 5-digit zip code.',
  patientId: 'Please enter your patient ID or medical card number.',
  patientIdTooLong: `Please keep it to ${ID_MAX} characters.`,
  expirationDate: 'Please enter the expiration date.',
  freeConsultation: 'Please tell us whether you would like a free consultation.',
  packagingPreference: 'Please choose a packaging preference.',
  virginia_ID: 'Please upload your Virginia ID.',
  registrationCard: 'Please upload your registration card.',
  letterOfCertification: 'Please upload your letter of certification.',
  signature: 'Please sign in the box.',
  date: 'Please enter today’s date.',
  dateInvalid: 'Please enter a date as month, day and year.',
  birthdateInFuture: 'Please enter a date of birth in the past.',
  textTooLong: `Please keep it to ${TEXT_MAX} characters.`,
  optionInvalid: 'Please choose one of the options.',
  medications: 'Please keep at least one medication row.',
  medicationTooLong: `Please keep it to ${MEDICATION_FIELD_MAX} characters.`,
  privacyDate: 'Please enter the date you received the notice of privacy practices.',
  conductSignature: 'Please sign the code of conduct agreement.',
  conductDate: 'Please enter the date of the code of conduct agreement.',
  authorizerName: 'Please enter the name of the person giving this authorization.',
  authorizerBirthdate: 'Please enter their date of birth.',
  authorizerSignature: 'Please sign the authorization.',
  authorizationDate: 'Please enter the date of the authorization.',
  effectiveDate: 'Please enter the date the authorization ends.',
  success: 'Thank you! Your registration is on its way to the dispensary. Someone from the store will contact you within two business days to finish setting up your patient profile.',
} as const

// --- building blocks --------------------------------------------------------------------------

const requiredText = (message: string, max = NAME_MAX, tooLong: string = REGISTRATION_MESSAGES.nameTooLong) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong))

const optionalText = (max: number, tooLong: string) => z._default(z.string().check(z.trim(), z.maxLength(max, tooLong)), '')

const email = z.pipe(
  z.string({ error: REGISTRATION_MESSAGES.email }).check(z.trim(), z.minLength(1, REGISTRATION_MESSAGES.email), z.maxLength(EMAIL_MAX, REGISTRATION_MESSAGES.emailInvalid)),
  z.email({ error: REGISTRATION_MESSAGES.emailInvalid }),
)

const phone = z
  .string({ error: REGISTRATION_MESSAGES.phoneNumber })
  .check(z.trim(), z.minLength(1, REGISTRATION_MESSAGES.phoneNumber), z.refine((value: string) => value === '' || normalizePhone(value) !== null, REGISTRATION_MESSAGES.phoneInvalid))

const optionalPhone = z._default(
  z.string().check(z.trim(), z.refine((value: string) => value === '' || normalizePhone(value) !== null, REGISTRATION_MESSAGES.phoneInvalid)),
  '',
)

const values = (options: readonly Option[]) => options.map((option) => option.value) as [string, ...string[]]
const choice = (options: readonly Option[], message: string) => z.enum(values(options), { error: message })
const optionalChoice = (options: readonly Option[]) => z._default(z.enum(['', ...values(options)], { error: REGISTRATION_MESSAGES.optionInvalid }), '')
const list = (options: readonly Option[]) => z._default(z.array(z.enum(values(options), { error: REGISTRATION_MESSAGES.optionInvalid })), [])
const atLeastOne = (options: readonly Option[], message: string) => z.array(z.enum(values(options), { error: message }), { error: message }).check(z.minLength(1, message))

/** A calendar date as the date input sends it (YYYY-MM-DD) that exists. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const requiredDate = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.refine(isIsoDate, REGISTRATION_MESSAGES.dateInvalid))
const optionalDate = z._default(z.string().check(z.trim(), z.refine((value: string) => value === '' || isIsoDate(value), REGISTRATION_MESSAGES.dateInvalid)), '')
/** A date of birth: a real date, not after today (UTC, so a birthday today passes everywhere). */
const notInFuture = (value: string) => value === '' || !isIsoDate(value) || value <= new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10)
const birthdate = (message?: string) =>
  message
    ? requiredDate(message).check(z.refine(notInFuture, REGISTRATION_MESSAGES.birthdateInFuture))
    : optionalDate.check(z.refine(notInFuture, REGISTRATION_MESSAGES.birthdateInFuture))

/**
 * 002 §5: a zip code holds digits only, at most 5; non-numeric input clears the field. What the
 * zip field keeps of what was typed.
 */
export function cleanZip(value: string): string {
  const trimmed = value.trim()
  return /^\d*$/.test(trimmed) ? trimmed.slice(0, ZIP_LENGTH) : ''
}
const zipPattern = new RegExp(`^\\d{${ZIP_LENGTH}}$`)
const requiredZip = z.string({ error: REGISTRATION_MESSAGES.zip }).check(z.trim(), z.regex(zipPattern, REGISTRATION_MESSAGES.zip))
const optionalZip = z._default(z.string().check(z.trim(), z.refine((value: string) => value === '' || zipPattern.test(value), REGISTRATION_MESSAGES.zip)), '')

const patientId = (message?: string) =>
  message ? requiredText(message, ID_MAX, REGISTRATION_MESSAGES.patientIdTooLong) : optionalText(ID_MAX, REGISTRATION_MESSAGES.patientIdTooLong)

/** A confirmed upload's id (a document or a signature image, app/forms/uploads). */
const upload = (message: string) => z.string({ error: message }).check(z.minLength(1, message), z.uuid({ error: message }))

const address = optionalText(100, REGISTRATION_MESSAGES.addressTooLong)

const base = {
  firstName: requiredText(REGISTRATION_MESSAGES.firstName),
  lastName: requiredText(REGISTRATION_MESSAGES.lastName),
  email,
  phoneNumber: phone,
  state: requiredText(REGISTRATION_MESSAGES.state, 40, REGISTRATION_MESSAGES.state),
  dispensary: requiredText(REGISTRATION_MESSAGES.dispensary, 120, REGISTRATION_MESSAGES.dispensary),
  reCaptchaToken: z.string({ error: REGISTRATION_MESSAGES.reCaptchaToken }).check(z.minLength(1, REGISTRATION_MESSAGES.reCaptchaToken)),
}

// --- the forms --------------------------------------------------------------------------------

const helpValues = HELP_OPTIONS.map((option) => option.value) as [string, ...string[]]

/** General registration (002 §3, §5): the Contact Us fields plus help_you_with and at least one howDidYouFindUs. */
export const generalSchema = z.object({
  ...base,
  help_you_with: z.enum(helpValues, { error: REGISTRATION_MESSAGES.help_you_with }),
  description: optionalText(DESCRIPTION_MAX, REGISTRATION_MESSAGES.descriptionTooLong),
  howDidYouFindUs: atLeastOne(DISCOVERY_OPTIONS, REGISTRATION_MESSAGES.howDidYouFindUs),
})

/** Virginia, registered with the Commonwealth: the five-step form (002 §5 'Virginia Yes'). */
export const virginiaYesSchema = z.object({
  ...base,
  registeredWithCommonwealth: z.literal('Yes', { error: REGISTRATION_MESSAGES.registeredWithCommonwealth }),
  veteran: choice(YES_NO, REGISTRATION_MESSAGES.veteran),
  middleName: optionalText(NAME_MAX, REGISTRATION_MESSAGES.middleNameTooLong),
  dateOfBirth: birthdate(),
  address_1: address,
  address_2: address,
  city: requiredText(REGISTRATION_MESSAGES.city, 60, REGISTRATION_MESSAGES.city),
  zip: requiredZip,
  patientId_MedicalCard: patientId(REGISTRATION_MESSAGES.patientId),
  expirationDate: requiredDate(REGISTRATION_MESSAGES.expirationDate),
  freeConsultation: choice(YES_NO, REGISTRATION_MESSAGES.freeConsultation),
  allowedEmailSms: list(COMMUNICATION_OPTIONS),
  packagingPreference: choice(PACKAGING_OPTIONS, REGISTRATION_MESSAGES.packagingPreference),
  howDidYouFindUs: atLeastOne(DISCOVERY_OPTIONS, REGISTRATION_MESSAGES.howDidYouFindUs),
  description: optionalText(DESCRIPTION_MAX, REGISTRATION_MESSAGES.descriptionTooLong),
  virginia_ID: upload(REGISTRATION_MESSAGES.virginia_ID),
  registrationCard: upload(REGISTRATION_MESSAGES.registrationCard),
  letterOfCertification: upload(REGISTRATION_MESSAGES.letterOfCertification),
  signatureVirginia: upload(REGISTRATION_MESSAGES.signature),
  date: requiredDate(REGISTRATION_MESSAGES.date),
})

/**
 * Virginia, not registered: the short contact form after the medical-card alternative (002 §5
 * 'Virginia No'). The specification's schema leaves email and the captcha optional but the button
 * needs the captcha; here the server requires both, so a post without the check is refused like
 * every other form's (decision 0026).
 */
export const virginiaNoSchema = z.object({
  ...base,
  registeredWithCommonwealth: z.literal('No', { error: REGISTRATION_MESSAGES.registeredWithCommonwealth }),
  howDidYouFindUs: atLeastOne(DISCOVERY_OPTIONS, REGISTRATION_MESSAGES.howDidYouFindUs),
})

const medicationRow = z.object({
  medicationName: optionalText(MEDICATION_FIELD_MAX, REGISTRATION_MESSAGES.medicationTooLong),
  dosage: optionalText(MEDICATION_FIELD_MAX, REGISTRATION_MESSAGES.medicationTooLong),
  frequency: optionalText(MEDICATION_FIELD_MAX, REGISTRATION_MESSAGES.medicationTooLong),
})
export type MedicationRow = z.output<typeof medicationRow>

/** New York (002 §5 'New York'). */
export const newYorkSchema = z
  .object({
    ...base,
    home_number: optionalPhone,
    occupation: optionalText(NAME_MAX, REGISTRATION_MESSAGES.nameTooLong),
    address_1: address,
    address_2: address,
    city: optionalText(60, REGISTRATION_MESSAGES.city),
    zip: optionalZip,
    birthdate: birthdate(),
    medicalcard_number: patientId(),
    allowedComunication: optionalChoice(COMMUNICATION_OPTIONS),
    financialHardships: optionalChoice(YES_NO),
    senior: optionalChoice(YES_NO),
    veteran: optionalChoice(YES_NO),
    careGiverName: optionalText(NAME_MAX * 2, REGISTRATION_MESSAGES.nameTooLong),
    careGiverNumber: optionalPhone,
    allergies: optionalText(TEXT_MAX, REGISTRATION_MESSAGES.textTooLong),
    currentMedication: z.array(medicationRow).check(z.minLength(1, REGISTRATION_MESSAGES.medications), z.maxLength(MEDICATIONS_MAX, REGISTRATION_MESSAGES.medications)),
    medicalcannabishistory_reason: optionalText(TEXT_MAX, REGISTRATION_MESSAGES.textTooLong),
    lengthOfUsage: optionalChoice(LENGTH_OF_USAGE_OPTIONS),
    consumptionPreference: optionalChoice(CONSUMPTION_PREFERENCE_OPTIONS),
    howDidYouFindUs: list(DISCOVERY_OPTIONS),
    PatientsSignature: upload(REGISTRATION_MESSAGES.signature),
    DatePrivacyPracticesNotice: requiredDate(REGISTRATION_MESSAGES.privacyDate),
    SignatureCodeOfConductAgreement: upload(REGISTRATION_MESSAGES.conductSignature),
    DateCodeOfConductAgreement: requiredDate(REGISTRATION_MESSAGES.conductDate),
    declarationName: optionalText(NAME_MAX * 2, REGISTRATION_MESSAGES.nameTooLong),
    nameAuthorization: optionalText(NAME_MAX * 2, REGISTRATION_MESSAGES.nameTooLong),
    relationshipAuthorization: optionalChoice(RELATIONSHIP_OPTIONS),
    phoneAuthorization: optionalPhone,
    addressAuthorization: optionalText(200, REGISTRATION_MESSAGES.addressTooLong),
    informationToBeDisclosed: optionalText(TEXT_MAX, REGISTRATION_MESSAGES.textTooLong),
    formOfDisclosure: list(DISCLOSURE_FORM_OPTIONS),
    authorizationShallBeEffectiveUntil: optionalChoice(EFFECTIVE_UNTIL_OPTIONS),
    authorizationEffectiveDate: optionalDate,
    nameOfTheIndividualGivingThisAuthorization: requiredText(REGISTRATION_MESSAGES.authorizerName, NAME_MAX * 2),
    dateOfBirthAuthorization: birthdate(REGISTRATION_MESSAGES.authorizerBirthdate),
    signatureOfTheIndividualGivingThisAuthorization: upload(REGISTRATION_MESSAGES.authorizerSignature),
    dateAuthorization: requiredDate(REGISTRATION_MESSAGES.authorizationDate),
  })
  .check(
    z.refine((form) => form.authorizationShallBeEffectiveUntil !== SELECTED_DATE || form.authorizationEffectiveDate !== '', {
      message: REGISTRATION_MESSAGES.effectiveDate,
      path: ['authorizationEffectiveDate'],
    }),
  )

export type GeneralValues = z.output<typeof generalSchema>
export type VirginiaYesValues = z.output<typeof virginiaYesSchema>
export type VirginiaNoValues = z.output<typeof virginiaNoSchema>
export type NewYorkValues = z.output<typeof newYorkSchema>

/** Which schema a post is checked with: the Virginia form has two, by the registered answer. */
export type RegistrationVariant = 'general' | 'virginia-yes' | 'virginia-no' | 'new-york'

export const REGISTRATION_SCHEMAS = {
  general: generalSchema,
  'virginia-yes': virginiaYesSchema,
  'virginia-no': virginiaNoSchema,
  'new-york': newYorkSchema,
} as const

// --- reading a post ---------------------------------------------------------------------------

/** Fields that hold several values (checkbox groups). */
export const LIST_FIELDS = ['howDidYouFindUs', 'allowedEmailSms', 'formOfDisclosure'] as const
const MEDICATION_NAME = /^currentMedication\.(\d{1,2})\.(medicationName|dosage|frequency)$/

export type FormInput = Record<string, string | string[] | Record<string, string>[]>

/** Anything FormData-like: the server's request body or the browser's form. */
type FormLike = { entries(): IterableIterator<[string, FormDataEntryValue]> | Iterable<[string, FormDataEntryValue]> }

/**
 * A post as the schemas read it: text fields as strings (the last value wins), checkbox groups as
 * lists, the medication rows (`currentMedication.{i}.{field}`) as a list in row order. Files and
 * unknown list indexes are ignored. The browser and the server read a form the same way.
 */
export function registrationInput(form: FormLike): FormInput {
  const input: FormInput = {}
  const rows = new Map<number, Record<string, string>>()
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue
    const medication = MEDICATION_NAME.exec(name)
    if (medication) {
      const index = Number(medication[1])
      if (index >= MEDICATIONS_MAX) continue
      rows.set(index, { ...(rows.get(index) ?? { medicationName: '', dosage: '', frequency: '' }), [medication[2] as string]: value })
    } else if ((LIST_FIELDS as readonly string[]).includes(name)) {
      const current = input[name]
      input[name] = [...(Array.isArray(current) ? (current as string[]) : []), value]
    } else {
      input[name] = value
    }
  }
  for (const field of LIST_FIELDS) input[field] ??= []
  if (rows.size) input.currentMedication = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row)
  return input
}

/** An empty row of the medication list (a new form starts with one, 002 §4). */
export const EMPTY_MEDICATION: Readonly<Record<string, string>> = { medicationName: '', dosage: '', frequency: '' }

/**
 * The browser's form state (react-hook-form's values) as the schemas read a post, so the browser
 * checks exactly what `registrationInput` makes of the same form on the server: a radio group left
 * unanswered (null) or an unset field is absent, checkbox groups are lists (react-hook-form gives
 * `false` for a group with nothing registered), medication rows keep their three fields and at most
 * MEDICATIONS_MAX rows count.
 */
export function registrationValues(values: Readonly<Record<string, unknown>>): FormInput {
  const input: FormInput = {}
  for (const [name, value] of Object.entries(values)) {
    if (name === 'currentMedication') {
      if (!Array.isArray(value)) continue
      input.currentMedication = value.slice(0, MEDICATIONS_MAX).map((row: unknown) => {
        const fields = (row ?? {}) as Record<string, unknown>
        return Object.fromEntries(Object.keys(EMPTY_MEDICATION).map((key) => [key, typeof fields[key] === 'string' ? (fields[key] as string) : '']))
      })
    } else if ((LIST_FIELDS as readonly string[]).includes(name)) {
      input[name] = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' && value ? [value] : []
    } else if (typeof value === 'string') {
      input[name] = value
    }
  }
  for (const field of LIST_FIELDS) input[field] ??= []
  return input
}

/** The form state a registration form starts from: what was posted (or preselected), lists as lists, and New York's medication rows (at least one). */
export function registrationDefaults(variant: RegistrationVariant, initial: FormInput): FormInput {
  const defaults: FormInput = { ...initial }
  for (const field of LIST_FIELDS) if (!Array.isArray(defaults[field])) defaults[field] = []
  if (variant === 'new-york') {
    const rows = Array.isArray(initial.currentMedication) ? (initial.currentMedication as Record<string, string>[]) : []
    defaults.currentMedication = rows.length ? rows.map((row) => ({ ...EMPTY_MEDICATION, ...row })) : [{ ...EMPTY_MEDICATION }]
  }
  return defaults
}

/** Which schema checks a form: the Virginia post says which answer it was filled under. */
export function variantOf(kind: 'general' | 'virginia' | 'new-york', input: FormInput): RegistrationVariant | null {
  if (kind !== 'virginia') return kind
  if (input.registeredWithCommonwealth === 'Yes') return 'virginia-yes'
  if (input.registeredWithCommonwealth === 'No') return 'virginia-no'
  return null
}

export type RegistrationErrors = Record<string, string>

/** The first message per field of a failed parse; nested fields are named by their path ('currentMedication.0.dosage'). */
export function registrationErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): RegistrationErrors {
  const errors: RegistrationErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    if (key && !(key in errors)) errors[key] = issue.message
  }
  return errors
}

/** The fields each form needs filled before its button is enabled (002 §5). */
export const REQUIRED_FIELDS: Record<RegistrationVariant, readonly string[]> = {
  general: ['help_you_with', 'howDidYouFindUs', 'firstName', 'lastName', 'email', 'phoneNumber', 'state', 'dispensary', 'reCaptchaToken'],
  'virginia-yes': [
    'veteran',
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'city',
    'state',
    'zip',
    'dispensary',
    'patientId_MedicalCard',
    'expirationDate',
    'freeConsultation',
    'packagingPreference',
    'howDidYouFindUs',
    'virginia_ID',
    'registrationCard',
    'letterOfCertification',
    'signatureVirginia',
    'date',
    'reCaptchaToken',
  ],
  'virginia-no': ['firstName', 'lastName', 'email', 'phoneNumber', 'state', 'dispensary', 'howDidYouFindUs', 'reCaptchaToken'],
  'new-york': [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'state',
    'dispensary',
    'PatientsSignature',
    'DatePrivacyPracticesNotice',
    'SignatureCodeOfConductAgreement',
    'DateCodeOfConductAgreement',
    'nameOfTheIndividualGivingThisAuthorization',
    'dateOfBirthAuthorization',
    'signatureOfTheIndividualGivingThisAuthorization',
    'dateAuthorization',
    'reCaptchaToken',
  ],
}

/** The Virginia 'Yes' form's fields per step: Continue checks these. */
export const VIRGINIA_STEP_FIELDS: Record<VirginiaStep, readonly string[]> = {
  1: ['veteran', 'firstName', 'middleName', 'lastName', 'dateOfBirth', 'email', 'phoneNumber'],
  2: ['address_1', 'address_2', 'city', 'state', 'zip', 'dispensary'],
  3: ['patientId_MedicalCard', 'expirationDate', 'freeConsultation', 'allowedEmailSms', 'packagingPreference', 'howDidYouFindUs', 'description'],
  4: ['virginia_ID', 'registrationCard', 'letterOfCertification'],
  5: ['signatureVirginia', 'date', 'reCaptchaToken'],
}

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0
  return typeof value === 'string' && value.trim() !== ''
}

/** Whether the listed required fields all hold something (the button's enabled state). */
export function requiredFilled(variant: RegistrationVariant, input: FormInput, only?: readonly string[]): boolean {
  return REQUIRED_FIELDS[variant].filter((field) => !only || only.includes(field)).every((field) => isFilled(input[field]))
}

/** The first Virginia step holding one of the errors (a refused post opens the step to fix). */
export function virginiaStepWithError(errors: RegistrationErrors): VirginiaStep | null {
  for (const step of [1, 2, 3, 4, 5] as const) {
    if (VIRGINIA_STEP_FIELDS[step].some((field) => Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`)))) return step
  }
  return null
}
