import { discountToShow, weightLabel } from '~/catalog/format'
import { WEIGHT_KEYS, type WeightKey, weightNameOf } from '~/catalog/search/types'
import type { CartItem, StoreCart } from './types'

/** '{product_id}+{weight name or each}' (000 §3): '1204+eighth ounce', '88+each'. */
export function cartItemKey(productId: number, weight: WeightKey): string {
  return `${productId}+${weightNameOf(weight)}`
}

/** The product id and price id of an item key, or null when the key is malformed. */
export function parseCartItemKey(key: string): { productId: number; weight: WeightKey } | null {
  const match = /^([1-9][0-9]{0,9})\+([a-z ]+)$/.exec(key)
  if (!match) return null
  const weight = (match[2] as string).replace(/ /g, '_')
  if (!(WEIGHT_KEYS as readonly string[]).includes(weight)) return null
  return { productId: Number(match[1]), weight: weight as WeightKey }
}

/** Money is added up in cents so that 3 × $19.99 is $59.97, not $59.970000000000006. */
const cents = (value: number) => Math.round(value * 100)

export type CartLineInput = {
  productId: number
  weight: WeightKey
  name: string
  brand: string
  image: string | null
  lineage: CartItem['lineage']
  price: number
  discountedPrice: number | null
  quantity: number
  max: number
  /** Why `max` is what it is; unknown for a line not yet confirmed by the server. */
  maxReason?: CartItem['maxReason']
}

export function toCartItem(input: CartLineInput): CartItem {
  const discountedPrice = discountToShow(input.price, input.discountedPrice)
  const unitPrice = discountedPrice ?? input.price
  return {
    key: cartItemKey(input.productId, input.weight),
    productId: input.productId,
    weight: input.weight,
    weightName: weightNameOf(input.weight),
    weightLabel: weightLabel(input.weight),
    name: input.name,
    brand: input.brand,
    image: input.image,
    lineage: input.lineage,
    price: input.price,
    discountedPrice,
    unitPrice,
    quantity: input.quantity,
    lineTotal: (cents(unitPrice) * input.quantity) / 100,
    max: input.max,
    maxReason: input.maxReason,
  }
}

/** Recount a cart's totals from its items. */
export function withTotals(cart: Omit<StoreCart, 'itemCount' | 'subtotal' | 'savings'>): StoreCart {
  let count = 0
  let subtotal = 0
  let original = 0
  for (const item of cart.items) {
    if (item.unavailable) continue
    count += item.quantity
    subtotal += cents(item.unitPrice) * item.quantity
    original += cents(item.price) * item.quantity
  }
  return { ...cart, itemCount: count, subtotal: subtotal / 100, savings: (original - subtotal) / 100 }
}

/**
 * The cart with one line set to a quantity (0 removes it), totals recounted: what the drawer and
 * the cards show while the server confirms the change.
 */
export function applyQuantity(cart: StoreCart, line: CartLineInput | CartItem, quantity: number): StoreCart {
  const key = cartItemKey(line.productId, line.weight)
  const existing = cart.items.find((item) => item.key === key)
  let items: CartItem[]
  if (quantity <= 0) {
    items = cart.items.filter((item) => item.key !== key)
  } else if (existing) {
    items = cart.items.map((item) => (item.key === key ? toCartItem({ ...item, quantity }) : item))
  } else {
    items = [...cart.items, toCartItem({ ...line, quantity })]
  }
  return withTotals({ ...cart, items })
}

/** Units of one product in the cart, across its weights (the card badge). */
export function productQuantity(cart: StoreCart, productId: number): number {
  return cart.items.reduce((sum, item) => (item.productId === productId ? sum + item.quantity : sum), 0)
}

/** Units of one product in one weight. */
export function lineQuantity(cart: StoreCart, productId: number, weight: WeightKey): number {
  return cart.items.find((item) => item.productId === productId && item.weight === weight)?.quantity ?? 0
}
