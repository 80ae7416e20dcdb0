import { describe, expect, it } from 'vitest'
import { articleHit, groupedProductHit, recipeDetails, storeProductHit } from './hits'

describe('articleHit', () => {
  const row = {
    path: '/blog/cannabis-101/first-dispensary-visit',
    kind: 'article' as const,
    slug: 'first-dispensary-visit',
    category_slug: 'cannabis-101',
    title: 'Your First Dispensary Visit',
    description: 'What happens at the door.',
    category: 'Cannabis 101',
    publish_date: '2025-11-03',
    preparation_time: null,
    preparation_difficulty: [],
  }

  it.each([
    { name: 'an article', row, date: { iso: '2025-11-03', label: 'November 3, 2025' }, cta: 'Read More', details: null },
    { name: 'a Resources article hides its date', row: { ...row, category: 'Resources' }, date: null, cta: 'Go to Resource', details: null },
    {
      name: 'a recipe: MM.dd.yyyy and its preparation',
      row: { ...row, kind: 'recipe' as const, category: 'Recipes', category_slug: 'recipes', preparation_time: 95, preparation_difficulty: ['Easy'] },
      date: { iso: '2025-11-03', label: '11.03.2025' },
      cta: 'Read More',
      details: 'Prep 1 hr 35 min · Easy',
    },
  ])('$name', ({ row: input, date, cta, details }) => {
    const hit = articleHit(input)
    expect(hit).toMatchObject({ key: input.path, href: input.path, title: input.title, date, ctaText: cta, details })
    expect(hit.image.src).toContain(input.slug)
  })
})

describe('recipeDetails', () => {
  it.each([
    { time: 20, difficulty: ['Easy'], text: 'Prep 20 min · Easy' },
    { time: 20, difficulty: ['Easy', 'Medium'], text: 'Prep 20 min · Easy, Medium' },
    { time: null, difficulty: ['Advanced'], text: 'Advanced' },
    { time: 60, difficulty: [], text: 'Prep 1 hr' },
    { time: null, difficulty: [], text: null },
  ])('$time min, $difficulty', ({ time, difficulty, text }) => {
    expect(recipeDetails(time, difficulty)).toBe(text)
  })
})

describe('product hits', () => {
  const product = { product_id: 7, name: 'Blue Dream', brand: 'Meadow Farms', kind: 'flower', category: 'sativa', image_urls: ['/images/products/a.svg'] }

  it.each([
    { name: 'in stock', inStock: true, where: 'In stock' },
    { name: 'out of stock', inStock: false, where: 'Out of stock' },
  ])('at one store, $name', ({ inStock, where }) => {
    const hit = storeProductHit({ ...product, bucket_price: 35, in_stock: inStock, url: '/dispensaries/x/y/1/m/product/7/blue-dream/' }, 1)
    expect(hit).toEqual({
      key: '1-7',
      name: 'Blue Dream',
      brand: 'Meadow Farms',
      kind: 'Flower',
      lineage: 'sativa',
      lineageLabel: 'Sativa',
      image: '/images/products/a.svg',
      price: '$35.00',
      href: '/dispensaries/x/y/1/m/product/7/blue-dream/',
      where,
    })
  })

  it.each([
    { stores: 1, where: 'At 1 dispensary' },
    { stores: 12, where: 'At 12 dispensaries' },
  ])('across stores: $where', ({ stores, where }) => {
    const hit = groupedProductHit({ ...product, category: null, image_urls: [], from_price: '19.5', stores, url: '/p' })
    expect(hit).toMatchObject({ key: 'all-7', price: 'From $19.50', where, lineage: null, lineageLabel: null, image: null })
  })
})
