/**
 * Reservation time windows inside a store's pickup or delivery hours (001 §3 store info:
 * `[{ day, period: { from: 'HH:mm', to: 'HH:mm' } }]`), in the store's own time zone.
 *
 * - A day whose times are unusable (the 'Unavailable' rule of 001 §5, `isUsableTime`) or missing
 *   offers no windows.
 * - Windows start at opening time and step by the slot length in real (elapsed) time, so a slot is
 *   always as long as it says, on daylight-saving change days too; the labels show local wall time.
 * - A window must start at least the lead time after `now` and end by closing time.
 * - Hours whose closing time is not after the opening time run past midnight ('18:00'–'02:00');
 *   their windows belong to the day the store opened.
 * - Windows are epoch seconds, as the order stores fulfillment_time_start and _end.
 */
import { isUsableTime, WEEK_DAYS, type WeekDay } from '~/dispensaries/hours'

export type StoreHoursEntry = { day: string; period: { from: unknown; to: unknown } | null | undefined }

export type TimeWindow = {
  /** Epoch seconds. */
  start: number
  /** Epoch seconds. */
  end: number
}

export type LabelledWindow = TimeWindow & {
  /** The store-local date the window belongs to, 'YYYY-MM-DD'. */
  date: string
  /** '10:00 AM – 10:30 AM' in the store's zone. */
  label: string
}

export type WindowDay = {
  date: string
  day: WeekDay
  /** 'Today', 'Tomorrow' or 'Wed, Nov 25'. */
  label: string
  windows: LabelledWindow[]
}

export type WindowOptions = {
  hours: readonly StoreHoursEntry[] | null | undefined
  /** IANA zone; an invalid one is treated as UTC. */
  timeZone: string
  now: Date
  /** Default 30. */
  slotMinutes?: number
  /** Default 15. */
  leadMinutes?: number
  /** Days after today to offer (default 2: today, tomorrow and the day after). */
  daysAhead?: number
}

export const DEFAULT_SLOT_MINUTES = 30
export const DEFAULT_LEAD_MINUTES = 15
export const DEFAULT_DAYS_AHEAD = 2

/** The selectable windows for today and the next days, grouped by store-local date; days without windows are left out. */
export function listWindows(options: WindowOptions): WindowDay[] {
  const zone = validZone(options.timeZone)
  const slot = positiveMinutes(options.slotMinutes ?? DEFAULT_SLOT_MINUTES, 'slot length') * 60_000
  const lead = nonNegativeMinutes(options.leadMinutes ?? DEFAULT_LEAD_MINUTES, 'lead time') * 60_000
  const daysAhead = options.daysAhead ?? DEFAULT_DAYS_AHEAD
  if (!Number.isInteger(daysAhead) || daysAhead < 0 || daysAhead > 60) throw new RangeError(`daysAhead must be 0–60: ${daysAhead}`)
  const earliest = options.now.getTime() + lead
  const today = localDate(options.now, zone)
  const days: WindowDay[] = []
  for (let offset = 0; offset <= daysAhead; offset++) {
    const date = addDays(today, offset)
    const opening = openingOn(date, options.hours, zone)
    if (!opening) continue
    const windows: LabelledWindow[] = []
    for (let start = opening.open; start + slot <= opening.close; start += slot) {
      if (start < earliest) continue
      windows.push({
        start: start / 1000,
        end: (start + slot) / 1000,
        date: isoDate(date),
        label: `${wallTime(start, zone)} – ${wallTime(start + slot, zone)}`,
      })
    }
    if (windows.length) days.push({ date: isoDate(date), day: weekdayOf(date), label: dayLabel(offset, date), windows })
  }
  return days
}

/**
 * Whether a window lies wholly inside the store's hours on the day it starts (or inside the previous
 * day's hours when those run past midnight). For the server, to refuse a tampered window whatever the
 * browser sent.
 */
export function isWindowInsideHours(window: TimeWindow, hours: readonly StoreHoursEntry[] | null | undefined, timeZone: string): boolean {
  if (!Number.isFinite(window.start) || !Number.isFinite(window.end) || window.end <= window.start) return false
  const zone = validZone(timeZone)
  const start = window.start * 1000
  const end = window.end * 1000
  const startDate = localDate(new Date(start), zone)
  return [addDays(startDate, -1), startDate].some((date) => {
    const opening = openingOn(date, hours, zone)
    return !!opening && start >= opening.open && end <= opening.close
  })
}

