import { describe, expect, it } from 'vitest'
import {
  applyDiscounts,
  buildHours,
  buildMenuProduct,
  buildProduct,
  buildSpecial,
  buildVariants,
  deliveryHoursFrom,
  discountedPrice,
  gramsPerUnitFor,
  isLiveProductSpecial,
  potencyRange,
  productWeights,
  shelfPrice,
  type VariantRow,
  weightsFor,
} from './builders'
import { formatLicence } from './lists/states'
import { STRAINS } from './lists/strains'
import { KINDS, type Kind, SUBTYPES } from './lists/vocabulary'
import { createRandom } from './random'

const referenceDate = new Date('2025-06-01T00:00:00Z')
const brand = { id: 1, name: 'Cedar & Stone', slug: 'cedar-and-stone' }

function sampleProducts(kind: Kind, count = 60) {
  return Array.from({ length: count }, (_, i) =>
    buildProduct(createRandom(1000 + i), { id: 100001 + i, brand, kind, referenceDate }),
  )
}

describe('weights per kind', () => {
  const allowed: Record<Kind, string[]> = {
    flower: ['gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce'],
    'pre-roll': ['each', 'half_gram', 'gram'],
    vape: ['half_gram', 'gram'],
    extract: ['half_gram', 'gram', 'two_gram'],
    edible: ['each'],
    tincture: ['each'],
    topical: ['each'],
    gear: ['each'],
  }
  it.each(KINDS.map((k) => [k]))('%s products use only their kind’s weights', (kind) => {
    for (const product of sampleProducts(kind)) {
      const weights = productWeights(product)
      expect(weights.length).toBeGreaterThan(0)
      for (const weight of weights) expect(allowed[kind]).toContain(weight)
    }
  })

  it.each(
    KINDS.flatMap((kind) => SUBTYPES[kind].map(([subtype]) => [kind, subtype] as const)),
  )('%s:%s always has a weight', (kind, subtype) => {
    for (let choice = 0; choice < 5; choice++) expect(weightsFor(kind, subtype, choice).length).toBeGreaterThan(0)
  })
})

describe('potency per kind', () => {
  it.each(KINDS.map((k) => [k]))('%s headline and per-weight potencies stay in range', (kind) => {
    for (const [i, product] of sampleProducts(kind).entries()) {
      const offer = buildMenuProduct(createRandom(i), { storeId: 1001, product, referenceDate })
      const range = potencyRange(kind, product.category, product.rootSubtype)
      if (!range) {
        expect([offer.percentThc, offer.percentCbd, offer.percentThca]).toEqual([null, null, null])
        continue
      }
      expect(offer.percentThc).not.toBeNull()
      expect(offer.percentThc!).toBeGreaterThanOrEqual(range.thc[0])
      expect(offer.percentThc!).toBeLessThanOrEqual(range.thc[1])
      if (product.category === 'cbd') expect(offer.percentCbd!).toBeGreaterThan(offer.percentThc!)
    }
  })

  it('keeps flower between 15 and 32 % THC and CBD flower under 1 % THC', () => {
    expect(potencyRange('flower', 'indica', 'Premium')?.thc).toEqual([15, 32])
    expect(potencyRange('flower', 'cbd', 'Premium')?.thc).toEqual([0.1, 1])
    expect(potencyRange('vape', 'hybrid', 'Cartridges')?.thc).toEqual([60, 90])
    expect(potencyRange('edible', 'hybrid', 'Gummies')).toBeNull()
  })

  it('gives infused products a dose and gear no lineage', () => {
    for (const edible of sampleProducts('edible', 20)) {
      expect(edible.dosage).toMatch(/mg per/)
      expect(edible.amount).toMatch(/^\d+ mg$/)
      expect(edible.thcMgPerUnit).toBeGreaterThan(0)
    }
    for (const gear of sampleProducts('gear', 20)) {
      expect(gear.category).toBeNull()
      expect(gear.labResults).toEqual([])
      expect(gear.terpenes).toEqual([])
    }
  })

  it('gives every counted product the amount purchase limits need (grams per unit when sold each, THC mg when infused)', () => {
    for (const kind of ['flower', 'pre-roll', 'vape', 'extract'] as const) {
      for (const product of sampleProducts(kind, 40)) {
        if (productWeights(product).includes('each')) expect(product.gramsPerUnit, product.name).toBeGreaterThan(0)
        else expect(product.gramsPerUnit).toBeNull()
      }
    }
    for (const kind of ['edible', 'tincture', 'topical'] as const) {
      for (const product of sampleProducts(kind, 30)) expect(product.thcMgPerUnit, product.name).toBeGreaterThan(0)
    }
    for (const product of sampleProducts('gear', 10)) expect(product.gramsPerUnit).toBeNull()
  })

  it.each([
    [1, 'pre-roll', 'Singles', 'Blue Dream Pre-Roll', 0.5],
    [2, 'pre-roll', 'Singles', 'Blue Dream Pre-Roll', 1],
    [3, 'pre-roll', 'Infused', 'Blue Dream Infused Pre-Roll', 1],
    [4, 'pre-roll', 'Multi-packs', 'Blue Dream Pre-Roll 7-Pack', 3.5],
    [5, 'vape', 'Cartridges', 'Blue Dream Live Resin Cartridge', 0.5],
    [6, 'vape', 'Disposables', 'Blue Dream Disposable Vape', 1],
    [7, 'edible', 'Gummies', 'Gummies 100mg', null],
  ] as const)('product %s (%s, %s) sold each holds %s g', (id, kind, subtype, name, grams) => {
    expect(gramsPerUnitFor(id, kind, subtype, name)).toBe(grams)
  })

  it('names strain products after their strain and matches its lineage', () => {
    const strain = STRAINS.find((s) => s.name === 'Granddaddy Purple')!
    const product = buildProduct(createRandom(3), { id: 1, brand, kind: 'vape', subtype: 'Cartridges', strain, referenceDate })
    expect(product.name).toMatch(/^Granddaddy Purple .* Cartridge$/)
    expect(product.category).toBe('indica')
    expect(product.terpenes.length).toBeGreaterThanOrEqual(3)
    expect(product.terpenes.length).toBeLessThanOrEqual(7)
    expect(product.imageUrls[0]).toMatch(/^\/images\/products\/vape-cart-indica-0-[0-9a-f]{8}-[0-9a-f]{8}\.svg$/)
  })
})

