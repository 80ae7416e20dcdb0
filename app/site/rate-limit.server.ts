/**
 * A fixed-window rate limiter kept in memory: enough for one Node process (architecture: one
 * process by default). Behind several app servers, each limits on its own; a shared store can stand
 * behind the same interface when a chain needs one.
 */
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = {
  /** Counts one attempt for `key` and says whether it is allowed. */
  hit(key: string, now?: number): RateLimitResult
  reset(): void
}

export function createRateLimiter({ windowMs, max }: { windowMs: number; max: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = 0
  return {
    hit(key, now = Date.now()) {
      // Forget finished windows now and then so the map cannot grow without bound.
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
        lastSweep = now
      }
      const current = windows.get(key)
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 })
        return { ok: true }
      }
      current.count += 1
      if (current.count <= max) return { ok: true }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) }
    },
    reset() {
      windows.clear()
    },
  }
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
