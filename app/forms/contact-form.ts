// zod/mini: the same validation as zod in a fraction of the page's JavaScript (the schema runs in the browser).
import * as z from 'zod/mini'
import { normalizePhone } from './phone'

/**
 * The Contact Us wizard's fields, steps, options and messages (002 §3, §4, §5, §9). One zod schema
 * validates in the browser (react-hook-form's resolver) and again on the server, so both say the
 * same thing. The field names are the specification's form state.
 */

/** 002 §9: the wizard has three steps. */
export const CONTACT_STEPS = 3
export type ContactStep = 1 | 2 | 3

/** What the visitor needs help with (step 1); the label is what the lead's user_query says. */
export const HELP_OPTIONS = [
  { value: 'order', label: 'An order or reservation' },
  { value: 'product', label: 'A product or what’s in stock' },
  { value: 'medical-card', label: 'A medical card or patient registration' },
  { value: 'rewards', label: 'Rewards or my account' },
  { value: 'feedback', label: 'Feedback about a visit' },
  { value: 'other', label: 'Something else' },
] as const
export type HelpOption = (typeof HELP_OPTIONS)[number]['value']

export function helpLabel(value: string): string | null {
  return HELP_OPTIONS.find((option) => option.value === value)?.label ?? null
}

export const NAME_MAX = 50
export const EMAIL_MAX = 254
/** The description's cap (000 §9: a textarea holds 500 characters by default). */
export const DESCRIPTION_MAX = 500

export const CONTACT_MESSAGES = {
  help_you_with: 'Please choose what we can help you with.',
  descriptionTooLong: `Please keep your message to ${DESCRIPTION_MAX} characters.`,
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  nameTooLong: `Please keep it to ${NAME_MAX} characters.`,
  email: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneNumber: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a 10-digit US phone number.',
  state: 'Please choose a state.',
  dispensary: 'Please choose a dispensary.',
  reCaptchaToken: 'Please complete the browser check.',
  file: 'That file could not be attached. Please upload it again.',
  success: 'Thank you! Your message is on its way to the dispensary. Someone from the store will get back to you within one business day.',
} as const

const required = (message: string, max = NAME_MAX, tooLong: string = CONTACT_MESSAGES.nameTooLong) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong))

const helpValues = HELP_OPTIONS.map((option) => option.value) as [HelpOption, ...HelpOption[]]

export const contactStepSchemas = {
  1: z.object({
    help_you_with: z.enum(helpValues, { error: CONTACT_MESSAGES.help_you_with }),
  }),
  2: z.object({
    description: z._default(z.string().check(z.maxLength(DESCRIPTION_MAX, CONTACT_MESSAGES.descriptionTooLong)), ''),
    /** The confirmed upload's id (app/forms/uploads), or '' for none. */
    contact_us_file: z._default(z.union([z.literal(''), z.uuid({ error: CONTACT_MESSAGES.file })]), ''),
  }),
  3: z.object({
    firstName: required(CONTACT_MESSAGES.firstName),
    lastName: required(CONTACT_MESSAGES.lastName),
    email: z.pipe(
      z.string({ error: CONTACT_MESSAGES.email }).check(z.trim(), z.minLength(1, CONTACT_MESSAGES.email), z.maxLength(EMAIL_MAX, CONTACT_MESSAGES.emailInvalid)),
      z.email({ error: CONTACT_MESSAGES.emailInvalid }),
    ),
    phoneNumber: z
      .string({ error: CONTACT_MESSAGES.phoneNumber })
      .check(z.trim(), z.minLength(1, CONTACT_MESSAGES.phoneNumber), z.refine((value: string) => value === '' || normalizePhone(value) !== null, CONTACT_MESSAGES.phoneInvalid)),
    state: required(CONTACT_MESSAGES.state, 40, CONTACT_MESSAGES.state),
    dispensary: required(CONTACT_MESSAGES.dispensary, 120, CONTACT_MESSAGES.dispensary),
    reCaptchaToken: z.string({ error: CONTACT_MESSAGES.reCaptchaToken }).check(z.minLength(1, CONTACT_MESSAGES.reCaptchaToken)),
  }),
} as const

export const contactSchema = z.extend(z.extend(contactStepSchemas[1], contactStepSchemas[2].shape), contactStepSchemas[3].shape)

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>
export type ContactField = keyof ContactInput

/** The fields each step shows (and validates before Continue). */
export const STEP_FIELDS: Record<ContactStep, readonly ContactField[]> = {
  1: ['help_you_with'],
  2: ['description', 'contact_us_file'],
  3: ['firstName', 'lastName', 'email', 'phoneNumber', 'state', 'dispensary', 'reCaptchaToken'],
}

/** 002 §5: the fields a step needs filled before its Continue or Submit button is enabled. */
export const STEP_REQUIRED: Record<ContactStep, readonly ContactField[]> = {
  1: ['help_you_with'],
  2: [],
  3: ['firstName', 'lastName', 'email', 'phoneNumber', 'state', 'dispensary', 'reCaptchaToken'],
}

export const EMPTY_CONTACT: Record<ContactField, string> = {
  help_you_with: '',
  description: '',
  contact_us_file: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  state: '',
  dispensary: '',
  reCaptchaToken: '',
}

/** Whether every field the step requires holds something (the button's enabled state). */
export function stepFilled(step: ContactStep, values: Partial<Record<ContactField, unknown>>): boolean {
  return STEP_REQUIRED[step].every((field) => typeof values[field] === 'string' && (values[field] as string).trim() !== '')
}

/** The next step after Continue (at most 3) and the step Back returns to (from 2 and 3 only). */
export function nextStep(step: ContactStep): ContactStep {
  return Math.min(CONTACT_STEPS, step + 1) as ContactStep
}
export function previousStep(step: ContactStep): ContactStep {
  return Math.max(1, step - 1) as ContactStep
}

export type FieldErrors = Partial<Record<ContactField, string>>

/** The first message per field of a failed parse. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in errors)) errors[field as ContactField] = issue.message
  }
  return errors
}

/**
 * The first step with an error: a server answer to a no-JavaScript submit opens the step to fix.
 */
export function firstStepWithError(errors: FieldErrors): ContactStep | null {
  for (const step of [1, 2, 3] as const) {
    if (STEP_FIELDS[step].some((field) => errors[field])) return step
  }
  return null
}

/** Whether a value names a step. */
export function asStep(value: unknown): ContactStep | null {
  const n = Number(value)
  return n === 1 || n === 2 || n === 3 ? n : null
}
