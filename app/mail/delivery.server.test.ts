import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '~/db/client.server'
import { mailOutbox } from '~/db/schema'
import { parseEnv } from '~/env.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import {
  deliverDueMail,
  nudgeMailDelivery,
  startMailDelivery,
  startMailDeliveryFromEnv,
  stopMailDelivery,
} from './delivery.server'
import { enqueueMail } from './outbox.server'
import { createRecordingTransport } from './recording-transport'
import type { MailMessage } from './types'

const logged = vi.hoisted(() => ({ entries: [] as { level: string; fields: unknown; message: string }[] }))

// Capture what delivery logs (the test run's logger is silent).
vi.mock('~/log.server', () => {
  const child = () => {
    const at = (level: string) => (fields: unknown, message: string) => logged.entries.push({ level, fields, message })
    return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), child }
  }
  return { log: child, logger: child() }
})

const FROM = 'Northmeadow Cannabis Co. <no-reply@northmeadow.example>'

beforeEach(async () => {
  await resetDatabase()
  logged.entries.length = 0
})

function mail(n: number, overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: `shopper${n}@example.com`,
    subject: `Message ${n}`,
    text: `Text ${n}`,
    html: `<p>HTML ${n}</p>`,
    kind: 'verify-email',
    ...overrides,
  }
}

async function row(id: number) {
  const [found] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id))
  if (!found) throw new Error(`no mail ${id}`)
  return found
}

/** Moves a message's times `seconds` into the past, as if that much time had gone by. */
async function age(id: number, seconds: number) {
  await getDb().execute(sql`
    update mail_outbox set created_at = created_at - make_interval(secs => ${seconds}), next_attempt_at = next_attempt_at - make_interval(secs => ${seconds})
    where id = ${id}`)
}

/** Seconds from now until the message's next attempt (rounded), or null when none is set. */
async function secondsToNextAttempt(id: number) {
  const { rows } = await getDb().execute<{ seconds: number | null }>(sql`select round(extract(epoch from next_attempt_at - now()))::int as seconds from mail_outbox where id = ${id}`)
  return rows[0]?.seconds ?? null
}

/** An error as nodemailer throws it (and MailDeliveryError keeps): its code and the server's reply code. */
const smtpError = (message: string, code: string, responseCode?: number) => Object.assign(new Error(message), { code, responseCode })

