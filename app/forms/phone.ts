/**
 * Phone numbers in forms (002 §5: 'Phone is normalized before sending'): a US number typed any way
 * ('(312) 555-0142', '312.555.0142', '+1 312 555 0142') becomes '+13125550142'; anything that is
 * not ten digits (after an optional leading 1) is not a phone number.
 */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim()
  if (!/^[\d\s().+-]+$/.test(trimmed)) return null
  let digits = trimmed.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  if (digits.length !== 10 || /^[01]/.test(digits)) return null
  return `+1${digits}`
}
