import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { toProductCardModel } from '~/catalog/card-model'
import { WEIGHT_KEYS, type MenuHit, type WeightKey } from '~/catalog/search/types'
import { brandLogo } from '~/catalog/brand-style'
import type { MenuCarouselsData, ProductCarouselData } from './carousel-data'
import { MenuCarousels } from './menu-carousels'
import { FIRST_PRODUCT_SLIDES, withFirstScreenCards } from './row-plan'

const PATH = '/dispensaries/illinois/oak-park/1001/recreational-menu/'

function hit(productId: number, name: string): MenuHit {
  const nulls = Object.fromEntries(
    WEIGHT_KEYS.flatMap((w) => [
      [`price_${w}`, null],
      [`discounted_price_${w}`, null],
    ]),
  ) as Pick<MenuHit, `price_${WeightKey}` | `discounted_price_${WeightKey}`>
  return {
    ...nulls,
    price_eighth_ounce: 40,
    discounted_price_eighth_ounce: null,
    objectID: `1001-${productId}`,
    product_id: productId,
    store_id: 1001,
    name,
    brand: 'Prairie Bloom',
    brand_subtype: null,
    kind: 'flower',
    root_subtype: null,
    category: 'hybrid',
    type: 'hybrid',
    root_types: ['flower'],
    available_weights: ['eighth ounce'],
    bucket_price: 40,
    aggregate_rating: null,
    review_count: 0,
    percent_thc: 22,
    percent_cbd: null,
    percent_thca: null,
    applicable_special_ids: [],
    special_title: null,
    activities: [],
    feelings: [],
    max_cart_quantity: 10,
    image_urls: [],
    unique_slug: name.toLowerCase().replace(/\s+/g, '-'),
    inventory_potencies: [
      { price_id: 'eighth_ounce', price: 40, discounted_price: null, inventory: 4, thc_potency: 22, thca_potency: null, cbd_potency: null },
    ],
    in_stock: true,
    arrived_on: '2025-01-01',
    url: `${PATH}product/${productId}/x/`,
  }
}

function row(key: string, title: string, variant: ProductCarouselData['variant'], hits: MenuHit[]): ProductCarouselData {
  return {
    key,
    title,
    variant,
    total: hits.length + 30,
    seeAll: { label: `See All (${hits.length + 30})`, href: `${PATH}?refinementList%5Broot_types%5D%5B%5D=${key}` },
    cards: hits.map((h) => toProductCardModel(h, { now: new Date('2025-06-20T12:00:00Z'), isOhioHost: false })),
    cardCount: hits.length,
  }
}

const data: MenuCarouselsData = {
  specials: {
    title: 'Deals',
    cards: [
      {
        id: 5001,
        title: '20% off Prairie Bloom flower',
        image: '/images/products/special-0000000a.svg',
        discountText: '20% off',
        endsText: 'Ends Jun 26',
        endDate: '2025-06-27T04:00:00.000Z',
        href: `${PATH}?refinementList%5Bapplicable_special_ids%5D%5B%5D=5001`,
      },
    ],
  },
  brands: {
    title: 'Shop by brand',
    cards: [{ name: 'Prairie Bloom', productCount: 14, href: `${PATH}?refinementList%5Bbrand%5D%5B%5D=Prairie+Bloom`, logo: brandLogo('Prairie Bloom') }],
    cardCount: 1,
  },
  products: [
    row('best_selling', 'Best sellers', 'left-cta', [hit(1, 'Blue Dream'), hit(2, 'Gelato')]),
    row('flower', 'Flower', 'top-cta', [hit(3, 'OG Kush')]),
    row('vape', 'Vapes', 'default', [hit(4, 'Sour Diesel')]),
  ],
}

// Each row under the specials is an island (their code loads on demand): have it in first, as
// the server has it after start-up.
beforeAll(async () => {
  await import('./menu-rows')
  await new Promise((resolve) => setTimeout(resolve, 0))
})

function render(value: MenuCarouselsData): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[PATH]}>
      <MenuCarousels data={value} />
    </MemoryRouter>,
  )
}

