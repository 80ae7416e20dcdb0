import { z } from 'zod'
import {
  ageOn,
  type CalendarDate,
  INVALID_DATE_MESSAGE,
  MAX_PLAUSIBLE_AGE,
  MEDICAL_MIN_AGE,
  MIN_PLAUSIBLE_AGE,
  parseBirthdate,
  STANDARD_AGE_LIMIT,
} from '~/compliance/age'
import { isUsStateCode, type UsStateCode } from './us-states'

/**
 * The sign-up form's rules (issue 5): pure, shared by the server (which decides) and the browser
 * (which could pre-check). Every message names the rule that refused.
 */

export const NAME_MAX_LENGTH = 50
export const EMAIL_MAX_LENGTH = 254
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

export const SIGN_UP_MESSAGES = {
  firstNameMissing: 'Enter your first name.',
  firstNameLong: `First name must be ${NAME_MAX_LENGTH} characters or fewer.`,
  firstNameChars: 'First name can only contain letters, spaces, apostrophes, hyphens and periods.',
  lastNameMissing: 'Enter your last name.',
  lastNameLong: `Last name must be ${NAME_MAX_LENGTH} characters or fewer.`,
  lastNameChars: 'Last name can only contain letters, spaces, apostrophes, hyphens and periods.',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailLong: `Email address must be ${EMAIL_MAX_LENGTH} characters or fewer.`,
  /** Shown with a link to sign in. */
  emailTaken: 'An account with this email already exists.',
  phoneMissing: 'Enter your mobile number.',
  phoneInvalid: 'Enter a 10-digit US mobile number, like (312) 555-0123.',
  birthdateMissing: 'Enter your date of birth as MM/DD/YYYY.',
  birthdateInvalid: INVALID_DATE_MESSAGE,
  underMinimumAge: `You must be at least ${MEDICAL_MIN_AGE} years old to create an account.`,
  medicalOnly: `You must be ${STANDARD_AGE_LIMIT} or older to join, or ${MEDICAL_MIN_AGE} or older and a registered medical patient.`,
  homeStateMissing: 'Choose your home state.',
  passwordMissing: 'Enter a password.',
  passwordShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordLong: `Use ${PASSWORD_MAX_LENGTH} characters or fewer.`,
  passwordMix: 'Include at least one letter and one number.',
  passwordIsEmail: "Your password can't be your email address.",
  termsMissing: 'Accept the Terms of Use and Privacy Policy to continue.',
} as const

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`

export type SignUpField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'birthdate'
  | 'homeState'
  | 'password'
  | 'medicalPatient'
  | 'acceptTerms'

/** A message per field that refused, plus 'form' for what belongs to no field. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>

/** What better-auth's signUpEmail receives (birthdate as 'YYYY-MM-DD', phone as E.164). */
export type SignUpInput = {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  birthdate: string
  homeState: UsStateCode
  password: string
  medicalPatient: boolean
}

// Letters of any script (with their combining marks), spaces, apostrophes, hyphens and periods;
// it must start with a letter. Markup ('<b>') can never pass.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u

function nameSchema(missing: string, long: string, chars: string) {
  return z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, missing).max(NAME_MAX_LENGTH, long).regex(NAME, chars))
}

export const emailSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, SIGN_UP_MESSAGES.emailMissing)
      .max(EMAIL_MAX_LENGTH, SIGN_UP_MESSAGES.emailLong)
      .pipe(z.email(SIGN_UP_MESSAGES.emailInvalid)),
  )

/**
 * A US mobile number in E.164 ('+13125550123'), or null. Accepts what people type:
 * '(312) 555-0123', '312-555-0123', '312.555.0123', '+1 312 555 0123', '1 312 555 0123'.
 * Area codes and exchanges start with 2–9 (the North American Numbering Plan).
 */
export function normalizeUsPhone(raw: string): string | null {
  if (!/^[\d\s().+-]*$/.test(raw)) return null
  if (raw.includes('+') && !/^\s*\+1[\s(.-]*\d/.test(raw)) return null
  let digits = raw.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null
  return `+1${digits}`
}

/** The first rule a password breaks, or null. `email` is the account's (already lower-cased). */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length === 0) return SIGN_UP_MESSAGES.passwordMissing
  if (password.length < PASSWORD_MIN_LENGTH) return SIGN_UP_MESSAGES.passwordShort
  if (password.length > PASSWORD_MAX_LENGTH) return SIGN_UP_MESSAGES.passwordLong
  if (email && password.trim().toLowerCase() === email) return SIGN_UP_MESSAGES.passwordIsEmail
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return SIGN_UP_MESSAGES.passwordMix
  return null
}

export type AgeDecision = { ok: true; birthdate: string } | { ok: false; message: string }

/**
 * 21 and over may join; 18 to 20 only as registered medical patients; under 18 never (001 §5, §9).
 * The date is typed as mm/dd/yyyy, like the age gate's birthday mode, and an age outside 1–100 is a
 * typing mistake ('Invalid date').
 */
export function decideAge(typed: string, medicalPatient: boolean, today: CalendarDate): AgeDecision {
  if (typed.trim() === '') return { ok: false, message: SIGN_UP_MESSAGES.birthdateMissing }
  const birth = parseBirthdate(typed)
  if (!birth) return { ok: false, message: SIGN_UP_MESSAGES.birthdateInvalid }
  const age = ageOn(birth, today)
  if (age < MIN_PLAUSIBLE_AGE || age > MAX_PLAUSIBLE_AGE) return { ok: false, message: SIGN_UP_MESSAGES.birthdateInvalid }
  if (age < MEDICAL_MIN_AGE) return { ok: false, message: SIGN_UP_MESSAGES.underMinimumAge }
  if (age < STANDARD_AGE_LIMIT && !medicalPatient) return { ok: false, message: SIGN_UP_MESSAGES.medicalOnly }
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return { ok: true, birthdate: `${pad(birth.year, 4)}-${pad(birth.month, 2)}-${pad(birth.day, 2)}` }
}

/** Form fields arrive as strings or not at all; anything else (a repeated field's array) counts as empty. */
function text(raw: Record<string, unknown>, key: string): string {
  const value = raw[key]
  return typeof value === 'string' ? value : ''
}

const ticked = (value: string) => value === 'on' || value === 'true'

export type SignUpValidation = { ok: true; value: SignUpInput } | { ok: false; errors: FormErrors<SignUpField> }

/** The submitted sign-up form (form-encoded strings) checked against every rule above. */
export function validateSignUp(raw: Record<string, unknown>, today: CalendarDate): SignUpValidation {
  const errors: FormErrors<SignUpField> = {}
  const m = SIGN_UP_MESSAGES

  const firstName = nameSchema(m.firstNameMissing, m.firstNameLong, m.firstNameChars).safeParse(text(raw, 'firstName'))
  if (!firstName.success) errors.firstName = firstName.error.issues[0]?.message
  const lastName = nameSchema(m.lastNameMissing, m.lastNameLong, m.lastNameChars).safeParse(text(raw, 'lastName'))
  if (!lastName.success) errors.lastName = lastName.error.issues[0]?.message

  const email = emailSchema.safeParse(text(raw, 'email'))
  if (!email.success) errors.email = email.error.issues[0]?.message

  const phoneRaw = text(raw, 'phoneNumber')
  const phoneNumber = normalizeUsPhone(phoneRaw)
  if (!phoneNumber) errors.phoneNumber = phoneRaw.trim() === '' ? m.phoneMissing : m.phoneInvalid

  const medicalPatient = ticked(text(raw, 'medicalPatient'))
  const age = decideAge(text(raw, 'birthdate'), medicalPatient, today)
  if (!age.ok) errors.birthdate = age.message

  const homeState = text(raw, 'homeState').trim().toUpperCase()
  if (!isUsStateCode(homeState)) errors.homeState = m.homeStateMissing

  const password = text(raw, 'password')
  const problem = passwordProblem(password, email.success ? email.data : undefined)
  if (problem) errors.password = problem

  if (!ticked(text(raw, 'acceptTerms'))) errors.acceptTerms = m.termsMissing

  if (
    Object.keys(errors).length > 0 ||
    !firstName.success ||
    !lastName.success ||
    !email.success ||
    !phoneNumber ||
    !age.ok ||
    !isUsStateCode(homeState)
  ) {
    return { ok: false, errors }
  }
  return {
    ok: true,
    value: {
      firstName: firstName.data,
      lastName: lastName.data,
      email: email.data,
      phoneNumber,
      birthdate: age.birthdate,
      homeState,
      password,
      medicalPatient,
    },
  }
}

/** The order fields appear in on the form (and so in the error summary). */
export const SIGN_UP_FIELD_ORDER: SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'birthdate',
  'homeState',
  'medicalPatient',
  'password',
  'acceptTerms',
]
