/**
 * 001 §5: the loyalty lookup takes a phone number without the +1 prefix. Both the number the
 * shopper gave and the one on record are reduced to their 10 US digits before they are compared:
 * '+13125550123', '13125550123', '(312) 555-0123' and '312.555.0123' are all '3125550123'.
 * Anything that is not a 10-digit US number (after dropping a leading country code 1) is null.
 */
export function loyaltyPhoneNumber(value: string | null | undefined): string | null {
  if (!value) return null
  if (/[^\d\s()+.-]/.test(value)) return null
  const digits = value.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return /^[2-9]\d{9}$/.test(national) ? national : null
}
