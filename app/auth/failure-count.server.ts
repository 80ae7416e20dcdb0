import { countInWindow, forgetWindow, notCounted, readWindow } from '~/site/rate-limit.server'

/**
 * Counts failures (wrong passwords) per key in fixed windows of `windowMs` from a key's first
 * failure. The counts are rows of rate_limits (app/site/rate-limit.server.ts), shared by every app
 * process and server. A count the database cannot give reads as 0 and is logged: the attempt then
 * needs no challenge, and its own database work fails as it would anyway.
 */
export type FailureCounter = {
  readonly name: string
  /** Failures of `key` in its current window (0 when none). Counts nothing. */
  count(key: string, now?: number): Promise<number>
  /** Records one failure for `key`; returns the new count. */
  fail(key: string, now?: number): Promise<number>
  /** Forgets `key` (a successful sign-in clears the account's count). */
  clear(key: string): Promise<void>
}

export function createFailureCounter({ name, windowMs }: { name: string; windowMs: number }): FailureCounter {
  return {
    name,
    async count(key, now = Date.now()) {
      const window = await readWindow(name, key, now).catch((error: unknown) => notCounted(name, error))
      return window?.count ?? 0
    },
    async fail(key, now = Date.now()) {
      const window = await countInWindow(name, key, windowMs, now).catch((error: unknown) => notCounted(name, error))
      return window?.count ?? 0
    },
    async clear(key) {
      await forgetWindow(name, key).catch((error: unknown) => notCounted(name, error))
    },
  }
}
