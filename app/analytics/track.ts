import { readConsentCookie, type Consent } from './consent'
import { TARGETING_EVENTS, type AnalyticsEventName, type AnalyticsEvents } from './events'

/**
 * The one way the storefront records an analytics event (browser only; a no-op during SSR).
 * Every event goes to `window.dataLayer` for a tag manager. With performance consent (C0002) it is
 * also queued for the first-party collector (`POST /api/events`); targeting events (sponsored rows)
 * need C0004 as well. Failures are logged to the console and swallowed: analytics never breaks a page.
 */
export function track<N extends AnalyticsEventName>(name: N, properties: AnalyticsEvents[N]): void {
  if (typeof window === 'undefined') return
  try {
    const consent = readConsentCookie(document.cookie)
    if (TARGETING_EVENTS.includes(name) && !consent?.C0004) return
    const layer = (window.dataLayer ??= [])
    layer.push({ event: name, ...properties })
    if (consent?.C0002) enqueue({ event: name, properties: properties as Record<string, unknown> }, consent)
  } catch (error) {
    console.warn('analytics: event not recorded', name, error)
  }
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

type QueuedEvent = { event: string; properties: Record<string, unknown> }

const FLUSH_DELAY_MS = 1000
/** The collector refuses bodies over 64 KB; stay well under it. */
const MAX_BATCH = 20

let queue: QueuedEvent[] = []
let timer: ReturnType<typeof setTimeout> | null = null
let listening = false

function enqueue(item: QueuedEvent, consent: Consent) {
  if (!consent.C0002) return
  queue.push(item)
  if (!listening) {
    listening = true
    // A page being hidden may never come back: send what is queued with the page's last breath.
    window.addEventListener('pagehide', () => flush(true))
  }
  if (queue.length >= MAX_BATCH) flush(false)
  else timer ??= setTimeout(() => flush(false), FLUSH_DELAY_MS)
}

/** Sends the queued events now (tests and the consent dialog call it). */
export function flush(unloading = false): void {
  if (timer) clearTimeout(timer)
  timer = null
  if (queue.length === 0) return
  const batch = queue.slice(0, MAX_BATCH)
  queue = queue.slice(MAX_BATCH)
  const body = JSON.stringify(batch)
  try {
    if (unloading && navigator.sendBeacon?.('/api/events', new Blob([body], { type: 'application/json' }))) return
    void fetch('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch((error: unknown) => console.warn('analytics: collector unreachable', error))
  } catch (error) {
    console.warn('analytics: collector unreachable', error)
  }
  if (queue.length > 0) timer = setTimeout(() => flush(false), FLUSH_DELAY_MS)
}

/** Drops queued events (a visitor withdrew performance consent). */
export function discardQueued(): void {
  if (timer) clearTimeout(timer)
  timer = null
  queue = []
}
