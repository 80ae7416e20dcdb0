import { describe, expect, it } from 'vitest'
import { PURCHASE_LIMITS } from '~/checkout/purchase-limits'
import {
  countByStatus,
  DEFAULT_HEADER_OFFSET,
  LEGAL_MAP_SECTION_ID,
  LEGAL_STATE_LIST_ID,
  LEGEND,
  legalTocItems,
  legendEntry,
  limitLines,
  MAP_CANVAS,
  purchaseLimitsFor,
  reportedStateCode,
  rewardsBlockOf,
  scrollTargetTop,
  stateSectionId,
  type LegalStatus,
  type LimitFacts,
} from './legal-status'

describe("legalTocItems: the page's optional 'Content' list (002 §2)", () => {
  const states = [
    { name: 'Alabama', sectionId: 'state-al', useInToC: false },
    { name: 'Illinois', sectionId: 'state-il', useInToC: true },
    { name: 'Michigan', sectionId: 'state-mi', useInToC: true },
  ]
  it('is empty when showToC is off', () => {
    expect(legalTocItems(false, states)).toEqual([])
  })
  it('lists the map, the state list and the flagged states, in page order', () => {
    expect(legalTocItems(true, states)).toEqual([
      { id: LEGAL_MAP_SECTION_ID, title: 'Cannabis legal status by state' },
      { id: LEGAL_STATE_LIST_ID, title: 'Every state at a glance' },
      { id: 'state-il', title: 'Illinois' },
      { id: 'state-mi', title: 'Michigan' },
    ])
  })
})

describe('legend (002 §3)', () => {
  it('has the four statuses with the specified titles, each its own colour class', () => {
    expect(LEGEND.map((entry) => entry.title)).toEqual(['Recreational', 'Full Medical Use', 'Limited Medical Use', 'Not Legal'])
    expect(new Set(LEGEND.map((entry) => entry.className)).size).toBe(4)
    expect(legendEntry('limited-medical').subTitle).toBe('CBD-only or low-THC programme')
  })

  it('keeps the specified constants', () => {
    expect(DEFAULT_HEADER_OFFSET).toBe(170)
    expect(MAP_CANVAS).toEqual({ width: 600, height: 400 })
  })
})

describe('stateSectionId', () => {
  it.each([
    ['NY', 'state-ny'],
    ['dc', 'state-dc'],
  ])('%s → %s', (code, id) => expect(stateSectionId(code)).toBe(id))
})

describe('scrollTargetTop: the section under the 170 px header', () => {
  it.each<[number, number | undefined, number]>([
    [1000, undefined, 830],
    [1000, 200, 800],
    [100, undefined, 0],
    [170, undefined, 0],
    [1000.6, 0, 1001],
  ])('section at %d, offset %j → %d', (top, offset, expected) => {
    expect(scrollTargetTop(top, offset)).toBe(expected)
  })
})

describe('reportedStateCode (002 §2: hover and click report the state code; root clicks ignored)', () => {
  // A tiny element model: each node knows its parent and attributes.
  type Node = { attrs: Record<string, string>; parent: Node | null; closest(selector: string): Node | null; getAttribute(name: string): string | null }
  const node = (attrs: Record<string, string>, parent: Node | null): Node => {
    const self: Node = {
      attrs,
      parent,
      getAttribute: (name) => attrs[name] ?? null,
      closest(selector) {
        const attr = selector.replace(/^\[|\]$/g, '')
        for (let current: Node | null = self; current; current = current.parent) if (attr in current.attrs) return current
        return null
      },
    }
    return self
  }
  const root = node({ 'data-legal-map': '' }, null)
  const state = node({ 'data-state': 'CO' }, root)
  const path = node({}, state)
  const rootWithCode = node({ 'data-state': 'XX' }, null)

  it.each<[string, Node | null, unknown, string | null]>([
    ['a state path', path, root, 'CO'],
    ['the state link itself', state, root, 'CO'],
    ['the map root', root, root, null],
    ['nothing', null, root, null],
    ['a root that itself carries a code', rootWithCode, rootWithCode, null],
  ])('%s', (_label, target, mapRoot, expected) => {
    expect(reportedStateCode(target, mapRoot)).toBe(expected)
  })
})

