import { describe, expect, it } from 'vitest'
import { ohioOriginFor, toProductCardModel, variantDefaultWeight } from './card-model'
import { weightKeyOf, weightNameOf } from './search/types'
import type { HitVariant, MenuHit, WeightKey } from './search/types'

const NOW = new Date('2025-06-15T12:00:00Z')

function variant(price_id: WeightKey, price: number, extra: Partial<HitVariant> = {}): HitVariant {
  return { price_id, price, discounted_price: null, inventory: 10, thc_potency: null, thca_potency: null, cbd_potency: null, ...extra }
}

function hit(overrides: Partial<MenuHit> = {}): MenuHit {
  const variants = overrides.inventory_potencies ?? [variant('gram', 12), variant('eighth_ounce', 40)]
  const prices = Object.fromEntries(
    ['half_gram', 'gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce', 'each'].flatMap((k) => [
      [`price_${k}`, variants.find((v) => v.price_id === k)?.price ?? null],
      [`discounted_price_${k}`, variants.find((v) => v.price_id === k)?.discounted_price ?? null],
    ]),
  )
  return {
    ...(prices as Pick<MenuHit, `price_${WeightKey}` | `discounted_price_${WeightKey}`>),
    objectID: '1001-5001',
    product_id: 5001,
    store_id: 1001,
    name: 'Blue Dream',
    brand: 'Meadowlark Farms',
    brand_subtype: null,
    kind: 'flower',
    root_subtype: null,
    category: 'hybrid',
    type: 'hybrid',
    root_types: ['flower'],
    available_weights: ['gram', 'eighth ounce'],
    bucket_price: 12,
    aggregate_rating: 4.36,
    review_count: 12,
    percent_thc: 24.5,
    percent_cbd: 0.1,
    percent_thca: null,
    applicable_special_ids: [],
    special_title: null,
    activities: [],
    feelings: [],
    max_cart_quantity: 10,
    image_urls: ['/images/products/flower-hybrid-0-1234abcd.svg'],
    unique_slug: 'blue-dream-meadowlark',
    inventory_potencies: variants,
    in_stock: true,
    arrived_on: '2025-06-01',
    url: '/dispensaries/illinois/evanston/1001/recreational-menu/product/5001/blue-dream-meadowlark/',
    ...overrides,
  }
}

const main = { now: NOW, isOhioHost: false }

