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
