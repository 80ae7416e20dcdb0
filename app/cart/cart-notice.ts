import type { CartNotice, CartResult } from './components/cart-client'

/** The first words of the snackbar after a change on a card or the product page (decision 0022). */
export const CART_NOTICE_TEXT = { add: 'Added to your cart', update: 'Your cart is updated', remove: 'Removed from your cart' } as const

export type CartAction = keyof typeof CART_NOTICE_TEXT

/** What the snackbar says about a change: what happened to which product, or why it was refused, in full. */
export function cartNotice(storeId: number, action: CartAction, productName: string, result: CartResult): CartNotice {
  return result.ok
    ? { storeId, ok: true, text: `${CART_NOTICE_TEXT[action]}: ${productName}` }
    : { storeId, ok: false, text: result.message }
}
