import { sql } from 'drizzle-orm'
import type { WeightKey } from '~/catalog/search/types'
import { type Database, getDb } from '~/db/client.server'
import { log } from '~/log.server'
import type { RestoreOutcome } from './abandoned-cart'
import { CartRefusal, type CartShopper, checkLimits, findCartStore, lockCart, readOffer, writeLine } from './cart.server'

const logger = log('cart')

type SourceRow = { store_id: number; user_id: string | null; status: string; reservation_mode: string }
type SourceLine = {
  product_id: number
  weight: WeightKey
  quantity: number
  price_when_added: string | null
  price: string | null
  inventory: number | null
}

/** Rolls the transaction back when nothing could be added, so the current cart is left as it was. */
class NothingAdded extends Error {}

/**
 * 000 §7 for a signed-in shopper on a store's listing page: read the cart `cartUuid` (it must be
 * theirs, at this store, and not checked out), check each product's stock at the store, clear the
 * shopper's current cart there and add the in-stock items again (within max cart quantity, stock and
 * the state's purchase limits). The outcome picks the 000 §8 message; any refusal or failure is
 * 'failed' and changes nothing. When the cart is the visitor's own open cart its items stay as they are.
 * Restored lines keep the prices the abandoned cart's lines were added at (decision 0030).
 */
export async function restoreAbandonedCart(
  { visitor, storeId, cartUuid, shopper }: { visitor: string; storeId: number; cartUuid: string; shopper: NonNullable<CartShopper> },
  db: Database = getDb(),
): Promise<RestoreOutcome> {
  try {
    const store = await findCartStore(storeId, undefined, db)
    if (!store) return 'failed'
    const { rows: sources } = await db.execute<SourceRow>(sql`select store_id, user_id, status, reservation_mode from carts where uuid = ${cartUuid}`)
    const source = sources[0]
    // Someone else's cart reads exactly like an unknown one: nothing says it exists.
    if (!source || source.user_id !== shopper.userId || Number(source.store_id) !== storeId || source.status === 'checked_out') {
      return 'failed'
    }
    const { rows: lines } = await db.execute<SourceLine>(sql`
      select i.product_id, i.weight, i.quantity, i.price_when_added, v.price, v.inventory
      from cart_items i
      left join menu_product_variants v on v.store_id = ${storeId} and v.product_id = i.product_id and v.weight = i.weight
      where i.cart_uuid = ${cartUuid}
      order by i.added_at, i.product_id, i.weight
    `)
    if (!lines.length) return 'failed'
    const inStock = lines.filter((line) => line.price !== null && Number(line.inventory ?? 0) > 0)
    if (!inStock.length) return 'out-of-stock'

    await db.transaction(async (tx) => {
      const target = await lockCart(tx, visitor, storeId, shopper)
      if (target === cartUuid) return
      await tx.execute(sql`delete from cart_items where cart_uuid = ${target}`)
      // 000 §7: the new cart takes the reservation's mode (pickup or delivery) too.
      await tx.execute(sql`update carts set reservation_mode = ${source.reservation_mode} where uuid = ${target}`)
      let added = 0
      for (const line of inStock) {
        const item = { productId: Number(line.product_id), weight: line.weight }
        try {
          const offer = await readOffer(tx, target, storeId, item)
          let quantity = Math.min(Number(line.quantity), offer.max, offer.inventory)
          // The most of the line the limits allow (the table may have changed since the cart was left).
          while (quantity > 0 && !(await withinLimits(() => checkLimits(tx, target, store, shopper, item, offer, quantity)))) quantity--
          if (quantity > 0) {
            // The line keeps the regular price the left cart charged for it: the lower of its own and today's.
            const kept = line.price_when_added === null ? offer.price : Math.min(Number(line.price_when_added), offer.price)
            await writeLine(tx, target, item, quantity, kept)
            added++
          }
        } catch (error) {
          if (!(error instanceof CartRefusal)) throw error
        }
      }
      if (!added) throw new NothingAdded()
    })
    return 'restored'
  } catch (error) {
    if (!(error instanceof NothingAdded)) logger.error({ err: error, storeId }, 'abandoned-cart restore failed')
    return 'failed'
  }
}

async function withinLimits(check: () => Promise<void>): Promise<boolean> {
  try {
    await check()
    return true
  } catch (error) {
    if (error instanceof CartRefusal) return false
    throw error
  }
}
