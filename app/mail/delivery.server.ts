import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { devMailboxEnabled, publicOrigin, type Env } from '~/env.server'
import { log } from '~/log.server'
import { afterFailure, errorSummary, redactSmtpUrl } from './delivery-rules'
import { createSmtpTransport } from './smtp-transport.server'
import type { MailTransport } from './types'

const logger = log('mail')

/** How many messages one pass sends at most before it lets the timer run again. */
const BATCH = 25

export type DeliveryResult = { sent: number; retrying: number; failed: number }

type Claimed = {
  id: string
  to_address: string
  subject: string
  text_body: string
  html_body: string
  kind: string
  attempts: number
}

/**
 * Send the queued mail that is due, one message per transaction: the row is claimed with
 * `for update skip locked`, so a second worker (another app server) skips it while it is being
 * sent and no message goes out twice; the outcome is written before the lock is released. A
 * message the server rejects for good (a 5xx to its recipient or content) is marked failed; any
 * other failure (SMTP down, timeouts, 4xx) leaves it queued for a later attempt, however many it
 * takes (delivery-rules.ts), so no mail is lost to an outage.
 */
export async function deliverDueMail({
  transport,
  from,
  limit = BATCH,
  shouldContinue = () => true,
}: {
  transport: MailTransport
  from: string
  limit?: number
  /** Checked before each message (the worker stops between messages on shutdown). */
  shouldContinue?: () => boolean
}): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 }
  for (let i = 0; i < limit && shouldContinue(); i++) {
    const outcome = await getDb().transaction(async (tx) => {
      const { rows } = await tx.execute<Claimed>(sql`
        select id, to_address, subject, text_body, html_body, kind, attempts
        from mail_outbox
        where status = 'queued' and (next_attempt_at is null or next_attempt_at <= now())
        order by created_at, id
        limit 1
        for update skip locked`)
      const row = rows[0]
      if (!row) return null
      const attempts = Number(row.attempts) + 1
      try {
        await transport.send({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          kind: row.kind,
        })
      } catch (error) {
        const next = afterFailure(error, attempts)
        const lastError = errorSummary(error)
        const retryIn = next.status === 'queued' ? next.retryInSeconds : null
        await tx.execute(sql`
          update mail_outbox set status = ${next.status}, attempts = ${attempts}, last_error = ${lastError},
            next_attempt_at = now() + make_interval(secs => ${retryIn})
          where id = ${row.id}`)
        logger.warn({ mailId: Number(row.id), kind: row.kind, attempts, status: next.status, retryInSeconds: retryIn, error: lastError }, 'mail delivery failed')
        return next.status === 'failed' ? 'failed' : 'retrying'
      }
      await tx.execute(sql`
        update mail_outbox set status = 'sent', attempts = ${attempts}, sent_at = now(), last_error = null, next_attempt_at = null where id = ${row.id}`)
      logger.info({ mailId: Number(row.id), kind: row.kind }, 'mail sent')
      return 'sent' as const
    })
    if (!outcome) break
    result[outcome] += 1
  }
  return result
}

export type MailDelivery = {
  /** Run a pass soon (debounced): new mail was queued. */
  nudge(): void
  /** Stop the timer, wait for a pass under way, close the transport. */
  stop(): Promise<void>
}

/** A worker that delivers due mail every `intervalMs` and shortly after each nudge. */
export function startMailDelivery({
  transport,
  from,
  intervalMs = 5_000,
  nudgeDelayMs = 250,
}: {
  transport: MailTransport
  from: string
  intervalMs?: number
  nudgeDelayMs?: number
}): MailDelivery {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let stopped = false
  let again = false

  const schedule = (delay: number) => {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(run, delay)
    timer.unref()
  }

  function run() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      try {
        // A full batch means more may be due: keep going without waiting for the timer.
        while (!stopped) {
          const result = await deliverDueMail({ transport, from, shouldContinue: () => !stopped })
          if (result.sent + result.retrying + result.failed < BATCH) break
        }
      } catch (error) {
        logger.error({ err: error }, 'mail delivery pass failed')
      }
    })().finally(() => {
      running = null
      schedule(again ? 0 : intervalMs)
      again = false
    })
  }

  schedule(0)
  return {
    nudge() {
      if (stopped) return
      if (running) again = true
      else schedule(nudgeDelayMs)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      transport.close?.()
    },
  }
}

// The worker of this process, so enqueueMail can nudge it (kept on globalThis across dev reloads).
const globalWorker = globalThis as typeof globalThis & { __storefrontMailDelivery?: MailDelivery }

/** Tell the running worker (if any) that mail was queued. */
export function nudgeMailDelivery(): void {
  globalWorker.__storefrontMailDelivery?.nudge()
}

/**
 * Start-up: with SMTP_URL, start the worker; without it, say once where the mail goes instead.
 * Returns whether a worker runs.
 */
export function startMailDeliveryFromEnv(env: Env): boolean {
  if (globalWorker.__storefrontMailDelivery) return true
  if (!env.SMTP_URL) {
    const mailbox = devMailboxEnabled(env) ? `${publicOrigin(env)}/dev/mailbox` : undefined
    const level = env.NODE_ENV === 'production' && !mailbox ? 'warn' : 'info'
    logger[level](mailbox ? { mailbox } : {}, 'Mail stays in the outbox; set SMTP_URL to deliver it')
    return false
  }
  globalWorker.__storefrontMailDelivery = startMailDelivery({ transport: createSmtpTransport(env.SMTP_URL), from: env.MAIL_FROM })
  logger.info({ smtp: redactSmtpUrl(env.SMTP_URL), from: env.MAIL_FROM }, 'delivering mail over SMTP')
  return true
}

/** Shutdown: stop the worker of this process. */
export async function stopMailDelivery(): Promise<void> {
  const worker = globalWorker.__storefrontMailDelivery
  globalWorker.__storefrontMailDelivery = undefined
  await worker?.stop()
}
