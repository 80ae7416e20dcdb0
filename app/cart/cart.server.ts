import { sql } from 'drizzle-orm'
import { menuPagePath } from '~/catalog/format'
import { asLineage } from '~/catalog/format'
import type { WeightKey } from '~/catalog/search/types'
import { type LimitLine, toLimitItem, toLimitItems } from '~/checkout/limit-items'
import { checkAddition, isResident } from '~/checkout/purchase-limits'
import { type Database, getDb } from '~/db/client.server'
import type { MenuKind } from '~/db/schema'
import { storeName } from '~/dispensaries/address'
import { isStateInRegion, type Region } from '~/site/host-mode'
import { toCartItem, withTotals } from './cart-lines'
import { regularPrice } from './line-prices'
import { readPricedLines } from './priced-lines.server'
import { emptyCart, type StoreCart } from './types'

/**
 * Carts in PostgreSQL: one open cart per store per visitor (a random token from a cookie). Every
 * write re-reads the product from the store's catalogue and checks the weight, the stock and the
 * store's max cart quantity inside one transaction that first locks the visitor's cart row, so two
 * requests racing each other cannot together exceed a limit. The state's purchase limits
 * (app/checkout/purchase-limits.ts) are checked in the same transaction.
 *
 * A signed-in shopper's writes put their id on the cart (carts.user_id: the shopper who last wrote
 * to it; a guest write takes it off, so a shared browser never mails someone else's cart to them).
 * Every write also clears carts.reminder_sent_at: the reminder was for the contents the shopper
 * left, and a cart changed since then and left again deserves one more reminder (one per abandonment).
 */

/** A refusal the shopper can act on; `status` is the HTTP status the API answers with. */
export class CartRefusal extends Error {
  override name = 'CartRefusal'
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
  ) {
    super(message)
  }
}

export type CartStore = {
  storeId: number
  menuPath: string
  storeName: string
  /** The store's state ('IL') and menu kind: which purchase limits apply. */
  stateCode: string
  menuKind: MenuKind
}

/** Who writes to a cart: a signed-in shopper (id and home state) or, as null, a guest. */
export type CartShopper = { userId: string; homeState: string } | null

type StoreRow = {
  store_id: number
  menu_slug: string
  menu_kind: MenuKind
  dispensary_slug: string
  dispensary_name: string
  state_slug: string
  state_code: string
}

/** The store a cart belongs to, or null when there is no such store (or it is outside the region). */
export async function findCartStore(storeId: number, region?: Region, db: Pick<Database, 'execute'> = getDb()): Promise<CartStore | null> {
  const { rows } = await db.execute<StoreRow>(sql`
    select m.store_id, m.slug as menu_slug, m.kind as menu_kind,
           d.slug as dispensary_slug, d.name as dispensary_name, s.slug as state_slug, s.code as state_code
    from menus m
    join dispensaries d on d.id = m.dispensary_id
    join states s on s.id = d.state_id
    where m.store_id = ${storeId}
  `)
  const row = rows[0]
  if (!row || (region && !isStateInRegion(row.state_code, region))) return null
  return {
    storeId: row.store_id,
    menuPath: menuPagePath(row.state_slug, row.dispensary_slug, row.store_id, row.menu_slug),
    storeName: storeName(row.dispensary_name, row.menu_kind),
    stateCode: row.state_code,
    menuKind: row.menu_kind,
  }
}

/**
 * The visitor's open cart at a store, priced by `readPricedLines` (each line at the lower of the
 * price it was added at and today's, live specials on top: decision 0030). Lines whose product or
 * weight the store no longer sells (taken off by a menu import) stay, marked unavailable: they cost
 * nothing, count for nothing and can only be removed.
 */
export async function getCart(visitor: string | null, storeId: number, db: Database = getDb()): Promise<StoreCart> {
  const store = await findCartStore(storeId, undefined, db)
  if (!visitor) return emptyCart(storeId, store ?? {})
  return readCart(db, visitor, storeId, store)
}

