import type { WeightId } from '~/db/schema'

/**
 * '$25.00', '$1,299.50', '-$5.00': a $ sign, thousands separators and two decimals (000 §5, 001 §9),
 * as Intl.NumberFormat('en-US', USD) writes them: it rounds the number as written (1.005 → $1.01),
 * half up, not its binary value as toFixed does ($1.00). A negative amount that rounds to zero is
 * '$0.00'.
 *
 * Not Intl itself: every page formats a price while it starts, and a tab's first use of Intl loads
 * ICU's data (16–40 ms on this machine's Chromium, four times that on a phone), blocking the page.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '$0.00'
  const written = String(Math.abs(value))
  // Exponent forms: below a millionth of a cent it is zero; from 1e21 on no price is real.
  if (written.includes('e')) return value >= 1e21 ? `$${written}` : '$0.00'
  const [whole = '0', fraction = ''] = written.split('.')
  const cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n)
  if (cents === 0n) return '$0.00'
  const digits = cents.toString().padStart(3, '0')
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}$${grouped}.${digits.slice(-2)}`
}

/** Prices arrive as numbers or text such as '$1,299.50'; non-numeric characters are stripped (000 §5). */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const digits = value.replace(/[^0-9.]/g, '')
  if (!/\d/.test(digits)) return null
  const parsed = Number.parseFloat(digits)
  return Number.isFinite(parsed) ? parsed : null
}

/** The discounted price to show, or null: it is shown only when it differs from the price (000 §5). */
export function discountToShow(
  price: string | number | null | undefined,
  discounted: string | number | null | undefined,
): number | null {
  const full = parsePrice(price)
  const sale = parsePrice(discounted)
  if (sale === null || full === null) return null
  return Math.round(sale * 100) === Math.round(full * 100) ? null : sale
}

/**
 * Potency text (000 §5): an empty value or the bare word 'THC' shows nothing; a number gets '%'.
 * Text that already carries its unit is kept as it is.
 */
export function formatPotency(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? `${trimNumber(value)}%` : ''
  const text = value.trim()
  if (!text || /^thc$/i.test(text)) return ''
  if (/^\d+(\.\d+)?$/.test(text)) return `${text}%`
  return text
}

function trimNumber(value: number): string {
  return String(Math.round(value * 100) / 100)
}

export const WEIGHT_LABELS: Record<WeightId, string> = {
  half_gram: '0.5 g',
  gram: '1 g',
  two_gram: '2 g',
  eighth_ounce: '1/8 oz',
  quarter_ounce: '1/4 oz',
  half_ounce: '1/2 oz',
  ounce: '1 oz',
  each: 'Each',
}

/** 'eighth_ounce' → '1/8 oz'; the index's spaced names ('eighth ounce') read the same. */
export function weightLabel(weight: string): string {
  const key = weight.trim().toLowerCase().replace(/\s+/g, '_') as WeightId
  return WEIGHT_LABELS[key] ?? weight
}

const KINDS_WITH_WEIGHT_LABEL = new Set(['vape', 'flower', 'extract'])

/** A product's weight label is shown only for vape, flower and extract (001 §5). */
export function showsWeightLabel(kind: string): boolean {
  return KINDS_WITH_WEIGHT_LABEL.has(kind)
}

/** '/dispensaries/{state}/{location}/{storeId}/{menuSlug}/' — always ends with '/'. */
export function menuPagePath(stateSlug: string, locationSlug: string, storeId: number, menuSlug: string): string {
  return `/dispensaries/${encodeURIComponent(stateSlug)}/${encodeURIComponent(locationSlug)}/${storeId}/${encodeURIComponent(menuSlug)}/`
}

/** '{menu page path}product/{product_id}/{unique slug}/' (000 §2); the menu page path ends with '/'. */
export function productUrl(menuPath: string, productId: number, uniqueSlug: string): string {
  const base = menuPath.endsWith('/') ? menuPath : `${menuPath}/`
  return `${base}product/${productId}/${encodeURIComponent(uniqueSlug)}/`
}

export const LINEAGES = ['indica', 'sativa', 'hybrid', 'cbd'] as const
export type Lineage = (typeof LINEAGES)[number]

export function asLineage(value: string | null | undefined): Lineage | null {
  const lower = value?.trim().toLowerCase()
  return (LINEAGES as readonly string[]).includes(lower ?? '') ? (lower as Lineage) : null
}

export const LINEAGE_LABELS: Record<Lineage, string> = {
  indica: 'Indica',
  sativa: 'Sativa',
  hybrid: 'Hybrid',
  cbd: 'CBD',
}

const KINDS_WITH_POTENCY = new Set(['vape', 'flower', 'pre-roll', 'extract'])
const KINDS_WITH_DOSAGE = new Set(['edible', 'tincture', 'topical'])

/** THC, CBD and THCa percentages appear for vape, flower, pre-roll and extract (000 §5) … */
export function showsPotency(kind: string): boolean {
  return KINDS_WITH_POTENCY.has(kind)
}

/** … and dosage and amount for edible, tincture and topical. */
export function showsDosage(kind: string): boolean {
  return KINDS_WITH_DOSAGE.has(kind)
}
