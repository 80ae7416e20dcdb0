/** Rules of outbox delivery: how often a message is tried, and what of an error is kept. */

/** A message that failed this many times is marked failed and never tried again. */
export const MAX_ATTEMPTS = 5

/**
 * When attempt n+1 may run, in seconds after the message was queued (index = attempts so far):
 * at once, then after 30 s, 2 min, 10 min and 30 min. Counting from the queueing time keeps the
 * schedule in columns the outbox already has (created_at, attempts).
 */
export const RETRY_SCHEDULE_SECONDS = [0, 30, 120, 600, 1800] as const

/** Seconds after queueing when the next attempt is due, or null when no attempt is left. */
export function nextAttemptAfterSeconds(attempts: number): number | null {
  return attempts >= 0 && attempts < MAX_ATTEMPTS ? RETRY_SCHEDULE_SECONDS[attempts]! : null
}

/** The status after a failed attempt that brought the count to `attempts`. */
export function statusAfterFailure(attempts: number): 'queued' | 'failed' {
  return attempts >= MAX_ATTEMPTS ? 'failed' : 'queued'
}

const MAX_ERROR_LENGTH = 500

/**
 * What of an error is stored in last_error: its message (and SMTP reply code) on one line, at most
 * 500 characters, with every given secret (the SMTP password in its several spellings) blanked out.
 */
export function errorSummary(error: unknown, secrets: readonly string[] = []): string {
  const message = error instanceof Error ? error.message : String(error)
  const code = typeof error === 'object' && error && 'responseCode' in error ? Number(error.responseCode) : null
  let summary = message.replace(/\s+/g, ' ').trim() || 'Unknown error'
  if (code && !summary.includes(String(code))) summary = `${code} ${summary}`
  for (const secret of secrets) {
    if (secret.length >= 3) summary = summary.split(secret).join('[redacted]')
  }
  return summary.length > MAX_ERROR_LENGTH ? `${summary.slice(0, MAX_ERROR_LENGTH - 1)}…` : summary
}

/** The forms an SMTP URL's credentials can take in an error or a protocol transcript. */
export function smtpSecrets(smtpUrl: string): string[] {
  let url: URL
  try {
    url = new URL(smtpUrl)
  } catch {
    return []
  }
  if (!url.password) return []
  const user = decodeURIComponent(url.username)
  const password = decodeURIComponent(url.password)
  const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64')
  return [smtpUrl, url.password, password, base64(password), base64(`\u0000${user}\u0000${password}`)].filter(
    (value, index, all) => value && all.indexOf(value) === index,
  )
}

/** An SMTP URL safe to log: its password replaced. */
export function redactSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl)
    if (url.password) url.password = 'redacted'
    return url.toString()
  } catch {
    return 'an invalid SMTP_URL'
  }
}
