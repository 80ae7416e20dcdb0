import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getMailboxMessage, listMailbox } from './mailbox.server'
import { enqueueMail } from './outbox.server'
import { resetPasswordMail, verifyEmailMail } from './templates'

beforeEach(async () => {
  await resetDatabase()
})

/** Queue `count` mails, the n-th queued n minutes after the first (so the last is the newest). */
async function queue(count: number, to: (n: number) => string = (n) => `shopper${n}@example.com`) {
  const ids: number[] = []
  for (let n = 1; n <= count; n++) {
    const id = await enqueueMail(
      verifyEmailMail({ email: to(n), firstName: `Shopper ${n}` }, `http://localhost:3000/v?code=${n}`),
    )
    await getDb().execute(
      sql`update mail_outbox set created_at = '2025-01-01T00:00:00Z'::timestamptz + make_interval(mins => ${n}) where id = ${id}`,
    )
    ids.push(id)
  }
  return ids
}

describe('listMailbox', () => {
  it('lists newest first, a page at a time, with the total', async () => {
    const ids = await queue(7)
    const first = await listMailbox({ to: null, page: 1 }, 3)
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 })
    expect(first.messages.map((m) => m.id)).toEqual([ids[6], ids[5], ids[4]])
    expect(first.messages[0]).toEqual({
      id: ids[6],
      to: 'shopper7@example.com',
      subject: 'Verify your email for Northmeadow Cannabis Co.',
      kind: 'verify-email',
      status: 'queued',
      createdAt: '2025-01-01T00:07:00.000Z',
      createdAtLabel: '2025-01-01 00:07:00 UTC',
    })
    expect((await listMailbox({ to: null, page: 3 }, 3)).messages.map((m) => m.id)).toEqual([ids[0]])
    expect((await listMailbox({ to: null, page: 4 }, 3)).messages).toEqual([])
  })

  it('pages by 50 unless told otherwise', async () => {
    await queue(51)
    const page = await listMailbox({ to: null, page: 1 })
    expect(page).toMatchObject({ total: 51, pageCount: 2 })
    expect(page.messages).toHaveLength(50)
  })

  it('filters by recipient whatever the case of either', async () => {
    const ids = await queue(4, (n) => (n % 2 ? 'Dana@Example.com' : `other${n}@example.com`))
    const page = await listMailbox({ to: 'dana@example.COM', page: 1 })
    expect(page).toMatchObject({ total: 2, pageCount: 1 })
    expect(page.messages.map((m) => m.id)).toEqual([ids[2], ids[0]])
    expect(await listMailbox({ to: 'nobody@example.com', page: 1 })).toMatchObject({ total: 0, pageCount: 1, messages: [] })
  })
})

describe('getMailboxMessage', () => {
  it('returns both parts, the links of the HTML part and the delivery state', async () => {
    const mail = resetPasswordMail(
      { email: 'dana@example.com', name: 'Dana' },
      'http://localhost:3000/reset-password/tok?callbackURL=%2Fx',
    )
    const id = await enqueueMail(mail)
    await getDb().execute(sql`update mail_outbox set attempts = 2, last_error = '421 Try later' where id = ${id}`)

    expect(await getMailboxMessage(id)).toMatchObject({
      id,
      to: 'dana@example.com',
      subject: mail.subject,
      kind: 'reset-password',
      status: 'queued',
      text: mail.text,
      html: mail.html,
      links: [{ label: 'Choose a new password', href: 'http://localhost:3000/reset-password/tok?callbackURL=%2Fx' }],
      attempts: 2,
      lastError: '421 Try later',
      sentAtLabel: null,
    })
  })

  it('is null for an id that does not exist', async () => {
    expect(await getMailboxMessage(424242)).toBeNull()
  })
})
