import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { formatPhoneNumber } from '~/account/profile-format'
import { formatWindow } from '~/checkout/fulfilment-window'
import { type Database, getDb } from '~/db/client.server'
import { storeName } from '~/dispensaries/address'
import type { MenuKind } from '~/db/schema'
import { formatCardDate, isCardExpired, todayIn } from '~/compliance/medical-card'
import { log } from '~/log.server'
import { isCancelReason } from '~/specials/cancel-reasons'
import { telHref } from '~/ui/phone'
import { orderReference } from './history-rules'
import { orderProductWeightLabel } from './order-dates'
import { isUuid } from './order-read.server'
import { changeOrderStatus, type StatusChangeResult } from './order-status.server'
import {
  allowedTransitions,
  FINAL_STATUSES,
  isOrderStatus,
  nextStatus,
  ORDER_STATUSES,
  type OrderStatus,
  type ReservationMode,
  STATUS_LABELS,
} from './status'

const logger = log('orders')

/** How long finished and cancelled reservations stay on the board. */
export const RECENT_HOURS = 24

export type BoardOrder = {
  uuid: string
  reference: string
  queueNumber: number
  status: OrderStatus
  statusLabel: string
  mode: ReservationMode
  customerName: string
  customerPhone: string
  customerPhoneHref: string
  /** 'Tue, Nov 24 · 3:00 PM – 4:00 PM' in the store's order zone (the same text as post-checkout and the order detail). */
  windowText: string
  items: string[]
  /** The forward step's label ('Preparing'), or null when there is none. */
  nextLabel: string | null
  canCancel: boolean
  /**
   * The medical card the reservation was placed with (decision 0017), for staff to check against the
   * card shown at pickup: number, expiry (MM/DD/YYYY) and whether it has expired by the store's date.
   */
  patientCard: { number: string; expiresOn: string; expired: boolean } | null
}

export type BoardColumn = { id: string; title: string; orders: BoardOrder[] }
/** storeName: 'Northmeadow Evanston · Medical' — a dispensary with both menus has two boards. */
export type StaffBoard = { storeId: number; storeName: string; columns: BoardColumn[] }

const COLUMNS: { id: string; title: string; statuses: OrderStatus[] }[] = [
  { id: 'verifying', title: 'Verifying', statuses: ['verifying'] },
  { id: 'preparing', title: 'Preparing', statuses: ['preparing'] },
  { id: 'ready', title: 'Ready for pickup / Out for delivery', statuses: ['ready_for_pickup', 'delivery_started'] },
  { id: 'delivered', title: 'Delivered', statuses: ['delivery_finished'] },
  { id: 'complete', title: 'Complete', statuses: ['finished', 'with_review', 'finished_without_review'] },
  { id: 'cancelled', title: 'Cancelled', statuses: ['cancelled'] },
]

type BoardRow = {
  id: string | number
  uuid: string
  queue_number: number
  status: string
  reservation_mode: ReservationMode
  customer_name: string
  customer_phone_number: string
  fulfillment_time_start: Date | string
  fulfillment_time_end: Date | string
  time_zone: string
  store_name: string
  patient_card_number: string | null
  patient_card_expires_on: string | null
  products: { name: string; kind: string; price_id: string; count: number }[] | null
}

/** The store's reservations by status: open ones all, finished and cancelled ones of the last day. */
export async function loadStaffBoard(storeId: number, now = new Date(), db: Database = getDb()): Promise<StaffBoard> {
  const since = new Date(now.getTime() - RECENT_HOURS * 60 * 60 * 1000)
  const [store] = (
    await db.execute<{ name: string; kind: MenuKind }>(
      sql`select d.name, m.kind from menus m join dispensaries d on d.id = m.dispensary_id where m.store_id = ${storeId}`,
    )
  ).rows
  const { rows } = await db.execute<BoardRow>(sql`
    select o.id, o.uuid, o.queue_number, o.status, o.reservation_mode, o.customer_name, o.customer_phone_number,
           o.fulfillment_time_start, o.fulfillment_time_end, d.time_zone, o.store_name,
           o.patient_card_number, to_char(o.patient_card_expires_on, 'YYYY-MM-DD') as patient_card_expires_on,
           (select json_agg(json_build_object('name', p.name, 'kind', p.kind, 'price_id', p.price_id, 'count', p.count)
                            order by p.name, p.price_id)
              from order_products p where p.order_id = o.id) as products
    from orders o
    join menus m on m.store_id = o.store_id
    join dispensaries d on d.id = m.dispensary_id
    where o.store_id = ${storeId}
      and o.status <> 'pending'
      and (o.status <> all(${sql.param([...FINAL_STATUSES])}::text[])
           or o.status_changed_at >= ${since.toISOString()}::timestamptz)
    order by o.fulfillment_time_start, o.queue_number
    limit 500
  `)
  const all = rows.filter((r) => isOrderStatus(r.status)).map((row) => toBoardOrder(row, now))
  return {
    storeId,
    storeName: store ? storeName(store.name, store.kind) : (rows[0]?.store_name ?? `Store ${storeId}`),
    columns: COLUMNS.map((c) => ({ id: c.id, title: c.title, orders: all.filter((o) => c.statuses.includes(o.status)) })),
  }
}

