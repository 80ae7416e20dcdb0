/**
 * Which taxes and fees a store charges (content/store-charges.yaml): the store's own override on top
 * of its state's values, or the chain default when the state is not listed.
 */
import type { StoreChargesContent } from '~/content/store-charges-schema'
import type { StoreCharges } from './receipt'

export function chargesForStore(config: StoreChargesContent, store: { storeId: number; stateCode: string }): StoreCharges {
  const base = config.states[store.stateCode] ?? config.default
  const override = config.stores[String(store.storeId)] ?? {}
  const merged = { ...base, ...stripUndefined(override) }
  return {
    salesTaxRate: merged.salesTaxRate,
    storeTaxRate: merged.storeTaxRate,
    serviceFeeCents: merged.serviceFeeCents,
    deliveryFeeCents: merged.deliveryFeeCents,
    deliveryMinimumCents: merged.deliveryMinimumCents,
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
