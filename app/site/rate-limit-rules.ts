/** How long until a window ends, for Retry-After: whole seconds, rounded up, at least 1. */
export function retryAfterSeconds(windowEndsAtMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((windowEndsAtMs - nowMs) / 1000))
}

/** '14 minutes', '1 minute', '30 seconds': how long to wait, for a 429 message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}
