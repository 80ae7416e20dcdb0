import { describe, expect, it } from 'vitest'
import type { CardWeight } from '~/catalog/card-model'
import type { WeightKey } from '~/catalog/search/types'
import {
  confirmButton,
  defaultPanelWeight,
  OPENED_PANEL,
  panelReducer,
  quantityCap,
  quantityFloor,
  resolvePanel,
} from './confirm-panel'

function weight(key: WeightKey, unitPrice: number, inventory = 20): CardWeight {
  return { key, name: key.replace('_', ' ') as CardWeight['name'], label: key, price: unitPrice, discountedPrice: null, unitPrice, inventory }
}

const card = {
  weights: [weight('gram', 12), weight('eighth_ounce', 40), weight('quarter_ounce', 75, 3)],
  defaultWeight: 'eighth_ounce' as WeightKey,
  maxCartQuantity: 10,
}

const cartOf =
  (lines: Partial<Record<WeightKey, number>>) =>
  (key: WeightKey): number =>
    lines[key] ?? 0

describe('confirmButton (000 §4)', () => {
  it.each([
    // quantity, in cart, unit price → label, disabled, action
    [1, 0, 40, 'Confirm $40.00', false, 'add'],
    [3, 0, 19.99, 'Confirm $59.97', false, 'add'],
    [0, 0, 40, 'Confirm $0.00', true, 'none'],
    [2, 2, 40, 'Confirm $80.00', true, 'none'],
    [0, 2, 40, 'Remove item', false, 'remove'],
    [3, 2, 40, 'Update cart $120.00', false, 'update'],
    [1, 2, 40, 'Update cart $40.00', false, 'update'],
    [10, 1, 1234.5, 'Update cart $12,345.00', false, 'update'],
  ] as const)('quantity %i with %i in the cart at $%d', (quantity, cartQuantity, unitPrice, label, disabled, action) => {
    expect(confirmButton({ quantity, cartQuantity, unitPrice })).toEqual({ label, disabled, action })
  })
})

describe('defaultPanelWeight', () => {
  it.each([
    ['the variant default when the cart is empty', {}, 'eighth_ounce'],
    ['the weight already in the cart', { quarter_ounce: 1 }, 'quarter_ounce'],
    ['the first of several weights in the cart', { quarter_ounce: 1, gram: 2 }, 'gram'],
  ] as const)('%s', (_, lines, expected) => {
    expect(defaultPanelWeight(card, cartOf(lines))).toBe(expected)
  })

  it('is null for a product without weights', () => {
    expect(defaultPanelWeight({ weights: [], defaultWeight: null }, cartOf({}))).toBeNull()
  })
})

describe('quantity limits', () => {
  it.each([
    ['the max cart quantity', 10, 20, 0, 10],
    ['a lower store limit', 4, 20, 0, 4],
    ['stock below the limit', 10, 3, 0, 3],
    ['sold out', 10, 0, 0, 0],
    ['a line may keep what it holds after stock dropped', 10, 2, 5, 5],
    ['but never past the limit', 4, 2, 6, 4],
  ])('cap: %s', (_, max, inventory, inCart, cap) => {
    expect(quantityCap(max, { inventory }, inCart)).toBe(cap)
  })

  it('cap is 0 without a weight', () => {
    expect(quantityCap(10, undefined)).toBe(0)
  })

  it.each([
    [0, 1],
    [2, 0],
  ])('floor with %i in the cart is %i (0 only removes what is there)', (inCart, floor) => {
    expect(quantityFloor(inCart)).toBe(floor)
  })
})

describe('panel state', () => {
  it('opens on the default weight with quantity 1, or the cart quantity', () => {
    expect(resolvePanel(OPENED_PANEL, card, cartOf({}))).toMatchObject({
      weight: 'eighth_ounce',
      quantity: 1,
      floor: 1,
      cap: 10,
      confirm: { label: 'Confirm $40.00', disabled: false, action: 'add' },
    })
    expect(resolvePanel(OPENED_PANEL, card, cartOf({ gram: 2 }))).toMatchObject({
      weight: 'gram',
      quantity: 2,
      cartQuantity: 2,
      floor: 0,
      confirm: { label: 'Confirm $24.00', disabled: true, action: 'none' },
    })
  })

  it('follows the cart until the shopper picks, then keeps the pick', () => {
    let state = panelReducer(OPENED_PANEL, { type: 'open' })
    // The cart gains the quarter ounce meanwhile: the default moves with it.
    expect(resolvePanel(state, card, cartOf({ quarter_ounce: 1 })).weight).toBe('quarter_ounce')
    state = panelReducer(state, { type: 'pick', weight: 'gram' })
    expect(resolvePanel(state, card, cartOf({ quarter_ounce: 1 })).weight).toBe('gram')
    expect(resolvePanel(state, card, cartOf({ eighth_ounce: 4 })).weight).toBe('gram')
  })

  it('resets the quantity to 1 when a weight is picked, even one in the cart', () => {
    let state = panelReducer(OPENED_PANEL, { type: 'quantity', quantity: 5 })
    expect(resolvePanel(state, card, cartOf({})).quantity).toBe(5)
    state = panelReducer(state, { type: 'pick', weight: 'gram' })
    expect(state).toEqual({ pickedWeight: 'gram', quantity: 1 })
    expect(resolvePanel(state, card, cartOf({ gram: 3 }))).toMatchObject({
      quantity: 1,
      confirm: { label: 'Update cart $12.00', action: 'update' },
    })
  })

  it('clamps the quantity to the stock of the chosen weight and to the floor', () => {
    const state = panelReducer(panelReducer(OPENED_PANEL, { type: 'pick', weight: 'quarter_ounce' }), { type: 'quantity', quantity: 9 })
    expect(resolvePanel(state, card, cartOf({}))).toMatchObject({ quantity: 3, cap: 3, note: 'Only 3 left in stock' })
    const low = panelReducer(OPENED_PANEL, { type: 'quantity', quantity: -2 })
    expect(resolvePanel(low, card, cartOf({})).quantity).toBe(1)
    expect(resolvePanel(low, card, cartOf({ eighth_ounce: 2 }))).toMatchObject({ quantity: 0, confirm: { label: 'Remove item' } })
  })

  it('notes the store limit at the cap', () => {
    const state = panelReducer(OPENED_PANEL, { type: 'quantity', quantity: 10 })
    expect(resolvePanel(state, card, cartOf({})).note).toBe('You can add at most 10 of this item')
    expect(resolvePanel(OPENED_PANEL, card, cartOf({})).note).toBeNull()
  })

  it('cannot confirm a sold-out weight that is not in the cart', () => {
    const soldOut = { ...card, weights: [weight('eighth_ounce', 40, 0)] }
    expect(resolvePanel(OPENED_PANEL, soldOut, cartOf({}))).toMatchObject({
      quantity: 0,
      note: 'This weight is out of stock',
      confirm: { disabled: true, action: 'none' },
    })
  })
})
