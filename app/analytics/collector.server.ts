import { readVisitor } from '~/cart/visitor.server'
import { getDb } from '~/db/client.server'
import { analyticsEvents } from '~/db/schema'
import { clientAddress, createRateLimiter, tooManyRequests } from '~/site/rate-limit.server'
import { readCapped } from '~/site/request-body.server'
import { reportError } from '~/site/report-error.server'
import { type CollectedEvent, checkEventsBody, isJsonContentType, MAX_BODY_BYTES, pathFromReferer } from './collector-rules'

/**
 * The first-party analytics collector behind POST /api/events (issue 7 §3).
 *
 * Consent: the server does not read the consent cookie. The browser decides what to send
 * (app/analytics/track.ts queues events only with performance consent, C0002, and targeting events
 * only with C0004 too), and the collector stores what arrives and nothing more: it never sets a
 * cookie, never creates a visitor and keeps only the path of the page. Checking the cookie here
 * as well would refuse a beacon sent in the same moment a visitor changed their choice, and would
 * protect nothing a scripted caller could not fake anyway.
 */

/**
 * A browser flushes at most one batch a second (FLUSH_DELAY_MS in track.ts), so 30 requests in
 * 10 seconds (about 180 a minute) leaves room for several tabs, while a flood is cut off within
 * seconds and a limited client recovers within seconds too.
 */
export const COLLECTOR_RATE = { windowMs: 10_000, max: 30 }
const limiter = createRateLimiter({ name: 'analytics-events', ...COLLECTOR_RATE })

const NO_STORE = { 'Cache-Control': 'no-store' }

function problem(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json({ error: message }, { status, headers: { ...NO_STORE, ...headers } })
}

/**
 * Handles one collector request: rate limit, content type, size (declared and actually read),
 * JSON, the event rules; then all events in one INSERT. Answers 202 {accepted: n}, a 4xx with
 * {error} when the request is refused (nothing stored), or 503 when the database fails (logged;
 * a single statement, so nothing is half-written).
 */
export async function collectEvents(request: Request, context: unknown): Promise<Response> {
  if (request.method !== 'POST') return problem(405, 'Use POST to send analytics events.', { Allow: 'POST' })
  const limit = await limiter.hit(clientAddress(context))
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, 'Too many analytics requests. Please slow down.')

  if (!isJsonContentType(request.headers.get('content-type'))) {
    return problem(415, 'Send the events as JSON (Content-Type: application/json).')
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return problem(413, `The body is larger than ${MAX_BODY_BYTES / 1024} KB.`)
  const text = await readCapped(request, MAX_BODY_BYTES)
  if (text === null) return problem(413, `The body is larger than ${MAX_BODY_BYTES / 1024} KB.`)

  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return problem(400, 'The body is not valid JSON.')
  }
  const checked = checkEventsBody(body)
  if (!checked.ok) return problem(checked.status, checked.message)

  try {
    await storeEvents(checked.events, {
      visitorToken: readVisitor(request),
      path: pathFromReferer(request.headers.get('referer')),
    })
  } catch (error) {
    reportError('Could not store analytics events', { category: 'analytics', storeId: null, err: error, count: checked.events.length })
    return problem(503, 'The events could not be stored just now.', { 'Retry-After': '30' })
  }
  return Response.json({ accepted: checked.events.length }, { status: 202, headers: NO_STORE })
}

/** All events of a request in one statement: stored together or not at all. */
export async function storeEvents(
  events: readonly CollectedEvent[],
  meta: { visitorToken: string | null; path: string | null },
): Promise<void> {
  if (events.length === 0) return
  await getDb()
    .insert(analyticsEvents)
    .values(events.map((event) => ({ name: event.name, properties: event.properties, visitorToken: meta.visitorToken, path: meta.path })))
}

