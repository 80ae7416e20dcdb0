import { describe, expect, it } from 'vitest'
import {
  brandMenuHref,
  canonicalRedirect,
  cartButtonState,
  defaultSize,
  formatLabValue,
  labResultsFor,
  metaDescription,
  potencyTags,
  priceLine,
  priceWeightLabel,
  unitAmountLabel,
  productJsonLd,
  quantityRange,
  ratingSummary,
  serializeJsonLd,
  showsReviews,
  sortTerpenes,
  terpeneToggleLabel,
} from './product-rules'
import type { LabResultValue, ProductDetail, ProductVariant } from './types'

function variant(key: ProductVariant['key'], fields: Partial<ProductVariant> = {}): ProductVariant {
  return {
    key,
    name: key.replace(/_/g, ' ') as ProductVariant['name'],
    label: key,
    price: 40,
    discountedPrice: null,
    unitPrice: fields.discountedPrice ?? fields.price ?? 40,
    inventory: 10,
    thc: null,
    thca: null,
    cbd: null,
    ...fields,
  }
}

const product: ProductDetail = {
  productId: 5001,
  name: 'Blue Dream',
  uniqueSlug: 'blue-dream',
  brand: 'Meadowlark',
  brandSubtype: null,
  kind: 'flower',
  rootSubtype: 'Premium',
  lineage: 'hybrid',
  strainsLabel: 'Hybrid',
  description: 'Sweet berry </script><script>alert(1)</script>',
  storeNotes: null,
  specialTitle: null,
  dosage: null,
  amount: null,
  gramsPerUnit: null,
  images: ['/images/products/a.svg', '/images/products/b.svg'],
  variants: [variant('gram', { price: 12, unitPrice: 12 }), variant('eighth_ounce', { price: 45, discountedPrice: 36, unitPrice: 36, inventory: 0 })],
  maxCartQuantity: 10,
  aggregateRating: 4.36,
  reviewCount: 12,
  percentThc: 22,
  percentCbd: null,
  percentThca: 24,
  labResults: [],
  terpenes: [],
  outOfStock: false,
}

describe('defaultSize (000 §4)', () => {
  const all = [variant('gram'), variant('eighth_ounce'), variant('quarter_ounce')]
  it.each([
    ['the chosen code when the product has it', all, 'quarter_ounce', 'quarter_ounce'],
    ['the chosen code written as words', all, 'quarter ounce', 'quarter_ounce'],
    ['a sold-out chosen code is still honoured', [variant('gram'), variant('ounce', { inventory: 0 })], 'ounce', 'ounce'],
    ['an unknown code falls through to the eighth ounce', all, 'ounce', 'eighth_ounce'],
    ['a nonsense code falls through', all, 'x; drop', 'eighth_ounce'],
    ['no code: the eighth ounce if its price exists', all, null, 'eighth_ounce'],
    ['no eighth: the first size in stock', [variant('half_gram', { inventory: 0 }), variant('gram')], null, 'gram'],
    ['a sold-out eighth gives way to a size in stock', [variant('gram'), variant('eighth_ounce', { inventory: 0 })], undefined, 'gram'],
    ['nothing in stock: the first variant', [variant('each', { inventory: 0 })], '', 'each'],
    ['no variants at all', [], 'gram', null],
  ] as const)('%s', (_, variants, code, expected) => {
    expect(defaultSize(variants, code)).toBe(expected)
  })
})

