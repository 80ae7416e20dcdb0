import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useMatches } from 'react-router'
import type { CartLineInput } from '../cart-lines'
import { lineQuantity, productQuantity } from '../cart-lines'
import type { CartItem, StoreCart } from '../types'
import { CartClient, type CartError, type CartNotice, type CartResult, cartView, readLastStoreId } from './cart-client'

type CartContextValue = {
  client: CartClient
  /** Carts that loaders sent, by store id: the server's answer for this page. */
  seeds: ReadonlyMap<number, StoreCart>
}

const CartContext = createContext<CartContextValue | null>(null)

/** A loader's cart, if the route returned one under `cart`. */
function loaderCart(data: unknown): StoreCart | null {
  if (!data || typeof data !== 'object' || !('cart' in data)) return null
  const cart = (data as { cart: unknown }).cart
  if (!cart || typeof cart !== 'object') return null
  const candidate = cart as Partial<StoreCart>
  return typeof candidate.storeId === 'number' && Array.isArray(candidate.items) ? (cart as StoreCart) : null
}

/**
 * Holds the visitor's carts for everything below it. The app shell mounts one around the whole page
 * (the header badge and the drawer live there), and it picks up a cart any route loader returned
 * under `cart`. A page may also wrap its content in one with its loader's cart: nested inside the
 * shell's it only adds that cart; on its own (a test, an island) it is the root.
 */
export function CartProvider({ cart, children }: { cart?: StoreCart | null; children: ReactNode }) {
  const parent = useContext(CartContext)
  if (parent) return <NestedCartProvider parent={parent} cart={cart ?? null}>{children}</NestedCartProvider>
  return <RootCartProvider cart={cart ?? null}>{children}</RootCartProvider>
}

function RootCartProvider({ cart, children }: { cart: StoreCart | null; children: ReactNode }) {
  const [client] = useState(() => new CartClient())
  const matches = useMatches()
  const seeds = useSeeds([...matches.map((match) => loaderCart(match.loaderData)), cart])
  // Changes only with a navigation (the loader carts): everything that moves while a page is open
  // (the carts, the drawer) lives in the client's store, so parts of a page whose code is still on
  // its way (app/ui/island.tsx) never receive a context update they would have to discard.
  const value = useMemo(() => ({ client, seeds }), [client, seeds])
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

function NestedCartProvider({
  parent,
  cart,
  children,
}: {
  parent: CartContextValue
  cart: StoreCart | null
  children: ReactNode
}) {
  const value = useMemo(() => {
    if (!cart || parent.seeds.get(cart.storeId) === cart) return parent
    const seeds = new Map(parent.seeds)
    seeds.set(cart.storeId, cart)
    return { ...parent, seeds }
  }, [parent, cart])
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index])
}

/** The loader carts by store id, rebuilt only when one of them changes (a navigation or revalidation). */
function useSeeds(carts: (StoreCart | null)[]): ReadonlyMap<number, StoreCart> {
  const [memo, setMemo] = useState(() => ({ carts, seeds: toSeeds(carts) }))
  if (sameItems(memo.carts, carts)) return memo.seeds
  const next = { carts, seeds: toSeeds(carts) }
  setMemo(next)
  return next.seeds
}

function toSeeds(carts: (StoreCart | null)[]): ReadonlyMap<number, StoreCart> {
  const map = new Map<number, StoreCart>()
  for (const cart of carts) if (cart) map.set(cart.storeId, cart)
  return map
}

export type StoreCartApi = {
  cart: StoreCart
  /** Changes still on their way to the server. */
  pending: boolean
  error: CartError | null
  /** Units of a product across its weights (the card badge). */
  productQuantity: (productId: number) => number
  lineQuantity: (productId: number, weight: CartItem['weight']) => number
  /** Set a line's quantity (0 removes it); resolves with the server's answer. */
  setQuantity: (line: CartLineInput | CartItem, quantity: number) => Promise<CartResult>
  clear: () => Promise<CartResult>
  dismissError: () => void
  openDrawer: () => void
}

const noopSubscribe = () => () => {}
const noop = () => {}

/**
 * One store's cart: what the cards, the header and the drawer read and change. Without a
 * CartProvider above (never the case in the app) it reads as an empty cart that cannot change.
 */
export function useStoreCart(storeId: number): StoreCartApi {
  const context = useContext(CartContext)
  const client = context?.client
  const seed = context?.seeds.get(storeId)
  // While hydrating, the cart the page was rendered with (the loader's); after, the live one. A part
  // of the page hydrated late (app/ui/island.tsx) then matches its server HTML whatever changed since.
  const live = useSyncExternalStore(
    client?.subscribe ?? noopSubscribe,
    () => client?.get(storeId),
    () => undefined,
  )
  const { cart, entry } = cartView(storeId, live, seed)

  useEffect(() => {
    if (client && !seed) void client.load(storeId)
  }, [client, seed, storeId])

  const unavailable = (): Promise<CartResult> =>
    Promise.resolve({ ok: false, message: 'Your cart is not available on this page.' })
  return {
    cart,
    pending: Boolean(entry?.pending.length),
    error: entry?.error ?? null,
    productQuantity: (productId) => productQuantity(cart, productId),
    lineQuantity: (productId, weight) => lineQuantity(cart, productId, weight),
    setQuantity: (line, quantity) => (client ? client.setQuantity(storeId, seed, line, quantity) : unavailable()),
    clear: () => (client ? client.clear(storeId, seed) : unavailable()),
    dismissError: () => client?.dismissError(storeId),
    openDrawer: () => client?.setDrawer(storeId),
  }
}

const neverOpen = () => null

/** The snackbar's message about the last cart change (app/cart/components/cart-drawer.tsx shows it). */
export function useCartNotice(): CartNotice | null {
  const client = useContext(CartContext)?.client
  return useSyncExternalStore(client?.subscribe ?? noopSubscribe, client ? () => client.notice : neverOpen, neverOpen)
}

/** Sets (or clears) that message; does not re-render its caller when the message changes. */
export function useCartNotify(): (notice: CartNotice | null) => void {
  return useContext(CartContext)?.client.notify ?? noop
}

/** The drawer's open state (the header button opens it; the drawer closes it). */
export function useCartDrawer(): { storeId: number | null; open: (storeId: number) => void; close: () => void } {
  const client = useContext(CartContext)?.client
  const storeId = useSyncExternalStore(client?.subscribe ?? noopSubscribe, client ? () => client.drawerStoreId : neverOpen, neverOpen)
  return {
    storeId,
    open: client?.setDrawer ?? noop,
    close: client ? closeDrawerOf(client) : noop,
  }
}

const closers = new WeakMap<CartClient, () => void>()
function closeDrawerOf(client: CartClient): () => void {
  let close = closers.get(client)
  if (!close) {
    close = () => client.setDrawer(null)
    closers.set(client, close)
  }
  return close
}

function subscribeToStorage(listener: () => void) {
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}

/** The store of the visitor's last cart change in this browser; null while server rendering. */
export function useLastStoreId(): number | null {
  const client = useContext(CartContext)?.client
  const subscribe = useCallback(
    (listener: () => void) => {
      const offStorage = subscribeToStorage(listener)
      const offClient = client?.subscribe(listener)
      return () => {
        offStorage()
        offClient?.()
      }
    },
    [client],
  )
  return useSyncExternalStore(subscribe, readLastStoreId, () => null)
}
