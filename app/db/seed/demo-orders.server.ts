import { sql } from 'drizzle-orm'
import { inLockOrder, refreshSearchStock } from '~/catalog/stock.server'
import { createOrder } from '~/orders/order-factory.server'
import { FINAL_STATUSES, type OrderStatus } from '~/orders/status'
import { refreshProductReviews } from '~/orders/order-reviews.server'
import { reviewNickname } from '~/orders/review-rules'
import type { Database } from '../client.server'
import { orderStatusEvents, reviews, type WeightId } from '../schema'

/**
 * The demo shopper's past orders (issue 6), at Illinois stores, deterministic given the catalogue
 * and the reference date. Three of them are the orders the demo rewards ledger credits (NM-12318,
 * NM-13002, NM-13954): same ids, and amounts that earn exactly the ledger's points. Plus a
 * cancelled order and one still in progress (the staff board's demo). The one in progress holds its
 * items as checkout would: their stock is taken from the store (and its search index rows), so
 * cancelling it on the board puts back only what it took. Finished and cancelled orders are in the
 * past: today's stock already reflects them.
 */
type DemoOrderPlan = {
  id: number
  status: OrderStatus
  /** Days before the reference date (midnight UTC), at 17:00 UTC. */
  daysAgo: number
  /** Points the ledger credits for it: the amount is chosen to earn exactly these. */
  points: number | null
  store: 0 | 1
  /** Statuses it went through before the current one. */
  path: OrderStatus[]
}

export const DEMO_ORDERS: readonly DemoOrderPlan[] = [
  { id: 12318, status: 'finished', daysAgo: 243, points: 41, store: 1, path: ['verifying', 'preparing', 'ready_for_pickup'] },
  { id: 13002, status: 'with_review', daysAgo: 150, points: 286, store: 0, path: ['verifying', 'preparing', 'ready_for_pickup', 'finished'] },
  { id: 13954, status: 'finished', daysAgo: 21, points: 87, store: 0, path: ['verifying', 'preparing', 'ready_for_pickup'] },
  { id: 14120, status: 'cancelled', daysAgo: 9, points: null, store: 1, path: ['verifying'] },
  { id: 14388, status: 'verifying', daysAgo: 1, points: null, store: 0, path: [] },
]

type Candidate = { productId: number; weight: WeightId; cents: number }

/** The most of one product a demo order takes. */
const MAX_COUNT = 6

const DAY_MS = 24 * 60 * 60 * 1000

