import { describe, expect, it } from 'vitest'
import { formatArticleDate, formatMinutes, formatRecipeDate, isoDuration } from './dates'

describe('blog dates', () => {
  it.each([
    ['2025-11-03', 'November 3, 2025', '11.03.2025'],
    ['2026-01-01', 'January 1, 2026', '01.01.2026'],
    ['2026-12-31', 'December 31, 2026', '12.31.2026'],
  ])('%s → %j (article), %j (recipe, MM.dd.yyyy per 001 §9)', (iso, article, recipe) => {
    expect(formatArticleDate(iso)).toBe(article)
    expect(formatRecipeDate(iso)).toBe(recipe)
  })

  it.each([
    [0, 'PT0M', '0 min'],
    [5, 'PT5M', '5 min'],
    [60, 'PT1H', '1 hr'],
    [90, 'PT1H30M', '1 hr 30 min'],
    [240, 'PT4H', '4 hr'],
  ])('%d minutes → %s, %j', (minutes, iso, label) => {
    expect(isoDuration(minutes)).toBe(iso)
    expect(formatMinutes(minutes)).toBe(label)
  })
})
