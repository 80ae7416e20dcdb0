import { describe, expect, it } from 'vitest'
import { emptyCart, type CartItem, type StoreCart } from '../types'
import { sameQuantities } from './cart-client'

function cart(lines: [productId: number, weight: string, quantity: number][]): StoreCart {
  const items = lines.map(([productId, weight, quantity]) => ({ key: `${productId}+${weight}`, productId, weight, quantity }) as unknown as CartItem)
  return { ...emptyCart(7), items }
}

// Whether the cards' badges (units per product, all weights together) read the same for both carts:
// when they do not, islands still showing the server's cards render live (app/ui/island.tsx).
describe('sameQuantities', () => {
  it.each([
    ['no cart and an empty one', null, cart([]), true],
    ['two empty carts', cart([]), cart([]), true],
    ['the same lines', cart([[1, 'each', 2]]), cart([[1, 'each', 2]]), true],
    ['the same units of a product in other weights', cart([[1, 'eighth_ounce', 2]]), cart([[1, 'eighth_ounce', 1], [1, 'quarter_ounce', 1]]), true],
    ['no cart and one with a line', null, cart([[1, 'each', 1]]), false],
    ['a quantity changed', cart([[1, 'each', 2]]), cart([[1, 'each', 1]]), false],
    ['a line removed', cart([[1, 'each', 2], [2, 'each', 1]]), cart([[1, 'each', 2]]), false],
    ['another product with the same count', cart([[1, 'each', 1]]), cart([[2, 'each', 1]]), false],
  ])('%s', (_, before, after, same) => {
    expect(sameQuantities(before, after)).toBe(same)
    expect(sameQuantities(after, before)).toBe(same)
  })
})