/** Each carousel region's heading text, in page order. */
function regionTitles(html: string): string[] {
  return [...html.matchAll(/<section aria-roledescription="carousel"[^>]*>.*?<h2 id="[^"]+"[^>]*>([^<]+)<\/h2>/g)].map(
    (m) => m[1] as string,
  )
}

describe('MenuCarousels', () => {
  it('renders specials, best sellers, brands, then the kind rows, each a labelled carousel region', () => {
    const html = render(data)
    expect(regionTitles(html)).toEqual(['Deals', 'Best sellers', 'Shop by brand', 'Flower', 'Vapes'])
    // Every region is named by its own heading.
    for (const match of html.matchAll(/<section aria-roledescription="carousel" aria-labelledby="([^"]+)"/g)) {
      expect(html).toContain(`<h2 id="${match[1]}"`)
    }
  })

  it('shows a brand as its designed logo, named once for assistive technology', () => {
    const html = render(data)
    const card = /<a[^>]*href="[^"]*Prairie\+Bloom"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? ''
    expect(card).toContain('<span aria-hidden="true" data-brand-logo=')
    expect(card).toContain('<svg viewBox="-12 -12 24 24" class="brand-logo-mark"')
    // Outside the hidden logo the name appears once: the card's accessible name.
    const visible = card.replace(/<span aria-hidden="true"[^>]*class="brand-logo[^"]*"[^>]*>.*?<\/svg><span[^>]*>[^<]*<\/span><\/span>/, '')
    expect(visible.match(/Prairie Bloom/g)).toHaveLength(1)
    expect(card).not.toContain('>PB<')
  })

  it('links each card to its facet-filtered listing and shows See All (n) in every variant', () => {
    const html = render(data)
    expect(html).toContain(`href="${PATH}?refinementList%5Bapplicable_special_ids%5D%5B%5D=5001"`)
    expect(html).toContain(`href="${PATH}?refinementList%5Bbrand%5D%5B%5D=Prairie+Bloom"`)
    expect(html).toContain('20% off')
    expect(html).toContain('Ends Jun 26')
    // Left CTA: in the header below 1024 px and in the block beside the track.
    expect(html.match(/See All \(32\)/g)).toHaveLength(2)
    // Top CTA: above the track; default: as the last slide.
    expect(html).toContain('See All (31)<span class="sr-only"> in Flower')
    expect(html).toContain('See All (31)<span class="sr-only"> in Vapes')
  })

  it('renders product cards as slides of a list, with previous/next buttons and fixed widths', () => {
    const html = render(data)
    expect(html).toContain('aria-label="Blue Dream"')
    expect(html).toContain('aria-label="Previous slides"')
    expect(html).toContain('aria-label="Next slides"')
    expect(html).toMatch(/<li class="shrink-0 grow-0 slide-when-near w-\[246px\] xl:w-\[364px\]">/)
    expect(html).toMatch(/<li class="shrink-0 grow-0 w-\[260px\] md:w-\[282px\] xl:w-\[432px\]">/)
    // Before the script measures anything, previous is disabled and next is not.
    expect(html).toContain('aria-disabled="true" aria-label="Previous slides"')
    expect(html).toContain('aria-disabled="false" aria-label="Next slides"')
  })

  it('the page sends the lead row’s first five cards and none of the rows below it', () => {
    const twelve = (offset: number) => Array.from({ length: 12 }, (_, i) => hit(offset + i, `Strain ${offset + i}`))
    const sent = withFirstScreenCards({
      ...data,
      products: [row('best_selling', 'Best sellers', 'left-cta', twelve(100)), row('flower', 'Flower', 'top-cta', twelve(200))],
    })
    expect(sent.products.map((r) => [r.cards.length, r.cardCount])).toEqual([
      [FIRST_PRODUCT_SLIDES, 12],
      [0, 12],
    ])
    const html = render({ ...sent, storeId: 1001 })
    expect(html.match(/<article data-placement="carousel:best_selling"/g)).toHaveLength(FIRST_PRODUCT_SLIDES)
    expect(html).toContain('aria-label="Strain 104"')
    expect(html).not.toContain('aria-label="Strain 105"')
    // Rows further down: card-shaped placeholders until their cards come, the See All link meanwhile.
    expect(html).not.toContain('data-placement="carousel:flower"')
    expect(html.match(/class="card-placeholder"/g)).toHaveLength(FIRST_PRODUCT_SLIDES)
    // The brands row under best sellers: its one brand's place, not its card (no link to the brand yet).
    expect(sent.brands).toEqual({ ...data.brands, cards: [] })
    expect(html.match(/class="brand-card-placeholder"/g)).toHaveLength(1)
    expect(html).not.toContain('refinementList%5Bbrand%5D%5B%5D=Prairie+Bloom')
    expect(regionTitles(html)).toContain('Shop by brand')
    expect(regionTitles(html)).toContain('Flower')
    expect(html).toContain('See All (42)<span class="sr-only"> in Flower')
  })

  it('under a sponsored row, no product row sends its cards: every one starts below the first screen', () => {
    const twelve = (offset: number) => Array.from({ length: 12 }, (_, i) => hit(offset + i, `Strain ${offset + i}`))
    const best = row('best_selling', 'Best sellers', 'left-cta', twelve(100))
    const sponsoredCard = { ...toProductCardModel(hit(900, 'Promoted'), { now: new Date('2025-06-20T12:00:00Z'), isOhioHost: false }), placementId: 7, isSponsor: true as const }
    const sent = withFirstScreenCards({ ...data, sponsored: { title: 'Brand picks', storeId: 1001, cards: [sponsoredCard] }, products: [best] })
    expect(sent.products.map((r) => [r.cards.length, r.cardCount])).toEqual([[0, 12]])
    expect(sent.sponsored?.cards).toHaveLength(1)
    // The brands row leads when there is neither: it keeps its cards.
    const brandsLead = withFirstScreenCards({ ...data, products: [row('flower', 'Flower', 'top-cta', twelve(200))] })
    expect(brandsLead.brands.cards).toHaveLength(1)
    expect(brandsLead.products.map((r) => r.cards.length)).toEqual([0])
    // A sponsored row with nothing to show is left out: best sellers leads again.
    const without = withFirstScreenCards({ ...data, sponsored: { title: 'Brand picks', storeId: 1001, cards: [] }, products: [best] })
    expect(without.products.map((r) => r.cards.length)).toEqual([FIRST_PRODUCT_SLIDES])
  })

  it('the first row under the specials is laid out with the page; the rows below it wait until they are near', () => {
    // Each row's region, in page order: its heading and its classes.
    const regions = (html: string) =>
      [...html.matchAll(/<section aria-roledescription="carousel"[^>]*class="([^"]*)">(?:(?!<section ).)*?<h2 id="[^"]+"[^>]*>([^<]+)<\/h2>/g)].map((m) => [
        m[2],
        (m[1] as string).replace('rounded-xl focus-visible:outline-offset-4', '').trim(),
      ])
    expect(regions(render(data))).toEqual([
      ['Deals', ''],
      ['Best sellers', ''],
      ['Shop by brand', 'row-when-near brand-row-when-near'],
      ['Flower', 'row-when-near'],
      ['Vapes', 'row-when-near'],
    ])
    // Without best sellers the brands row leads, and it is laid out with the page.
    expect(regions(render({ ...data, products: data.products.slice(1) }))).toEqual([
      ['Deals', ''],
      ['Shop by brand', ''],
      ['Flower', 'row-when-near'],
      ['Vapes', 'row-when-near'],
    ])
  })

  it('leaves out rows with nothing to show', () => {
    const html = render({
      ...data,
      specials: { title: 'Hot Prices', cards: [] },
      brands: { title: 'Shop by brand', cards: [], cardCount: 0 },
      products: [{ ...row('flower', 'Flower', 'top-cta', []) }],
    })
    expect(html).toMatch(
      /^<div class="mx-auto w-full max-w-page px-4 sm:px-6 lg:px-10 flex flex-col gap-6 md:gap-8"><\/div>$/,
    )
  })
})
