import type { RewardsActivity, RewardsSummary } from './types'

/**
 * How the rewards pages word the ledger. Dates are calendar dates in UTC, as the ledger computes
 * them (pointsExpiringDate is a UTC date), so every visitor reads the same day.
 */

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** 'YYYY-MM-DD' → 'April 3, 2026'; null for anything that is not a real date. */
export function longDate(isoDate: string | null | undefined): string | null {
  const match = isoDate ? ISO_DATE.exec(isoDate) : null
  if (!match) return null
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return LONG_DATE.format(date)
}

/** An ISO instant → 'Mar 10, 2026' (UTC). */
export function shortDate(isoInstant: string): string {
  return SHORT_DATE.format(new Date(isoInstant))
}

export function formatPoints(points: number): string {
  return points.toLocaleString('en-US')
}

/**
 * The expiry line ('{points} points expire on {date}' → '112 points expire on April 3, 2026'), or
 * null when the summary lacks usable expiry data (001 §2.5: the block is then hidden). One point
 * reads '1 point expires on …'.
 */
export function expiryText(summary: Pick<RewardsSummary, 'pointsExpiring' | 'pointsExpiringDate'>, template: string): string | null {
  const { pointsExpiring } = summary
  const date = longDate(summary.pointsExpiringDate)
  if (pointsExpiring === null || !Number.isInteger(pointsExpiring) || pointsExpiring <= 0 || !date) return null
  const text = template.replace('{points}', formatPoints(pointsExpiring)).replace('{date}', date)
  return pointsExpiring === 1 ? text.replace(/\bpoints expire\b/, 'point expires') : text
}

/** '+87', '−100' (a real minus sign), '+25'. */
export function signedPoints(points: number): string {
  return points < 0 ? `\u2212${formatPoints(-points)}` : `+${formatPoints(points)}`
}

export type ActivityRow = {
  id: number
  date: string
  description: string
  points: string
  /** 'Expires Apr 3, 2027', 'Expired Mar 1, 2026', or null for rows that do not expire. */
  note: string | null
  tone: 'earn' | 'spend'
}

/** The activity table's rows at `now`. */
export function activityRows(activity: readonly RewardsActivity[], now: Date): ActivityRow[] {
  return activity.map((entry) => {
    const expires = entry.points > 0 && entry.expiresAt ? entry.expiresAt : null
    const expired = expires !== null && new Date(expires).getTime() <= now.getTime()
    return {
      id: entry.id,
      date: shortDate(entry.occurredAt),
      description: entry.description,
      points: signedPoints(entry.points),
      note: expires ? `${expired ? 'Expired' : 'Expires'} ${shortDate(expires)}` : null,
      tone: entry.points < 0 ? 'spend' : 'earn',
    }
  })
}

/**
 * The join link: the page the visitor is on, with flow=signup (000 §2; the sign-up dialog reads
 * it). Other query parameters stay; a hash is dropped.
 */
export function joinHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.set('flow', 'signup')
  return `${pathname}?${params.toString()}`
}
