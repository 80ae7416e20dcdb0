import { isUsStateCode, usStateName } from '~/auth/us-states'

/**
 * Medical patients (decision 0017): the card a shopper keeps in their profile, and who may reserve
 * from a medical menu. Pure rules: the clock and the zone come in as arguments.
 *
 * No state's card-number format is documented in the sources this project works from (the
 * specification says only that a patient ID or medical card number has at most 25 characters,
 * 002 §5), so every state gets the same conservative rule: 6 to 25 letters, digits and dashes.
 */

export const CARD_NUMBER_MIN = 6
export const CARD_NUMBER_MAX = 25
const CARD_NUMBER = /^[A-Z0-9-]+$/
/** A card good for more than this many years is a typing mistake (registry cards run 1–3 years). */
export const MAX_CARD_YEARS = 10

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

export type MedicalCard = {
  stateCode: string
  /** Upper case, letters, digits and dashes. */
  cardNumber: string
  /** The last day the card is valid, 'YYYY-MM-DD'. */
  expiresOn: string
}

export type CardField = 'state' | 'cardNumber' | 'expiresOn'
export type CardErrors = Partial<Record<CardField, string>>
export type CardParse = { ok: true; card: MedicalCard } | { ok: false; errors: CardErrors }

/** Today's calendar date in a time zone, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date): string {
  return isoDateFormatter(timeZone).format(now)
}

// Building an Intl formatter costs far more than using one, and every menu and product page asks
// for the store's day (the patient notice).
const isoDateFormatters = new Map<string, Intl.DateTimeFormat>()

function isoDateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = isoDateFormatters.get(timeZone)
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD. An unknown zone throws here, as it did unremembered.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    if (isoDateFormatters.size < 1000) isoDateFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** 'YYYY-MM-DD' (a date input) or 'MM/DD/YYYY' (typed) as 'YYYY-MM-DD'; null when it is not a real date. */
export function parseCardDate(raw: string): string | null {
  const value = raw.trim()
  let year: number, month: number, day: number
  const iso = ISO_DATE.exec(value)
  const us = US_DATE.exec(value)
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (us) [year, month, day] = [Number(us[3]), Number(us[1]), Number(us[2])]
  else return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** '2027-03-31' → '03/31/2027', the site's date format; anything else as given. */
export function formatCardDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate)
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate
}

/** Whether a card has expired on `today` ('YYYY-MM-DD'): it is good through its expiry date. */
export function isCardExpired(expiresOn: string, today: string): boolean {
  return expiresOn < today
}

/** The card number as stored: trimmed and upper case. */
export function normaliseCardNumber(raw: string): string {
  return raw.trim().toUpperCase()
}

/** The messages a shopper sees for a card number, or null when it is valid. */
export function cardNumberError(raw: string): string | null {
  const value = normaliseCardNumber(raw)
  if (!value) return 'Enter your medical card number.'
  if (!CARD_NUMBER.test(value)) return 'Use only letters, digits and dashes, as printed on your card.'
  if (value.length < CARD_NUMBER_MIN || value.length > CARD_NUMBER_MAX) {
    return `A medical card number has ${CARD_NUMBER_MIN} to ${CARD_NUMBER_MAX} characters.`
  }
  return null
}

/**
 * Reads the profile form's card fields. `today` is the date the expiry is checked against; a card
 * that expires today is still good today. `states` are the codes the form offers.
 */
