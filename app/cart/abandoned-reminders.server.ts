import { sql } from 'drizzle-orm'
import { weightLabel } from '~/catalog/format'
import type { WeightKey } from '~/catalog/search/types'
import { type Database, getDb } from '~/db/client.server'
import { getEnv, publicOrigin } from '~/env.server'
import { log } from '~/log.server'
import { enqueueMail } from '~/mail/outbox.server'
import { abandonedCartMail, type AbandonedCartLine } from '~/mail/templates'
import { findCartStore } from './cart.server'
import { restoreLink } from './abandoned-cart'

const logger = log('cart')

/** Carts handled per transaction; a longer backlog is worked through batch by batch. */
const BATCH = 50

type DueRow = { uuid: string; store_id: number; email: string; first_name: string }
type LineRow = { name: string; weight: WeightKey; quantity: number }

/**
 * Issue 6: queue one reminder mail per open cart that a signed-in shopper (with a verified email)
 * left with items for `minutes` or more, and mark the cart in the same transaction. The carts are
 * claimed `for update skip locked`, so two app servers never mail the same cart, and a cart being
 * written right now is left for the next pass (the write clears reminder_sent_at anyway).
 * Returns how many reminders were queued.
 */
export async function queueAbandonedCartReminders(
  now: Date,
  { minutes = getEnv().ABANDONED_CART_MINUTES, db = getDb(), origin = publicOrigin() }: { minutes?: number; db?: Database; origin?: string } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - minutes * 60_000)
  let queued = 0
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<DueRow>(sql`
        select c.uuid, c.store_id, u.email, u.first_name
        from carts c
        join users u on u.id = c.user_id
        where c.status = 'open' and c.user_id is not null and c.reminder_sent_at is null
          and c.updated_at <= ${cutoff.toISOString()}::timestamptz
          and u.email_verified
          and exists (select 1 from cart_items i where i.cart_uuid = c.uuid)
        order by c.updated_at
        limit ${BATCH}
        for update of c skip locked
      `)
      for (const row of rows) {
        const store = await findCartStore(Number(row.store_id), undefined, tx)
        const { rows: lines } = await tx.execute<LineRow>(sql`
          select p.name, i.weight, i.quantity
          from cart_items i join products p on p.id = i.product_id
          where i.cart_uuid = ${row.uuid}
          order by i.added_at, i.product_id, i.weight
        `)
        if (store) {
          const items: AbandonedCartLine[] = lines.map((line) => ({
            name: line.name,
            weightLabel: weightLabel(line.weight),
            quantity: Number(line.quantity),
          }))
          await enqueueMail(
            abandonedCartMail({ email: row.email, firstName: row.first_name }, { storeName: store.storeName, items }, `${origin}${restoreLink(store.menuPath, row.uuid)}`),
            tx,
          )
        }
        // A cart whose store is gone is marked too, so it is not looked at again.
        await tx.execute(sql`update carts set reminder_sent_at = ${now.toISOString()}::timestamptz where uuid = ${row.uuid}`)
      }
      return rows.length
    })
    queued += count
    if (count < BATCH) break
  }
  if (queued) logger.info({ queued }, 'queued abandoned-cart reminders')
  return queued
}

export type ReminderWorker = { stop(): Promise<void> }

const globalWorker = globalThis as typeof globalThis & { __storefrontCartReminders?: ReminderWorker }

/**
 * Start-up: a pass every `intervalMs` (a minute by default; the reminder is not to the minute). One
 * per process, kept on globalThis across dev reloads; a failed pass is logged and retried next time.
 */
export function startAbandonedCartReminders({ intervalMs = 60_000 }: { intervalMs?: number } = {}): ReminderWorker {
  const existing = globalWorker.__storefrontCartReminders
  if (existing) return existing
  let stopped = false
  let running: Promise<void> | null = null
  const run = () => {
    if (stopped || running) return
    running = queueAbandonedCartReminders(new Date())
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, 'abandoned-cart reminder pass failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(run, intervalMs)
  timer.unref()
  run()
  const worker: ReminderWorker = {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
  globalWorker.__storefrontCartReminders = worker
  return worker
}

export async function stopAbandonedCartReminders(): Promise<void> {
  const worker = globalWorker.__storefrontCartReminders
  globalWorker.__storefrontCartReminders = undefined
  await worker?.stop()
}
