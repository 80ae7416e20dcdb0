/**
 * How a live product special changes a shelf price (issue 19). One rule for every place a price is
 * shown or charged: the menu's cards (search hits), the product page, the cart and the checkout.
 * Which specials are live is a question of the clock, asked by each query at read time (see
 * `liveProductDiscountsSql`), so a special starts and stops applying at its own instants without a
 * job or a restart.
 */

export type DiscountType = 'percent' | 'dollar_amount' | 'target_price'

/** A live product special's discount as queries hand it over: [discount type, its amount]. */
export type SpecialDiscount = readonly [type: string, value: number | string | null]

/** Only these specials change a shelf price; bundles, bulk, cart totals and group offers are rung up at the counter. */
export const PRICE_CHANGING_TYPE = 'product'

const round2 = (value: number) => Math.round(value * 100) / 100

/** The price one special gives for a shelf price, or null when it would not lower it. */
export function specialPrice(price: number, [type, raw]: SpecialDiscount): number | null {
  const value = raw === null ? Number.NaN : Number(raw)
  if (!Number.isFinite(price) || price <= 0 || !Number.isFinite(value) || value < 0) return null
  let result: number
  if (type === 'percent') {
    if (value > 100) return null
    result = price * (1 - value / 100)
  } else if (type === 'dollar_amount') result = price - value
  else if (type === 'target_price') result = value
  else return null
  const rounded = round2(Math.max(0, result))
  return rounded < price ? rounded : null
}

/**
 * The discounted price to charge: the lowest of the menu's own sale price (from the point of sale)
 * and what each live product special gives; null when nothing is below the shelf price.
 */
export function bestDiscountedPrice(
  price: number,
  menuDiscountedPrice: number | null,
  discounts: readonly SpecialDiscount[] | null | undefined,
): number | null {
  let best = menuDiscountedPrice !== null && Number.isFinite(menuDiscountedPrice) && menuDiscountedPrice < price ? menuDiscountedPrice : null
  for (const discount of discounts ?? []) {
    const value = specialPrice(price, discount)
    if (value !== null && (best === null || value < best)) best = value
  }
  return best
}

/** Live at `now`: enabled, started (or no start) and not yet ended (the end instant is exclusive). */
export function isLiveAt(
  special: { enabled: boolean; startDate: Date | null; endDate: Date | null },
  now: Date,
): boolean {
  if (!special.enabled) return false
  const time = now.getTime()
  if (special.startDate && special.startDate.getTime() > time) return false
  if (special.endDate && special.endDate.getTime() <= time) return false
  return true
}
