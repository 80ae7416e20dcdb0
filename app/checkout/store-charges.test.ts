import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { storeChargesSchema } from '~/content/store-charges-schema'
import { chargesForStore } from './store-charges'

const entry = { salesTaxRate: 0.06, storeTaxRate: 0.1, serviceFeeCents: 0, deliveryFeeCents: 1000, deliveryMinimumCents: 5000 }

describe('store-charges content', () => {
  it('the shipped file is valid and names every demo state', () => {
    const config = storeChargesSchema.parse(parse(readFileSync('content/store-charges.yaml', 'utf8')))
    expect(Object.keys(config.states).sort()).toEqual(['CT', 'FL', 'IL', 'MA', 'MD', 'MI', 'MN', 'NJ', 'NV', 'NY', 'OH', 'PA', 'RI', 'VA'])
    expect(config.states.IL).toMatchObject({ salesTaxRate: 0.0625, storeTaxRate: 0.1 })
  })

  it.each<[string, unknown]>([
    ['a percentage instead of a fraction', { default: { ...entry, salesTaxRate: 6.25 } }],
    ['a negative fee', { default: { ...entry, serviceFeeCents: -1 } }],
    ['a fee in dollars', { default: { ...entry, deliveryFeeCents: 9.99 } }],
    ['a rate with seven decimals', { default: { ...entry, storeTaxRate: 0.1234567 } }],
    ['a missing field', { default: { salesTaxRate: 0.06 } }],
    ['an unknown field', { default: { ...entry, tip: 5 } }],
    ['a state that is not a code', { default: entry, states: { Illinois: entry } }],
    ['a store id that is not a number', { default: entry, stores: { abc: { serviceFeeCents: 100 } } }],
  ])('refuses %s', (_name, raw) => {
    expect(storeChargesSchema.safeParse(raw).success).toBe(false)
  })
})

describe('chargesForStore', () => {
  const config = storeChargesSchema.parse({
    default: entry,
    states: { IL: { ...entry, salesTaxRate: 0.0625 } },
    stores: { '1002': { serviceFeeCents: 150 } },
  })

  it.each([
    ['a listed state', { storeId: 1001, stateCode: 'IL' }, { ...entry, salesTaxRate: 0.0625 }],
    ['an unlisted state falls back to the default', { storeId: 1001, stateCode: 'ZZ' }, entry],
    ['a store override on top of its state', { storeId: 1002, stateCode: 'IL' }, { ...entry, salesTaxRate: 0.0625, serviceFeeCents: 150 }],
  ])('%s', (_name, store, expected) => {
    expect(chargesForStore(config, store)).toEqual(expected)
  })
})
