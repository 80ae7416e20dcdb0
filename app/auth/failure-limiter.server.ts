import { retryAfterSeconds } from '~/site/rate-limit-rules'
import { countInWindow, forgetWindow, notCounted, readWindow } from '~/site/rate-limit.server'

/**
 * Counts failures (wrong passwords), not attempts: a key that failed `max` times within `windowMs`
 * of its first failure is refused until that window ends, whatever it sends, the right password
 * included. The counts are rows of rate_limits (app/site/rate-limit.server.ts), shared by every app
 * process and server; like a rate limit, a count the database cannot give lets the attempt go ahead.
 */
export type FailureLimiter = {
  readonly name: string
  /** Whether `key` may try now; when not, how long to wait. Counts nothing. */
  check(key: string, now?: number): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>
  /** Records one failure for `key`. */
  fail(key: string, now?: number): Promise<void>
  /** Forgets `key` (a successful sign-in clears the email's count). */
  clear(key: string): Promise<void>
}

export function createFailureLimiter({ name, windowMs, max }: { name: string; windowMs: number; max: number }): FailureLimiter {
  return {
    name,
    async check(key, now = Date.now()) {
      const window = await readWindow(name, key, now).catch((error: unknown) => notCounted(name, error))
      if (!window || window.count < max) return { ok: true }
      return { ok: false, retryAfterSeconds: retryAfterSeconds(window.endsAt, now) }
    },
    async fail(key, now = Date.now()) {
      await countInWindow(name, key, windowMs, now).catch((error: unknown) => notCounted(name, error))
    },
    async clear(key) {
      await forgetWindow(name, key).catch((error: unknown) => notCounted(name, error))
    },
  }
}
