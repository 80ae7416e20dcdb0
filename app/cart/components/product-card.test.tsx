import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ProductCardModel } from '~/catalog/card-model'
import { ProductCard, type ProductCardLayout } from '~/catalog/components/product-card'
import { applyQuantity } from '../cart-lines'
import { emptyCart, type StoreCart } from '../types'
import { CartProvider } from './cart-context'

const card: ProductCardModel = {
  id: '1001-5001',
  productId: 5001,
  storeId: 1001,
  name: 'Wedding Cake',
  brand: 'Prairie Bloom',
  kind: 'flower',
  lineage: 'indica',
  strainsLabel: 'Indica',
  image: null,
  thc: '27%',
  cbd: '',
  price: 45,
  discountedPrice: 36,
  weightLabel: '1/8 oz',
  saleLabel: 'Spring Sale',
  isNew: true,
  rating: { average: 4.5, count: 31 },
  outOfStock: false,
  maxCartQuantity: 10,
  weights: [
    { key: 'gram', name: 'gram', label: '1 g', price: 14, discountedPrice: null, unitPrice: 14, inventory: 5 },
    { key: 'eighth_ounce', name: 'eighth ounce', label: '1/8 oz', price: 45, discountedPrice: 36, unitPrice: 36, inventory: 8 },
  ],
  defaultWeight: 'eighth_ounce',
  url: '/dispensaries/illinois/evanston/1001/recreational-menu/product/5001/wedding-cake/',
  externalUrl: null,
}

/** Server-render a card inside a router (it reads the location) and a cart provider. */
function render(model: ProductCardModel, options: { cart?: StoreCart; layout?: ProductCardLayout } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CartProvider cart={options.cart ?? emptyCart(1001)}>
            <ProductCard card={model} layout={options.layout ?? 'vertical'} placement="grid" position={3} />
          </CartProvider>
        ),
      },
    ],
    { initialEntries: ['/dispensaries/illinois/evanston/1001/recreational-menu/?currentSort=price_asc'] },
  )
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()
}

describe('ProductCard', () => {
  it.each(['vertical', 'responsive'] as const)('shows what a shopper needs (%s)', (layout) => {
    const html = render(card, { layout })
    const words = text(html)
    expect(words).toContain('Prairie Bloom Wedding Cake')
    expect(words).toContain('Indica')
    expect(words).toContain('THC 27%')
    expect(words).not.toContain('CBD')
    expect(words).toContain('Sale price $36.00 Original price $45.00 1/8 oz')
    expect(words).toContain('Spring Sale')
    expect(words).toContain('New')
    expect(words).toContain('Rated 4.5 out of 5 from 31 reviews')
    expect(words).toContain('No image available')
    expect(html).toContain('<s ')
    expect(html).toContain('data-placement="grid"')
    expect(html).toContain('data-position="3"')
    // The name links to the product page; the image repeats the link for pointers only.
    const links = [...html.matchAll(/<a ([^>]*)>/g)].map((m) => m[1] as string)
    expect(links).toHaveLength(2)
    expect(links.every((attrs) => attrs.includes(`href="${card.url}"`))).toBe(true)
    expect(links.filter((attrs) => attrs.includes('tabindex="-1" aria-hidden="true"'))).toHaveLength(1)
    expect(html).toMatch(/<h3[^>]*><a [^>]*href="[^"]+"[^>]*>Wedding Cake<\/a><\/h3>/)
  })

  it('is a form that adds one of the default weight without JavaScript', () => {
    const html = render(card)
    const action = /<form[^>]* action="([^"]+)"/.exec(html)?.[1]
    expect(html).toMatch(/<form[^>]* method="post"/)
    expect(action).toBeDefined()
    const url = new URL((action ?? '').replaceAll('&amp;', '&'), 'http://localhost')
    expect(url.pathname).toBe('/api/cart')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      intent: 'add',
      storeId: '1001',
      productId: '5001',
      weight: 'eighth_ounce',
      quantity: '1',
      redirectTo: '/dispensaries/illinois/evanston/1001/recreational-menu/?currentSort=price_asc',
    })
    expect(html).not.toContain('type="hidden"')
    expect(html).toMatch(/<button type="submit" aria-expanded="false"[^>]*>Add to cart<\/button>/)
  })

  it('reads the cart: Edit quantity with a badge', () => {
    const cart = applyQuantity(emptyCart(1001), { ...card, productId: 5001, weight: 'gram', price: 14, discountedPrice: null, quantity: 1, max: 5 }, 3)
    const html = render(card, { cart })
    expect(html).toContain('aria-label="Edit quantity, 3 in cart"')
    expect(text(html)).toContain('Edit quantity 3')
    expect(text(html)).not.toContain('Add to cart')
  })

  it('is disabled and says Out of stock when out of stock', () => {
    const html = render({ ...card, outOfStock: true })
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Out of stock<\/button>/)
    expect(html).not.toContain('<form')
  })

  it('opens the Ohio product page in a new tab on other hosts', () => {
    const external = 'https://oh.example.com/dispensaries/ohio/columbus/2001/recreational-menu/product/5001/wedding-cake/'
    const html = render({ ...card, externalUrl: external })
    expect(html.split(`href="${external}" target="_blank" rel="noopener"`)).toHaveLength(4)
    expect(text(html)).toContain('Wedding Cake (opens in a new tab)')
    expect(text(html)).toContain('Add to cart (opens in a new tab)')
  })

  it('hides the rating when the model has none (Ohio hosts)', () => {
    expect(text(render({ ...card, rating: null }))).not.toContain('Rated')
  })

  it('shows one price when there is no discount and no sale label', () => {
    const words = text(render({ ...card, discountedPrice: null, saleLabel: null, isNew: false }))
    expect(words).toContain('$45.00 1/8 oz')
    expect(words).not.toContain('Sale')
    expect(words).not.toContain('New')
  })
})
