import { applyQuantity, cartItemKey, type CartLineInput, withTotals } from '../cart-lines'
import { emptyCart, type CartItem, type StoreCart } from '../types'
import { refreshStaticIslands } from '~/ui/island'
import { CARD_CART_FORM } from '../card-button'

/** A change the shopper made that the server has not confirmed yet. */
type Change = { kind: 'set'; line: CartLineInput | CartItem; quantity: number } | { kind: 'clear' }

export type CartError = { message: string; itemKey: string | null }

/** What one store's cart looks like in the browser. */
export type CartEntry = {
  /** The last cart the server sent. */
  server: StoreCart
  /** The loader cart this entry started from; a newer loader cart replaces the entry. */
  source: StoreCart | null
  /** The server's cart with the unconfirmed changes applied: what the page shows. */
  view: StoreCart
  pending: Change[]
  error: CartError | null
  /** True once the cart came from the server (a loader or GET /api/cart), not a placeholder. */
  loaded: boolean
}

export type CartResult = { ok: true; cart: StoreCart } | { ok: false; message: string }

/** What the shell's snackbar says after a change from a card or the product page (decision 0022). */
export type CartNotice = { storeId: number; text: string; ok: boolean }

const CART_API = '/api/cart'
const LAST_STORE_KEY = 'nm_last_store'

/** The store the visitor last changed a cart at (this browser only), for the header on other pages. */
export function readLastStoreId(): number | null {
  try {
    const value = window.localStorage.getItem(LAST_STORE_KEY)
    return value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null
  } catch {
    return null
  }
}

function rememberStore(storeId: number) {
  try {
    window.localStorage.setItem(LAST_STORE_KEY, String(storeId))
  } catch {
    // Private mode or storage disabled: the header then shows the cart on store pages only.
  }
}

/** Units per product, as the cards show them (a card's badge counts every weight). */
function unitsByProduct(cart: StoreCart | null): Map<number, number> {
  const units = new Map<number, number>()
  for (const item of cart?.items ?? []) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity)
  return units
}

export function sameQuantities(a: StoreCart | null, b: StoreCart | null): boolean {
  const left = unitsByProduct(a)
  const right = unitsByProduct(b)
  return left.size === right.size && [...left].every(([productId, units]) => right.get(productId) === units)
}

function apply(cart: StoreCart, change: Change): StoreCart {
  if (change.kind === 'clear') return withTotals({ ...cart, items: [] })
  return applyQuantity(cart, change.line, change.quantity)
}

/** What to show for a store from its entry: a newer loader cart wins unless changes are still on their way. */
export function cartView(
  storeId: number,
  entry: CartEntry | undefined,
  seed: StoreCart | undefined,
): { cart: StoreCart; entry: CartEntry | undefined } {
  if (entry && (!seed || entry.source === seed || entry.pending.length)) return { cart: entry.view, entry }
  return { cart: seed ?? emptyCart(storeId), entry: undefined }
}

/**
 * The browser's copy of the visitor's carts, one entry per store, with optimistic changes: a change
 * shows at once, requests go out one after another per store (so answers cannot arrive out of
 * order), and every answer from the server replaces the copy, which is the truth. A refused change
 * is dropped and its message kept for the card or drawer to show.
 */
export class CartClient {
  private entries = new Map<number, CartEntry>()
  private queues = new Map<number, Promise<unknown>>()
  private listeners = new Set<() => void>()
  private loading = new Set<number>()

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  get(storeId: number): CartEntry | undefined {
    return this.entries.get(storeId)
  }

  private set(storeId: number, entry: CartEntry) {
    const before = this.entries.get(storeId)?.view ?? entry.source
    this.entries.set(storeId, entry)
    for (const listener of this.listeners) listener()
    // Cards whose island still shows the server's markup would keep the old quantity on their
    // button. Only when a quantity changed: loading an empty cart (a first visit) leaves the
    // islands be, their code still coming only when the shopper gets near them.
    if (!sameQuantities(before, entry.view)) refreshStaticIslands(CARD_CART_FORM)
  }

  /** The entry for a store, started from the loader's cart when the page has one. */
  private entryFor(storeId: number, seed: StoreCart | undefined): CartEntry {
    const entry = this.entries.get(storeId)
    if (entry && (!seed || entry.source === seed || entry.pending.length)) return entry
    const base = seed ?? entry?.server ?? emptyCart(storeId)
    return { server: base, source: seed ?? null, view: base, pending: [], error: null, loaded: Boolean(seed) || Boolean(entry?.loaded) }
  }

