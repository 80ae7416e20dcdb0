/**
 * Counts failures (wrong passwords), not attempts: a key that failed `max` times within `windowMs`
 * of its first failure is refused until that window ends, whatever it sends, the right password
 * included. In memory, like app/site/rate-limit.server.ts: one Node process.
 */
export type FailureLimiter = {
  /** Whether `key` may try now; when not, how long to wait. Counts nothing. */
  check(key: string, now?: number): { ok: true } | { ok: false; retryAfterSeconds: number }
  /** Records one failure for `key`. */
  fail(key: string, now?: number): void
  /** Forgets `key` (a successful sign-in clears the email's count). */
  clear(key: string): void
  reset(): void
}

export function createFailureLimiter({ windowMs, max }: { windowMs: number; max: number }): FailureLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = 0
  const current = (key: string, now: number) => {
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
      lastSweep = now
    }
    const window = windows.get(key)
    if (window && now - window.start >= windowMs) {
      windows.delete(key)
      return undefined
    }
    return window
  }
  return {
    check(key, now = Date.now()) {
      const window = current(key, now)
      if (!window || window.count < max) return { ok: true }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) }
    },
    fail(key, now = Date.now()) {
      const window = current(key, now)
      if (window) window.count += 1
      else windows.set(key, { start: now, count: 1 })
    },
    clear(key) {
      windows.delete(key)
    },
    reset() {
      windows.clear()
      lastSweep = 0
    },
  }
}

/** '14 minutes', '1 minute', '30 seconds': how long to wait, for the 429 message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}
