import { describe, expect, it } from 'vitest'
import { STATES } from '~/db/seed/lists/states'
import {
  checkAddition,
  checkPurchaseLimits,
  formatAmount,
  isResident,
  LIMIT_CATEGORIES,
  LIMIT_STATE_CODES,
  limitCategoryOf,
  limitRuleFor,
  PURCHASE_LIMITS,
  type LimitCategory,
  type LimitItem,
  type LimitOptions,
} from './purchase-limits'

let nextId = 1
function item(kind: string, amount: number | null, quantity = 1, extra: Partial<LimitItem> = {}): LimitItem {
  const infused = kind === 'edible' || kind === 'tincture' || kind === 'topical'
  return {
    productId: nextId++,
    name: `${kind} ${amount}`,
    kind,
    weightGrams: infused ? null : amount,
    thcMg: infused ? amount : null,
    quantity,
    ...extra,
  }
}

const KIND_FOR: Record<LimitCategory, string> = { flower: 'flower', concentrate: 'extract', infused: 'edible' }
const IL: LimitOptions = { state: 'IL', menuKind: 'recreational' }

describe('the table', () => {
  it('covers every demo state', () => {
    expect([...LIMIT_STATE_CODES].sort()).toEqual(STATES.map((s) => s.code).sort())
  })

  it.each(LIMIT_STATE_CODES.flatMap((code) => [[code, 'adultUse'] as const, [code, 'medical'] as const]))(
    '%s %s names its source and has sane buckets',
    (code, type) => {
      const rule = PURCHASE_LIMITS[code][type]
      expect(rule.source.length).toBeGreaterThan(10)
      expect(rule.source).toMatch(/\d{4}/)
      expect(rule.buckets.length).toBeGreaterThan(0)
      for (const bucket of rule.buckets) {
        expect(bucket.limit).toBeGreaterThan(0)
        expect(Object.values(bucket.counts).every((f) => f > 0)).toBe(true)
      }
      // Every counted category is limited somewhere.
      for (const category of LIMIT_CATEGORIES) {
        expect(rule.buckets.some((b) => (b.counts[category] ?? 0) > 0)).toBe(true)
      }
    },
  )
})

// For every state, menu, bucket and category the bucket counts: under, at and over the limit.
const edges = LIMIT_STATE_CODES.flatMap((state) =>
  (['recreational', 'medical'] as const).flatMap((menuKind) => {
    const rule = limitRuleFor(state, menuKind)!
    return rule.buckets.flatMap((bucket) =>
      LIMIT_CATEGORIES.filter((c) => (bucket.counts[c] ?? 0) > 0).map(
        (category) => [state, menuKind, bucket.key, category, bucket.limit / bucket.counts[category]!] as const,
      ),
    )
  }),
)

describe.each(edges)('%s %s: bucket %s counting %s (limit %d)', (state, menuKind, key, category, atLimit) => {
  const options: LimitOptions = { state, menuKind }
  const bucketViolated = (amount: number) => {
    const result = checkPurchaseLimits([item(KIND_FOR[category], amount)], options)
    return !result.ok && result.violations.some((v) => v.limitKey === key)
  }

  it('allows half the limit', () => expect(bucketViolated(atLimit / 2)).toBe(false))
  it('allows exactly the limit', () => expect(bucketViolated(atLimit)).toBe(false))
  it('refuses just over the limit', () => expect(bucketViolated(atLimit * 1.01)).toBe(true))
})

