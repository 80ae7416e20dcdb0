import { usStateName } from '~/auth/us-states'

/** How the read-only profile (001 §5) prints a shopper's stored details. Pure. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** '1990-12-10' → '12/10/1990' (MM/DD/YYYY); anything else is printed as stored. */
export function formatBirthdate(value: string): string {
  const match = ISO_DATE.exec(value.trim())
  if (!match) return value
  const [, year, month, day] = match
  return `${month}/${day}/${year}`
}

/**
 * A US mobile number for reading: '+13125550123' → '(312) 555-0123'. Ten digits, with or without
 * the country code 1, are formatted; anything else is printed as stored.
 */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) return value
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
}

/** 'IL' → 'Illinois'; an unknown code is printed as stored. */
export function stateName(code: string): string {
  return usStateName(code)
}

/** A mailto: link to support with the subject (and optionally a first line) filled in. */
export function supportMailto(email: string, subject: string, body?: string): string {
  const params = new URLSearchParams({ subject })
  if (body) params.set('body', body)
  // URLSearchParams writes spaces as '+', which mail clients show literally in a mailto: URL.
  return `mailto:${email}?${params.toString().replace(/\+/g, '%20')}`
}
