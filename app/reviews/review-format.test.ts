import { describe, expect, it } from 'vitest'
import { MOOD_ICONS, barPercent, formatAverage, formatReviewDate, moodIcon, ratingLabel, roundAverage, starFill } from './review-format'

describe('formatReviewDate', () => {
  it.each([
    ['2026-03-04T12:00:00.000Z', 'March 04,2026'],
    ['2025-12-31T23:59:59.000Z', 'December 31,2025'],
    ['2026-01-01T00:00:00.000Z', 'January 01,2026'],
    ['2024-02-29T08:00:00+08:00', 'February 29,2024'],
    ['not a date', ''],
  ])('%s → %s (MMMM dd,yyyy, UTC)', (iso, expected) => {
    expect(formatReviewDate(iso)).toBe(expected)
  })
})

describe('averages', () => {
  it.each([
    [4.25, 4.3, '4.3'],
    [4.249, 4.2, '4.2'],
    [3.857142, 3.9, '3.9'],
    [4, 4, '4.0'],
    [1.05, 1.1, '1.1'],
    [5, 5, '5.0'],
  ])('%s → %s (%s)', (value, rounded, shown) => {
    expect(roundAverage(value)).toBe(rounded)
    expect(formatAverage(value)).toBe(shown)
  })

  it('says a rating in words', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5')
    expect(ratingLabel(4.25)).toBe('Rated 4.3 out of 5')
  })

  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [4.8, ['full', 'full', 'full', 'full', 'full']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('stars for %s', (rating, expected) => {
    expect(starFill(rating)).toEqual(expected)
  })

  it('sizes bars as whole percentages', () => {
    expect(barPercent(1, 3)).toBe(33)
    expect(barPercent(0, 0)).toBe(0)
    expect(barPercent(5, 5)).toBe(100)
  })
})

describe('moodIcon', () => {
  it('gives each of the 15 moods of 002 §3 its own icon', () => {
    const moods = [
      'Sleepy', 'Blissful', 'Relaxed', 'Creative', 'Energetic', 'Hungry', 'Pain free', 'Get intimate', 'Get relief',
      'Get some sleep', 'Get Active', 'Stimulate my mind', 'Hang with friends', 'Ease my mind', 'Not high',
    ]
    expect(Object.keys(MOOD_ICONS)).toEqual(moods)
    expect(new Set(moods.map(moodIcon)).size).toBe(15)
    expect(moods.map(moodIcon)).not.toContain('tag')
  })

  it('matches case and spacing loosely and gives unknown moods a generic icon', () => {
    expect(moodIcon('get  active ')).toBe('bike')
    expect(moodIcon("Hang with friends'")).toBe('tag')
    expect(moodIcon('Giggly')).toBe('tag')
  })
})