describe('cartButtonState (000 §4)', () => {
  it.each([
    ['not in the cart', { outOfStock: false, cartQuantity: 0, quantity: 2 }, 'Add to cart', false, 'add'],
    ['not in the cart, out of stock', { outOfStock: true, cartQuantity: 0, quantity: 1 }, 'Add to cart', true, 'none'],
    ['not in the cart, nothing to add', { outOfStock: false, cartQuantity: 0, quantity: 0 }, 'Add to cart', true, 'none'],
    ['in the cart, unchanged', { outOfStock: false, cartQuantity: 3, quantity: 3 }, 'Add to cart', true, 'none'],
    ['in the cart, set to 0', { outOfStock: false, cartQuantity: 3, quantity: 0 }, 'Remove item', false, 'remove'],
    ['in the cart, more', { outOfStock: false, cartQuantity: 3, quantity: 4 }, 'Update cart', false, 'update'],
    ['in the cart, fewer', { outOfStock: false, cartQuantity: 3, quantity: 1 }, 'Update cart', false, 'update'],
    ['in the cart, out of stock, changed', { outOfStock: true, cartQuantity: 3, quantity: 1 }, 'Update cart', true, 'none'],
  ] as const)('%s', (_, input, label, disabled, action) => {
    expect(cartButtonState(input)).toEqual({ label, disabled, action })
  })
})

describe('quantityRange (000 §5: capped by maxCartLimit, default 10)', () => {
  it.each([
    ['plenty of stock', 10, 50, 0, { min: 1, max: 10 }],
    ['stock below the limit', 10, 3, 0, { min: 1, max: 3 }],
    ['in the cart: 0 becomes a choice', 10, 50, 2, { min: 0, max: 10 }],
    ['a cart line above today’s stock keeps its quantity', 10, 1, 4, { min: 0, max: 4 }],
    ['a store limit of 4', 4, 50, 0, { min: 1, max: 4 }],
    ['a broken limit falls back to 10', 0, 50, 0, { min: 1, max: 10 }],
    ['sold out', 10, 0, 0, { min: 0, max: 0 }],
  ] as const)('%s', (_, limit, inventory, cartQuantity, expected) => {
    expect(quantityRange(limit, { inventory }, cartQuantity)).toEqual(expected)
  })
})

describe('potencyTags (000 §5)', () => {
  const base = { dosage: '10 mg per piece', amount: '100 mg', percentThc: 21, percentCbd: 0.4, percentThca: 23.1 }
  it.each([
    ['flower: the weight’s own figures', 'flower', { thc: 24.5, cbd: null, thca: 27 }, ['Total THC 24.5%', 'CBD 0.4%', 'THCa 27%']],
    ['vape without a variant: headline figures', 'vape', undefined, ['Total THC 21%', 'CBD 0.4%', 'THCa 23.1%']],
    ['pre-roll', 'pre-roll', { thc: 30, cbd: null, thca: null }, ['Total THC 30%', 'CBD 0.4%', 'THCa 23.1%']],
    ['extract', 'extract', { thc: 80, cbd: 1, thca: 2 }, ['Total THC 80%', 'CBD 1%', 'THCa 2%']],
    ['edible: dosage and amount', 'edible', { thc: 100, cbd: null, thca: null }, ['Dosage 10 mg per piece', 'Amount 100 mg']],
    ['tincture', 'tincture', undefined, ['Dosage 10 mg per piece', 'Amount 100 mg']],
    ['topical', 'topical', undefined, ['Dosage 10 mg per piece', 'Amount 100 mg']],
    ['gear: none', 'gear', undefined, []],
  ] as const)('%s', (_, kind, v, expected) => {
    expect(potencyTags({ kind, ...base }, v).map((t) => `${t.label} ${t.value}`)).toEqual(expected)
  })

  it('drops empty values', () => {
    expect(potencyTags({ kind: 'flower', dosage: null, amount: null, percentThc: null, percentCbd: null, percentThca: null }, undefined)).toEqual([])
    expect(potencyTags({ kind: 'edible', dosage: ' ', amount: '50 mg', percentThc: null, percentCbd: null, percentThca: null }, undefined)).toEqual([
      { label: 'Amount', value: '50 mg' },
    ])
  })
})

