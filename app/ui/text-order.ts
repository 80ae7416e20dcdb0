/**
 * Orders labels alphabetically without ICU: case-insensitive first, then by code units so the order
 * is total ('apple' before 'Apple' is not promised; the same input always gives the same order).
 *
 * Why not `localeCompare(…, 'en')` or `Intl.Collator`: a browser tab's first use of anything ICU
 * (collation, number or date formats) loads its data, 16–40 ms on this machine's Chromium before a
 * single label is compared, and four times that on a phone. Code that runs while a page starts or
 * while a drawer opens orders plain English labels (brands, kinds, effects), for which this order
 * is the same. Server code may keep using localeCompare.
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x !== y) return x < y ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}