async function readCart(db: Database, visitor: string, storeId: number, store: CartStore | null): Promise<StoreCart> {
  const { rows } = await db.execute<{ uuid: string }>(sql`
    select uuid from carts where visitor_token = ${visitor} and store_id = ${storeId} and status = 'open'
  `)
  const cartUuid = rows[0]?.uuid ?? null
  const lines = cartUuid ? await readPricedLines(db, cartUuid, storeId, new Date()) : []
  const items = lines.map((line) => {
    const common = {
      productId: line.productId,
      weight: line.weight,
      name: line.name,
      brand: line.brand,
      image: line.imageUrls[0] || null,
      lineage: asLineage(line.category),
      quantity: line.quantity,
    }
    if (!line.sold) {
      return { ...toCartItem({ ...common, price: 0, discountedPrice: null, max: 0 }), lineTotal: 0, unavailable: true as const }
    }
    const maxCart = line.maxCartQuantity
    return toCartItem({
      ...common,
      price: line.price,
      discountedPrice: line.discountedPrice,
      // A line may keep what it holds after stock drops; it just cannot grow past stock.
      max: Math.min(maxCart, Math.max(line.inventory, line.quantity)),
      maxReason: Math.max(line.inventory, line.quantity) < maxCart ? 'stock' : 'store',
    })
  })
  return withTotals({
    storeId,
    cartUuid,
    menuPath: store?.menuPath ?? null,
    storeName: store?.storeName ?? null,
    items,
  })
}

export type ItemRef = { productId: number; weight: WeightKey }

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Find or create the open cart and lock it for the rest of the transaction; the writer becomes its
 * shopper (null for a guest) and any earlier reminder no longer applies (see the top of the file).
 */
export async function lockCart(tx: Tx, visitor: string, storeId: number, shopper: CartShopper = null): Promise<string> {
  const userId = shopper?.userId ?? null
  const { rows } = await tx.execute<{ uuid: string }>(sql`
    insert into carts (visitor_token, store_id, user_id) values (${visitor}, ${storeId}, ${userId})
    on conflict (visitor_token, store_id) where status = 'open'
    do update set updated_at = now(), user_id = excluded.user_id, reminder_sent_at = null
    returning uuid
  `)
  const uuid = rows[0]?.uuid
  if (!uuid) throw new Error('cart upsert returned no row')
  return uuid
}

type OfferRow = {
  carried: boolean
  max_cart_quantity: number
  price: string | null
  discounted_price: string | null
  inventory: number | null
  current: number
  name: string
  kind: string
  grams_per_unit: string | number | null
  thc_mg_per_unit: string | number | null
}

export type Offer = {
  max: number
  inventory: number
  current: number
  /** The weight's regular price now (`regularPrice`): what a line first added now keeps (decision 0030). */
  price: number
  product: Omit<LimitLine, 'weight' | 'quantity'>
}

/** The store's offer of a product in a weight, and how many the cart holds now; refusals as 404/422. */
export async function readOffer(tx: Tx, cartUuid: string, storeId: number, item: ItemRef): Promise<Offer> {
  const { rows } = await tx.execute<OfferRow>(sql`
    select true as carried, mp.max_cart_quantity, v.price, v.discounted_price, v.inventory,
           coalesce((select quantity from cart_items
                     where cart_uuid = ${cartUuid} and product_id = ${item.productId} and weight = ${item.weight}), 0)::int as current,
           p.name, p.kind, p.grams_per_unit, p.thc_mg_per_unit
    from menu_products mp
    join products p on p.id = mp.product_id
    left join menu_product_variants v
      on v.store_id = mp.store_id and v.product_id = mp.product_id and v.weight = ${item.weight}
    where mp.store_id = ${storeId} and mp.product_id = ${item.productId}
  `)
  const row = rows[0]
  if (!row) throw new CartRefusal(404, 'This product is not on this store’s menu.')
  if (row.price === null) throw new CartRefusal(422, 'This product is not sold in that weight.')
  return {
    max: Number(row.max_cart_quantity),
    inventory: Number(row.inventory ?? 0),
    current: Number(row.current),
    price: regularPrice(Number(row.price), amount(row.discounted_price)),
    product: {
      productId: item.productId,
      name: row.name,
      kind: row.kind,
      gramsPerUnit: amount(row.grams_per_unit),
      thcMgPerUnit: amount(row.thc_mg_per_unit),
    },
  }
}

