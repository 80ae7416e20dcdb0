import { describe, expect, it } from 'vitest'
import { limitNotice } from './cart-drawer-panel'

describe('limitNotice (issue 20: the cart says why a line cannot grow)', () => {
  it.each([
    [{ max: 0, maxReason: 'stock' as const }, 'This weight is out of stock'],
    [{ max: 1, maxReason: 'stock' as const }, 'You can have at most 1 of this item: only 1 left in stock'],
    [{ max: 10, maxReason: 'store' as const }, "You can have at most 10 of this item: the store's limit per order"],
    [{ max: 3, maxReason: undefined }, 'You can have at most 3 of this item'],
  ])('%o', (item, text) => {
    expect(limitNotice(item)).toBe(text)
  })
})
