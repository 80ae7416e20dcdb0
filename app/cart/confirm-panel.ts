/**
 * The product card's confirm panel (000 §4) as pure rules: which weight the panel starts on, how
 * far the quantity goes and what the confirm button says and does. (The card's own button is in
 * card-button.ts: it ships with every card, this only with the panel.)
 */
import type { CardWeight, ProductCardModel } from '~/catalog/card-model'
import { formatPrice } from '~/catalog/format'
import type { WeightKey } from '~/catalog/search/types'

/**
 * The weight the panel starts on: the weight already in the cart (the first of the product's
 * weights that has units in the cart), else the variant default.
 */
export function defaultPanelWeight(
  card: Pick<ProductCardModel, 'weights' | 'defaultWeight'>,
  cartQuantityOf: (weight: WeightKey) => number,
): WeightKey | null {
  const inCart = card.weights.find((w) => cartQuantityOf(w.key) > 0)
  return inCart?.key ?? card.defaultWeight
}

/**
 * The most the stepper allows for a weight: the max cart quantity, capped by stock. A weight already
 * in the cart may keep what it holds even if stock has since dropped below it, so the shopper can
 * leave the line as it is rather than being forced down.
 */
export function quantityCap(maxCartQuantity: number, weight: Pick<CardWeight, 'inventory'> | undefined, cartQuantity = 0): number {
  if (!weight) return 0
  return Math.max(0, Math.min(maxCartQuantity, Math.max(weight.inventory, cartQuantity)))
}

/** Zero (meaning 'remove') is only a choice when the weight is in the cart. */
export function quantityFloor(cartQuantity: number): number {
  return cartQuantity > 0 ? 0 : 1
}

export function clampQuantity(quantity: number, floor: number, cap: number): number {
  if (!Number.isFinite(quantity)) return floor
  return Math.max(floor, Math.min(cap, Math.trunc(quantity)))
}

/** Why the stepper stops where it does, shown next to it. */
export function capNote(maxCartQuantity: number, weight: Pick<CardWeight, 'inventory'> | undefined): string | null {
  if (!weight) return null
  if (weight.inventory <= 0) return 'This weight is out of stock'
  if (weight.inventory < maxCartQuantity) return `Only ${weight.inventory} left in stock`
  return `You can add at most ${maxCartQuantity} of this item`
}

export type ConfirmAction = 'add' | 'update' | 'remove' | 'none'

export type ConfirmButton = { label: string; disabled: boolean; action: ConfirmAction }

/** Line total in cents, so 3 × $19.99 reads $59.97. */
export function lineTotal(quantity: number, unitPrice: number): number {
  return (Math.round(unitPrice * 100) * quantity) / 100
}

/**
 * The confirm button (000 §4):
 * - 'Confirm ${total}' when nothing of the item is in the cart, or when the quantity equals the
 *   cart quantity (disabled in the equal case, and when there is nothing to add);
 * - 'Remove item' when the quantity is 0;
 * - otherwise 'Update cart ${total}'.
 */
export function confirmButton(input: { quantity: number; cartQuantity: number; unitPrice: number }): ConfirmButton {
  const { quantity, cartQuantity, unitPrice } = input
  const total = formatPrice(lineTotal(Math.max(0, quantity), unitPrice))
  if (cartQuantity <= 0) {
    return { label: `Confirm ${total}`, disabled: quantity <= 0, action: quantity > 0 ? 'add' : 'none' }
  }
  if (quantity === cartQuantity) return { label: `Confirm ${total}`, disabled: true, action: 'none' }
  if (quantity <= 0) return { label: 'Remove item', disabled: false, action: 'remove' }
  return { label: `Update cart ${total}`, disabled: false, action: 'update' }
}

/** What the shopper has done in the open panel: nothing yet, picked a weight, changed the quantity. */
export type PanelState = { pickedWeight: WeightKey | null; quantity: number | null }

export const OPENED_PANEL: PanelState = { pickedWeight: null, quantity: null }

export type PanelEvent = { type: 'open' } | { type: 'pick'; weight: WeightKey } | { type: 'quantity'; quantity: number }

/** Picking a weight resets the quantity to 1 (000 §4); opening forgets earlier choices. */
export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case 'open':
      return OPENED_PANEL
    case 'pick':
      return { pickedWeight: event.weight, quantity: 1 }
    case 'quantity':
      return { ...state, quantity: event.quantity }
  }
}

export type ResolvedPanel = {
  weight: WeightKey | null
  option: CardWeight | undefined
  /** Units of the chosen weight already in the cart. */
  cartQuantity: number
  quantity: number
  floor: number
  cap: number
  /** Why the stepper stops, shown once the quantity reaches the cap. */
  note: string | null
  confirm: ConfirmButton
}

/**
 * What the open panel shows. Until the shopper picks a weight it follows the default (the cart's
 * weight, else the variant default), so a cart that changes meanwhile moves it along; after a pick
 * the default no longer overrides. The quantity starts at the cart's quantity for the weight (1
 * when it is not in the cart) and stays within the floor and the cap.
 */
export function resolvePanel(
  state: PanelState,
  card: Pick<ProductCardModel, 'weights' | 'defaultWeight' | 'maxCartQuantity'>,
  cartQuantityOf: (weight: WeightKey) => number,
): ResolvedPanel {
  const weight = state.pickedWeight ?? defaultPanelWeight(card, cartQuantityOf)
  const option = card.weights.find((w) => w.key === weight)
  const cartQuantity = weight ? cartQuantityOf(weight) : 0
  const cap = quantityCap(card.maxCartQuantity, option, cartQuantity)
  const floor = quantityFloor(cartQuantity)
  if (!option || cap < floor) {
    return {
      weight,
      option,
      cartQuantity,
      quantity: 0,
      floor: 0,
      cap: 0,
      note: option ? 'This weight is out of stock' : null,
      confirm: { label: 'Confirm $0.00', disabled: true, action: 'none' },
    }
  }
  const quantity = clampQuantity(state.quantity ?? (cartQuantity || 1), floor, cap)
  return {
    weight,
    option,
    cartQuantity,
    quantity,
    floor,
    cap,
    note: quantity >= cap ? capNote(card.maxCartQuantity, option) : null,
    confirm: confirmButton({ quantity, cartQuantity, unitPrice: option.unitPrice }),
  }
}