export function parseMedicalCard(
  input: { state?: string; cardNumber?: string; expiresOn?: string },
  options: { today: string; states: readonly string[] },
): CardParse {
  const errors: CardErrors = {}
  const stateCode = (input.state ?? '').trim().toUpperCase()
  if (!stateCode) errors.state = 'Choose the state that issued your card.'
  else if (!isUsStateCode(stateCode) || !options.states.includes(stateCode)) errors.state = 'Choose one of the states listed.'

  const numberError = cardNumberError(input.cardNumber ?? '')
  if (numberError) errors.cardNumber = numberError

  const rawDate = (input.expiresOn ?? '').trim()
  const expiresOn = rawDate ? parseCardDate(rawDate) : null
  if (!rawDate) errors.expiresOn = 'Enter the expiration date printed on your card.'
  else if (!expiresOn) errors.expiresOn = 'Enter a real date, as MM/DD/YYYY.'
  else if (isCardExpired(expiresOn, options.today)) errors.expiresOn = 'This card has expired. Enter the date of a card that is still valid.'
  else if (expiresOn > addYears(options.today, MAX_CARD_YEARS)) errors.expiresOn = 'That date is too far ahead. Check the expiration date on your card.'

  if (Object.keys(errors).length || !expiresOn) return { ok: false, errors }
  return { ok: true, card: { stateCode, cardNumber: normaliseCardNumber(input.cardNumber ?? ''), expiresOn } }
}

function addYears(isoDate: string, years: number): string {
  return `${String(Number(isoDate.slice(0, 4)) + years).padStart(4, '0')}${isoDate.slice(4)}`
}

// --- who may reserve --------------------------------------------------------------------------

export type PatientStore = { menuKind: 'recreational' | 'medical'; stateCode: string }

export type ReservationAccess =
  | { ok: true; card: MedicalCard | null }
  | { ok: false; reason: 'signed-out' | 'no-card' | 'expired'; message: string; card: MedicalCard | null }

/**
 * Whether a shopper may reserve from a store's menu. Recreational menus: everyone (the age gate and
 * the counter's ID check apply). Medical menus: only a signed-in shopper holding a card from the
 * store's state that has not expired on `today` (the store's date). `card` is the shopper's card
 * for that state, if any.
 */
export function reservationAccess(
  store: PatientStore,
  shopper: { signedIn: boolean; card: MedicalCard | null },
  today: string,
): ReservationAccess {
  if (store.menuKind !== 'medical') return { ok: true, card: null }
  const state = usStateName(store.stateCode)
  if (!shopper.signedIn) {
    return {
      ok: false,
      reason: 'signed-out',
      card: null,
      message: `This is a medical menu: only registered medical patients can reserve from it. Sign in or create an account, then add your ${state} medical card to your profile.`,
    }
  }
  const card = shopper.card && shopper.card.stateCode.toUpperCase() === store.stateCode.toUpperCase() ? shopper.card : null
  if (!card) {
    return {
      ok: false,
      reason: 'no-card',
      card: null,
      message: `This is a medical menu: add your ${state} medical card to your profile to reserve from it.`,
    }
  }
  if (isCardExpired(card.expiresOn, today)) {
    return {
      ok: false,
      reason: 'expired',
      card,
      message: `Your ${state} medical card expired on ${formatCardDate(card.expiresOn)}. Add your renewed card to your profile to reserve from this medical menu.`,
    }
  }
  return { ok: true, card }
}

/** Where a shopper goes to add a card, coming back to `returnTo` (a checkout page) afterwards. */
export function medicalCardProfileHref(returnTo?: string): string {
  const query = returnTo && isReturnPath(returnTo) ? `?returnTo=${encodeURIComponent(returnTo)}` : ''
  return `/account/profile${query}#medical-cards`
}

export type PatientLinks = { signIn: string; signUp: string; profile: string }

/**
 * Where a notice sends the shopper from a store's checkout: sign in or create an account (and come
 * back), or the profile's card form (and come back). Made on the server, so no page ships these rules.
 */
export function patientLinks(checkoutPath: string): PatientLinks {
  const back = encodeURIComponent(checkoutPath)
  return { signIn: `/sign-in?redirectTo=${back}`, signUp: `/sign-up?redirectTo=${back}`, profile: medicalCardProfileHref(checkoutPath) }
}

/** The only pages the profile sends a shopper back to after saving a card: a store's checkout. */
export function isReturnPath(value: string): boolean {
  return /^\/checkout\/[1-9][0-9]{0,8}$/.test(value)
}
