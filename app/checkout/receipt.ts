/**
 * The receipt of 001 §9 and the charges behind it, in integer cents so that sums never drift.
 *
 * - Items(count): the sum of the lines' counts.
 * - Subtotal: Σ checkout_price × count.
 * - Total Savings: that subtotal minus the discounted subtotal (Σ discounted_checkout_price × count,
 *   a line without a discount counting at its checkout price).
 * - Sales Tax: sales tax + delivery fee + service fee + store tax, as one line.
 * - Estimated Total (the order's amount): discounted subtotal + that line.
 *
 * Rounding: each tax is computed once per order on the discounted subtotal and rounded half up to
 * a whole cent (never per line, so a cart of many cheap items is not taxed a cent per line). Rates
 * are fractions (0.0625 for 6.25 %) with at most six decimal places, so the arithmetic is exact in
 * integers. Fees are whole cents; the delivery fee is charged for delivery only.
 */
import { formatPrice } from '~/catalog/format'
import type { ReservationMode } from '~/orders/status'

export type ReceiptLine = {
  count: number
  /** Unit price before discount, in cents (the order product's checkout_price). */
  checkoutPriceCents: number
  /** Unit price after discount, in cents; null when the line has no discount. */
  discountedCheckoutPriceCents: number | null
}

/** Per-store taxes and fees, from configuration. */
export type StoreCharges = {
  /** State (and local) sales tax as a fraction, e.g. 0.0625. */
  salesTaxRate: number
  /** Cannabis excise or store tax as a fraction, e.g. 0.1. */
  storeTaxRate: number
  serviceFeeCents: number
  /** Charged on delivery reservations only. */
  deliveryFeeCents: number
  /** The smallest discounted subtotal a delivery may have; none when absent. */
  deliveryMinimumCents?: number
}

/** The amounts an order stores (001 §3), all in cents. */
export type OrderCharges = {
  itemsCount: number
  subtotalCents: number
  discountedSubtotalCents: number
  totalSavingsCents: number
  salesTaxCents: number
  storeTaxCents: number
  serviceFeeCents: number
  deliveryFeeCents: number
  /** sales tax + delivery fee + service fee + store tax. */
  salesTaxLineCents: number
  /** The order's amount. */
  estimatedTotalCents: number
  /** False for a delivery whose discounted subtotal is below the store's minimum. */
  meetsDeliveryMinimum: boolean
}

export function computeCharges(lines: readonly ReceiptLine[], charges: StoreCharges, mode: ReservationMode): OrderCharges {
  assertCharges(charges)
  let itemsCount = 0
  let subtotalCents = 0
  let discountedSubtotalCents = 0
  for (const line of lines) {
    assertLine(line)
    itemsCount += line.count
    subtotalCents += line.checkoutPriceCents * line.count
    discountedSubtotalCents += (line.discountedCheckoutPriceCents ?? line.checkoutPriceCents) * line.count
  }
  assertSafe(subtotalCents, 'subtotal')
  const salesTaxCents = taxCents(discountedSubtotalCents, charges.salesTaxRate)
  const storeTaxCents = taxCents(discountedSubtotalCents, charges.storeTaxRate)
  const serviceFeeCents = lines.length ? charges.serviceFeeCents : 0
  const deliveryFeeCents = mode === 'delivery' && lines.length ? charges.deliveryFeeCents : 0
  const salesTaxLineCents = salesTaxCents + deliveryFeeCents + serviceFeeCents + storeTaxCents
  return {
    itemsCount,
    subtotalCents,
    discountedSubtotalCents,
    totalSavingsCents: subtotalCents - discountedSubtotalCents,
    salesTaxCents,
    storeTaxCents,
    serviceFeeCents,
    deliveryFeeCents,
    salesTaxLineCents,
    estimatedTotalCents: discountedSubtotalCents + salesTaxLineCents,
    meetsDeliveryMinimum: mode !== 'delivery' || discountedSubtotalCents >= (charges.deliveryMinimumCents ?? 0),
  }
}