describe('deliverDueMail', () => {
  it('sends queued mail oldest first with MAIL_FROM and marks it sent', async () => {
    const first = await enqueueMail(mail(1))
    const second = await enqueueMail(mail(2, { kind: 'reset-password' }))
    await age(first, 1)
    const transport = createRecordingTransport()

    expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 2, retrying: 0, failed: 0 })

    expect(transport.sent).toEqual([
      {
        from: FROM,
        to: 'shopper1@example.com',
        subject: 'Message 1',
        text: 'Text 1',
        html: '<p>HTML 1</p>',
        kind: 'verify-email',
      },
      {
        from: FROM,
        to: 'shopper2@example.com',
        subject: 'Message 2',
        text: 'Text 2',
        html: '<p>HTML 2</p>',
        kind: 'reset-password',
      },
    ])
    for (const id of [first, second]) {
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) })
    }
    // Nothing is sent twice.
    expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    expect(transport.sent).toHaveLength(2)
  })

  it('keeps a failed message queued, counts the attempt, and retries it once its backoff has passed', async () => {
    const id = await enqueueMail(mail(1))
    const transport = createRecordingTransport()
    transport.failNext(1, Object.assign(new Error('Greeting never received'), { responseCode: 421 }))

    expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 0, retrying: 1, failed: 0 })
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: '421 Greeting never received', sentAt: null })

    // The second attempt waits 30 seconds after the first.
    expect(await secondsToNextAttempt(id)).toBe(30)
    expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    await age(id, 29)
    expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    await age(id, 2)
    expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(transport.sent.map((m) => m.to)).toEqual(['shopper1@example.com'])
  })

  it('keeps retrying while SMTP is down, at most an hour apart, however long it takes, and sends once it is back', async () => {
    const id = await enqueueMail(mail(1))
    const transport = createRecordingTransport()
    const outage = 12
    transport.failNext(outage, smtpError('connect ECONNREFUSED 127.0.0.1:587', 'ESOCKET'))

    const waits = []
    for (let attempt = 1; attempt <= outage; attempt++) {
      expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 0, retrying: 1, failed: 0 })
      // Not again before its time.
      expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 0, retrying: 0, failed: 0 })
      const wait = (await secondsToNextAttempt(id))!
      waits.push(wait)
      await age(id, wait)
    }
    expect(waits).toEqual([30, 120, 600, 1800, 3600, 3600, 3600, 3600, 3600, 3600, 3600, 3600])
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: outage, lastError: 'connect ECONNREFUSED 127.0.0.1:587' })

    expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: outage + 1, lastError: null, nextAttemptAt: null })
    expect(transport.sent.map((m) => m.to)).toEqual(['shopper1@example.com'])
  })

  it('marks a message the server rejects for good (5xx to its recipient) failed at once, keeps the error, and never tries it again', async () => {
    const id = await enqueueMail(mail(1))
    const other = await enqueueMail(mail(2))
    const transport = createRecordingTransport()
    transport.failNext(1, smtpError('Recipient command failed: 550 5.1.1 Mailbox unavailable', 'EENVELOPE', 550))

    expect(await deliverDueMail({ transport, from: FROM, limit: 1 })).toEqual({ sent: 0, retrying: 0, failed: 1 })
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Recipient command failed: 550 5.1.1 Mailbox unavailable', sentAt: null })
    expect(await row(other)).toMatchObject({ status: 'queued', attempts: 0 })

    await age(id, 86_400)
    expect(await deliverDueMail({ transport, from: FROM })).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(transport.sent.map((m) => m.to)).toEqual(['shopper2@example.com'])
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 })
    expect(logged.entries.filter((e) => e.level === 'warn')).toEqual([
      { level: 'warn', fields: expect.objectContaining({ mailId: id, status: 'failed', retryInSeconds: null }), message: 'mail delivery failed' },
    ])
  })

  it('skips a message another worker has claimed (for update skip locked): it is sent once', async () => {
    const id = await enqueueMail(mail(1))
    const slow = createRecordingTransport()
    const release = slow.hold()
    const fast = createRecordingTransport()

    const first = deliverDueMail({ transport: slow, from: FROM })
    // Wait until the first worker holds the row's lock (it is inside send()).
    await vi.waitFor(async () => {
      const { rows } = await getDb().execute<{ locked: number }>(
        sql`select count(*)::int as locked from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'mail_outbox' and l.mode = 'RowShareLock'`,
      )
      expect(rows[0]?.locked).toBeGreaterThan(0)
    })
    expect(await deliverDueMail({ transport: fast, from: FROM })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    release()
    expect(await first).toEqual({ sent: 1, retrying: 0, failed: 0 })

    expect(fast.sent).toEqual([])
    expect(slow.sent.map((m) => m.subject)).toEqual(['Message 1'])
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('two workers draining the outbox at once send every message exactly once', async () => {
    const ids = []
    for (let n = 1; n <= 30; n++) ids.push(await enqueueMail(mail(n)))
    const transport = createRecordingTransport()

    const results = await Promise.all([
      deliverDueMail({ transport, from: FROM, limit: 30 }),
      deliverDueMail({ transport, from: FROM, limit: 30 }),
    ])

    expect(results[0]!.sent + results[1]!.sent).toBe(30)
    expect(transport.sent.map((m) => m.subject).sort()).toEqual(ids.map((_, i) => `Message ${i + 1}`).sort())
    const { rows } = await getDb().execute<{ status: string; count: number }>(
      sql`select status, count(*)::int as count from mail_outbox group by status`,
    )
    expect(rows).toEqual([{ status: 'sent', count: 30 }])
  })
})

describe('startMailDelivery', () => {
  it('delivers mail queued while it runs (nudged by enqueueMail) and stops cleanly', async () => {
    const transport = createRecordingTransport()
    const close = vi.fn()
    const worker = startMailDelivery({ transport: { ...transport, close }, from: FROM, intervalMs: 60_000, nudgeDelayMs: 10 })
    // The first pass runs at once and finds nothing.
    await new Promise((resolve) => setImmediate(resolve))

    const id = await enqueueMail(mail(1))
    worker.nudge()
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'))
    expect(transport.sent.map((m) => m.to)).toEqual(['shopper1@example.com'])

    await worker.stop()
    expect(close).toHaveBeenCalledOnce()
    await enqueueMail(mail(2))
    worker.nudge()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(transport.sent).toHaveLength(1)
  })
})

describe('startMailDeliveryFromEnv', () => {
  it('without SMTP_URL starts no worker and says once where the mail is', async () => {
    const env = parseEnv({ NODE_ENV: 'development', PORT: '3204' })
    expect(startMailDeliveryFromEnv(env)).toBe(false)
    expect(logged.entries).toEqual([
      {
        level: 'info',
        fields: { mailbox: 'http://localhost:3204/dev/mailbox' },
        message: 'Mail stays in the outbox; set SMTP_URL to deliver it',
      },
    ])

    logged.entries.length = 0
    expect(startMailDeliveryFromEnv(parseEnv({ NODE_ENV: 'production' }))).toBe(false)
    expect(logged.entries).toEqual([
      { level: 'warn', fields: {}, message: 'Mail stays in the outbox; set SMTP_URL to deliver it' },
    ])

    const id = await enqueueMail(mail(1))
    nudgeMailDelivery()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 })
  })

  it('with SMTP_URL starts the worker, logs the URL without its password, and stops on shutdown', async () => {
    const env = parseEnv({ SMTP_URL: 'smtp://mailer:s3cret-pass@127.0.0.1:1', NODE_ENV: 'production' })
    expect(startMailDeliveryFromEnv(env)).toBe(true)
    expect(JSON.stringify(logged.entries)).not.toContain('s3cret-pass')
    expect(logged.entries).toContainEqual({
      level: 'info',
      fields: { smtp: 'smtp://mailer:redacted@127.0.0.1:1', from: env.MAIL_FROM },
      message: 'delivering mail over SMTP',
    })
    await stopMailDelivery()
  })
})