function toBoardOrder(row: BoardRow, now: Date): BoardOrder {
  const status = row.status as OrderStatus
  const start = new Date(row.fulfillment_time_start)
  const end = new Date(row.fulfillment_time_end)
  const next = nextStatus(status, row.reservation_mode)
  return {
    uuid: row.uuid,
    reference: orderReference(Number(row.id)),
    queueNumber: Number(row.queue_number),
    status,
    statusLabel: STATUS_LABELS[status],
    mode: row.reservation_mode,
    customerName: row.customer_name,
    customerPhone: formatPhoneNumber(row.customer_phone_number),
    customerPhoneHref: telHref(row.customer_phone_number),
    windowText: formatWindow(start, end, row.time_zone).text,
    items: (row.products ?? []).map((p) => {
      const weight = orderProductWeightLabel(p.kind, p.price_id)
      return `${p.count} × ${p.name}${weight ? ` (${weight})` : ''}`
    }),
    nextLabel: next ? STATUS_LABELS[next] : null,
    canCancel: allowedTransitions(status, row.reservation_mode).includes('cancelled'),
    patientCard:
      row.patient_card_number && row.patient_card_expires_on
        ? {
            number: row.patient_card_number,
            expiresOn: formatCardDate(row.patient_card_expires_on),
            expired: isCardExpired(row.patient_card_expires_on, todayIn(row.time_zone, now)),
          }
        : null,
  }
}


const boardAction = z.object({
  intent: z.enum(['advance', 'cancel'], { message: 'Choose advance or cancel.' }),
  uuid: z.string().max(64).refine(isUuid, 'That is not an order id.'),
  expected: z
    .string()
    .max(40)
    .refine((v) => (ORDER_STATUSES as readonly string[]).includes(v), 'That is not an order status.'),
  confirm: z.literal('yes').optional(),
  reason: z.string().max(40).optional(),
})

export type BoardActionResult = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string }

/** POST /staff/orders: advance an order one step or cancel it (a cancel must be confirmed). */
export async function runBoardAction(form: FormData, staff: { userId: string; storeId: number }): Promise<BoardActionResult> {
  const parsed = boardAction.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')))
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? 'That request is not valid.' }
  const { intent, uuid, expected, confirm, reason } = parsed.data
  if (intent === 'cancel' && confirm !== 'yes') return { ok: false, status: 400, message: 'Confirm the cancellation first.' }
  // The shopper's mail says why (issue 19), so a cancel needs one of the board's reasons.
  if (intent === 'cancel' && !isCancelReason(reason)) return { ok: false, status: 400, message: 'Choose why the order is cancelled.' }
  let result: StatusChangeResult
  try {
    result = await changeOrderStatus({
      uuid,
      expected: expected as OrderStatus,
      to: intent === 'cancel' ? 'cancelled' : 'next',
      changedBy: staff.userId,
      storeId: staff.storeId,
      reason: intent === 'cancel' && isCancelReason(reason) ? reason : undefined,
    })
  } catch (error) {
    // Another change to the same rows (a checkout, a cancel, another board) made PostgreSQL give up
    // on this one; nothing was written. The operator reloads and sees where the order is now.
    if (!isConcurrencyFailure(error)) throw error
    logger.warn({ orderUuid: uuid, code: sqlState(error) }, 'staff status change lost a race; answered 409')
    return { ok: false, status: 409, message: CONCURRENT_CHANGE_MESSAGE }
  }
  switch (result.kind) {
    case 'changed':
      return { ok: true, message: `Order moved to ${STATUS_LABELS[result.status]}.` }
    case 'not-found':
      return { ok: false, status: 404, message: 'That order is not on this store’s board.' }
    case 'conflict':
      return {
        ok: false,
        status: 409,
        message: `Someone already moved this order (it is now ${STATUS_LABELS[result.status]}). The board shows where it is.`,
      }
    case 'not-allowed':
      return {
        ok: false,
        status: 409,
        message: intent === 'cancel' ? 'This order can no longer be cancelled: it has left the store or is complete.' : 'This order cannot move that way.',
      }
  }
}

export const CONCURRENT_CHANGE_MESSAGE = 'Someone else changed this order; reload the board.'

/** deadlock_detected (40P01) and serialization_failure (40001): the transaction was rolled back. */
const CONCURRENCY_CODES = new Set(['40P01', '40001'])

/** The SQLSTATE of a concurrency failure, looking through the query builder's wrapping (`cause`); else null. */
function sqlState(error: unknown): string | null {
  let current = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && CONCURRENCY_CODES.has(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return null
}

export function isConcurrencyFailure(error: unknown): boolean {
  return sqlState(error) !== null
}
