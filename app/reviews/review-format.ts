const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * A review date as 000 §9 writes it, 'MMMM dd,yyyy' with no space after the comma ('March 04,2026').
 * Read in UTC so that the server's HTML and the browser's hydration agree whatever their zones.
 */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const day = String(date.getUTCDate()).padStart(2, '0')
  return `${MONTHS[date.getUTCMonth()]} ${day},${date.getUTCFullYear()}`
}

/** An average rating to one decimal (000 §9), halves away from zero: 4.25 → 4.3. */
export function roundAverage(value: number): number {
  return Math.round(value * 10 + Number.EPSILON * 10) / 10
}

/** The average as shown: always one decimal ('4.0'). */
export function formatAverage(value: number): string {
  return roundAverage(value).toFixed(1)
}

/** Words for a star rating, for screen readers: 'Rated 4 out of 5'. */
export function ratingLabel(rating: number): string {
  const shown = Number.isInteger(rating) ? String(rating) : rating.toFixed(1)
  return `Rated ${shown} out of 5`
}

/** How many of the five stars are full, half or empty for a rating (halves from .25 to .75). */
export function starFill(rating: number): Array<'full' | 'half' | 'empty'> {
  return [1, 2, 3, 4, 5].map((star) => {
    if (rating >= star - 0.25) return 'full'
    if (rating >= star - 0.75) return 'half'
    return 'empty'
  })
}

export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`
}

/** The share of a rating bar, as a whole percentage of the total (0 when there are none). */
export function barPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0
}

/**
 * The moods of 002 §3 (activities and feelings share one icon set) and the icon each gets. Names
 * are lucide-react icons; the component maps them, so this file stays free of React.
 */
export const MOOD_ICONS = {
  Sleepy: 'moon',
  Blissful: 'sparkles',
  Relaxed: 'armchair',
  Creative: 'palette',
  Energetic: 'zap',
  Hungry: 'utensils',
  'Pain free': 'heart-pulse',
  'Get intimate': 'heart',
  'Get relief': 'hand-heart',
  'Get some sleep': 'bed',
  'Get Active': 'bike',
  'Stimulate my mind': 'brain',
  'Hang with friends': 'users',
  'Ease my mind': 'leaf',
  'Not high': 'smile',
} as const

export type MoodIconName = (typeof MOOD_ICONS)[keyof typeof MOOD_ICONS] | 'tag'

/** The icon of a mood; matching ignores case and spacing, and unknown moods get a generic tag. */
export function moodIcon(mood: string): MoodIconName {
  const key = mood.trim().replace(/\s+/g, ' ').toLowerCase()
  for (const [name, icon] of Object.entries(MOOD_ICONS)) if (name.toLowerCase() === key) return icon
  return 'tag'
}