  /** What to show for a store: a newer loader cart wins unless changes are still on their way. */
  viewOf(storeId: number, seed: StoreCart | undefined): { cart: StoreCart; entry: CartEntry | undefined } {
    return cartView(storeId, this.entries.get(storeId), seed)
  }

  /** Which store's cart drawer is open (null: closed); the header opens it, the drawer closes it. */
  drawerStoreId: number | null = null

  setDrawer = (storeId: number | null) => {
    if (this.drawerStoreId === storeId) return
    this.drawerStoreId = storeId
    for (const listener of this.listeners) listener()
  }

  /** The confirmation or refusal the snackbar shows (null: none). */
  notice: CartNotice | null = null

  notify = (notice: CartNotice | null) => {
    this.notice = notice
    for (const listener of this.listeners) listener()
  }

  /** Fetch a store's cart once when no loader provided it (the header on other pages, carousels). */
  async load(storeId: number): Promise<void> {
    if (this.loading.has(storeId) || this.entries.get(storeId)?.loaded) return
    this.loading.add(storeId)
    const before = this.entries.get(storeId)
    try {
      const response = await fetch(`${CART_API}?storeId=${storeId}`, { headers: { Accept: 'application/json' } })
      if (!response.ok) return
      const cart = (await response.json()) as StoreCart
      const entry = this.entries.get(storeId)
      // A change made while the cart was on its way (still pending, or already answered) is newer
      // than this answer: an add confirmed first was overwritten by the empty cart read before it.
      if (entry !== before || entry?.pending.length) return
      this.set(storeId, { server: cart, source: entry?.source ?? null, view: cart, pending: [], error: null, loaded: true })
    } catch {
      // Offline or a server hiccup: the cart shows as empty and the next change fetches it afresh.
    } finally {
      this.loading.delete(storeId)
    }
  }

  setQuantity(storeId: number, seed: StoreCart | undefined, line: CartLineInput | CartItem, quantity: number) {
    return this.change(storeId, seed, { kind: 'set', line, quantity: Math.max(0, Math.trunc(quantity)) })
  }

  clear(storeId: number, seed: StoreCart | undefined) {
    return this.change(storeId, seed, { kind: 'clear' })
  }

  dismissError(storeId: number) {
    const entry = this.entries.get(storeId)
    if (entry?.error) this.set(storeId, { ...entry, error: null })
  }

  private change(storeId: number, seed: StoreCart | undefined, change: Change): Promise<CartResult> {
    const start = this.entryFor(storeId, seed)
    const pending = [...start.pending, change]
    this.set(storeId, { ...start, pending, view: apply(start.view, change), error: null })

    const previous = this.queues.get(storeId) ?? Promise.resolve()
    const run = previous.then(() => this.send(storeId, change))
    this.queues.set(
      storeId,
      run.catch(() => undefined),
    )
    return run
  }

  private async send(storeId: number, change: Change): Promise<CartResult> {
    let result: CartResult
    try {
      const body =
        change.kind === 'clear'
          ? { intent: 'clear', storeId }
          : {
              intent: change.quantity > 0 ? 'update' : 'remove',
              storeId,
              productId: change.line.productId,
              weight: change.line.weight,
              quantity: change.quantity,
            }
      // keepalive: a shopper who taps and at once follows a link still has the change saved.
      const response = await fetch(CART_API, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      })
      const json = (await response.json().catch(() => null)) as (StoreCart & { error?: string }) | null
      if (response.ok && json && Array.isArray(json.items)) result = { ok: true, cart: json }
      else result = { ok: false, message: json?.error ?? 'Your cart could not be updated. Please try again.' }
    } catch {
      result = { ok: false, message: 'Your cart could not be updated. Check your connection and try again.' }
    }

    if (result.ok) rememberStore(storeId)
    const entry = this.entries.get(storeId)
    if (!entry) return result
    const pending = entry.pending.slice(1)
    const server = result.ok ? result.cart : entry.server
    const error = result.ok
      ? null
      : { message: result.message, itemKey: change.kind === 'set' ? cartItemKey(change.line.productId, change.line.weight) : null }
    this.set(storeId, {
      ...entry,
      server,
      pending,
      view: pending.reduce(apply, server),
      error,
      loaded: entry.loaded || result.ok,
    })
    return result
  }
}

