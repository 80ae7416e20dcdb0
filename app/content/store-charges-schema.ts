import { z } from 'zod'

/**
 * Taxes and fees per store (content/store-charges.yaml): a chain-wide default, per-state values and
 * optional per-store overrides. Rates are fractions with at most six decimals; money is whole cents.
 */
const rate = z
  .number()
  .min(0)
  .max(0.5, 'a tax rate above 50 % is surely a typo (rates are fractions: 0.0625 for 6.25 %)')
  .refine((value) => Math.abs(Math.round(value * 1_000_000) - value * 1_000_000) < 1e-6, 'at most six decimal places')
const cents = z.number().int('whole cents').min(0).max(100_000, 'above $1,000 is surely a typo (fees are in cents)')

export const chargesSchema = z.strictObject({
  salesTaxRate: rate,
  storeTaxRate: rate,
  serviceFeeCents: cents,
  deliveryFeeCents: cents,
  deliveryMinimumCents: cents,
})

export const storeChargesSchema = z.strictObject({
  default: chargesSchema,
  states: z.record(z.string().regex(/^[A-Z]{2}$/, 'a two-letter state code'), chargesSchema).default({}),
  stores: z.record(z.string().regex(/^[1-9][0-9]{0,8}$/, 'a store id'), chargesSchema.partial()).nullish().transform((v) => v ?? {}),
})

export type ChargesEntry = z.infer<typeof chargesSchema>
export type StoreChargesContent = z.infer<typeof storeChargesSchema>