function amount(value: string | number | null): number | null {
  return value === null ? null : Number(value)
}

type LimitLineRow = {
  product_id: number
  weight: string
  quantity: number
  name: string
  kind: string
  grams_per_unit: string | number | null
  thc_mg_per_unit: string | number | null
}

/** The cart's lines with what the purchase limits count (the caller holds the cart's lock). */
export async function readLimitLines(tx: Tx, cartUuid: string): Promise<LimitLine[]> {
  const { rows } = await tx.execute<LimitLineRow>(sql`
    select i.product_id, i.weight, i.quantity, p.name, p.kind, p.grams_per_unit, p.thc_mg_per_unit
    from cart_items i
    join products p on p.id = i.product_id
    where i.cart_uuid = ${cartUuid}
  `)
  return rows.map((row) => ({
    productId: Number(row.product_id),
    name: row.name,
    kind: row.kind,
    weight: row.weight,
    quantity: Number(row.quantity),
    gramsPerUnit: amount(row.grams_per_unit),
    thcMgPerUnit: amount(row.thc_mg_per_unit),
  }))
}

/**
 * The state's purchase limits: refuses (422, with the rule's sentence naming the limit and what the
 * cart holds) only what going from `offer.current` to `next` causes or worsens; going down always passes.
 */
export async function checkLimits(
  tx: Tx,
  cartUuid: string,
  store: CartStore,
  shopper: CartShopper,
  item: ItemRef,
  offer: Offer,
  next: number,
): Promise<void> {
  const added = next - offer.current
  if (added <= 0) return
  const lines = await readLimitLines(tx, cartUuid)
  const result = checkAddition(
    toLimitItems(lines),
    toLimitItem({ ...offer.product, weight: item.weight, quantity: added }),
    { state: store.stateCode, menuKind: store.menuKind, resident: isResident(shopper?.homeState, store.stateCode) },
  )
  if (!result.ok) throw new CartRefusal(422, result.message)
}

/**
 * The limits (000 §5, §9): at most the store's max cart quantity and no more than in stock. Going
 * down is always allowed, so a line whose stock has dropped can still be reduced.
 */
export function checkQuantity(next: number, offer: { max: number; inventory: number; current: number }) {
  if (next <= offer.current) return
  if (offer.inventory <= 0) throw new CartRefusal(409, 'This weight is out of stock.')
  if (next > offer.max) throw new CartRefusal(422, `You can add at most ${offer.max} of this item.`)
  if (next > offer.inventory) throw new CartRefusal(409, `Only ${offer.inventory} left in stock.`)
}

/**
 * Sets a line to `quantity` (at least 1). A line new to the cart keeps `priceWhenAdded`; a line
 * already there keeps the price it was first added at, whatever the menu says now (decision 0030).
 */
export async function writeLine(tx: Tx, cartUuid: string, item: ItemRef, quantity: number, priceWhenAdded: number) {
  await tx.execute(sql`
    insert into cart_items (cart_uuid, product_id, weight, quantity, price_when_added)
    values (${cartUuid}, ${item.productId}, ${item.weight}, ${quantity}, ${priceWhenAdded})
    on conflict (cart_uuid, product_id, weight) do update set quantity = excluded.quantity
  `)
}

/** Takes a line out of the cart: added again later, it is priced afresh. */
async function deleteLine(tx: Tx, cartUuid: string, item: ItemRef) {
  await tx.execute(sql`
    delete from cart_items where cart_uuid = ${cartUuid} and product_id = ${item.productId} and weight = ${item.weight}
  `)
}

