import { describe, expect, it } from 'vitest'
import { cardButton } from './card-button'

describe('cardButton', () => {
  it.each([
    ['in stock, not in the cart', { outOfStock: false, externalUrl: null }, 0, { kind: 'add', label: 'Add to cart', disabled: false }],
    ['in the cart: Edit quantity with a badge', { outOfStock: false, externalUrl: null }, 3, { kind: 'edit', label: 'Edit quantity', badge: 3, disabled: false }],
    ['out of stock', { outOfStock: true, externalUrl: null }, 0, { kind: 'out-of-stock', label: 'Out of stock', disabled: true }],
    ['out of stock but in the cart stays editable', { outOfStock: true, externalUrl: null }, 1, { kind: 'edit', label: 'Edit quantity', badge: 1, disabled: false }],
    ['Ohio url on a non-Ohio host opens it', { outOfStock: false, externalUrl: 'https://oh.example/x/' }, 0, { kind: 'external', label: 'Add to cart', href: 'https://oh.example/x/', disabled: false }],
    ['Ohio url but out of stock', { outOfStock: true, externalUrl: 'https://oh.example/x/' }, 0, { kind: 'out-of-stock', label: 'Out of stock', disabled: true }],
  ] as const)('%s', (_, input, quantity, expected) => {
    expect(cardButton(input, quantity)).toEqual(expected)
  })
})