describe('Illinois adult use (separate buckets, non-residents half)', () => {
  it.each([
    ['30 g flower', [item('flower', 3.5, 8), item('pre-roll', 1, 2)], true],
    ['35 g flower', [item('flower', 3.5, 10)], false],
    ['5 g concentrate', [item('vape', 0.5, 4), item('extract', 1, 3)], true],
    ['6 g concentrate', [item('extract', 1, 6)], false],
    ['500 mg infused', [item('edible', 100, 4), item('tincture', 100)], true],
    ['600 mg infused', [item('edible', 100, 6)], false],
    ['all three at their limits together', [item('flower', 30), item('extract', 5), item('edible', 500)], true],
  ])('resident, %s → ok %s', (_label, cart, ok) => {
    expect(checkPurchaseLimits(cart, IL).ok).toBe(ok)
  })

  it('names the limit and what the cart holds', () => {
    const result = checkPurchaseLimits([item('flower', 3.5, 10)], IL)
    expect(result).toMatchObject({
      ok: false,
      violations: [{ limitKey: 'flower', label: 'flower', limit: 30, used: 35, unit: 'g' }],
      message: 'Illinois limits adult-use purchases to 30 g of flower per visit; your cart has 35 g.',
    })
  })

  it.each([
    ['15 g flower', [item('flower', 15)], true],
    ['17.5 g flower', [item('flower', 3.5, 5)], false],
    ['2.5 g concentrate', [item('extract', 0.5, 5)], true],
    ['3 g concentrate', [item('extract', 1, 3)], false],
    ['250 mg infused', [item('edible', 50, 5)], true],
    ['300 mg infused', [item('edible', 100, 3)], false],
  ])('non-resident, %s → ok %s', (_label, cart, ok) => {
    expect(checkPurchaseLimits(cart, { ...IL, resident: false }).ok).toBe(ok)
  })

  it('says the non-resident limit', () => {
    const result = checkPurchaseLimits([item('flower', 3.5, 5)], { ...IL, resident: false })
    expect(result.ok ? '' : result.message).toBe(
      'Illinois limits adult-use purchases by non-residents to 15 g of flower per visit; your cart has 17.5 g.',
    )
  })

  it('lists every limit exceeded, one sentence each', () => {
    const result = checkPurchaseLimits([item('flower', 31), item('edible', 600)], IL)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.violations.map((v) => v.limitKey)).toEqual(['flower', 'thc-infused'])
    expect(result.message).toBe(
      'Illinois limits adult-use purchases to 30 g of flower per visit; your cart has 31 g. Illinois limits adult-use purchases to 500 mg of THC in infused products per visit; your cart has 600 mg.',
    )
  })

  it('does not halve limits where the state has no non-resident rule', () => {
    expect(checkPurchaseLimits([item('flower', 28)], { state: 'MA', menuKind: 'recreational', resident: false }).ok).toBe(true)
  })
})

describe('Ohio adult use (plant material and extract tracked separately)', () => {
  const OH: LimitOptions = { state: 'OH', menuKind: 'recreational' }
  it.each([
    ['2.5 oz flower and 15 g extract together', [item('flower', 70.87), item('extract', 15)], true],
    ['2.5 oz flower plus a little', [item('flower', 28, 2), item('pre-roll', 1, 15)], false],
    ['16 g extract', [item('extract', 1, 16)], false],
  ])('%s → ok %s', (_label, cart, ok) => {
    expect(checkPurchaseLimits(cart, OH).ok).toBe(ok)
  })

  it('reads the limit in ounces', () => {
    const result = checkPurchaseLimits([item('flower', 28, 3)], OH)
    expect(result.ok ? '' : result.message).toBe(
      'Ohio limits adult-use purchases to 2.5 oz of plant material per visit; your cart has 84 g.',
    )
  })
})

describe('Massachusetts adult use (equivalents share one ounce; topicals exempt)', () => {
  const MA: LimitOptions = { state: 'MA', menuKind: 'recreational' }
  it.each([
    ['1 oz flower', [item('flower', 28.35)], true],
    ['5 g concentrate', [item('vape', 1, 5)], true],
    ['500 mg edibles', [item('edible', 100, 5)], true],
    ['half an ounce and 2.5 g concentrate', [item('flower', 14.17), item('extract', 2.5)], true],
    ['half an ounce, 2.5 g concentrate and 10 mg', [item('flower', 14.17), item('extract', 2.5), item('edible', 10)], false],
    ['a third of each', [item('flower', 9.45), item('extract', 5 / 3), item('edible', 500 / 3)], true],
    ['1 oz flower and a topical of 1,000 mg', [item('flower', 28.35), item('topical', 1000)], true],
  ])('%s → ok %s', (_label, cart, ok) => {
    expect(checkPurchaseLimits(cart, MA).ok).toBe(ok)
  })

  it('names the equivalents and the mix in the cart', () => {
    const result = checkPurchaseLimits([item('flower', 20), item('extract', 2)], MA)
    expect(result.ok ? '' : result.message).toBe(
      'Massachusetts limits adult-use purchases to 1 oz of flower or its equivalent (5 g of concentrate or 500 mg of THC in edibles) per visit; your cart has 20 g of flower and 2 g of concentrate, the equivalent of 31.34 g of flower.',
    )
  })

  it('counts topicals where the state does not exempt them', () => {
    expect(checkPurchaseLimits([item('topical', 600)], IL).ok).toBe(false)
    expect(limitCategoryOf('topical', PURCHASE_LIMITS.MA.adultUse)).toBeNull()
    expect(limitCategoryOf('topical', PURCHASE_LIMITS.IL.adultUse)).toBe('infused')
  })
})

