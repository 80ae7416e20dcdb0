import { describe, expect, it } from 'vitest'
import {
  checkSponsoredEvents,
  clickKindOf,
  createImpressionLog,
  isPlacementLive,
  MAX_SPONSORED_EVENTS,
  placementAttribute,
  placementIdFrom,
} from './sponsored'

const NOW = new Date('2026-03-10T12:00:00Z')
const at = (iso: string) => new Date(iso)

describe('isPlacementLive', () => {
  it.each([
    ['active, open-ended', { active: true, startsAt: null, endsAt: null }, true],
    ['switched off', { active: false, startsAt: null, endsAt: null }, false],
    ['started', { active: true, startsAt: at('2026-03-01T00:00:00Z'), endsAt: null }, true],
    ['starting this instant', { active: true, startsAt: NOW, endsAt: null }, true],
    ['not started yet', { active: true, startsAt: at('2026-03-11T00:00:00Z'), endsAt: null }, false],
    ['ending later', { active: true, startsAt: null, endsAt: at('2026-03-10T12:00:01Z') }, true],
    ['ending this instant', { active: true, startsAt: null, endsAt: NOW }, false],
    [
      'ended',
      {
        active: true,
        startsAt: at('2026-02-01T00:00:00Z'),
        endsAt: at('2026-03-01T00:00:00Z'),
      },
      false,
    ],
  ])('%s → %s', (_, placement, live) => {
    expect(isPlacementLive(placement, NOW)).toBe(live)
  })
})

describe('placement attributes', () => {
  it('round-trips an id and ignores other placements', () => {
    expect(placementAttribute(42)).toBe('sponsored:42')
    expect(placementIdFrom('sponsored:42')).toBe(42)
    expect(placementIdFrom('carousel:flower')).toBeNull()
    expect(placementIdFrom('grid')).toBeNull()
    expect(placementIdFrom('sponsored:')).toBeNull()
    expect(placementIdFrom('sponsored:-3')).toBeNull()
    expect(placementIdFrom('sponsored:1.5')).toBeNull()
    expect(placementIdFrom(undefined)).toBeNull()
  })
})

describe('clickKindOf', () => {
  it.each([
    [{ isCardAction: true, isLink: false }, { isAddToCart: true }],
    [{ isCardAction: true, isLink: true }, { isAddToCart: true }],
    [{ isCardAction: false, isLink: true }, { isAddToCart: false }],
    [{ isCardAction: false, isLink: false }, null],
  ])('%o → %o', (target, expected) => {
    expect(clickKindOf(target)).toEqual(expected)
  })
})

describe('createImpressionLog', () => {
  it('reports each placement once per page view', () => {
    const log = createImpressionLog()
    expect(log.fresh([3, 1, 3])).toEqual([3, 1])
    expect(log.fresh([1, 2])).toEqual([2])
    expect(log.fresh([1, 2, 3])).toEqual([])
    expect(createImpressionLog().fresh([1])).toEqual([1])
  })
})

describe('checkSponsoredEvents', () => {
  it('accepts one event or a list, defaulting isAddToCart to false', () => {
    expect(checkSponsoredEvents({ placementId: 4, kind: 'impression' })).toEqual({
      ok: true,
      events: [{ placementId: 4, kind: 'impression', isAddToCart: false }],
    })
    expect(
      checkSponsoredEvents([
        { placementId: 4, kind: 'click', isAddToCart: true },
        { placementId: 5, kind: 'click' },
      ]),
    ).toEqual({
      ok: true,
      events: [
        { placementId: 4, kind: 'click', isAddToCart: true },
        { placementId: 5, kind: 'click', isAddToCart: false },
      ],
    })
  })

  it.each([
    ['an empty list', []],
    [
      'too many',
      Array.from({ length: MAX_SPONSORED_EVENTS + 1 }, () => ({
        placementId: 1,
        kind: 'impression',
      })),
    ],
    ['a string', 'impression'],
    ['a missing id', { kind: 'click' }],
    ['a string id', { placementId: '4', kind: 'click' }],
    ['a zero id', { placementId: 0, kind: 'click' }],
    ['a fractional id', { placementId: 1.5, kind: 'click' }],
    ['an unknown kind', { placementId: 1, kind: 'view' }],
    ['a non-boolean isAddToCart', { placementId: 1, kind: 'click', isAddToCart: 'yes' }],
    ['add to cart on an impression', { placementId: 1, kind: 'impression', isAddToCart: true }],
  ])('refuses %s', (_, body) => {
    expect(checkSponsoredEvents(body).ok).toBe(false)
  })
})
