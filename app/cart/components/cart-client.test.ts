import { afterEach, describe, expect, it, vi } from 'vitest'
import { emptyCart, type CartItem, type StoreCart } from '../types'
import { CartClient, sameQuantities } from './cart-client'

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

describe('CartClient.load', () => {
  /** A fetch whose answers the test hands out: GET /api/cart and the POSTs, each when it says. */
  function controlledFetch() {
    const waiting: { method: string; resolve: (body: unknown) => void }[] = []
    const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
      return new Promise<Response>((resolve) => {
        waiting.push({ method: init?.method ?? 'GET', resolve: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })) })
      })
    })
    return { fetchMock, answer: (method: string, body: unknown) => waiting.find((entry) => entry.method === method)?.resolve(body) }
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('an empty cart read before an add was confirmed does not replace the confirmed cart', async () => {
    const { fetchMock, answer } = controlledFetch()
    vi.stubGlobal('fetch', fetchMock)
    const client = new CartClient()
    const loading = client.load(7)
    await flush()
    const withLine = cart([[1, 'each', 1]])
    const adding = client.setQuantity(7, undefined, withLine.items[0]!, 1)
    await flush()
    answer('POST', withLine)
    await adding
    answer('GET', cart([]))
    await loading
    expect(client.viewOf(7, undefined).cart.items.map((item) => item.quantity)).toEqual([1])
  })

  it('with nothing changed meanwhile, the cart it read is shown', async () => {
    const { fetchMock, answer } = controlledFetch()
    vi.stubGlobal('fetch', fetchMock)
    const client = new CartClient()
    const loading = client.load(7)
    await flush()
    answer('GET', cart([[2, 'each', 3]]))
    await loading
    expect(client.viewOf(7, undefined).cart.items.map((item) => item.productId)).toEqual([2])
  })
})
