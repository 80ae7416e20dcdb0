import { describe, expect, it } from 'vitest'
import { summarizeReviews } from './review-summary'

describe('summarizeReviews', () => {
  it('averages visible reviews and ranks the effects', () => {
    const summary = summarizeReviews([
      { rating: 5, hidden: false, activities: ['Ease my mind'], feelings: ['Relaxed', 'Sleepy'] },
      { rating: 4, hidden: false, activities: ['Get relief', 'Ease my mind'], feelings: ['Relaxed'] },
      { rating: 4, hidden: false, activities: [], feelings: ['Hungry'] },
      { rating: 1, hidden: true, activities: ['Get Active'], feelings: ['Energetic'] },
    ])
    expect(summary).toEqual({
      aggregateRating: 4.33,
      reviewCount: 3,
      activities: ['Ease my mind', 'Get relief'],
      feelings: ['Relaxed', 'Sleepy', 'Hungry'],
    })
  })

  it('rounds halves up like PostgreSQL', () => {
    const ratings = [5, 4, 4, 4, 4, 4, 4, 4] // 33 / 8 = 4.125
    expect(summarizeReviews(ratings.map((rating) => ({ rating, hidden: false, activities: [], feelings: [] }))).aggregateRating).toBe(4.13)
  })

  it('has no rating without visible reviews', () => {
    expect(summarizeReviews([{ rating: 5, hidden: true, activities: [], feelings: [] }])).toEqual({
      aggregateRating: null,
      reviewCount: 0,
      activities: [],
      feelings: [],
    })
  })
})
