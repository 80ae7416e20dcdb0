import type { Lineage } from '~/catalog/format'
import type { WeightKey, WeightName } from '~/catalog/search/types'

/** One line of a store's cart: a product in one weight. */
export type CartItem = {
  /** '{product_id}+{weight name or each}', e.g. '1204+eighth ounce' (000 §3). */
  key: string
  productId: number
  /** The price id the cart stores: 'eighth_ounce', 'each' … */
  weight: WeightKey
  weightName: WeightName
  /** '1/8 oz', 'Each'. */
  weightLabel: string
  name: string
  brand: string
  image: string | null
  lineage: Lineage | null
  /** The unit price before any discount. */
  price: number
  /** The discounted unit price; null when there is none (or it equals the price). */
  discountedPrice: number | null
  /** What one unit costs now. */
  unitPrice: number
  quantity: number
  lineTotal: number
  /** The most this line may hold: the store's max cart quantity, capped by stock. */
  max: number
  /** What sets `max`: the stock left, or the store's limit per item (issue 20: the cart says which). */
  maxReason?: 'stock' | 'store'
  /**
   * The store took the product (or this weight) off its menu since it was added (a menu import,
   * issue 19): the line stays so the shopper sees what happened, costs nothing and counts for
   * nothing, and can only be removed.
   */
  unavailable?: true
}

/** A visitor's open cart at one store (empty when there is none). */
export type StoreCart = {
  storeId: number
  /** The specification's cart_uuid; null until the first item is added. */
  cartUuid: string | null
  /** The store's menu page, for 'back to the menu'; null if the store is unknown. */
  menuPath: string | null
  /** The dispensary's name and menu kind, e.g. 'Northmeadow Evanston · Recreational'. */
  storeName: string | null
  items: CartItem[]
  /** Units in the cart (the header badge). */
  itemCount: number
  /** What the items cost now. */
  subtotal: number
  /** Original prices minus what they cost now. */
  savings: number
}

export const CART_INTENTS = ['add', 'update', 'remove', 'clear'] as const
export type CartIntent = (typeof CART_INTENTS)[number]

export function emptyCart(storeId: number, extra: Partial<Pick<StoreCart, 'menuPath' | 'storeName'>> = {}): StoreCart {
  return {
    storeId,
    cartUuid: null,
    menuPath: extra.menuPath ?? null,
    storeName: extra.storeName ?? null,
    items: [],
    itemCount: 0,
    subtotal: 0,
    savings: 0,
  }
}
