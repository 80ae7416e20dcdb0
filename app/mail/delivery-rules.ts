/** Rules of outbox delivery: when a message is tried again, when never, and what of an error is kept. */

/**
 * Seconds to wait after the n-th failed attempt (index n - 1) before the next: 30 s, 2 min,
 * 10 min, 30 min, then an hour each time for as long as the failure lasts. A transient failure
 * never ends a message: SMTP may be down for a day and the mail still goes once it is back.
 */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800] as const
export const MAX_RETRY_DELAY_SECONDS = 3600

/** Seconds from a failed attempt that brought the count to `attempts` until the next may run. */
export function retryDelaySeconds(attempts: number): number {
  if (attempts < 1) return 0
  return RETRY_DELAYS_SECONDS[attempts - 1] ?? MAX_RETRY_DELAY_SECONDS
}

/** What a send error carries that says whether trying again can help (nodemailer's fields). */
export type SendFailure = { code?: unknown; responseCode?: unknown }

/** Nodemailer's codes for a reply to the envelope (sender, recipients) or to the message itself. */
const MESSAGE_CODES = new Set(['EENVELOPE', 'EMESSAGE'])

/**
 * Whether a failed send is a permanent rejection of this message: an SMTP 5xx reply (except 503,
 * a command out of sequence, which a new connection does not repeat) to its sender, recipient or
 * content. Everything else is transient and retried: no reply at all (connection refused, DNS,
 * TLS, timeouts), 4xx replies (greylisting, a full mailbox, "try later"), and 5xx replies that
 * are about the server or our account rather than the message (a refused greeting or login):
 * those are fixed on the server's side, and the mail waits for it.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, responseCode } = error as SendFailure
  const reply = typeof responseCode === 'number' ? responseCode : Number.NaN
  if (!(reply >= 500 && reply < 600) || reply === 503) return false
  return code === undefined || code === null || (typeof code === 'string' && MESSAGE_CODES.has(code))
}

/** After a failed attempt: failed for good, or queued again `retryDelaySeconds` later. */
export function afterFailure(error: unknown, attempts: number): { status: 'failed' } | { status: 'queued'; retryInSeconds: number } {
  return isPermanentFailure(error) ? { status: 'failed' } : { status: 'queued', retryInSeconds: retryDelaySeconds(attempts) }
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