describe('other shapes', () => {
  it('New Jersey: 1 oz = 4 g concentrate = 1,000 mg ingestibles', () => {
    const NJ: LimitOptions = { state: 'NJ', menuKind: 'recreational' }
    expect(checkPurchaseLimits([item('flower', 14.175), item('extract', 2)], NJ).ok).toBe(true)
    expect(checkPurchaseLimits([item('edible', 100, 5), item('flower', 14.175)], NJ).ok).toBe(true)
    expect(checkPurchaseLimits([item('edible', 100, 11)], NJ).ok).toBe(false)
  })

  it('Michigan: concentrate counts toward the 2.5 oz and has its own 15 g', () => {
    const MI: LimitOptions = { state: 'MI', menuKind: 'recreational' }
    expect(checkPurchaseLimits([item('flower', 55), item('extract', 15)], MI).ok).toBe(true)
    const both = checkPurchaseLimits([item('flower', 60), item('extract', 16)], MI)
    expect(both.ok ? [] : both.violations.map((v) => v.limitKey)).toEqual(['marihuana', 'concentrate'])
    expect(both.ok ? '' : both.message).toBe(
      'Michigan limits adult-use purchases to 2.5 oz of marijuana per visit; your cart has 60 g of flower and 16 g of concentrate, 76 g in all. Michigan limits adult-use purchases to 15 g of concentrate per visit; your cart has 16 g.',
    )
  })

  it('Nevada and New York: infused THC counts by weight toward concentrated cannabis', () => {
    const NV = checkPurchaseLimits([item('extract', 6), item('edible', 100, 11)], { state: 'NV', menuKind: 'recreational' })
    expect(NV.ok ? '' : NV.message).toBe(
      'Nevada limits adult-use purchases to 1/4 oz of concentrated cannabis per visit; your cart has 6 g of concentrate and 1,100 mg of THC in infused products, the equivalent of 7.1 g of concentrated cannabis.',
    )
    expect(checkPurchaseLimits([item('extract', 23), item('edible', 100, 10)], { state: 'NY', menuKind: 'recreational' }).ok).toBe(true)
  })

  it('Maryland medical: a concentrate counts at full weight against 36 g of THC', () => {
    const MD: LimitOptions = { state: 'MD', menuKind: 'medical' }
    expect(checkPurchaseLimits([item('extract', 36)], MD).ok).toBe(true)
    expect(checkPurchaseLimits([item('flower', 60), item('extract', 18)], MD).ok).toBe(true)
    expect(checkPurchaseLimits([item('flower', 60), item('extract', 19)], MD).ok).toBe(false)
  })

  it('medical menus use the medical rule', () => {
    const cart = [item('flower', 3.5, 12)] // 42 g
    expect(checkPurchaseLimits(cart, IL).ok).toBe(false)
    const medical = checkPurchaseLimits(cart, { state: 'IL', menuKind: 'medical' })
    expect(medical.ok).toBe(true)
    const over = checkPurchaseLimits([item('flower', 28, 3)], { state: 'IL', menuKind: 'medical' })
    expect(over.ok ? '' : over.message).toBe(
      'Illinois limits medical purchases to 2.5 oz of flower per 14 days; your cart has 84 g.',
    )
  })

  it('Connecticut adult use: half an ounce or its equivalent', () => {
    const CT: LimitOptions = { state: 'CT', menuKind: 'recreational' }
    expect(checkPurchaseLimits([item('pre-roll', 1, 14)], CT).ok).toBe(true)
    expect(checkPurchaseLimits([item('pre-roll', 1, 15)], CT).ok).toBe(false)
    expect(checkPurchaseLimits([item('vape', 1, 4)], CT).ok).toBe(true)
  })
})

