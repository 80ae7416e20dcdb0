import { count, desc, eq, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { mailOutbox, type MailStatus } from '~/db/schema'
import { extractLinks, formatMailTime, MAILBOX_PAGE_SIZE, pageCount, type MailboxQuery, type MailLink } from './mailbox-rules'

export type MailboxRow = {
  id: number
  to: string
  subject: string
  kind: string
  status: MailStatus
  createdAt: string
  createdAtLabel: string
}

export type MailboxPage = {
  messages: MailboxRow[]
  total: number
  page: number
  pageCount: number
}

export type MailboxMessage = MailboxRow & {
  text: string
  html: string
  links: MailLink[]
  attempts: number
  lastError: string | null
  sentAtLabel: string | null
}

/** One page of the outbox, newest first, optionally only the mail to one address (any case). */
export async function listMailbox({ to, page }: MailboxQuery, pageSize = MAILBOX_PAGE_SIZE): Promise<MailboxPage> {
  const db = getDb()
  const where = to ? eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()) : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ])
  const total = totals?.total ?? 0
  return {
    messages: rows.map(toRow),
    total,
    page,
    pageCount: pageCount(total, pageSize),
  }
}

/** One message with both parts and its links, or null when there is no such id. */
export async function getMailboxMessage(id: number): Promise<MailboxMessage | null> {
  const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1)
  if (!row) return null
  return {
    ...toRow({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      kind: row.kind,
      status: row.status,
      createdAt: row.createdAt,
    }),
    text: row.textBody,
    html: row.htmlBody,
    links: extractLinks(row.htmlBody),
    attempts: row.attempts,
    lastError: row.lastError,
    sentAtLabel: row.sentAt ? formatMailTime(row.sentAt) : null,
  }
}

function toRow(row: { id: number; to: string; subject: string; kind: string; status: MailStatus; createdAt: Date }): MailboxRow {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    createdAtLabel: formatMailTime(row.createdAt),
  }
}
