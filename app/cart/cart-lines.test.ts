import { describe, expect, it } from 'vitest'
import { applyQuantity, cartItemKey, type CartLineInput, lineQuantity, parseCartItemKey, productQuantity, toCartItem, withTotals } from './cart-lines'
import { safeRedirect } from './cart-request'
import { emptyCart } from './types'

const line = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  productId: 7,
  weight: 'eighth_ounce',
  name: 'Gelato',
  brand: 'Lakeshore',
  image: null,
  lineage: 'hybrid',
  price: 19.99,
  discountedPrice: null,
  quantity: 1,
  max: 10,
  ...overrides,
})

describe('item keys (000 §3)', () => {
  it.each([
    [7, 'eighth_ounce', '7+eighth ounce'],
    [1204, 'each', '1204+each'],
    [3, 'half_gram', '3+half gram'],
  ] as const)('%i %s → %s', (productId, weight, key) => {
    expect(cartItemKey(productId, weight)).toBe(key)
    expect(parseCartItemKey(key)).toEqual({ productId, weight })
  })

  it.each(['7', '7+', '+each', '0+each', '7+kilo', '7+each+each', 'x+each', '7+EACH'])('rejects %j', (key) => {
    expect(parseCartItemKey(key)).toBeNull()
  })
})

describe('applyQuantity', () => {
  it('adds, changes and removes lines and recounts in cents', () => {
    let cart = applyQuantity(emptyCart(1001), line(), 3)
    expect(cart).toMatchObject({ itemCount: 3, subtotal: 59.97, savings: 0 })
    expect(cart.items[0]).toMatchObject({ key: '7+eighth ounce', quantity: 3, lineTotal: 59.97, unitPrice: 19.99 })

    cart = applyQuantity(cart, line({ weight: 'gram', price: 10, discountedPrice: 7.5 }), 2)
    expect(cart).toMatchObject({ itemCount: 5, subtotal: 74.97, savings: 5 })
    expect(productQuantity(cart, 7)).toBe(5)
    expect(lineQuantity(cart, 7, 'gram')).toBe(2)

    cart = applyQuantity(cart, line(), 1)
    expect(cart).toMatchObject({ itemCount: 3, subtotal: 34.99 })

    cart = applyQuantity(cart, line({ weight: 'gram' }), 0)
    expect(cart.items.map((i) => i.key)).toEqual(['7+eighth ounce'])
    expect(lineQuantity(cart, 7, 'gram')).toBe(0)
    expect(productQuantity(cart, 8)).toBe(0)
  })

  it('treats a discount equal to the price as none', () => {
    const cart = applyQuantity(emptyCart(1), line({ price: 30, discountedPrice: 30 }), 2)
    expect(cart.items[0]).toMatchObject({ discountedPrice: null, unitPrice: 30 })
    expect(cart.savings).toBe(0)
  })
})

describe('safeRedirect', () => {
  it.each([
    ['/dispensaries/illinois/evanston/1001/recreational-menu/', '/dispensaries/illinois/evanston/1001/recreational-menu/'],
    ['/?a=1&b=2', '/?a=1&b=2'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/x\r\nLocation: https://evil.example', null],
    ['relative/path', null],
    ['', null],
    [42, null],
    ['/' + 'a'.repeat(3000), null],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected)
  })
})

describe('withTotals with a line taken off the menu', () => {
  it.each([
    ['only available lines', [false, false], { itemCount: 3, subtotal: 30 }],
    ['an unavailable line counts for nothing', [false, true], { itemCount: 1, subtotal: 10 }],
    ['only unavailable lines', [true, true], { itemCount: 0, subtotal: 0 }],
  ] as const)('%s', (_name, unavailable, totals) => {
    const items = unavailable.map((off, i) => {
      const item = toCartItem(line({ productId: i + 1, price: 10, discountedPrice: null, quantity: i === 0 ? 1 : 2 }))
      return off ? { ...item, unavailable: true as const } : item
    })
    expect(withTotals({ ...emptyCart(7), items })).toMatchObject({ ...totals, savings: 0 })
  })
})
