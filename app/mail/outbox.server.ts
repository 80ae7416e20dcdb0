import type { Database } from '~/db/client.server'
import { getDb } from '~/db/client.server'
import { mailOutbox } from '~/db/schema'
import { nudgeMailDelivery } from './delivery.server'
import type { MailMessage } from './types'

/** Anything that can insert: the pool's database or a transaction. */
type Writer = Pick<Database, 'insert'>

/**
 * Put a message in the outbox. Call it inside the transaction that caused the mail so that either
 * both happen or neither; delivery (when SMTP is configured) picks it up right after.
 */
export async function enqueueMail(message: MailMessage, db: Writer = getDb()): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      kind: message.kind,
    })
    .returning({ id: mailOutbox.id })
  if (!row) throw new Error('mail_outbox insert returned no row')
  // Inside a transaction the row is not visible yet; the worker's nudge waits a moment, and its
  // regular pass picks up anything committed later.
  nudgeMailDelivery()
  return row.id
}