describe('toProductCardModel', () => {
  it('builds the card a shopper sees', () => {
    expect(toProductCardModel(hit(), main)).toEqual({
      id: '1001-5001',
      productId: 5001,
      storeId: 1001,
      name: 'Blue Dream',
      brand: 'Meadowlark Farms',
      kind: 'flower',
      lineage: 'hybrid',
      strainsLabel: 'Hybrid',
      image: '/images/products/flower-hybrid-0-1234abcd.svg',
      thc: '24.5%',
      cbd: '0.1%',
      price: 40,
      discountedPrice: null,
      weightLabel: '1/8 oz',
      saleLabel: null,
      isNew: true,
      rating: { average: 4.4, count: 12 },
      outOfStock: false,
      maxCartQuantity: 10,
      weights: [
        { key: 'gram', name: 'gram', label: '1 g', price: 12, discountedPrice: null, unitPrice: 12, inventory: 10 },
        { key: 'eighth_ounce', name: 'eighth ounce', label: '1/8 oz', price: 40, discountedPrice: null, unitPrice: 40, inventory: 10 },
      ],
      defaultWeight: 'eighth_ounce',
      url: '/dispensaries/illinois/evanston/1001/recreational-menu/product/5001/blue-dream-meadowlark/',
      externalUrl: null,
    })
  })

  it.each([
    ['no image', { image_urls: [] }, { image: null }],
    ['THC empty', { percent_thc: null, percent_cbd: null }, { thc: '', cbd: '' }],
    ['an edible shows no potency or weight label', { kind: 'edible', inventory_potencies: [variant('each', 20)] }, { thc: '', cbd: '', weightLabel: null, price: 20 }],
    ['a vape shows its weight label', { kind: 'vape', inventory_potencies: [variant('half_gram', 30)] }, { weightLabel: '0.5 g' }],
    ['an extract shows its weight label', { kind: 'extract', inventory_potencies: [variant('gram', 50)] }, { weightLabel: '1 g' }],
    ['a pre-roll shows potency but no weight label', { kind: 'pre-roll', inventory_potencies: [variant('each', 9)] }, { thc: '24.5%', weightLabel: null }],
    ['gear has no lineage chip', { kind: 'gear', category: null, inventory_potencies: [variant('each', 25)] }, { lineage: null, strainsLabel: null }],
    ['a CBD product', { category: 'cbd' }, { lineage: 'cbd', strainsLabel: 'CBD' }],
  ] as const)('%s', (_, overrides, expected) => {
    expect(toProductCardModel(hit(overrides as Partial<MenuHit>), main)).toMatchObject(expected)
  })

  it.each([
    ['no discount', null, null, null],
    ['a discount shows with a Sale label', 34.5, 34.5, 'Sale'],
    ['a discount equal to the price is no discount', 40, null, null],
  ])('price: %s', (_, discounted, shown, label) => {
    const card = toProductCardModel(hit({ inventory_potencies: [variant('eighth_ounce', 40, { discounted_price: discounted })] }), main)
    expect(card.price).toBe(40)
    expect(card.discountedPrice).toBe(shown)
    expect(card.saleLabel).toBe(label)
    expect(card.weights[0]?.unitPrice).toBe(shown ?? 40)
  })

  it('uses the special title as the sale label', () => {
    expect(toProductCardModel(hit({ special_title: '20% off Meadowlark' }), main).saleLabel).toBe('20% off Meadowlark')
    expect(toProductCardModel(hit({ special_title: '  ' }), main).saleLabel).toBeNull()
  })

  it.each([
    ['2025-05-31', true],
    ['2025-05-30', false],
    ['2025-06-29', true],
    ['2025-06-30', false],
  ])('new label for arrival %s: %s', (arrived_on, isNew) => {
    expect(toProductCardModel(hit({ arrived_on }), main).isNew).toBe(isNew)
  })

  it.each([
    ['a main host shows ratings', false, 12, 4.36, { average: 4.4, count: 12 }],
    ['an Ohio host hides them', true, 12, 4.36, null],
    ['no reviews, no rating', false, 0, null, null],
  ] as const)('rating: %s', (_, isOhioHost, review_count, aggregate_rating, rating) => {
    expect(toProductCardModel(hit({ review_count, aggregate_rating }), { now: NOW, isOhioHost }).rating).toEqual(rating)
  })

  it.each([
    ['in stock', true, [variant('gram', 12, { inventory: 0 }), variant('eighth_ounce', 40)], false],
    ['flagged out of stock', false, [variant('eighth_ounce', 40)], true],
    ['every weight at 0', true, [variant('gram', 12, { inventory: 0 })], true],
    ['no weights', true, [], true],
  ] as const)('stock: %s', (_, in_stock, inventory_potencies, outOfStock) => {
    expect(toProductCardModel(hit({ in_stock, inventory_potencies: [...inventory_potencies] }), main).outOfStock).toBe(outOfStock)
  })

  it.each([
    [10, 10],
    [4, 4],
    [0, 10],
  ])('max cart quantity %i → %i (default 10)', (max_cart_quantity, expected) => {
    expect(toProductCardModel(hit({ max_cart_quantity }), main).maxCartQuantity).toBe(expected)
  })

  it('lists weights in canonical order and skips unknown price ids', () => {
    const card = toProductCardModel(
      hit({
        inventory_potencies: [variant('ounce', 200), variant('half_gram', 8), { ...variant('gram', 1), price_id: 'kilo' as WeightKey }],
      }),
      main,
    )
    expect(card.weights.map((w) => w.key)).toEqual(['half_gram', 'ounce'])
  })

  describe('the Ohio link rule (000 §4)', () => {
    const ohioUrl = '/dispensaries/ohio/columbus/2001/recreational-menu/product/5001/blue-dream/'
    it.each([
      ['a non-Ohio host, Ohio url, with the Ohio origin: the product page there', false, ohioUrl, 'https://oh.example.com/', `https://oh.example.com${ohioUrl}`],
      ['a non-Ohio host, Ohio url, no origin: the product page path', false, ohioUrl, undefined, ohioUrl],
      ['an Ohio host', true, ohioUrl, 'https://oh.example.com', null],
      ['a non-Ohio url', false, '/dispensaries/illinois/evanston/1001/recreational-menu/product/5001/x/', 'https://oh.example.com', null],
      ['a state whose slug starts with ohio', false, '/dispensaries/ohioan/x/1/m/product/1/x/', 'https://oh.example.com', null],
    ])('%s', (_, isOhioHost, url, ohioOrigin, externalUrl) => {
      expect(toProductCardModel(hit({ url }), { now: NOW, isOhioHost, ohioOrigin }).externalUrl).toBe(externalUrl)
    })
  })
})

describe('variantDefaultWeight', () => {
  it.each([
    ['eighth ounce when sold and in stock', [['gram', 5], ['eighth_ounce', 5]], 'eighth_ounce'],
    ['the first in stock when the eighth is sold out', [['gram', 0], ['eighth_ounce', 0], ['quarter_ounce', 2]], 'quarter_ounce'],
    ['the first weight when there is no eighth', [['half_gram', 3], ['gram', 3]], 'half_gram'],
    ['the first weight when nothing is in stock', [['gram', 0], ['eighth_ounce', 0]], 'gram'],
    ['nothing without weights', [], null],
  ] as const)('%s', (_, weights, expected) => {
    expect(variantDefaultWeight(weights.map(([key, inventory]) => ({ key, inventory })))).toBe(expected)
  })
})

describe('weight names', () => {
  it.each([
    ['eighth_ounce', 'eighth ounce'],
    ['each', 'each'],
    ['half_gram', 'half gram'],
  ] as const)('%s ↔ %s', (key, name) => {
    expect(weightNameOf(key)).toBe(name)
    expect(weightKeyOf(name)).toBe(key)
    expect(weightKeyOf(key)).toBe(key)
  })

  it.each(['kilo', '', 'eighth  ounce ', 'EACH'])('weightKeyOf(%j)', (value) => {
    expect(weightKeyOf(value)).toBe(value === 'eighth  ounce ' ? 'eighth_ounce' : value === 'EACH' ? 'each' : null)
  })
})

describe('ohioOriginFor', () => {
  it.each([
    ['http://localhost:3000/dispensaries', ['oh.localhost'], 'http://oh.localhost:3000'],
    ['https://northmeadow.example/x', ['oh.northmeadow.example', 'ohio.example'], 'https://oh.northmeadow.example'],
    ['https://northmeadow.example/x', [], undefined],
  ])('%s with %j → %s', (url, hosts, origin) => {
    expect(ohioOriginFor(url, hosts)).toBe(origin)
  })
})