describe('prices', () => {
  it.each([
    [24.2, '00', 24],
    [24.2, '99', 23.99],
    [24.2, '50', 24],
    [24.3, '50', 24.5],
    [0.2, '00', 1],
  ] as const)('shelfPrice(%d, %s) = %d', (value, ending, expected) => {
    expect(shelfPrice(value, ending)).toBe(expected)
  })

  it('makes larger flower sizes cheaper per gram', () => {
    const grams: Record<string, number> = { gram: 1, eighth_ounce: 3.5, quarter_ounce: 7, half_ounce: 14, ounce: 28 }
    for (const [i, product] of sampleProducts('flower').entries()) {
      const offer = buildMenuProduct(createRandom(i), { storeId: 1001, product, referenceDate })
      const variants = buildVariants(createRandom(i), { menuProduct: offer, product })
      const perGram = variants.map((v) => v.price / (grams[v.weight] as number))
      for (let k = 1; k < perGram.length; k++) expect(perGram[k]!).toBeLessThanOrEqual(perGram[k - 1]! + 0.01)
    }
  })

  it.each([
    [40, { discountType: 'percent', discountPercent: 25 }, 30],
    [40, { discountType: 'dollar_amount', discountDollarAmount: 5 }, 35],
    [40, { discountType: 'target_price', discountTargetPrice: 25 }, 25],
    [20, { discountType: 'target_price', discountTargetPrice: 25 }, null],
    [4, { discountType: 'dollar_amount', discountDollarAmount: 5 }, 0],
    [10, { discountType: 'percent', discountPercent: 0 }, null],
    [9.99, { discountType: 'percent', discountPercent: 15 }, 8.49],
  ] as const)('discountedPrice(%d, %o) = %s', (price, special, expected) => {
    const full = { discountPercent: null, discountDollarAmount: null, discountTargetPrice: null, ...special }
    const result = discountedPrice(price, full)
    expect(result).toBe(expected)
    if (result != null) expect(result).toBeLessThan(price)
  })

  it('applies only live product specials, and the best one', () => {
    const now = new Date('2025-06-01T12:00:00Z')
    const base = { storeId: 1001, updatedAt: now, startDate: new Date('2025-05-01'), endDate: new Date('2025-07-01') }
    const specials = [
      buildSpecial({ ...base, id: 1, title: '10% off', specialType: 'product', discountType: 'percent', value: 10 }),
      buildSpecial({ ...base, id: 2, title: '$8 off', specialType: 'product', discountType: 'dollar_amount', value: 8 }),
      buildSpecial({ ...base, id: 3, title: 'Group', specialType: 'qualified_group', discountType: 'percent', value: 50 }),
      buildSpecial({ ...base, id: 4, title: 'Off', specialType: 'product', discountType: 'percent', value: 60, enabled: false }),
      buildSpecial({ ...base, id: 5, title: 'Old', specialType: 'product', discountType: 'percent', value: 70, endDate: new Date('2025-05-31') }),
      buildSpecial({ ...base, id: 6, title: 'Soon', specialType: 'product', discountType: 'percent', value: 80, startDate: new Date('2025-06-02') }),
    ]
    expect(specials.map((s) => isLiveProductSpecial(s, now))).toEqual([true, true, false, false, false, false])
    const variants: VariantRow[] = [
      { storeId: 1001, productId: 7, weight: 'each', price: 40, discountedPrice: null, inventory: 3, thcPotency: null, thcaPotency: null, cbdPotency: null },
      { storeId: 1001, productId: 8, weight: 'each', price: 40, discountedPrice: null, inventory: 3, thcPotency: null, thcaPotency: null, cbdPotency: null },
    ]
    const links = specials.map((s) => ({ specialId: s.id, storeId: 1001, productId: 7 }))
    applyDiscounts(variants, new Map(specials.map((s) => [s.id, s])), links, now)
    expect(variants.map((v) => v.discountedPrice)).toEqual([32, null])
  })

  it('gives specials a photo unless told otherwise', () => {
    const base = { id: 9, storeId: 1001, title: 'x', specialType: 'product', discountType: 'percent', value: 10, updatedAt: referenceDate } as const
    expect(buildSpecial(base).photo?.urls.original).toMatch(/^\/images\/products\/special-[0-9a-f]{8}\.svg$/)
    expect(buildSpecial({ ...base, photo: 'none' }).photo).toBeNull()
    expect(buildSpecial({ ...base, photo: 'empty' }).photo?.urls).toEqual({ original: null, medium: null })
    expect(buildSpecial(base).discountPercent).toBe(10)
    expect(buildSpecial(base).discountTargetPrice).toBeNull()
  })
})

