import { describe, expect, it } from 'vitest'
import type { SpecialCardData } from '~/catalog/specials.server'
import { percentText, specialListingHref, stateDealCards } from './deals'

function special(id: number, endDate: string | null, extra: Partial<SpecialCardData> = {}): SpecialCardData {
  return { id, title: `Special ${id}`, image: `/img/${id}.png`, discountText: '20% off', endsText: endDate ? 'Ends Dec 3' : '', endDate, ...extra }
}

describe('specialListingHref', () => {
  it.each([
    ['/dispensaries/illinois/joliet/12/recreational/', 7, '/dispensaries/illinois/joliet/12/recreational/?refinementList%5Bapplicable_special_ids%5D%5B%5D=7'],
    ['/m/', 123, '/m/?refinementList%5Bapplicable_special_ids%5D%5B%5D=123'],
  ])('%s + %i', (path, id, href) => {
    expect(specialListingHref(path, id)).toBe(href)
    expect(new URL(href, 'http://x').searchParams.getAll('refinementList[applicable_special_ids][]')).toEqual([String(id)])
  })
})

describe('percentText', () => {
  it.each([
    ['20% off', '20%'],
    ['12.5% off', '12.5%'],
    ['$5 off', ''],
    ['Now $12', ''],
    ['', ''],
  ])('%s → %s', (discount, percent) => expect(percentText(discount)).toBe(percent))
})

describe('stateDealCards', () => {
  it('orders soonest-ending first, open-ended last, one card per special, with the store and link', () => {
    const cards = stateDealCards([
      { dispensaryName: 'Joliet', menuPagePath: '/a/', specials: [special(1, null), special(2, '2026-12-03T00:00:00Z')] },
      { dispensaryName: 'Peoria', menuPagePath: '/b/', specials: [special(3, '2026-12-01T00:00:00Z'), special(2, '2026-12-03T00:00:00Z')] },
    ])
    expect(cards.map((c) => c.internalName)).toEqual(['special-3', 'special-2', 'special-1'])
    expect(cards[0]).toEqual({
      image: '/img/3.png',
      specialText: 'Special 3',
      discountText: '20% off',
      percentText: '20%',
      extraText: 'Peoria · Ends Dec 3',
      link: '/b/?refinementList%5Bapplicable_special_ids%5D%5B%5D=3',
      internalName: 'special-3',
    })
    expect(cards[2]?.extraText).toBe('Joliet')
  })

  it.each([0, 1, 20, 21, 45])('keeps at most 20 of %i specials', (n) => {
    const specials = Array.from({ length: n }, (_, i) => special(i + 1, null))
    expect(stateDealCards([{ dispensaryName: 'X', menuPagePath: '/x/', specials }])).toHaveLength(Math.min(n, 20))
  })
})