/** Seed the orders; does nothing when there are no Illinois products (tests without a catalogue). */
export async function seedDemoOrders(
  db: Database,
  shopper: { id: string; firstName: string; lastName: string; email: string; phoneNumber: string },
  reference: Date,
): Promise<void> {
  const stores = await illinoisStores(db, 2)
  if (!stores.length) return
  for (const plan of DEMO_ORDERS) {
    const storeId = stores[plan.store] ?? stores[0]
    if (storeId === undefined) continue
    const holdsStock = !FINAL_STATUSES.has(plan.status)
    // An order holding stock takes at most MAX_COUNT of a line: only variants with that many qualify.
    const candidates = await candidatesAt(db, storeId, holdsStock ? MAX_COUNT : 1)
    const picked = pickLines(candidates, plan.points === null ? 6_000 + plan.id : plan.points * 100 + 40, plan.points !== null)
    if (!picked) continue
    const checkedOutTime = new Date(reference.getTime() - plan.daysAgo * DAY_MS + 17 * 60 * 60 * 1000)
    const { id } = await createOrder(db, {
      id: plan.id,
      storeId,
      userId: shopper.id,
      status: plan.status,
      checkedOutTime,
      customerName: `${shopper.firstName} ${shopper.lastName}`,
      customerEmailAddress: shopper.email,
      customerPhoneNumber: shopper.phoneNumber,
      lines: picked.lines,
      salesTaxCents: picked.taxCents,
    })
    if (holdsStock) await takeStock(db, storeId, picked.lines)
    // The history of statuses before the current one, an hour apart (createOrder recorded the current one).
    if (plan.path.length) {
      await db.insert(orderStatusEvents).values(
        plan.path.map((status, index) => ({ orderId: id, status, changedAt: new Date(checkedOutTime.getTime() + index * 60 * 60 * 1000 - 1000) })),
      )
    }
    if (plan.status === 'with_review') {
      const productId = picked.lines[0]?.productId
      if (productId) await reviewFromOrder(db, { orderId: id, productId, shopper, at: new Date(checkedOutTime.getTime() + 2 * DAY_MS) })
    }
  }
  // Explicit ids went into a serial column: move the sequence past them.
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`)
}

async function illinoisStores(db: Database, count: number): Promise<number[]> {
  const { rows } = await db.execute<{ store_id: number }>(sql`
    select m.store_id from menus m
    join dispensaries d on d.id = m.dispensary_id
    join states s on s.id = d.state_id
    where s.code = 'IL' and not ('coming-soon' = any(d.tags)) and m.is_default
      and exists (select 1 from menu_products mp where mp.store_id = m.store_id)
    order by d.id
    limit ${count}
  `)
  return rows.map((r) => Number(r.store_id))
}

/** A varied, stable choice: a few products of the common kinds with stock, priced from the variants. */
async function candidatesAt(db: Database, storeId: number, minInventory: number): Promise<Candidate[]> {
  const { rows } = await db.execute<{ product_id: number; weight: WeightId; cents: number }>(sql`
    select distinct on (p.kind) v.product_id, v.weight, round(coalesce(v.discounted_price, v.price) * 100)::int as cents
    from menu_product_variants v
    join products p on p.id = v.product_id
    where v.store_id = ${storeId} and v.inventory >= ${minInventory} and p.kind in ('flower', 'vape', 'edible', 'pre-roll', 'extract', 'tincture')
      and cardinality(p.image_urls) > 0
    order by p.kind, v.product_id, v.weight
  `)
  return rows.map((r) => ({ productId: Number(r.product_id), weight: r.weight, cents: Number(r.cents) }))
}

/**
 * Lines whose total with tax is exactly `targetCents` when `exact` (tax between 5 % and 30 % of the
 * subtotal), else about it (10 % tax). Up to three products, counts 1–MAX_COUNT. Null when none fits.
 */
export function pickLines(
  candidates: readonly Candidate[],
  targetCents: number,
  exact: boolean,
): { lines: { productId: number; priceId: WeightId; count: number }[]; taxCents: number } | null {
  const fits = (sub: number) => (exact ? sub * 1.05 <= targetCents && sub * 1.3 >= targetCents : sub * 1.1 <= targetCents)
  const tax = (sub: number) => (exact ? targetCents - sub : Math.round(sub * 0.1))
  const line = (c: Candidate, count: number) => ({ productId: c.productId, priceId: c.weight, count })
  for (let size = Math.min(3, candidates.length); size >= 1; size -= 1) {
    const base = candidates.slice(0, size - 1)
    const baseSub = base.reduce((sum, c) => sum + c.cents, 0)
    for (const last of candidates.slice(size - 1)) {
      for (let count = 1; count <= MAX_COUNT; count += 1) {
        const sub = baseSub + last.cents * count
        if (sub > 0 && fits(sub)) return { lines: [...base.map((c) => line(c, 1)), line(last, count)], taxCents: tax(sub) }
      }
    }
  }
  return null
}

/**
 * Take an in-progress order's items from the store's stock, as checkout does, and refresh the search
 * index rows they show in (the index was built before the orders).
 */
async function takeStock(db: Database, storeId: number, lines: readonly { productId: number; priceId: WeightId; count: number }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const line of inLockOrder(lines.map((l) => ({ ...l, weight: l.priceId })))) {
      const taken = await tx.execute(sql`
        update menu_product_variants set inventory = inventory - ${line.count}
        where store_id = ${storeId} and product_id = ${line.productId} and weight = ${line.weight} and inventory >= ${line.count}
      `)
      if (!taken.rowCount) throw new Error(`seedDemoOrders: store ${storeId} has fewer than ${line.count} of ${line.weight} of product ${line.productId}`)
    }
    await refreshSearchStock(tx, storeId, lines.map((line) => line.productId))
  })
}

async function reviewFromOrder(
  db: Database,
  input: { orderId: number; productId: number; shopper: { id: string; firstName: string; lastName: string }; at: Date },
): Promise<void> {
  await db.insert(reviews).values({
    productId: input.productId,
    nickname: reviewNickname(input.shopper.firstName, input.shopper.lastName),
    rating: 5,
    comment: 'Picked it up on the way home from work. Smooth, tasty and exactly as described — I will order it again.',
    activities: ['Ease my mind'],
    feelings: ['Relaxed', 'Blissful'],
    userId: input.shopper.id,
    orderId: input.orderId,
    createdAt: input.at,
  })
  await refreshProductReviews(db, input.productId)
}
