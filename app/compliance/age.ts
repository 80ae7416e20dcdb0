/**
 * Age-gate arithmetic (001 §4.2, §5, §9). Pure: the gate runs it in the browser and the no-JavaScript
 * fallback could run it on the server.
 */

/** 21 is the standard limit; the alternative mode (content) uses 18. */
export const STANDARD_AGE_LIMIT = 21
export const ALTERNATIVE_AGE_LIMIT = 18
/** Ages 18 up to the limit may shop the medical menu only. */
export const MEDICAL_MIN_AGE = 18
/** Anything outside 1–100 is a typing mistake, not a visitor. */
export const MIN_PLAUSIBLE_AGE = 1
export const MAX_PLAUSIBLE_AGE = 100

export const BIRTHDATE_LENGTH = 10
export const INVALID_DATE_MESSAGE = 'Invalid date'
export const INVALID_DATE_BANNER = 'Please select a valid date'

export type CalendarDate = { year: number; month: number; day: number }
export type AgeOutcome = 'invalid' | 'denied' | 'medical' | 'verified'

/**
 * The mm/dd/yyyy mask: digits only, slashes inserted after the month and the day, at most 10
 * characters. Whatever else is typed or pasted (letters, dashes, extra digits) is dropped.
 */
export function maskBirthdate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

/** A real calendar date from 'mm/dd/yyyy', or null ('02/30/2000', '13/01/2000', partial input). */
export function parseBirthdate(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim())
  if (!match) return null
  const month = Number(match[1])
  const day = Number(match[2])
  const year = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Completed years between a birth date and `on`; a birthday today counts as completed. Someone born
 * on 29 February turns a year older on 1 March in a common year: the day after 28 February is the
 * first day they have certainly completed the year, so the gate never lets anyone in a day early.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  let age = on.year - birth.year
  const leapling = birth.month === 2 && birth.day === 29 && !isLeapYear(on.year)
  const [month, day] = leapling ? [3, 1] : [birth.month, birth.day]
  if (on.month < month || (on.month === month && on.day < day)) age -= 1
  return age
}

/** The visitor's local calendar date: a birthday is a local-date matter, not a UTC one. */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
}

/**
 * What the gate does with a typed birth date: 'invalid' (unparseable, or an age outside 1–100),
 * 'verified' at or above the limit, 'medical' from 18 up to the limit, otherwise 'denied'.
 */
export function classifyBirthdate(value: string, today: CalendarDate, ageLimit: number): AgeOutcome {
  const birth = parseBirthdate(value)
  if (!birth) return 'invalid'
  const age = ageOn(birth, today)
  if (age < MIN_PLAUSIBLE_AGE || age > MAX_PLAUSIBLE_AGE) return 'invalid'
  if (age >= ageLimit) return 'verified'
  if (age >= MEDICAL_MIN_AGE) return 'medical'
  return 'denied'
}