/** What a stored order carries for its receipt (001 §3 amounts, in cents). */
export type StoredOrderAmounts = {
  lines: readonly ReceiptLine[]
  amountCents: number
  salesTaxAmountCents: number
  deliveryFeeAmountCents: number
  serviceFeeAmountCents: number
  storeTaxAmountCents: number
}

export type ReceiptRow = { label: string; cents: number; text: string }

/**
 * The post-checkout and order-detail receipt rows, read from a stored order: the order's own amounts
 * win over a recomputation, since prices and rates may change after checkout.
 */
export function receiptRows(order: StoredOrderAmounts): ReceiptRow[] {
  let count = 0
  let subtotal = 0
  let discounted = 0
  for (const line of order.lines) {
    assertLine(line)
    count += line.count
    subtotal += line.checkoutPriceCents * line.count
    discounted += (line.discountedCheckoutPriceCents ?? line.checkoutPriceCents) * line.count
  }
  const amounts = [
    order.amountCents,
    order.salesTaxAmountCents,
    order.deliveryFeeAmountCents,
    order.serviceFeeAmountCents,
    order.storeTaxAmountCents,
  ]
  amounts.forEach((value) => assertCents(value, 'amount'))
  const taxLine =
    order.salesTaxAmountCents + order.deliveryFeeAmountCents + order.serviceFeeAmountCents + order.storeTaxAmountCents
  const row = (label: string, cents: number): ReceiptRow => ({ label, cents, text: formatMoney(cents) })
  return [
    { label: `Items(${count})`, cents: subtotal, text: formatMoney(subtotal) },
    row('Total Savings', subtotal - discounted),
    row('Sales Tax', taxLine),
    row('Estimated Total', order.amountCents),
  ]
}

/** Half-up rounding of cents × rate, exact: the rate is scaled to millionths first. */
export function taxCents(baseCents: number, rate: number): number {
  assertCents(baseCents, 'taxable amount')
  const millionths = rateInMillionths(rate)
  return Number((BigInt(baseCents) * BigInt(millionths) + 500_000n) / 1_000_000n)
}

/** '$1,234.50' from 123450. */
export function formatMoney(cents: number): string {
  assertCents(cents, 'amount')
  const dollars = Math.trunc(cents / 100)
  return formatPrice(dollars + (cents % 100) / 100)
}

/** Dollars as stored in prices (25.5) → cents (2550), refusing anything that is not whole cents. */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars < 0) throw new RangeError(`Not a price: ${dollars}`)
  const cents = Math.round(dollars * 100)
  if (Math.abs(cents - dollars * 100) > 1e-6) throw new RangeError(`Not whole cents: ${dollars}`)
  return cents
}

function rateInMillionths(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0 || rate >= 1) throw new RangeError(`A rate is a fraction from 0 up to 1: ${rate}`)
  const millionths = Math.round(rate * 1_000_000)
  if (Math.abs(millionths - rate * 1_000_000) > 1e-6) throw new RangeError(`A rate has at most six decimal places: ${rate}`)
  return millionths
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`The ${what} must be whole cents, not negative: ${value}`)
}

function assertSafe(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`The ${what} is too large: ${value}`)
}

function assertLine(line: ReceiptLine): void {
  if (!Number.isSafeInteger(line.count) || line.count < 1) throw new RangeError(`A line's count must be a whole number of 1 or more: ${line.count}`)
  assertCents(line.checkoutPriceCents, 'checkout price')
  if (line.discountedCheckoutPriceCents !== null) {
    assertCents(line.discountedCheckoutPriceCents, 'discounted checkout price')
    if (line.discountedCheckoutPriceCents > line.checkoutPriceCents) {
      throw new RangeError(`A discounted price cannot exceed the price: ${line.discountedCheckoutPriceCents} > ${line.checkoutPriceCents}`)
    }
  }
}

function assertCharges(charges: StoreCharges): void {
  rateInMillionths(charges.salesTaxRate)
  rateInMillionths(charges.storeTaxRate)
  assertCents(charges.serviceFeeCents, 'service fee')
  assertCents(charges.deliveryFeeCents, 'delivery fee')
  if (charges.deliveryMinimumCents !== undefined) assertCents(charges.deliveryMinimumCents, 'delivery minimum')
}
