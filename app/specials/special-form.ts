/**
 * The rules of the staff specials form (/staff/specials, issue 19): what a special may say and
 * when it runs. Pure: the server checks the named products, brands and categories against the store
 * (special-targets.server.ts) after these pass, and nothing is written unless both do.
 */
import type { DiscountType } from './pricing'

export const TITLE_MAX = 80
export const DETAIL_MAX = 240
/** A special's amount off or fixed price is at most this many dollars (a sanity cap, not a rule of the spec). */
export const AMOUNT_MAX = 10_000
export const TARGETS_MAX = 500

export const DISCOUNT_TYPES = ['percent', 'dollar_amount', 'target_price'] as const satisfies readonly DiscountType[]
export const TARGET_KINDS = ['products', 'brands', 'categories'] as const
export type TargetKind = (typeof TARGET_KINDS)[number]

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  percent: 'Percentage off',
  dollar_amount: 'Amount off',
  target_price: 'Fixed price',
}
export const TARGET_KIND_LABELS: Record<TargetKind, string> = {
  products: 'Products',
  brands: 'Brands',
  categories: 'Categories',
}

export type SpecialFields = {
  title: string
  detail: string
  discountType: string
  amount: string
  targetKind: string
  targets: string[]
  /** 'YYYY-MM-DDTHH:mm' in the store's time zone (a datetime-local field); '' starts now. */
  startsAt: string
  /** Same format; '' runs until staff end it. */
  endsAt: string
}

export type SpecialDraft = {
  title: string
  detail: string | null
  discountType: DiscountType
  amount: number
  targetKind: TargetKind
  targets: string[]
  startDate: Date
  endDate: Date | null
}

export type SpecialField = 'title' | 'detail' | 'discountType' | 'amount' | 'targetKind' | 'targets' | 'startsAt' | 'endsAt'
export type SpecialErrors = Partial<Record<SpecialField, string>>
export type SpecialParse = { ok: true; draft: SpecialDraft } | { ok: false; errors: SpecialErrors }

// Markup, control characters (except ordinary spaces) and bidirectional overrides have no place in
// a special's title or detail: they are shown on cards, in the menu and in mails.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const HOSTILE = /[<>\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/
const PLAIN_TEXT_MESSAGE = 'Use plain text: no < or > signs or control characters.'