describe('unitAmountLabel: the grams of a unit sold each', () => {
  it.each([
    ['each', 1, '1 g'],
    ['each', 0.5, '0.5 g'],
    ['each', 3.5, '3.5 g'],
    ['each', null, null],
    ['each', 0, null],
    ['eighth_ounce', 1, null],
  ] as const)('%s with %s g per unit → %s', (key, grams, expected) => {
    expect(unitAmountLabel({ key }, grams)).toBe(expected)
  })
  it('is null without a variant', () => {
    expect(unitAmountLabel(undefined, 1)).toBeNull()
  })
})

describe('priceWeightLabel: vape, flower and extract only', () => {
  it.each([
    ['flower', '1/8 oz'],
    ['vape', '1/8 oz'],
    ['extract', '1/8 oz'],
    ['pre-roll', null],
    ['edible', null],
    ['tincture', null],
    ['topical', null],
  ])('%s → %s', (kind, expected) => {
    expect(priceWeightLabel(kind, { label: '1/8 oz' })).toBe(expected)
  })
})

describe('priceLine', () => {
  it.each([
    ['no discount', { price: 45, discountedPrice: null }, { now: '$45.00', was: null }],
    ['a discount', { price: 45, discountedPrice: 36 }, { now: '$36.00', was: '$45.00' }],
  ])('%s', (_, v, expected) => {
    expect(priceLine(v)).toEqual(expected)
  })
})

describe('lab results', () => {
  const results: LabResultValue[] = [
    { unitId: 'CBD', priceId: 'gram', value: 0.3, unit: '%' },
    { unitId: 'THC', priceId: 'gram', value: 22.456, unit: '%' },
    { unitId: 'THC', priceId: 'eighth_ounce', value: 23, unit: '%' },
    { unitId: 'THCA', priceId: 'gram', value: 25, unit: '%' },
  ]
  it('keeps the selected weight’s results in THC, THCA, CBD order', () => {
    expect(labResultsFor(results, 'gram').map((r) => r.unitId)).toEqual(['THC', 'THCA', 'CBD'])
    expect(labResultsFor(results, 'eighth_ounce')).toHaveLength(1)
    expect(labResultsFor(results, null)).toEqual([])
  })
  it.each([
    [{ value: 22.456, unit: '%' }, '22.46%'],
    [{ value: 100, unit: 'mg' }, '100 mg'],
  ] as const)('%j → %s', (r, expected) => {
    expect(formatLabValue(r)).toBe(expected)
  })
})

describe('terpenes', () => {
  it('sorts strongest first', () => {
    const t = (title: string, percentage: number) => ({ title, subTitle: '', percentage, tooltip: '' })
    expect(sortTerpenes([t('a', 0.2), t('b', 1.1), t('c', 0.5)]).map((x) => x.title)).toEqual(['b', 'c', 'a'])
  })
  it.each([
    [3, false, null],
    [6, false, null],
    [7, false, 'Show all (7)'],
    [7, true, 'Show less'],
  ] as const)('%i terpenes, expanded %s → %s', (total, expanded, label) => {
    expect(terpeneToggleLabel(total, expanded)).toBe(label)
  })
})

describe('canonicalRedirect (000 §2)', () => {
  const store = { stateSlug: 'illinois', dispensarySlug: 'evanston', menuSlug: 'recreational-menu', menuPath: '/dispensaries/illinois/evanston/1001/recreational-menu/' }
  const canonical = '/dispensaries/illinois/evanston/1001/recreational-menu/product/5001/blue-dream/'
  const ok = { stateSlug: 'illinois', locationSlug: 'evanston', menuSlug: 'recreational-menu', productSlug: 'blue-dream' }
  it.each([
    ['canonical', ok, '', null],
    ['canonical with a code', ok, '?code=gram', null],
    ['wrong product slug', { ...ok, productSlug: 'blue' }, '', canonical],
    ['missing product slug keeps the query', { ...ok, productSlug: undefined }, '?code=gram', `${canonical}?code=gram`],
    ['wrong state', { ...ok, stateSlug: 'ohio' }, '', canonical],
    ['wrong location', { ...ok, locationSlug: 'oak-park' }, '', canonical],
    ['wrong menu slug', { ...ok, menuSlug: 'medical-menu' }, '?a=1&b=2', `${canonical}?a=1&b=2`],
  ] as const)('%s', (_, requested, search, expected) => {
    expect(canonicalRedirect(requested, store, product, search)).toBe(expected)
  })
})

