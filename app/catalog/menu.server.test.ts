import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { createBrand, createMenu, createMenuProduct, createProduct, type VariantOverrides } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { listMenuProducts } from './menu.server'

const now = new Date('2025-06-20T12:00:00Z')
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10)

beforeEach(async () => {
  await resetDatabase()
})

async function stock(
  storeId: number,
  product: Parameters<typeof createProduct>[1],
  variants: VariantOverrides[],
  menuProduct: Parameters<typeof createMenuProduct>[1] = {},
) {
  const db = getDb()
  const created = await createProduct(db, product)
  await createMenuProduct(db, { storeId, productId: created.id, arrivedOn: daysFromNow(-90), variants, ...menuProduct })
  return created
}

describe('listMenuProducts', () => {
  it('gives a product card with the fields the card shows', async () => {
    const db = getDb()
    const { storeId } = await createMenu(db)
    const brand = await createBrand(db, { name: 'Prairie Bloom' })
    const product = await stock(
      storeId,
      { kind: 'flower', name: 'Blue Dream', category: 'sativa', brandId: brand.id, imageUrls: ['/images/products/a.svg', '/images/products/b.svg'] },
      [
        { weight: 'gram', price: 12, discountedPrice: null, inventory: 4 },
        { weight: 'eighth_ounce', price: 40, discountedPrice: 32, inventory: 6 },
      ],
      { percentThc: 24.5, percentCbd: 0.1 },
    )
    const page = await listMenuProducts(storeId, { now })
    expect(page).toEqual({
      total: 1,
      products: [
        {
          id: product.id,
          name: 'Blue Dream',
          brand: 'Prairie Bloom',
          kind: 'flower',
          lineage: 'sativa',
          image: '/images/products/a.svg',
          price: 40,
          discountedPrice: 32,
          weightLabel: '1/8 oz',
          thc: '24.5%',
          cbd: '0.1%',
          amount: null,
          isNew: false,
          outOfStock: false,
        },
      ],
    })
  })

  it.each<[string, string, VariantOverrides['weight'][], VariantOverrides['weight'], string | null]>([
    ['flower: the eighth ounce first', 'flower', ['gram', 'eighth_ounce', 'ounce'], 'eighth_ounce', '1/8 oz'],
    ['flower: then the quarter ounce', 'flower', ['gram', 'quarter_ounce'], 'quarter_ounce', '1/4 oz'],
    ['flower: the gram last', 'flower', ['ounce', 'gram'], 'gram', '1 g'],
    ['vape: the half gram', 'vape', ['gram', 'half_gram'], 'half_gram', '0.5 g'],
    ['extract: the gram without a half gram', 'extract', ['two_gram', 'gram'], 'gram', '1 g'],
    ['edible: each, no weight label', 'edible', ['each'], 'each', null],
    ['pre-roll: the first available, no weight label', 'pre-roll', ['each', 'half_gram'], 'half_gram', null],
  ])('chooses the card price weight — %s', async (_label, kind, weights, expected, label) => {
    const { storeId } = await createMenu(getDb())
    const prices = { half_gram: 25, gram: 45, two_gram: 80, eighth_ounce: 40, quarter_ounce: 75, half_ounce: 140, ounce: 260, each: 18 }
    await stock(
      storeId,
      { kind: kind as 'flower' },
      weights.map((weight) => ({ weight, price: prices[weight], discountedPrice: null, inventory: 3 })),
    )
    const [card] = (await listMenuProducts(storeId, { now })).products
    expect(card?.price).toBe(prices[expected])
    expect(card?.weightLabel).toBe(label)
  })

  it('shows the discounted price only when it differs', async () => {
    const { storeId } = await createMenu(getDb())
    await stock(storeId, { kind: 'edible' }, [{ weight: 'each', price: 20, discountedPrice: null, inventory: 3 }], { featuredRank: 1 })
    await stock(storeId, { kind: 'edible' }, [{ weight: 'each', price: 20, discountedPrice: 15, inventory: 3 }], { featuredRank: 2 })
    const { products } = await listMenuProducts(storeId, { now })
    expect(products.map((p) => [p.price, p.discountedPrice])).toEqual([
      [20, null],
      [20, 15],
    ])
  })

  it('is out of stock only when every weight has no inventory', async () => {
    const { storeId } = await createMenu(getDb())
    await stock(
      storeId,
      { kind: 'flower' },
      [
        { weight: 'gram', inventory: 0 },
        { weight: 'eighth_ounce', inventory: 0 },
      ],
      { featuredRank: 1 },
    )
    await stock(
      storeId,
      { kind: 'flower' },
      [
        { weight: 'gram', inventory: 0 },
        { weight: 'eighth_ounce', inventory: 2 },
      ],
      { featuredRank: 2 },
    )
    const { products } = await listMenuProducts(storeId, { now })
    expect(products.map((p) => p.outOfStock)).toEqual([true, false])
  })

  it("labels arrivals 'New' within 15 days past and 14 days ahead", async () => {
    const { storeId } = await createMenu(getDb())
    const arrivals = [-16, -15, 0, 14, 15]
    for (const [index, days] of arrivals.entries()) {
      await stock(storeId, { kind: 'edible' }, [{ weight: 'each', inventory: 3 }], { arrivedOn: daysFromNow(days), featuredRank: index })
    }
    const { products } = await listMenuProducts(storeId, { now })
    expect(products.map((p) => p.isNew)).toEqual([false, true, true, true, false])
  })

  it('uses the designed tile when a product has no image, and potency only where the kind shows it', async () => {
    const { storeId } = await createMenu(getDb())
    await stock(storeId, { kind: 'vape', imageUrls: [] }, [{ weight: 'half_gram', inventory: 3 }], { featuredRank: 1, percentThc: 86, percentCbd: null })
    await stock(storeId, { kind: 'edible', amount: '100 mg' }, [{ weight: 'each', inventory: 3 }], { featuredRank: 2, percentThc: 5 })
    const { products } = await listMenuProducts(storeId, { now })
    expect(products.map((p) => [p.image, p.thc, p.cbd, p.amount])).toEqual([
      [null, '86%', '', null],
      [expect.any(String), '', '', '100 mg'],
    ])
  })

  it('returns the first 20 in featured order (rank, then product id) with the total', async () => {
    const db = getDb()
    const { storeId } = await createMenu(db)
    const other = await createMenu(db)
    const ranks = [5, 3, 3, 9, 1, 7, 3, 2, 8, 1, 4, 6, 5, 2, 9, 0, 3, 7, 4, 1, 6, 8, 2, 5, 1]
    const created: { id: number; rank: number }[] = []
    for (const rank of ranks) {
      const product = await stock(storeId, { kind: 'edible' }, [{ weight: 'each', inventory: 1 }], { featuredRank: rank })
      created.push({ id: product.id, rank })
    }
    await stock(other.storeId, { kind: 'edible' }, [{ weight: 'each', inventory: 1 }], { featuredRank: -1 })

    const expected = [...created].sort((a, b) => a.rank - b.rank || a.id - b.id).map((p) => p.id)
    const first = await listMenuProducts(storeId, { now })
    expect(first.total).toBe(25)
    expect(first.products.map((p) => p.id)).toEqual(expected.slice(0, 20))

    const second = await listMenuProducts(storeId, { offset: 20, now })
    expect(second.total).toBe(25)
    expect(second.products.map((p) => p.id)).toEqual(expected.slice(20))
  })

  it('answers an empty or unknown store with no products and a total of zero', async () => {
    const { storeId } = await createMenu(getDb())
    expect(await listMenuProducts(storeId, { now })).toEqual({ total: 0, products: [] })
    expect(await listMenuProducts(987654, { now })).toEqual({ total: 0, products: [] })
  })

  it('keeps the total when the page is past the end', async () => {
    const { storeId } = await createMenu(getDb())
    await stock(storeId, { kind: 'edible' }, [{ weight: 'each', inventory: 1 }])
    expect(await listMenuProducts(storeId, { offset: 40, now })).toEqual({ total: 1, products: [] })
  })
})