describe('purchaseLimitsFor: limits from the checkout table only', () => {
  const facts = (code: string, status: LegalStatus, adultUseSales: boolean, medicalProgram = true): LimitFacts => ({ code, status, adultUseSales, medicalProgram })

  it.each<[string, LimitFacts, 'both' | 'adult' | 'medical' | 'none']>([
    ['a recreational chain state with sales', facts('IL', 'recreational', true), 'both'],
    ['a chain state with possession but no adult-use sales (Virginia)', facts('VA', 'recreational', false), 'medical'],
    ['a medical-only chain state (Pennsylvania)', facts('PA', 'full-medical', false), 'medical'],
    ['a medical-only chain state (Florida)', facts('FL', 'full-medical', false), 'medical'],
    ['a recreational chain state without a medical programme', facts('MI', 'recreational', true, false), 'adult'],
    ['a state outside the chain', facts('CO', 'recreational', true), 'none'],
    ['a not-legal state', facts('ID', 'not-legal', false, false), 'none'],
  ])('%s', (_label, input, expected) => {
    const view = purchaseLimitsFor(input)
    const shape = !view ? 'none' : view.adultUse && view.medical ? 'both' : view.adultUse ? 'adult' : 'medical'
    expect(shape).toBe(expected)
  })

  it('reads the very numbers the checkout enforces', () => {
    const view = purchaseLimitsFor(facts('IL', 'recreational', true))
    expect(view?.adultUse).toEqual(limitLines(PURCHASE_LIMITS.IL.adultUse))
    expect(view?.adultUse?.lines.map((line) => `${line.amount} of ${line.of}`)).toEqual([
      '30 g of flower',
      '5 g of concentrate',
      '500 mg of THC in infused products',
    ])
    expect(view?.adultUse?.nonResidentShare).toBe('half')
    expect(view?.medical?.period).toBe(PURCHASE_LIMITS.IL.medical.period)
  })
})

describe('limitLines', () => {
  it.each<[string, keyof typeof PURCHASE_LIMITS, string[], boolean]>([
    ['an equivalency group reads its ounce text and what shares it', 'MA', ['1 oz of flower, or 5 g of concentrate or 500 mg of THC in edibles'], true],
    ['separate amounts keep their own text', 'OH', ['2.5 oz of plant material', '15 g of extract', '1,000 mg of THC in infused products'], false],
    ['a fractional ounce', 'NV', ['2.5 oz of usable cannabis', '1/4 oz of concentrated cannabis'], false],
  ])('%s', (_label, code, expected, topicalsExempt) => {
    const view = limitLines(PURCHASE_LIMITS[code].adultUse)
    expect(view.lines.map((line) => `${line.amount} of ${line.of}${line.equivalents ? `, or ${line.equivalents}` : ''}`)).toEqual(expected)
    expect(view.topicalsExempt).toBe(topicalsExempt)
    expect(view.source).toBe(PURCHASE_LIMITS[code].adultUse.source)
  })
})

describe('rewardsBlockOf (002 §2, §8: only with title, description and calls to action)', () => {
  const cta = { title: 'Join', longUrl: '/rewards' }
  it.each<[string, Parameters<typeof rewardsBlockOf>[0], boolean]>([
    ['complete', { title: 'Earn', description: 'Points', ctaCollection: [cta] }, true],
    ['no title', { description: 'Points', ctaCollection: [cta] }, false],
    ['blank title', { title: '  ', description: 'Points', ctaCollection: [cta] }, false],
    ['no description', { title: 'Earn', ctaCollection: [cta] }, false],
    ['null description', { title: 'Earn', description: null, ctaCollection: [cta] }, false],
    ['no calls to action', { title: 'Earn', description: 'Points' }, false],
    ['an empty list', { title: 'Earn', description: 'Points', ctaCollection: [] }, false],
    ['only a call to action without a link', { title: 'Earn', description: 'Points', ctaCollection: [{ title: 'Join', longUrl: '' }] }, false],
    ['no block', undefined, false],
    ['null', null, false],
  ])('%s', (_label, block, shown) => {
    expect(rewardsBlockOf(block) !== null).toBe(shown)
  })

  it('drops incomplete calls to action and keeps the rest', () => {
    expect(rewardsBlockOf({ title: ' Earn ', description: 'Points', ctaCollection: [{ title: '', longUrl: '/x' }, cta] })).toEqual({
      title: 'Earn',
      description: 'Points',
      ctaCollection: [cta],
    })
  })
})

describe('countByStatus', () => {
  it.each<[LegalStatus[], Record<LegalStatus, number>]>([
    [[], { recreational: 0, 'full-medical': 0, 'limited-medical': 0, 'not-legal': 0 }],
    [['recreational', 'recreational', 'not-legal'], { recreational: 2, 'full-medical': 0, 'limited-medical': 0, 'not-legal': 1 }],
  ])('%j', (statuses, expected) => {
    expect(countByStatus(statuses.map((status) => ({ status })))).toEqual(expected)
  })
})