describe('brandMenuHref (000 §2)', () => {
  it('sets refinementList[brand][] on the menu page', () => {
    const href = brandMenuHref('/dispensaries/illinois/evanston/1001/recreational-menu/', "Sam's & Co")
    expect(href).toBe('/dispensaries/illinois/evanston/1001/recreational-menu/?refinementList%5Bbrand%5D%5B%5D=Sam%27s+%26+Co')
    expect(new URL(href, 'http://x').searchParams.getAll('refinementList[brand][]')).toEqual(["Sam's & Co"])
  })
})

describe('productJsonLd', () => {
  const url = 'https://shop.example/dispensaries/illinois/evanston/1001/recreational-menu/product/5001/blue-dream/'
  const build = (showRatings: boolean, fields: Partial<ProductDetail> = {}) =>
    productJsonLd({ product: { ...product, ...fields }, url, origin: 'https://shop.example', storeId: 1001, showRatings })

  it('describes the product with one offer per weight', () => {
    const ld = build(true)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Blue Dream',
      brand: { '@type': 'Brand', name: 'Meadowlark' },
      image: ['https://shop.example/images/products/a.svg', 'https://shop.example/images/products/b.svg'],
      sku: '5001',
      offers: [
        { '@type': 'Offer', price: '12.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: `${url}?code=gram` },
        { '@type': 'Offer', price: '36.00', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock', url: `${url}?code=eighth_ounce` },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.4', reviewCount: 12 },
    })
  })

  it.each([
    ['ratings hidden (Ohio host)', false, {}],
    ['no reviews', true, { reviewCount: 0 }],
    ['no average', true, { aggregateRating: null }],
  ] as const)('has no aggregateRating: %s', (_, showRatings, fields) => {
    expect(build(showRatings, fields)).not.toHaveProperty('aggregateRating')
  })

  it('serializes with < escaped so the description cannot close the script', () => {
    const json = serializeJsonLd(build(true))
    expect(json).not.toContain('<')
    expect(json).toContain('\\u003c/script>')
    expect(JSON.parse(json).description).toBe(product.description)
  })
})

describe('ratings and reviews visibility (000 §1, §6)', () => {
  it.each([
    [false, false, { average: 4.4, count: 12 }, true],
    [true, false, null, false],
    [false, true, { average: 4.4, count: 12 }, false],
  ] as const)('Ohio host %s, reviews disabled %s', (ohio, disabled, rating, reviews) => {
    expect(ratingSummary(product, !ohio)).toEqual(rating)
    expect(showsReviews(ohio, { reviewsDisabled: disabled })).toBe(reviews)
  })
  it('no rating line without reviews', () => {
    expect(ratingSummary({ aggregateRating: null, reviewCount: 0 }, true)).toBeNull()
  })
})

describe('metaDescription', () => {
  it('names the product, store and the lowest price within 160 characters', () => {
    const text = metaDescription(product, { dispensaryName: 'Northmeadow Evanston', city: 'Evanston', stateCode: 'IL' })
    expect(text).toBe('Blue Dream by Meadowlark, Hybrid flower at Northmeadow Evanston in Evanston, IL. From $12.00. Reserve online for pickup.')
    expect(metaDescription({ ...product, name: 'x'.repeat(200) }, { dispensaryName: 'A', city: 'B', stateCode: 'IL' }).length).toBeLessThanOrEqual(160)
  })
})
