/** Blog dates: YYYY-MM-DD calendar dates from the content files, shown without a time zone shift. */

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** 'November 3, 2025' for articles and cards. */
export function formatArticleDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`))
}

/** 'MM.dd.yyyy' for recipes (001 §9): '11.03.2025'. */
export function formatRecipeDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${month}.${day}.${year}`
}

/** ISO 8601 duration for JSON-LD: 90 → 'PT1H30M', 0 → 'PT0M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`
}

/** '1 hr 30 min', '45 min', '4 hr'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (!hours) return `${rest} min`
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`
}
