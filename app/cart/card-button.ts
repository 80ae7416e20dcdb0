import type { ProductCardModel } from '~/catalog/card-model'

/**
 * A card's cart control as the page's markup has it (its no-script form posts to the cart API): an
 * island showing such markup from the server renders live when the cart changes (app/ui/island.tsx).
 */
export const CARD_CART_FORM = 'form[action^="/api/cart"]'

export type CardButton =
  | { kind: 'out-of-stock'; label: 'Out of stock'; disabled: true }
  /** 000 §4: a non-Ohio host opens an Ohio card's url in a new tab instead of the panel. */
  | { kind: 'external'; label: 'Add to cart'; href: string; disabled: false }
  | { kind: 'add'; label: 'Add to cart'; disabled: false }
  | { kind: 'edit'; label: 'Edit quantity'; badge: number; disabled: false }

/** The card's own button, given how many units of the product (any weight) the cart holds. */
export function cardButton(
  card: Pick<ProductCardModel, 'outOfStock' | 'externalUrl'>,
  quantityInCart: number,
): CardButton {
  // A line already in the cart stays editable when stock runs out, so it can still be removed.
  if (card.outOfStock && quantityInCart <= 0) return { kind: 'out-of-stock', label: 'Out of stock', disabled: true }
  if (card.externalUrl) return { kind: 'external', label: 'Add to cart', href: card.externalUrl, disabled: false }
  if (quantityInCart > 0) return { kind: 'edit', label: 'Edit quantity', badge: quantityInCart, disabled: false }
  return { kind: 'add', label: 'Add to cart', disabled: false }
}
