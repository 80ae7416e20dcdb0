import { bestDiscountedPrice, type SpecialDiscount } from '~/specials/pricing'

/**
 * A cart line's price protection (decision 0030): a line keeps the regular price it was first added
 * at, so a menu import that raises a price does not raise the cart, while one that lowers it does.
 * Specials are the clock's and are not kept: they apply to the line by the menu's own rule
 * (app/specials/pricing.ts), from their start to their end.
 */

/**
 * The regular unit price a shopper is shown for a weight before any special: the menu's price, or
 * the point of sale's own sale price when that is lower. What a line stores when it is first added.
 */
export function regularPrice(price: number, menuSalePrice: number | null): number {
  return menuSalePrice !== null && Number.isFinite(menuSalePrice) && menuSalePrice < price ? menuSalePrice : price
}

/**
 * What one unit of a cart line costs below today's menu price `price`, or null when nothing is
 * lower: the lowest of the price the line was added at, the point of sale's sale price today and
 * every live special (worked out on today's price, as on the menu's cards). So the line never costs
 * more than it was added at nor more than a card shows today.
 */
export function cartLineDiscountedPrice(
  price: number,
  menuSalePrice: number | null,
  priceWhenAdded: number | null,
  discounts: readonly SpecialDiscount[] | null | undefined,
): number | null {
  const kept = priceWhenAdded === null || !Number.isFinite(priceWhenAdded) ? price : priceWhenAdded
  return bestDiscountedPrice(price, Math.min(kept, regularPrice(price, menuSalePrice)), discounts)
}
