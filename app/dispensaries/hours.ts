import type { OpeningHours } from '~/db/schema'

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

/** Shown for a day or time the data cannot answer (001 §5, 000 §5). */
export const UNAVAILABLE = 'Unavailable'

/** One day as a shopper reads it. */
export type DayHours = {
  day: WeekDay
  /** '9:00 AM – 9:00 PM', the custom label, or 'Unavailable'. */
  label: string
  /** Medical-patient hours when the day has its own. */
  medicalLabel: string | null
}

/**
 * The 001 §5 rule: a time shows 'Unavailable' if it is missing, not a string, shorter than four
 * characters or its hour part is not numeric. Hours past 24 or minutes that are not 00–59 cannot be
 * printed either, so they count as unusable too.
 */
export function isUsableTime(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 4) return false
  const [hourPart = '', minutePart = '00'] = value.split(':')
  if (!/^\d+$/.test(hourPart) || Number(hourPart) > 24) return false
  return /^[0-5]\d$/.test(minutePart.slice(0, 2))
}

/** '21:00' → '9:00 PM', '00:30' → '12:30 AM'; anything unusable → 'Unavailable'. */
export function formatTime(value: unknown): string {
  if (!isUsableTime(value)) return UNAVAILABLE
  const [hourPart = '0', minutePart = '00'] = value.split(':')
  const hour = Number(hourPart) % 24
  const suffix = hour < 12 ? 'AM' : 'PM'
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${hour12}:${minutePart.slice(0, 2)} ${suffix}`
}

/** '9:00 AM – 9:00 PM'; if either end is unusable the whole range is 'Unavailable'. */
export function formatRange(from: unknown, to: unknown): string {
  if (!isUsableTime(from) || !isUsableTime(to)) return UNAVAILABLE
  return `${formatTime(from)} – ${formatTime(to)}`
}

/** How one stored day reads. A custom label ('Closed', 'Closed for Thanksgiving') wins. */
export function describeDay(day: WeekDay, entry: Partial<OpeningHours> | undefined): DayHours {
  if (!entry) return { day, label: UNAVAILABLE, medicalLabel: null }
  const custom = typeof entry.customLabel === 'string' ? entry.customLabel.trim() : ''
  const label = custom || formatRange(entry.from, entry.to)
  const hasMedical = !custom && (entry.fromMedical != null || entry.toMedical != null)
  const medical = hasMedical ? formatRange(entry.fromMedical, entry.toMedical) : null
  // Medical hours are worth a line only when they differ from everyone's hours.
  return { day, label, medicalLabel: medical !== label ? medical : null }
}

/** Monday to Sunday, whatever order or gaps the stored hours have. */
export function weeklyHours(hours: readonly Partial<OpeningHours>[] | null | undefined): DayHours[] {
  const list = Array.isArray(hours) ? hours : []
  return WEEK_DAYS.map((day) => describeDay(day, list.find((entry) => entry?.day === day)))
}

/** The weekday at `now` in the dispensary's time zone (UTC when the zone is not a valid IANA name). */
export function weekdayIn(timeZone: string, now: Date): WeekDay {
  const name = weekdayFormatter(timeZone).format(now)
  return (WEEK_DAYS as readonly string[]).includes(name) ? (name as WeekDay) : 'Monday'
}

// Building an Intl formatter costs far more than using one, and every list page needs one per store.
const weekdayFormatters = new Map<string, Intl.DateTimeFormat>()

function weekdayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = weekdayFormatters.get(timeZone)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone })
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })
    }
    weekdayFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** Today's hours in the dispensary's own time zone. */
export function todayHours(
  hours: readonly Partial<OpeningHours>[] | null | undefined,
  timeZone: string,
  now: Date,
): DayHours {
  const day = weekdayIn(timeZone, now)
  return weeklyHours(hours).find((entry) => entry.day === day) ?? describeDay(day, undefined)
}

const timeZoneLabels = new Map<string, string>()

/**
 * 'America/Chicago' → 'Central Time'; the zone id itself when Intl cannot name it. Remembered per
 * zone: building the formatter costs more than a menu page's whole hours block.
 */
export function timeZoneLabel(timeZone: string): string {
  let label = timeZoneLabels.get(timeZone)
  if (label === undefined) {
    try {
      const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date(0))
        .find((p) => p.type === 'timeZoneName')
      label = part?.value ?? timeZone
    } catch {
      label = timeZone
    }
    if (timeZoneLabels.size < 1000) timeZoneLabels.set(timeZone, label)
  }
  return label
}