describe('hours and licences', () => {
  it('has seven days of HH:mm times with medical hours only for medical stores', () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const medical of [true, false]) {
        const hours = buildHours(createRandom(seed), { medical, recreational: true })
        expect(hours.map((h) => h.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
        for (const day of hours) {
          for (const time of [day.from, day.to, day.fromMedical, day.toMedical]) if (time) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
          if (!medical) expect(day.fromMedical).toBeNull()
          if (day.customLabel === 'Closed') expect([day.from, day.to]).toEqual([null, null])
        }
      }
    }
  })

  it.each([
    ['284.000###-AUDO', 137, '284.000137-AUDO'],
    ['MR28####', 12, 'MR280012'],
    ['D-18-000##', 1234, 'D-18-00034'],
  ])('formatLicence(%s, %d) = %s', (template, number, expected) => {
    expect(formatLicence(template, number)).toBe(expected)
  })
})

describe('deliveryHoursFrom', () => {
  const day = (from: string | null, to: string | null) => ({ day: 'Monday' as const, from, to, customLabel: null, fromMedical: from, toMedical: to })
  it.each([
    ['inside 09:00–21:00 stays', day('10:00', '20:00'), ['10:00', '20:00']],
    ['early opening is clipped', day('08:00', '20:00'), ['09:00', '20:00']],
    ['late closing is clipped', day('10:00', '23:59'), ['10:00', '21:00']],
    ['both ends clipped', day('08:00', '22:00'), ['09:00', '21:00']],
    ['closed day stays closed', day(null, null), [null, null]],
    ['hours wholly after 21:00 close delivery', day('21:00', '23:00'), [null, null]],
    ['malformed times close delivery', day('9am', '5pm'), [null, null]],
  ] as const)('%s', (_name, input, expected) => {
    const [out] = deliveryHoursFrom([input])
    expect([out?.from, out?.to]).toEqual(expected)
    expect(out?.fromMedical).toBeNull()
  })
})
