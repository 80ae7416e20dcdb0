import type { MenuCarouselsData } from './carousel-data'

/**
 * Which product carousels a menu shows above the grid, in what order and in which variant (000 §2:
 * Left CTA, Top CTA, default). Pure, so the order is tested without a database.
 */

/** 'left-cta': heading block with 'See All (n)' left of the track on desktop; 'top-cta': both above; 'default': heading only, See All at the end of the track. */
export type ProductRowVariant = 'left-cta' | 'top-cta' | 'default'

/** A row is the products of one root_types value: a kind ('flower') or a merchandising group ('best_selling'). */
export type ProductRowPlan = { rootType: string; title: string; variant: ProductRowVariant }

/** The merchandising group the seed and the index carry in root_types. */
export const BEST_SELLING = 'best_selling'

/** 000 §9 (product carousels) and the original's rows: up to 12 products each. */
export const PRODUCTS_PER_ROW = 12

/**
 * Cards of the lead product row in the page's HTML: five 246 px columns fill the widest track just
 * below 1280 px. The rest of that row, and the rows further down, load when they come near.
 */
export const FIRST_PRODUCT_SLIDES = 5

/** Top brands shown in the brands row. */
export const BRANDS_PER_ROW = 20

/** Kinds in the order a shopper walks a dispensary's menu, with their row titles. */
export const KIND_ROWS: readonly { kind: string; title: string }[] = [
  { kind: 'flower', title: 'Flower' },
  { kind: 'pre-roll', title: 'Pre-rolls' },
  { kind: 'vape', title: 'Vapes' },
  { kind: 'extract', title: 'Concentrates' },
  { kind: 'edible', title: 'Edibles' },
  { kind: 'tincture', title: 'Tinctures' },
  { kind: 'topical', title: 'Topicals' },
  { kind: 'gear', title: 'Accessories' },
]

/** Kind rows take turns so the page uses every variant, as the original did. */
const KIND_VARIANTS: readonly ProductRowVariant[] = ['top-cta', 'default', 'left-cta']

/**
 * Best sellers first (Left CTA), then one row per kind the store carries, in menu order, cycling
 * Top CTA, default, Left CTA. Kinds the chain does not know come last, titled by their name.
 */
export function planProductRows(storeKinds: Iterable<string>): ProductRowPlan[] {
  const kinds = new Set(storeKinds)
  const known = KIND_ROWS.filter((row) => kinds.has(row.kind))
  const unknown = [...kinds]
    .filter((kind) => kind !== BEST_SELLING && !KIND_ROWS.some((row) => row.kind === kind))
    .sort()
    .map((kind) => ({ kind, title: kind.charAt(0).toUpperCase() + kind.slice(1) }))
  return [
    { rootType: BEST_SELLING, title: 'Best sellers', variant: 'left-cta' },
    ...[...known, ...unknown].map((row, index) => ({
      rootType: row.kind,
      title: row.title,
      variant: KIND_VARIANTS[index % KIND_VARIANTS.length] as ProductRowVariant,
    })),
  ]
}

/**
 * What the menu page sends of the rows: the cards of the row right under the specials (a product
 * row's first screenful, the brands row whole), and no cards for the rows further down (a row under
 * the sponsored row starts below the first screen at every width). Their cards come from
 * /api/menu-rows when a row scrolls near (000 §2 allows a dozen rows of a dozen cards: sent whole
 * they were most of the page's HTML and of its hydration data). Each row keeps its card count, so
 * it renders placeholders meanwhile.
 */
export function withFirstScreenCards(data: MenuCarouselsData): MenuCarouselsData {
  const lead = menuRowKeys(data)[0]
  return {
    ...data,
    brands: lead === BRANDS_ROW ? data.brands : { ...data.brands, cards: [] },
    products: data.products.map((row) => ({ ...row, cards: row.cards.slice(0, row.key === lead ? FIRST_PRODUCT_SLIDES : 0) })),
  }
}

/** The sponsored row's and the brands row's keys among the product rows' (menuRowKeys). */
export const SPONSORED_ROW = 'sponsored'
export const BRANDS_ROW = 'brands'

/**
 * The rows under the specials that have something to show, top to bottom, by key (000 §2): the
 * sponsored row when the store promotes something, best sellers, brands, then a product row per
 * kind (product rows by their root type, which no kind shares with the two above).
 */
export function menuRowKeys(data: Pick<MenuCarouselsData, 'products' | 'sponsored' | 'brands'>): string[] {
  const rows = data.products.filter((row) => row.cardCount > 0)
  const [first, ...rest] = rows
  const bestSellers = first?.key === BEST_SELLING ? first : undefined
  const kindRows = bestSellers ? rest : rows
  return [
    ...(data.sponsored?.cards.length ? [SPONSORED_ROW] : []),
    ...(bestSellers ? [bestSellers.key] : []),
    ...(data.brands.cardCount ? [BRANDS_ROW] : []),
    ...kindRows.map((row) => row.key),
  ]
}