/**
 * Stricter than `isWindowInsideHours`: the window is exactly one that `listWindows` offers for these
 * options (on the slot grid, after the lead time, within the days offered).
 */
export function isSelectableWindow(window: TimeWindow, options: WindowOptions): boolean {
  return listWindows(options).some((day) => day.windows.some((w) => w.start === window.start && w.end === window.end))
}

// --- calendar and zone arithmetic -------------------------------------------------------------

/** A calendar date with no zone: year, month 1–12, day. */
type CalendarDate = { year: number; month: number; day: number }

function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

function weekdayOf(date: CalendarDate): WeekDay {
  // getUTCDay: 0 is Sunday; WEEK_DAYS starts on Monday.
  const index = (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7
  return WEEK_DAYS[index] as WeekDay
}

function isoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let found = partsFormatters.get(zone)
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    partsFormatters.set(zone, found)
  }
  return found
}

function wallClock(epochMs: number, zone: string) {
  const parts: Record<string, number> = {}
  for (const part of partsFormatter(zone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

function localDate(at: Date, zone: string): CalendarDate {
  const { year, month, day } = wallClock(at.getTime(), zone)
  return { year, month, day }
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(epochMs: number, zone: string): number {
  const w = wallClock(epochMs, zone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(epochMs / 1000) * 1000
}

/**
 * The instant a local wall time happens in a zone. A repeated wall time (fall back) maps to its first
 * occurrence; a skipped one (spring forward) moves forward by the gap, as clocks do: 2:30 AM → 3:30 AM.
 */
function instantOf(date: CalendarDate, minutes: number, zone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000
  // A day either side is far enough to see the offsets on both sides of any change that day.
  const offsetBefore = offsetAt(wall - 86_400_000, zone)
  const offsetAfter = offsetAt(wall + 86_400_000, zone)
  const exact = [wall - offsetBefore, wall - offsetAfter]
    .filter((t) => t + offsetAt(t, zone) === wall)
    .sort((a, b) => a - b)
  return exact[0] ?? wall - offsetBefore
}

function wallTime(epochMs: number, zone: string): string {
  const { hour, minute } = wallClock(epochMs, zone)
  const suffix = hour < 12 ? 'AM' : 'PM'
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`
}

function dayLabel(offset: number, date: CalendarDate): string {
  if (offset === 0) return 'Today'
  if (offset === 1) return 'Tomorrow'
  return shortDay.format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
}

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })

const zoneValidity = new Map<string, boolean>()

function validZone(zone: string): string {
  let valid = zoneValidity.get(zone)
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone })
      valid = true
    } catch {
      valid = false
    }
    if (zoneValidity.size < 1000) zoneValidity.set(zone, valid)
  }
  return valid ? zone : 'UTC'
}

// --- hours ------------------------------------------------------------------------------------

function minutesOf(value: string): number {
  const [hourPart = '0', minutePart = '00'] = value.split(':')
  return Number(hourPart) * 60 + Number(minutePart.slice(0, 2))
}

/** The store's opening on a local date as instants, or null when the day has no usable hours. */
function openingOn(
  date: CalendarDate,
  hours: readonly StoreHoursEntry[] | null | undefined,
  zone: string,
): { open: number; close: number } | null {
  const weekday = weekdayOf(date).toLowerCase()
  const entry = (Array.isArray(hours) ? hours : []).find(
    (h) => typeof h?.day === 'string' && h.day.trim().toLowerCase() === weekday,
  )
  const from = entry?.period?.from
  const to = entry?.period?.to
  if (!isUsableTime(from) || !isUsableTime(to)) return null
  const fromMinutes = minutesOf(from)
  let toMinutes = minutesOf(to)
  if (fromMinutes >= 24 * 60) return null
  if (toMinutes <= fromMinutes) toMinutes += 24 * 60
  const open = instantOf(date, fromMinutes, zone)
  const close = toMinutes >= 24 * 60 ? instantOf(addDays(date, 1), toMinutes - 24 * 60, zone) : instantOf(date, toMinutes, zone)
  return close > open ? { open, close } : null
}

function positiveMinutes(value: number, what: string): number {
  if (!Number.isInteger(value) || value <= 0 || value > 24 * 60) throw new RangeError(`The ${what} must be 1–1440 minutes: ${value}`)
  return value
}

function nonNegativeMinutes(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > 7 * 24 * 60) throw new RangeError(`The ${what} must be 0 or more minutes: ${value}`)
  return value
}
