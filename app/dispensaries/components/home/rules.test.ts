import { describe, expect, it } from 'vitest'
import { toDealCard } from './deals'
import { dealStep, dealToggleLabel, initialShown, nextShown } from './deal-paging'
import { heroSlides, scrollDirection } from './hero-rules'
import { popUpForTitle, popUpReducer, type PopUpAction, type PopUpState } from './pop-ups'
import { readMoreLabel, showMoreLabel, showMorePlan } from './show-more'
import { tabKind, visibleTabs } from './tabs'
import type { VisitingTab } from './types'
import { zoneFromQuery } from './zone-query'

function tab(tabTitle: string, over: Partial<VisitingTab> = {}): VisitingTab {
  return {
    tabTitle,
    title: tabTitle,
    description: '',
    listItems: [],
    deliveryTimes: [],
    ctas: {},
    promotion: null,
    ...over,
  }
}
const item = (title: string) => ({ title, logo: null, description: null })

describe('tabKind', () => {
  it.each([
    ['Payment', 'payment'],
    ['payment methods', 'payment'],
    [' Amenities ', 'amenities'],
    ['Delivery', 'delivery'],
    ['Smokeasy', 'lounge'],
    ['Lounge', 'lounge'],
    ['Promotion', 'promotion'],
    ['Parking', null],
    ['', null],
  ])('%j → %s', (title, kind) => {
    expect(tabKind(title)).toBe(kind)
  })
})

describe('visibleTabs (000 §5)', () => {
  it.each([
    ['payment with a first item', [tab('Payment', { listItems: [item('Cash')] })], ['payment']],
    ['payment with an empty first item', [tab('Payment', { listItems: [item('  '), item('Cash')] })], []],
    ['amenities without items', [tab('Amenities')], []],
    ['promotion with a first item', [tab('Promotion', { listItems: [item('20% off')] })], ['promotion']],
    ['lounge without items', [tab('Smokeasy', { description: 'Upstairs' })], []],
    ['lounge with a first item', [tab('Smokeasy', { listItems: [item('Open Fri–Sat')] })], ['lounge']],
    ['delivery with times', [tab('Delivery', { deliveryTimes: [{ label: 'Mon', value: '10–8' }] })], ['delivery']],
    ['delivery with a description', [tab('Delivery', { description: 'We deliver' })], ['delivery']],
    ['empty delivery', [tab('Delivery')], []],
    ['unknown title', [tab('Parking', { listItems: [item('Free')] })], []],
    [
      'order kept, duplicates dropped',
      [
        tab('Amenities', { listItems: [item('Wi-Fi')] }),
        tab('Payment', { listItems: [item('Cash')] }),
        tab('Amenities', { listItems: [item('ATM')] }),
      ],
      ['amenities', 'payment'],
    ],
  ])('%s', (_name, tabs, kinds) => {
    expect(visibleTabs(tabs).map((shown) => shown.kind)).toEqual(kinds)
  })
})

describe('showMorePlan (000 §4 amenity/payment list)', () => {
  const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i))
  it.each([
    [0, false, 0, null],
    [4, false, 4, null],
    [5, false, 4, 'Show more (1 remaining)'],
    [9, false, 4, 'Show more (5 remaining)'],
    [9, true, 9, 'Show less'],
  ])('%i items, expanded %s → %i visible, %s', (n, expanded, visible, label) => {
    const plan = showMorePlan(letters(n), expanded)
    expect(plan.visible).toHaveLength(visible)
    expect(plan.label).toBe(label)
  })
  it('keeps the first items', () => {
    expect(showMorePlan(letters(6), false).visible).toEqual(['a', 'b', 'c', 'd'])
  })
  it('labels', () => {
    expect(showMoreLabel(3)).toBe('Show more (3 remaining)')
    expect(readMoreLabel(false)).toBe('Read More')
    expect(readMoreLabel(true)).toBe('Read Less')
  })
})

