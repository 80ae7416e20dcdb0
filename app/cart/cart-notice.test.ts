import { describe, expect, it } from 'vitest'
import { emptyCart } from './types'
import { cartNotice } from './cart-notice'

describe('cartNotice (decision 0022: one confirmation for cards and the product page)', () => {
  const ok = { ok: true as const, cart: emptyCart(7) }
  it.each([
    ['add', ok, { storeId: 7, ok: true, text: 'Added to your cart: Blue Dream' }],
    ['update', ok, { storeId: 7, ok: true, text: 'Your cart is updated: Blue Dream' }],
    ['remove', ok, { storeId: 7, ok: true, text: 'Removed from your cart: Blue Dream' }],
    [
      'add',
      { ok: false as const, message: 'Illinois allows 500 mg of THC in infused products per purchase; this would make 600 mg.' },
      { storeId: 7, ok: false, text: 'Illinois allows 500 mg of THC in infused products per purchase; this would make 600 mg.' },
    ],
  ] as const)('%s', (action, result, notice) => {
    expect(cartNotice(7, action, 'Blue Dream', result)).toEqual(notice)
  })
})
