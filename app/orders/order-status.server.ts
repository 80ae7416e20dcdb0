import { sql } from 'drizzle-orm'
import type { CancelReason } from '~/specials/cancel-reasons'
import { queueStatusMail } from '~/specials/shopper-mails.server'
import { returnStock, type Tx } from '~/catalog/stock.server'
import { type Database, getDb } from '~/db/client.server'
import { earnPointsForOrder } from '~/rewards/ledger.server'
import { orderReference } from './history-rules'
import { canTransition, isOrderStatus, nextStatus, type OrderStatus, type ReservationMode } from './status'

export type StatusChange = {
  uuid: string
  /** The status the operator saw; the change applies only while the order is still in it. */
  expected: OrderStatus
  /** A status, or 'next': the next step forward for the order's mode. */
  to: OrderStatus | 'next'
  /** The staff member making the change. */
  changedBy: string
  /** The store the operator works at: other stores' orders read as not found. */
  storeId: number
  /** Why a cancel happens (app/specials/cancel-reasons.ts): kept on the order and told to the shopper. */
  reason?: CancelReason
  now?: Date
}

export type StatusChangeResult =
  | { kind: 'changed'; status: OrderStatus; pointsEarned: number }
  | { kind: 'not-found' }
  /** Someone else moved the order first; nothing changed. */
  | { kind: 'conflict'; status: OrderStatus }
  | { kind: 'not-allowed' }

type Locked = { id: string | number; status: string; reservation_mode: ReservationMode; store_id: number; user_id: string | null; amount_cents: number }

/**
 * Move an order one step (or cancel it) for the staff board. One transaction: the order row is
 * locked, the update is conditional on the expected status (two staff advancing the same step:
 * one wins, the other gets a conflict), an order_status_events row records who did it. Cancelling
 * puts the items back on the shelf (variants' inventory and the search index's copy); finishing an
 * order of a signed-in shopper earns their rewards points (once per order, however often replayed).
 */
export async function changeOrderStatus(change: StatusChange, db: Database = getDb()): Promise<StatusChangeResult> {
  const now = change.now ?? new Date()
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<Locked>(sql`
      select id, status, reservation_mode, store_id, user_id, amount_cents from orders where uuid = ${change.uuid} for update
    `)
    const order = rows[0]
    if (!order || Number(order.store_id) !== change.storeId || !isOrderStatus(order.status)) return { kind: 'not-found' as const }
    if (order.status !== change.expected) return { kind: 'conflict' as const, status: order.status }
    const to = change.to === 'next' ? nextStatus(order.status, order.reservation_mode) : change.to
    if (!to || !canTransition(order.status, to, order.reservation_mode)) return { kind: 'not-allowed' as const }
    const id = Number(order.id)
    const updated = await tx.execute(sql`
      update orders set status = ${to}, status_changed_at = ${now.toISOString()}::timestamptz,
        cancel_reason = ${to === 'cancelled' ? (change.reason ?? null) : null}
      where id = ${id} and status = ${change.expected}
    `)
    if (!updated.rowCount) return { kind: 'conflict' as const, status: order.status }
    await tx.execute(sql`
      insert into order_status_events (order_id, status, changed_by, changed_at)
      values (${id}, ${to}, ${change.changedBy}, ${now.toISOString()}::timestamptz)
    `)
    if (to === 'cancelled') await restock(tx, id, Number(order.store_id))
    // The shopper's mail commits with the change (issue 19): ready, out for delivery, cancelled.
    await queueStatusMail(tx, id, to)
    let pointsEarned = 0
    if (to === 'finished' && order.user_id) {
      const earned = await earnPointsForOrder({
        userId: order.user_id,
        orderReference: orderReference(id),
        amountCents: Number(order.amount_cents),
        at: now,
        db: tx,
      })
      pointsEarned = earned.created ? earned.points : 0
    }
    return { kind: 'changed' as const, status: to, pointsEarned }
  })
}


/** Return a cancelled order's items to the store's stock and refresh the index rows they show in. */
async function restock(tx: Tx, orderId: number, storeId: number): Promise<void> {
  const { rows } = await tx.execute<{ product_id: number; price_id: string; count: number }>(sql`
    select product_id, price_id, count from order_products where order_id = ${orderId}
  `)
  await returnStock(
    tx,
    storeId,
    rows.map((row) => ({ productId: Number(row.product_id), weight: row.price_id, count: Number(row.count) })),
  )
}
