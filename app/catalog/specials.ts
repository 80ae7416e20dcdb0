/**
 * Which of a store's specials the specials row shows, in what order, and how a card words them
 * (000 §3, §5, §9). Pure rules: the server query (specials.server.ts) reads the rows, these decide.
 */

/** A store offer as the specials row reads it (000 §3 'Special'). */
export type StoreSpecial = {
  id: number
  title: string
  /** product, bundle, bulk, cart_total, qualified_group */
  specialType: string
  enabled: boolean
  photo: { urls?: { original?: string | null; medium?: string | null } | null } | null
  startDate: Date | null
  endDate: Date | null
  /** percent, dollar_amount, target_price */
  discountType: string
  discountPercent: number | null
  discountDollarAmount: number | null
  discountTargetPrice: number | null
  updatedAt: Date
}

/** 000 §9: the specials row holds at most 20 cards. */
export const SPECIALS_ROW_LIMIT = 20

/** Group offers (veterans, seniors …) are checked at the counter, so they never get a card (000 §5). */
export const QUALIFIED_GROUP = 'qualified_group'

/** The card image: the medium rendition when there is one (cards are at most 432 px wide), else the original. */
export function specialPhotoUrl(photo: StoreSpecial['photo']): string | null {
  const urls = photo?.urls
  const medium = urls?.medium?.trim()
  if (medium) return medium
  const original = urls?.original?.trim()
  return original || null
}

/** In date: started (or no start date) and not yet ended (or no end date). The end instant is exclusive. */
export function isInDate(special: Pick<StoreSpecial, 'startDate' | 'endDate'>, now: Date): boolean {
  const time = now.getTime()
  if (special.startDate && special.startDate.getTime() > time) return false
  if (special.endDate && special.endDate.getTime() <= time) return false
  return true
}

/** 000 §5: enabled, not a qualified group, with an original or medium photo; and live today. */
export function isShownSpecial(special: StoreSpecial, now: Date): boolean {
  return (
    special.enabled &&
    special.specialType !== QUALIFIED_GROUP &&
    specialPhotoUrl(special.photo) !== null &&
    isInDate(special, now)
  )
}

/**
 * 000 §9: end date ascending (soonest to end first), no end date last; ties by the most recently
 * updated first. The id settles what is left so the order never depends on the database's.
 */
export function compareSpecials(a: StoreSpecial, b: StoreSpecial): number {
  const aEnd = a.endDate?.getTime() ?? Number.POSITIVE_INFINITY
  const bEnd = b.endDate?.getTime() ?? Number.POSITIVE_INFINITY
  if (aEnd !== bEnd) return aEnd < bEnd ? -1 : 1
  const byUpdate = b.updatedAt.getTime() - a.updatedAt.getTime()
  if (byUpdate !== 0) return byUpdate
  return a.id - b.id
}

/** The specials a row shows, sorted and capped at 20. */
export function selectShownSpecials(
  specials: readonly StoreSpecial[],
  now: Date,
  limit = SPECIALS_ROW_LIMIT,
): StoreSpecial[] {
  return specials
    .filter((special) => isShownSpecial(special, now))
    .sort(compareSpecials)
    .slice(0, Math.max(0, limit))
}

/**
 * 000 §9: in Massachusetts the row is 'Hot Prices'. Elsewhere the row shares its name with the
 * listing's deals filter, 'Deals', so a shopper who follows a card lands on a filter with the same name.
 */
export function specialsRowTitle(stateCode: string | null | undefined): string {
  return stateCode?.trim().toUpperCase() === 'MA' ? 'Hot Prices' : 'Deals'
}

/** '$5', '$4.20': whole dollars without cents, other amounts with two decimals. */
export function formatDollars(value: number): string {
  const cents = Math.round(value * 100)
  return Number.isInteger(cents / 100) ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`
}

function trimNumber(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/**
 * The discount in words for a special card: '20% off', '$5 off', or the target price ('Now $12';
 * a bundle's target is the price of the bundle). Empty when the special names no usable amount.
 */
export function discountText(
  special: Pick<
    StoreSpecial,
    'specialType' | 'discountType' | 'discountPercent' | 'discountDollarAmount' | 'discountTargetPrice'
  >,
): string {
  switch (special.discountType) {
    case 'percent': {
      const value = special.discountPercent
      return value != null && Number.isFinite(value) && value > 0 ? `${trimNumber(value)}% off` : ''
    }
    case 'dollar_amount': {
      const value = special.discountDollarAmount
      return value != null && Number.isFinite(value) && value > 0 ? `${formatDollars(value)} off` : ''
    }
    case 'target_price': {
      const value = special.discountTargetPrice
      if (value == null || !Number.isFinite(value) || value < 0) return ''
      return special.specialType === 'bundle' ? `Bundle price ${formatDollars(value)}` : `Now ${formatDollars(value)}`
    }
    default:
      return ''
  }
}

const endFormatters = new Map<string, Intl.DateTimeFormat>()

function endFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = endFormatters.get(timeZone)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone })
    } catch {
      // An unknown zone name must not take the row down; the store's zone is validated elsewhere.
      formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
    }
    endFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** 'Ends Dec 3', in the store's time zone (the date a shopper at that store reads); '' with no end date. */
export function endDateText(endDate: Date | null, timeZone = 'UTC'): string {
  if (!endDate || Number.isNaN(endDate.getTime())) return ''
  return `Ends ${endFormatter(timeZone).format(endDate)}`
}
