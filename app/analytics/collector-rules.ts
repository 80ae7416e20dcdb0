import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from './events'

/**
 * What the first-party collector (POST /api/events) accepts: the rules, without the HTTP. Pure, so
 * the refusals are unit-tested as a table.
 */

/** 001 §7 and issue 7 §3: larger bodies are refused unread. */
export const MAX_BODY_BYTES = 64 * 1024
/** One request carries at most this many events (the browser batches 20). */
export const MAX_EVENTS_PER_REQUEST = 50
/** Top-level properties of one event. */
export const MAX_PROPERTIES = 30
/** The properties object is level 1; an object or array inside it level 2, and so on. */
export const MAX_DEPTH = 3
/** Any string (a value or a key) longer than this is refused. */
export const MAX_STRING_LENGTH = 500

/**
 * Counts must not be negative (001 §5: "analytics filter events require a string event name and
 * non-negative counts"). A property counts as a count when its name ends in count, index,
 * position or percent, in snake_case or camelCase and at any depth: `count`, `review_count`,
 * `itemCount`, `index`, `position`, `percent` (not `discount`). Such a property holding a negative number refuses
 * the whole request.
 */
export const COUNT_PROPERTY = /(?:^|_)(?:count|index|position|percent)$|[a-z\d](?:Count|Index|Position|Percent)$/

export function isCountProperty(name: string): boolean {
  return COUNT_PROPERTY.test(name)
}

export type CollectedEvent = { name: AnalyticsEventName; properties: Record<string, unknown> }

export type Refusal = { status: 400 | 413 | 415; message: string }

export type CheckResult = { ok: true; events: CollectedEvent[] } | ({ ok: false } & Refusal)

const KNOWN_NAMES: ReadonlySet<string> = new Set(ANALYTICS_EVENT_NAMES)

const refuse = (message: string, status: Refusal['status'] = 400): CheckResult => ({ ok: false, status, message })

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Checks a parsed JSON body: one `{event, properties}` or an array of 1–50 of them. Any bad item
 * refuses the whole request, so a batch is stored entirely or not at all. `properties` may be left
 * out (an event without properties); when present it must be an object.
 */
export function checkEventsBody(body: unknown): CheckResult {
  const items = Array.isArray(body) ? body : [body]
  if (items.length === 0) return refuse('The body is an empty list: send at least one event.')
  if (items.length > MAX_EVENTS_PER_REQUEST) {
    return refuse(`Too many events in one request: at most ${MAX_EVENTS_PER_REQUEST}.`, 413)
  }
  const events: CollectedEvent[] = []
  for (const [index, item] of items.entries()) {
    const where = Array.isArray(body) ? `Event ${index}` : 'The event'
    if (!isPlainObject(item)) return refuse(`${where} must be an object with "event" and "properties".`)
    const name = item.event
    if (typeof name !== 'string') return refuse(`${where}: "event" must be a string.`)
    if (!KNOWN_NAMES.has(name)) return refuse(`${where}: "${name.slice(0, 60)}" is not a known event name.`)
    const properties = item.properties ?? {}
    if (!isPlainObject(properties)) return refuse(`${where}: "properties" must be an object.`)
    if (Object.keys(properties).length > MAX_PROPERTIES) {
      return refuse(`${where}: at most ${MAX_PROPERTIES} properties.`)
    }
    const problem = checkValue(properties, 1, null)
    if (problem) return refuse(`${where}: ${problem}`)
    events.push({ name: name as AnalyticsEventName, properties })
  }
  return { ok: true, events }
}

/** The first problem in a property value (depth counts the properties object as 1), or null. */
function checkValue(value: unknown, depth: number, key: string | null): string | null {
  if (typeof value === 'string') {
    return value.length > MAX_STRING_LENGTH ? `"${key}" is longer than ${MAX_STRING_LENGTH} characters.` : null
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return `"${key}" must be a finite number.`
    if (value < 0 && key !== null && isCountProperty(key)) return `"${key}" is a count and must not be negative.`
    return null
  }
  if (value === null || typeof value === 'boolean') return null
  if (depth > MAX_DEPTH) return `properties are nested deeper than ${MAX_DEPTH} levels.`
  if (Array.isArray(value)) {
    for (const item of value) {
      // An array's items inherit its name: 'positions: [-1]' is still a list of positions.
      const problem = checkValue(item, depth + 1, key)
      if (problem) return problem
    }
    return null
  }
  if (isPlainObject(value)) {
    for (const [name, item] of Object.entries(value)) {
      if (name.length > MAX_STRING_LENGTH) return `a property name is longer than ${MAX_STRING_LENGTH} characters.`
      const problem = checkValue(item, depth + 1, name)
      if (problem) return problem
    }
    return null
  }
  return `"${key}" has a value JSON cannot carry.`
}

/** Whether a Content-Type names JSON ('application/json', with or without a charset). */
export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || /^application\/[\w.+-]*\+json$/.test(type)
}

/** The page an event happened on: the Referer's path (no query, no host), or null. */
export function pathFromReferer(referer: string | null): string | null {
  if (!referer) return null
  try {
    const path = new URL(referer).pathname
    return path.length > MAX_STRING_LENGTH ? path.slice(0, MAX_STRING_LENGTH) : path
  } catch {
    return null
  }
}