describe('what never counts', () => {
  it.each(['gear', 'merch', 'grow', 'something-new'])('%s', (kind) => {
    const result = checkPurchaseLimits([item(kind, 1000, 99)], IL)
    expect(result.ok).toBe(true)
    expect(result.usage.totals).toEqual({ flower: 0, concentrate: 0, infused: 0 })
  })

  it('a state outside the table has no rule here', () => {
    expect(checkPurchaseLimits([item('flower', 500)], { state: 'CO', menuKind: 'recreational' })).toMatchObject({
      ok: true,
      usage: { buckets: [] },
    })
  })

  it('products without amounts are reported, not guessed', () => {
    const result = checkPurchaseLimits(
      [item('flower', null, 1, { productId: 7 }), item('edible', null, 2, { productId: 8 }), item('gear', null)],
      IL,
    )
    expect(result).toMatchObject({ ok: true, usage: { unmeasured: [7, 8] } })
  })

  it('an empty cart and zero quantities pass', () => {
    expect(checkPurchaseLimits([], IL).ok).toBe(true)
    expect(checkPurchaseLimits([item('flower', 100, 0)], IL).ok).toBe(true)
  })
})

describe('refuses tampered input', () => {
  it.each([
    ['a negative quantity', item('flower', 1, -1)],
    ['a fractional quantity', item('flower', 1, 1.5)],
    ['a negative weight', item('flower', -3.5)],
    ['an infinite amount', item('edible', Infinity)],
    ['NaN', item('extract', Number.NaN)],
  ])('%s', (_label, bad) => {
    expect(() => checkPurchaseLimits([bad], IL)).toThrow(RangeError)
  })
})

describe('checkAddition', () => {
  it('refuses an item that takes the cart over', () => {
    const result = checkAddition([item('flower', 3.5, 8)], item('flower', 3.5), IL)
    expect(result).toMatchObject({
      ok: false,
      violations: [{ limitKey: 'flower', used: 31.5 }],
      message: 'Illinois limits adult-use purchases to 30 g of flower per visit; this would bring your cart to 31.5 g.',
    })
  })

  it('allows an item that fits', () => {
    expect(checkAddition([item('flower', 3.5, 8)], item('edible', 100), IL).ok).toBe(true)
  })

  it('lets a cart already past one limit take items that do not add to it', () => {
    const over = [item('flower', 40)]
    expect(checkAddition(over, item('gear', null), IL).ok).toBe(true)
    expect(checkAddition(over, item('edible', 100), IL).ok).toBe(true)
    expect(checkAddition(over, item('pre-roll', 1), IL).ok).toBe(false)
  })

  it('reports only the limit the new item worsens', () => {
    const result = checkAddition([item('flower', 40)], item('edible', 100, 6), IL)
    expect(result.ok ? '' : result.message).toBe(
      'Illinois limits adult-use purchases to 500 mg of THC in infused products per visit; this would bring your cart to 600 mg.',
    )
  })

  it('in an equivalency group, anything counted worsens it', () => {
    const MA: LimitOptions = { state: 'MA', menuKind: 'recreational' }
    expect(checkAddition([item('flower', 28)], item('edible', 10), MA).ok).toBe(false)
    expect(checkAddition([item('flower', 28)], item('topical', 100), MA).ok).toBe(true)
  })
})

describe('formatAmount', () => {
  it.each([
    [30, 'g', '30 g'],
    [70.874, 'g', '70.87 g'],
    [1000, 'mg', '1,000 mg'],
    [2.5, 'g', '2.5 g'],
  ] as const)('%d %s → %s', (value, unit, expected) => {
    expect(formatAmount(value, unit)).toBe(expected)
  })
})

describe('isResident', () => {
  it.each([
    [null, 'IL', true],
    [undefined, 'IL', true],
    ['', 'IL', true],
    ['  ', 'IL', true],
    ['IL', 'IL', true],
    ['il ', 'IL', true],
    ['WI', 'IL', false],
    ['OH', 'IL', false],
  ])('home state %j at a %s store → %s', (home, store, expected) => {
    expect(isResident(home, store)).toBe(expected)
  })
})