describe('deal list paging (000 §4, §9; decision 0019)', () => {
  it.each([
    ['phone', 2],
    ['tablet', 2],
    ['desktop', 4],
  ] as const)('%s steps by %i', (screen, step) => {
    expect(dealStep(screen)).toBe(step)
  })
  it.each([
    [0, 0],
    [3, 3],
    [4, 4],
    [30, 4],
  ])('%i deals start with %i', (count, shown) => {
    expect(initialShown(count)).toBe(shown)
  })
  it.each([
    // shown, count, screen, next
    [4, 9, 'tablet', 6],
    [6, 9, 'tablet', 8],
    [8, 9, 'tablet', 9],
    [9, 9, 'tablet', 4],
    [4, 9, 'desktop', 8],
    [8, 9, 'desktop', 9],
    [4, 30, 'desktop', 8],
    [16, 30, 'desktop', 20],
    [20, 30, 'desktop', 4],
    [4, 5, 'phone', 5],
  ] as const)('shown %i of %i on %s → %i', (shown, count, screen, next) => {
    expect(nextShown(shown, count, screen)).toBe(next)
  })
  it.each([
    [4, 4, 'desktop', null],
    [3, 3, 'tablet', null],
    [4, 9, 'tablet', 'Show more (2)'],
    [8, 9, 'tablet', 'Show more (1)'],
    [4, 9, 'desktop', 'Show more (4)'],
    [9, 9, 'desktop', 'Show less (5)'],
    [20, 30, 'desktop', 'Show less (16)'],
  ] as const)('shown %i of %i on %s → %s', (shown, count, screen, label) => {
    expect(dealToggleLabel(shown, count, screen)).toBe(label)
  })
})

describe('popUpReducer (001 §4.5, 000 §4)', () => {
  it.each<[PopUpState, PopUpAction, PopUpState]>([
    [null, { type: 'open', popUp: 'smokeasy' }, 'smokeasy'],
    ['smokeasy', { type: 'open', popUp: 'reservation' }, 'reservation'],
    ['smokeasy', { type: 'open', popUp: 'events' }, 'events'],
    ['reservation', { type: 'open', popUp: 'events' }, 'events'],
    ['reservation', { type: 'back' }, 'smokeasy'],
    ['events', { type: 'back' }, 'smokeasy'],
    ['smokeasy', { type: 'back' }, 'smokeasy'],
    [null, { type: 'back' }, null],
    ['reservation', { type: 'close' }, null],
    ['smokeasy', { type: 'close' }, null],
  ])('%s + %j → %s', (state, action, next) => {
    expect(popUpReducer(state, action)).toBe(next)
  })
  it.each([
    ['Make a Reservation', 'reservation'],
    ['RESERVATIONS', 'reservation'],
    ['Upcoming events', 'events'],
    ['Event calendar', 'events'],
    ['Shop the menu', null],
    ['', null],
  ])('button %j opens %s', (title, popUp) => {
    expect(popUpForTitle(title)).toBe(popUp)
  })
})

describe('zoneFromQuery', () => {
  const zones = [{ id: 'dz-a-1' }, { id: 'dz-a-2' }]
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['  ', null],
    ['dz-a-2', 'dz-a-2'],
    [' dz-a-1 ', 'dz-a-1'],
    ['dz-b-1', null],
    ['x'.repeat(300), null],
  ])('%j → %s', (param, id) => {
    expect(zoneFromQuery(param, zones)?.id ?? null).toBe(id)
  })
})

describe('hero rules', () => {
  it('caps the slides at 8', () => {
    expect(heroSlides(Array.from({ length: 11 }, (_, i) => i))).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(heroSlides([1, 2])).toEqual([1, 2])
  })
  it.each([
    [null, 1, null],
    [0, 0, null],
    [0, 1, 'right'],
    [2, 1, 'left'],
  ] as const)('scroll %s → %i is %s', (previous, next, direction) => {
    expect(scrollDirection(previous, next)).toBe(direction)
  })
})

describe('toDealCard', () => {
  it.each([
    ['20% off', '20%'],
    ['$5 off', ''],
    ['12.5% off', '12.5%'],
  ])('%s → percent %j', (discountText, percent) => {
    const card = toDealCard({ id: 7, title: 'Weekend', image: '/i.jpg', discountText, endsText: 'Ends Dec 3' }, '/dispensaries/illinois/elgin/menu/')
    expect(card).toEqual({
      image: '/i.jpg',
      specialText: 'Weekend',
      discountText,
      percentText: percent,
      extraText: 'Ends Dec 3',
      link: '/dispensaries/illinois/elgin/menu/?refinementList%5Bapplicable_special_ids%5D%5B%5D=7',
      internalName: 'special-7',
    })
  })
})
