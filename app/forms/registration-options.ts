/**
 * The registration forms' kinds, addresses and option lists (002 §2, §9). Pure: shared by the pages,
 * the schemas and the server.
 */

export type RegistrationKind = 'general' | 'virginia' | 'new-york'

/** The forms' own addresses (the route table, 001 §2.1). */
export const REGISTRATION_PATHS: Record<RegistrationKind, string> = {
  general: '/patient-registration-form',
  virginia: '/patient-preregistration-form',
  'new-york': '/new-york-patient-registration-form',
}

/**
 * 002 §2: a path containing new-york-patient-registration-form shows the New York form, one
 * containing patient-preregistration-form the Virginia form, any other registration path the general
 * form. New York is tested first: its name does not contain the Virginia one, but the order keeps
 * the rule as the specification states it.
 */
export function registrationFormFor(pathname: string): RegistrationKind {
  const path = pathname.toLowerCase()
  if (path.includes('new-york-patient-registration-form')) return 'new-york'
  if (path.includes('patient-preregistration-form')) return 'virginia'
  return 'general'
}

/** The state each form is for (its state list shows only that state); the general form lists them all. */
export const REGISTRATION_STATE: Record<RegistrationKind, string | null> = {
  general: null,
  virginia: 'VA',
  'new-york': 'NY',
}

export type Option = { value: string; label: string }

const same = (labels: readonly string[]): Option[] => labels.map((label) => ({ value: label, label }))

/** How the visitor found us (howDidYouFindUs; 002 does not list the choices). */
export const DISCOVERY_OPTIONS: Option[] = same([
  'A friend or family member',
  'My doctor or certifying provider',
  'Search engine',
  'Social media',
  'Driving or walking by',
  'An event or community group',
  'Radio, print or a billboard',
  'Other',
])

/** 002 §9. */
export const YES_NO: Option[] = same(['Yes', 'No'])
export const COMMUNICATION_OPTIONS: Option[] = same(['Email', 'Text'])
export const LENGTH_OF_USAGE_OPTIONS: Option[] = same(['Never used medical cannabis', 'Less than 1 year', '1 – 3 Years', '3+ Years'])
export const CONSUMPTION_PREFERENCE_OPTIONS: Option[] = same(['Yes', 'No', 'Need Recommendation'])
export const RELATIONSHIP_OPTIONS: Option[] = same(['Self', 'Caregiver'])
export const DISCLOSURE_FORM_OPTIONS: Option[] = same(['Verbal', 'Electronic Record', 'Hard Copy'])
export const EFFECTIVE_UNTIL_OPTIONS: Option[] = same(['All past, present, and future periods', 'Unless I revoke it', 'Selected Date'])
export const SELECTED_DATE = 'Selected Date'

/** Virginia's packaging preference (002 names the field, not its choices). */
export const PACKAGING_OPTIONS: Option[] = same(['Standard child-resistant packaging', 'Reusable packaging when available', 'No preference'])

/** 002 §9: registration on the Virginia 'Yes' form takes 5 steps. */
export const VIRGINIA_STEPS = 5
export type VirginiaStep = 1 | 2 | 3 | 4 | 5
export const VIRGINIA_STEP_TITLES: Record<VirginiaStep, string> = {
  1: 'About you',
  2: 'Your address and dispensary',
  3: 'Your medical card',
  4: 'Your documents',
  5: 'Sign and send',
}

/** The upload keys of 002 §7 and the form fields they belong to. */
export const VIRGINIA_UPLOAD_KEYS = {
  virginia_ID: 'virginia-id',
  registrationCard: 'registration-card',
  letterOfCertification: 'letter-of-certification',
  signatureVirginia: 'signature-virginia',
} as const
