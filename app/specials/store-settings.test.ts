import { describe, expect, it } from 'vitest'
import { cardsHideRatings } from './store-settings'

describe('cardsHideRatings', () => {
  it.each<[string, boolean, boolean, boolean]>([
    ['main host, store shows ratings', false, true, false],
    ['main host, store turned them off', false, false, true],
    ['Ohio host, store shows ratings: Ohio hides them anyway', true, true, true],
    ['Ohio host, store turned them off', true, false, true],
  ])('%s', (_label, ohio, shows, hidden) => {
    expect(cardsHideRatings(ohio, shows)).toBe(hidden)
  })
})
