import { describe, expect, it } from 'vitest'
import {
  computeCharges,
  formatMoney,
  receiptRows,
  taxCents,
  toCents,
  type ReceiptLine,
  type StoreCharges,
} from './receipt'

const CHARGES: StoreCharges = {
  salesTaxRate: 0.0625,
  storeTaxRate: 0.1,
  serviceFeeCents: 150,
  deliveryFeeCents: 500,
  deliveryMinimumCents: 5000,
}

const line = (count: number, price: number, discounted: number | null = null): ReceiptLine => ({
  count,
  checkoutPriceCents: price,
  discountedCheckoutPriceCents: discounted,
})

describe('computeCharges', () => {
  it('adds up a pickup order', () => {
    // 2 × $40 at $30, 1 × $25.50 without a discount: subtotal $105.50, discounted $85.50.
    expect(computeCharges([line(2, 4000, 3000), line(1, 2550)], CHARGES, 'pickup')).toEqual({
      itemsCount: 3,
      subtotalCents: 10550,
      discountedSubtotalCents: 8550,
      totalSavingsCents: 2000,
      salesTaxCents: 534, // 534.375 → 534
      storeTaxCents: 855,
      serviceFeeCents: 150,
      deliveryFeeCents: 0,
      salesTaxLineCents: 534 + 855 + 150,
      estimatedTotalCents: 8550 + 534 + 855 + 150,
      meetsDeliveryMinimum: true,
    })
  })

  it('charges the delivery fee for delivery only', () => {
    const delivery = computeCharges([line(2, 4000)], CHARGES, 'delivery')
    expect(delivery.deliveryFeeCents).toBe(500)
    expect(delivery.salesTaxLineCents).toBe(500 + 500 + 800 + 150)
    expect(delivery.estimatedTotalCents).toBe(8000 + 1950)
  })

  it.each([
    ['below', 4999, false],
    ['at', 5000, true],
    ['above', 5001, true],
  ])('delivery minimum: %s', (_label, price, meets) => {
    expect(computeCharges([line(1, price)], CHARGES, 'delivery').meetsDeliveryMinimum).toBe(meets)
    expect(computeCharges([line(1, price)], CHARGES, 'pickup').meetsDeliveryMinimum).toBe(true)
  })

  it('taxes the discounted subtotal once, not line by line', () => {
    // Ten lines of 5¢ at 10 %: per line each would round 0.5 → 1¢ (10¢); per order it is 5¢.
    const lines = Array.from({ length: 10 }, () => line(1, 5))
    expect(computeCharges(lines, { ...CHARGES, salesTaxRate: 0.1, storeTaxRate: 0 }, 'pickup').salesTaxCents).toBe(5)
  })

  it('an empty order costs nothing', () => {
    expect(computeCharges([], CHARGES, 'delivery')).toMatchObject({ itemsCount: 0, estimatedTotalCents: 0 })
  })

  it.each([
    ['a zero count', line(0, 100)],
    ['a negative count', line(-1, 100)],
    ['a fractional count', line(1.5, 100)],
    ['a negative price', line(1, -100)],
    ['fractional cents', line(1, 10.5)],
    ['a negative discounted price', line(1, 100, -1)],
    ['a discount above the price', line(1, 100, 101)],
    ['a huge count', line(Number.MAX_SAFE_INTEGER + 1, 100)],
  ])('refuses %s', (_label, bad) => {
    expect(() => computeCharges([bad], CHARGES, 'pickup')).toThrow(RangeError)
  })

  it.each([
    ['a negative rate', { salesTaxRate: -0.01 }],
    ['a rate of 1 or more', { storeTaxRate: 1 }],
    ['a rate with seven decimals', { salesTaxRate: 0.0000001 }],
    ['a fractional fee', { serviceFeeCents: 1.5 }],
    ['a negative delivery fee', { deliveryFeeCents: -500 }],
    ['a negative minimum', { deliveryMinimumCents: -1 }],
  ])('refuses a configuration with %s', (_label, bad) => {
    expect(() => computeCharges([line(1, 100)], { ...CHARGES, ...bad }, 'pickup')).toThrow(RangeError)
  })

  it('refuses a subtotal past safe integers', () => {
    expect(() => computeCharges([line(2, Number.MAX_SAFE_INTEGER)], CHARGES, 'pickup')).toThrow(RangeError)
  })
})

describe('taxCents rounds half up, exactly', () => {
  it.each([
    [1000, 0.0625, 63], // 62.5
    [999, 0.0625, 62], // 62.4375
    [8550, 0.0625, 534], // 534.375
    [8008, 0.0625, 501], // 500.5
    [1, 0.5, 1], // 0.5
    [1, 0.499999, 0],
    [0, 0.1, 0],
    [12345, 0, 0],
    [115, 0.1, 12], // 11.5: 115 × 0.1 is 11.499999… in floating point
    [100_000_000_00, 0.08875, 887_500_000], // New York City's combined rate on $100 M
  ])('%d¢ × %d → %d¢', (base, rate, expected) => {
    expect(taxCents(base, rate)).toBe(expected)
  })
})

describe('receiptRows', () => {
  it('reads the stored amounts (001 §9)', () => {
    const rows = receiptRows({
      lines: [line(2, 4000, 3000), line(1, 2550)],
      amountCents: 10089,
      salesTaxAmountCents: 534,
      deliveryFeeAmountCents: 0,
      serviceFeeAmountCents: 150,
      storeTaxAmountCents: 855,
    })
    expect(rows.map((r) => [r.label, r.text])).toEqual([
      ['Items(3)', '$105.50'],
      ['Total Savings', '$20.00'],
      ['Sales Tax', '$15.39'],
      ['Estimated Total', '$100.89'],
    ])
  })

  it('refuses negative stored amounts', () => {
    expect(() =>
      receiptRows({
        lines: [],
        amountCents: -1,
        salesTaxAmountCents: 0,
        deliveryFeeAmountCents: 0,
        serviceFeeAmountCents: 0,
        storeTaxAmountCents: 0,
      }),
    ).toThrow(RangeError)
  })
})

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [2550, '$25.50'],
    [123450, '$1,234.50'],
    [100000000, '$1,000,000.00'],
  ])('%d → %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected)
  })

  it.each([[-1], [1.5], [Number.NaN], [Infinity]])('refuses %d', (cents) => {
    expect(() => formatMoney(cents)).toThrow(RangeError)
  })
})

describe('toCents', () => {
  it.each([
    [25.5, 2550],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [0, 0],
  ])('%d → %d', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents)
  })

  it.each([[-1], [1.005], [Number.NaN]])('refuses %d', (dollars) => {
    expect(() => toCents(dollars)).toThrow(RangeError)
  })
})
