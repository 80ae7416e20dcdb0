/**
 * Verified-purchase reviews from a finished order: which orders may be reviewed, the words a
 * reviewer may tick (the reviews section's feelings and activities) and the nickname shown.
 */
import { ACTIVITIES, FEELINGS } from '~/db/seed/lists/vocabulary'
import type { OrderStatus } from './status'

export const REVIEW_FEELINGS: readonly string[] = FEELINGS
export const REVIEW_ACTIVITIES: readonly string[] = ACTIVITIES
/** The shared textarea's limit (000 §9). */
export const REVIEW_COMMENT_MAX = 500

/** Orders the shopper has received: their products can be reviewed. */
export const REVIEWABLE_STATUSES: ReadonlySet<OrderStatus> = new Set(['finished', 'with_review', 'finished_without_review', 'delivery_finished'])

export function isReviewableStatus(status: string): boolean {
  return REVIEWABLE_STATUSES.has(status as OrderStatus)
}

/** 'Dana M.': the first name and the last name's initial; either part may be missing. */
export function reviewNickname(firstName: string, lastName: string): string {
  const first = firstName.trim().replace(/\s+/g, ' ')
  const initial = lastName.trim().charAt(0).toUpperCase()
  const name = [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ')
  return name || 'Verified shopper'
}