function textError(value: string, label: string, max: number, required: boolean): string | null {
  if (!value) return required ? `Enter a ${label.toLowerCase()}.` : null
  if (value.length > max) return `${label} can be at most ${max} characters.`
  if (HOSTILE.test(value)) return PLAIN_TEXT_MESSAGE
  return null
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** The instant a store's wall-clock time stands for ('2026-12-01T09:00' in America/Chicago), or null when it is not a real time. */
export function wallClockToInstant(value: string, timeZone: string): Date | null {
  const match = LOCAL_TIME.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(asUtc)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  // The zone's offset at that moment, corrected once more for a change of offset in between.
  let instant = asUtc - zoneOffsetMs(asUtc, timeZone)
  instant = asUtc - zoneOffsetMs(instant, timeZone)
  return new Date(instant)
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = wallClockParts(new Date(instant), timeZone)
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return asUtc - (instant - (instant % 1000))
}

const partFormatters = new Map<string, Intl.DateTimeFormat>()

function wallClockParts(date: Date, timeZone: string) {
  let formatter = partFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partFormatters.set(timeZone, formatter)
  }
  const get = (type: string) => Number(formatter.formatToParts(date).find((p) => p.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') }
}

/** An instant as the store's wall clock in datetime-local format ('2026-12-01T09:00'). */
export function instantToWallClock(date: Date, timeZone: string): string {
  const p = wallClockParts(date, timeZone)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`
}

/**
 * Checks a submitted special. Times are read in the store's zone; an empty start is `now`. The end
 * must come after the start and, for a new or edited special, not already be past.
 */
export function parseSpecialForm(fields: SpecialFields, context: { timeZone: string; now: Date }): SpecialParse {
  const errors: SpecialErrors = {}
  const title = fields.title.trim().replace(/\s+/g, ' ')
  const detail = fields.detail.trim().replace(/[ \t]+/g, ' ')
  const titleError = textError(title, 'Title', TITLE_MAX, true)
  if (titleError) errors.title = titleError
  const detailError = textError(detail, 'Description', DETAIL_MAX, false)
  if (detailError) errors.detail = detailError

  const discountType = (DISCOUNT_TYPES as readonly string[]).includes(fields.discountType) ? (fields.discountType as DiscountType) : null
  if (!discountType) errors.discountType = 'Choose percentage off, amount off or a fixed price.'

  const rawAmount = fields.amount.trim().replace(/^\$/, '').replace(/%$/, '')
  const amount = /^\d+(\.\d{1,2})?$/.test(rawAmount) ? Number(rawAmount) : Number.NaN
  if (!rawAmount) errors.amount = 'Enter the discount.'
  else if (/^-/.test(rawAmount)) errors.amount = 'The discount cannot be negative.'
  else if (!Number.isFinite(amount)) errors.amount = 'Enter the discount as a number, with at most two decimals.'
  else if (discountType === 'percent' && (amount <= 0 || amount > 100)) errors.amount = 'A percentage off must be more than 0 and at most 100.'
  else if (discountType === 'dollar_amount' && amount <= 0) errors.amount = 'An amount off must be more than $0.'
  else if (amount > AMOUNT_MAX) errors.amount = `The discount can be at most $${AMOUNT_MAX.toLocaleString('en-US')}.`

  const targetKind = (TARGET_KINDS as readonly string[]).includes(fields.targetKind) ? (fields.targetKind as TargetKind) : null
  if (!targetKind) errors.targetKind = 'Choose whether the special applies to products, brands or categories.'
  const targets = [...new Set(fields.targets.map((t) => t.trim()).filter(Boolean))]
  if (targetKind && targets.length === 0) errors.targets = `Choose at least one of the ${TARGET_KIND_LABELS[targetKind].toLowerCase()} it applies to.`
  else if (targets.length > TARGETS_MAX) errors.targets = `Choose at most ${TARGETS_MAX}.`
  else if (targetKind === 'products' && targets.some((t) => !/^[1-9]\d{0,9}$/.test(t))) errors.targets = 'That is not a product of this menu.'

  let startDate: Date | null = context.now
  if (fields.startsAt.trim()) {
    startDate = wallClockToInstant(fields.startsAt.trim(), context.timeZone)
    if (!startDate) errors.startsAt = 'Enter the start as a date and time.'
  }
  let endDate: Date | null = null
  if (fields.endsAt.trim()) {
    endDate = wallClockToInstant(fields.endsAt.trim(), context.timeZone)
    if (!endDate) errors.endsAt = 'Enter the end as a date and time.'
    else if (startDate && endDate.getTime() <= startDate.getTime()) errors.endsAt = 'The end must be after the start.'
    else if (endDate.getTime() <= context.now.getTime()) errors.endsAt = 'The end is already past. Choose a later end.'
  }

  if (Object.keys(errors).length || !discountType || !targetKind || !startDate) return { ok: false, errors }
  return {
    ok: true,
    draft: { title, detail: detail || null, discountType, amount, targetKind, targets, startDate, endDate },
  }
}

export type SpecialStatus = 'scheduled' | 'live' | 'ended'

/** Where a special stands at `now` (end exclusive, as the prices follow it). */
export function specialStatus(special: { enabled: boolean; startDate: Date | null; endDate: Date | null }, now: Date): SpecialStatus {
  if (!special.enabled) return 'ended'
  if (special.endDate && special.endDate.getTime() <= now.getTime()) return 'ended'
  if (special.startDate && special.startDate.getTime() > now.getTime()) return 'scheduled'
  return 'live'
}

export const STATUS_LABELS: Record<SpecialStatus, string> = { scheduled: 'Scheduled', live: 'Live', ended: 'Ended' }
