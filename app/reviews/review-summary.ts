/**
 * What a product shows about its reviews, recomputed whenever a review is posted (verified-purchase
 * reviews) and when the demo catalogue is built.
 */
import { ACTIVITIES, FEELINGS } from '~/db/seed/lists/vocabulary'
import type { products, reviews } from '~/db/schema'

export type ReviewAggregates = Pick<typeof products.$inferSelect, 'aggregateRating' | 'reviewCount' | 'activities' | 'feelings'>

type SummarizedReview = Pick<typeof reviews.$inferSelect, 'rating' | 'hidden' | 'activities' | 'feelings'>

/**
 * The average of the visible reviews (2 decimals, halves rounded up as PostgreSQL's round() does),
 * their count, and the three most reported activities and feelings.
 */
export function summarizeReviews(list: readonly SummarizedReview[]): ReviewAggregates {
  const visible = list.filter((review) => !review.hidden)
  if (!visible.length) return { aggregateRating: null, reviewCount: 0, activities: [], feelings: [] }
  const sum = visible.reduce((total, review) => total + review.rating, 0)
  const top = (values: readonly string[], vocabulary: readonly string[]) => {
    const counts = new Map<string, number>()
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || vocabulary.indexOf(a[0]) - vocabulary.indexOf(b[0]))
      .slice(0, 3)
      .map(([value]) => value)
  }
  return {
    aggregateRating: Math.round((sum * 100) / visible.length) / 100,
    reviewCount: visible.length,
    activities: top(
      visible.flatMap((review) => review.activities),
      ACTIVITIES,
    ),
    feelings: top(
      visible.flatMap((review) => review.feelings),
      FEELINGS,
    ),
  }
}