async function mutate(
  db: Database,
  visitor: string,
  storeId: number,
  shopper: CartShopper,
  change: (tx: Tx, cartUuid: string, store: CartStore) => Promise<void>,
): Promise<StoreCart> {
  const store = await findCartStore(storeId, undefined, db)
  if (!store) throw new CartRefusal(404, 'This store does not exist.')
  await db.transaction(async (tx) => {
    const cartUuid = await lockCart(tx, visitor, storeId, shopper)
    await change(tx, cartUuid, store)
  })
  return readCart(db, visitor, storeId, store)
}

function checkInteger(quantity: number, min: number) {
  if (!Number.isInteger(quantity) || quantity < min) {
    throw new CartRefusal(422, min > 0 ? 'Choose a quantity of at least 1.' : 'Choose a quantity of 0 or more.')
  }
}

/** Add `quantity` units of a product in a weight to what the cart holds. */
export async function addItem(
  visitor: string,
  storeId: number,
  item: ItemRef,
  quantity = 1,
  db: Database = getDb(),
  shopper: CartShopper = null,
): Promise<StoreCart> {
  checkInteger(quantity, 1)
  return mutate(db, visitor, storeId, shopper, async (tx, cartUuid, store) => {
    const offer = await readOffer(tx, cartUuid, storeId, item)
    const next = offer.current + quantity
    checkQuantity(next, offer)
    await checkLimits(tx, cartUuid, store, shopper, item, offer, next)
    await writeLine(tx, cartUuid, item, next, offer.price)
  })
}

/** Set a line to `quantity` units; 0 removes it. */
export async function setQuantity(
  visitor: string,
  storeId: number,
  item: ItemRef,
  quantity: number,
  db: Database = getDb(),
  shopper: CartShopper = null,
): Promise<StoreCart> {
  checkInteger(quantity, 0)
  return mutate(db, visitor, storeId, shopper, async (tx, cartUuid, store) => {
    if (quantity === 0) {
      await deleteLine(tx, cartUuid, item)
      return
    }
    const offer = await readOffer(tx, cartUuid, storeId, item)
    checkQuantity(quantity, offer)
    await checkLimits(tx, cartUuid, store, shopper, item, offer, quantity)
    await writeLine(tx, cartUuid, item, quantity, offer.price)
  })
}

export async function removeItem(
  visitor: string,
  storeId: number,
  item: ItemRef,
  db: Database = getDb(),
  shopper: CartShopper = null,
): Promise<StoreCart> {
  return setQuantity(visitor, storeId, item, 0, db, shopper)
}

/** Empty the store's cart (the cart itself, and its cart_uuid, stay). */
export async function clearCart(visitor: string, storeId: number, db: Database = getDb(), shopper: CartShopper = null): Promise<StoreCart> {
  return mutate(db, visitor, storeId, shopper, async (tx, cartUuid) => {
    await tx.execute(sql`delete from cart_items where cart_uuid = ${cartUuid}`)
  })
}

export type CartSummary = { storeId: number; cartUuid: string; itemCount: number; updatedAt: string }

/** The visitor's open carts that hold something, most recently changed first. */
export async function listCarts(visitor: string | null, db: Database = getDb()): Promise<CartSummary[]> {
  if (!visitor) return []
  const { rows } = await db.execute<{ store_id: number; uuid: string; item_count: number; updated_at: string }>(sql`
    select c.store_id, c.uuid, sum(i.quantity)::int as item_count, c.updated_at::text as updated_at
    from carts c
    join cart_items i on i.cart_uuid = c.uuid
    where c.visitor_token = ${visitor} and c.status = 'open'
    group by c.uuid
    order by c.updated_at desc
  `)
  return rows.map((row) => ({
    storeId: Number(row.store_id),
    cartUuid: row.uuid,
    itemCount: Number(row.item_count),
    updatedAt: row.updated_at,
  }))
}
