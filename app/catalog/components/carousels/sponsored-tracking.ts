import { readConsentCookie } from '~/analytics/consent'
import type { SponsoredEvent } from '~/catalog/sponsored'

/** Impressions arriving together (a row scrolled into view) go in one request. */
const BATCH_DELAY_MS = 300

const queue: SponsoredEvent[] = []
let timer: ReturnType<typeof setTimeout> | null = null

/** Whether the visitor gave targeting consent (C0004): sponsored tracking needs it (issue 7 §3). */
export function hasTargetingConsent(): boolean {
  return typeof document !== 'undefined' && Boolean(readConsentCookie(document.cookie)?.C0004)
}

/**
 * impress() and click() of 000 §7: queued and posted to /api/sponsored-events, only with targeting
 * consent. Clicks go at once (the page may be about to change); impressions are batched briefly.
 * Any failure is caught and logged (000 §8) and never reaches the page.
 */
export function reportSponsored(event: SponsoredEvent): void {
  try {
    if (!hasTargetingConsent()) return
    queue.push(event)
    if (event.kind === 'click') flushSponsored()
    else timer ??= setTimeout(flushSponsored, BATCH_DELAY_MS)
  } catch (error) {
    console.warn('sponsored: event not recorded', error)
  }
}

export function flushSponsored(): void {
  if (timer) clearTimeout(timer)
  timer = null
  if (queue.length === 0) return
  const body = JSON.stringify(queue.splice(0, 50))
  try {
    void fetch('/api/sponsored-events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    })
      .then((response) => {
        if (!response.ok) console.warn('sponsored: events refused', response.status)
      })
      .catch((error: unknown) => console.warn('sponsored: tracking unreachable', error))
  } catch (error) {
    console.warn('sponsored: tracking unreachable', error)
  }
  if (queue.length > 0) timer = setTimeout(flushSponsored, BATCH_DELAY_MS)
}
