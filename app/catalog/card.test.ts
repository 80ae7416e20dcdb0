import { describe, expect, it } from 'vitest'
import type { WeightId } from '~/db/schema'
import { chooseCardOffer, isNewArrival, isOutOfStock, type VariantOffer } from './card'

const offer = (weight: WeightId, inventory = 5): VariantOffer => ({ weight, price: 10, discountedPrice: null, inventory })
const offers = (...weights: WeightId[]) => weights.map((w) => offer(w))

describe('chooseCardOffer', () => {
  it.each<[string, WeightId[], WeightId | null]>([
    ['flower', ['gram', 'eighth_ounce', 'ounce'], 'eighth_ounce'],
    ['flower', ['gram', 'quarter_ounce', 'half_ounce'], 'quarter_ounce'],
    ['flower', ['ounce', 'half_ounce', 'gram'], 'half_ounce'],
    ['flower', ['ounce', 'gram'], 'gram'],
    ['flower', ['ounce'], 'ounce'],
    ['extract', ['gram', 'half_gram'], 'half_gram'],
    ['extract', ['two_gram', 'gram'], 'gram'],
    ['vape', ['gram', 'half_gram'], 'half_gram'],
    ['vape', ['two_gram'], 'two_gram'],
    ['edible', ['each'], 'each'],
    ['tincture', ['each'], 'each'],
    ['topical', ['each'], 'each'],
    ['gear', ['each'], 'each'],
    ['pre-roll', ['each', 'gram', 'half_gram'], 'half_gram'],
    ['pre-roll', ['each'], 'each'],
    ['edible', ['gram'], 'gram'],
    ['flower', [], null],
  ])('%s sold as %j shows %s', (kind, weights, expected) => {
    expect(chooseCardOffer(kind, offers(...weights))?.weight ?? null).toBe(expected)
  })
})

describe('isOutOfStock', () => {
  it.each([
    ['every weight at zero', [offer('gram', 0), offer('eighth_ounce', 0)], true],
    ['one weight in stock', [offer('gram', 0), offer('eighth_ounce', 3)], false],
    ['all in stock', [offer('each', 12)], false],
    ['no weights at all', [], true],
  ])('%s → %s', (_label, list, expected) => {
    expect(isOutOfStock(list)).toBe(expected)
  })
})

describe('isNewArrival', () => {
  const now = new Date('2025-06-20T15:00:00Z')
  it.each([
    ['2025-06-20', true],
    ['2025-06-05', true],
    ['2025-06-04', false],
    ['2025-07-04', true],
    ['2025-07-05', false],
    ['2024-06-20', false],
    ['', false],
    [null, false],
    ['not a date', false],
  ])('arrived %j → %s', (arrivedOn, expected) => {
    expect(isNewArrival(arrivedOn, now)).toBe(expected)
  })
})
