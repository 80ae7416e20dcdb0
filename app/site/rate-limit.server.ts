import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { log } from '~/log.server'
import { retryAfterSeconds } from './rate-limit-rules'

const logger = log('rate-limit')

/**
 * Fixed-window rate limits kept in PostgreSQL (table rate_limits), so every app process and every
 * app server behind a load balancer counts a visitor once. Each limiter has a name: two limiters
 * keyed by the same client address keep separate counts.
 *
 * When the count cannot be read or written (the database is down or too slow), the attempt is
 * allowed and the failure logged: every limited endpoint needs the database for its own work too and
 * answers that failure in its own way (a 503 with Retry-After for the JSON APIs), which a limiter
 * error would pre-empt with a bare 500.
 */
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = {
  readonly name: string
  /** Counts one attempt for `key` and says whether it is allowed. */
  hit(key: string, now?: number): Promise<RateLimitResult>
}

export type RateLimitOptions = {
  /** Unique per limiter ('sign-up', 'helpful-vote', …): the rows it counts in. */
  name: string
  windowMs: number
  /** Attempts allowed per window; the next one is refused until the window ends. */
  max: number
}

export function createRateLimiter({ name, windowMs, max }: RateLimitOptions): RateLimiter {
  return {
    name,
    async hit(key, now = Date.now()) {
      const window = await countInWindow(name, key, windowMs, now).catch((error: unknown) => notCounted(name, error))
      if (!window || window.count <= max) return { ok: true }
      return { ok: false, retryAfterSeconds: retryAfterSeconds(window.endsAt, now) }
    },
  }
}

/** Logs a count that failed; the attempt goes ahead (see above). */
export function notCounted(limiter: string, error: unknown): null {
  logger.error({ err: error, limiter }, 'rate limit not counted: the attempt is allowed')
  return null
}

/**
 * Counts one for `key` in the limiter's current window and returns the new count, in one statement:
 * the first count opens a window of `windowMs` at `now`; a count after the window ended opens a new
 * one. Concurrent counts of one key queue on its row, so none is lost and none is counted twice.
 */
export async function countInWindow(
  limiter: string,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; endsAt: number }> {
  const at = new Date(now).toISOString()
  const end = new Date(now + windowMs).toISOString()
  const { rows } = await getDb().execute<{ count: number; window_ends_at: Date }>(sql`
    insert into rate_limits as r (limiter, key, count, window_ends_at)
    values (${limiter}, ${key}, 1, ${end}::timestamptz)
    on conflict (limiter, key) do update set
      count = case when r.window_ends_at <= ${at}::timestamptz then 1 else r.count + 1 end,
      window_ends_at = case when r.window_ends_at <= ${at}::timestamptz then excluded.window_ends_at else r.window_ends_at end
    returning count, window_ends_at
  `)
  const row = rows[0]
  if (!row) throw new Error('rate_limits: the count returned no row')
  return { count: Number(row.count), endsAt: new Date(row.window_ends_at).getTime() }
}

/** The limiter's count for `key` in a window still open at `now`, or null. Counts nothing. */
export async function readWindow(limiter: string, key: string, now: number): Promise<{ count: number; endsAt: number } | null> {
  const { rows } = await getDb().execute<{ count: number; window_ends_at: Date }>(sql`
    select count, window_ends_at from rate_limits
    where limiter = ${limiter} and key = ${key} and window_ends_at > ${new Date(now).toISOString()}::timestamptz
  `)
  const row = rows[0]
  return row ? { count: Number(row.count), endsAt: new Date(row.window_ends_at).getTime() } : null
}

/** Forgets the limiter's count for `key`. */
export async function forgetWindow(limiter: string, key: string): Promise<void> {
  await getDb().execute(sql`delete from rate_limits where limiter = ${limiter} and key = ${key}`)
}

/** The JSON 429 answer every limited endpoint gives. */
export function tooManyRequests(retryAfterSeconds: number, message = 'Too many requests. Please wait a moment and try again.') {
  return Response.json(
    { error: message },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } },
  )
}

/** The client address the server saw (the load context's), for keys of rate limits. */
export function clientAddress(context: unknown): string {
  const value = (context as { clientAddress?: unknown } | null | undefined)?.clientAddress
  return typeof value === 'string' && value ? value : 'unknown'
}

// --- sweeping ended windows ------------------------------------------------------------------------

const SWEEP_BATCH = 5_000

/**
 * Deletes windows that ended before `now`, a batch at a time. A row being counted right now is
 * skipped (its count restarts the window anyway); several app servers sweeping at once share the work.
 * Returns how many rows went.
 */
export async function sweepRateLimits(now = new Date()): Promise<number> {
  let deleted = 0
  for (;;) {
    const result = await getDb().execute(sql`
      delete from rate_limits where (limiter, key) in (
        select limiter, key from rate_limits
        where window_ends_at <= ${now.toISOString()}::timestamptz
        limit ${SWEEP_BATCH}
        for update skip locked
      )
    `)
    const count = result.rowCount ?? 0
    deleted += count
    if (count < SWEEP_BATCH) return deleted
  }
}

type Sweeper = { stop(): Promise<void> }

// One per process, kept on globalThis across dev reloads.
const globalSweeper = globalThis as typeof globalThis & { __storefrontRateLimitSweeper?: Sweeper }

/**
 * Start-up: sweep every `intervalMs` (ten minutes by default). Counting never reads an ended window,
 * so the sweep only keeps the table small; a failed pass is logged and tried again next time.
 */
export function startRateLimitSweeps({ intervalMs = 10 * 60_000 }: { intervalMs?: number } = {}): Sweeper {
  const existing = globalSweeper.__storefrontRateLimitSweeper
  if (existing) return existing
  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = sweepRateLimits()
      .then((deleted) => {
        if (deleted) logger.debug({ deleted }, 'swept ended rate-limit windows')
      })
      .catch((error: unknown) => logger.error({ err: error }, 'rate-limit sweep failed'))
      .finally(() => {
        running = null
      })
  }, intervalMs)
  timer.unref()
  const sweeper: Sweeper = {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
  globalSweeper.__storefrontRateLimitSweeper = sweeper
  return sweeper
}

export async function stopRateLimitSweeps(): Promise<void> {
  const sweeper = globalSweeper.__storefrontRateLimitSweeper
  globalSweeper.__storefrontRateLimitSweeper = undefined
  await sweeper?.stop()
}
