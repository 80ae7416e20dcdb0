import { hrefForRegion, isOhioPath } from '~/site/links'
import { chooseCardOffer, isNewArrival } from './card'
import {
  asLineage,
  discountToShow,
  formatPotency,
  LINEAGE_LABELS,
  type Lineage,
  showsPotency,
  showsWeightLabel,
  weightLabel,
} from './format'
import { WEIGHT_KEYS, type MenuHit, type WeightKey, type WeightName, weightNameOf } from './search/types'

/** 000 §9: the quantity selector is capped by maxCartLimit, 10 unless the store says otherwise. */
export const DEFAULT_MAX_CART_QUANTITY = 10

/** One weight a card offers in its confirm panel, with the price of one unit. */
export type CardWeight = {
  /** The price id: 'eighth_ounce', 'each' … (what the cart stores). */
  key: WeightKey
  /** The weight as a word ('eighth ounce', 'each'): the second half of a cart item key. */
  name: WeightName
  /** '1/8 oz', 'Each'. */
  label: string
  price: number
  /** Shown (and charged) only when it differs from the price. */
  discountedPrice: number | null
  /** What one unit costs: the discounted price when there is one, else the price. */
  unitPrice: number
  inventory: number
}

/** Everything a product card shows and needs to add the product to the cart; no raw index fields. */
export type ProductCardModel = {
  /** The index objectID, unique per store and product (a stable React key). */
  id: string
  productId: number
  storeId: number
  name: string
  brand: string
  kind: string
  lineage: Lineage | null
  /** The lineage chip's text (the specification's strainsLabel): 'Indica', 'CBD' … */
  strainsLabel: string | null
  /** First product image, or null for the 'No image available' tile. */
  image: string | null
  /** '24.5%' or '' (000 §5); only vape, flower, pre-roll and extract show potency. */
  thc: string
  cbd: string
  /** The card weight's price (flower the eighth ounce …); null when the store lists no weight. */
  price: number | null
  /** Shown only when it differs from the price. */
  discountedPrice: number | null
  /** '1/8 oz' for vape, flower and extract only. */
  weightLabel: string | null
  /** The live special's title, or 'Sale' when the card price is discounted without one. */
  saleLabel: string | null
  isNew: boolean
  /** Average and count of reviews; null on Ohio hosts and for products nobody has reviewed. */
  rating: { average: number; count: number } | null
  outOfStock: boolean
  maxCartQuantity: number
  /** The weights the store sells, in canonical order (half gram … ounce, each). */
  weights: CardWeight[]
  /** The variant default: eighth ounce if sold and in stock, else the first weight in stock, else the first. */
  defaultWeight: WeightKey | null
  /** The product page path; the card's name and image link to it. */
  url: string
  /**
   * Set only on a non-Ohio host for an Ohio product (000 §4): the card's button and links open this
   * in a new tab instead of the confirm panel. It is the product's page on the Ohio host.
   */
  externalUrl: string | null
}

export type CardModelOptions = {
  now: Date
  /** Ohio hosts hide ratings and reviews (000 §1) and keep Ohio links on the same host. */
  isOhioHost: boolean
  /** 'https://oh.example.com' — where Ohio links go from other hosts; without it the path stays relative. */
  ohioOrigin?: string
}

export { ohioOriginFor } from '~/site/links'

/** Build a card from a search hit. Pure: the clock and the host come in as options. */
export function toProductCardModel(hit: MenuHit, options: CardModelOptions): ProductCardModel {
  const kind = hit.kind
  const lineage = asLineage(hit.category)
  const weights = cardWeights(hit)
  const offer = chooseCardOffer(
    kind,
    weights.map((w) => ({ weight: w.key, price: w.price, discountedPrice: w.discountedPrice, inventory: w.inventory })),
  )
  const discountedPrice = offer ? discountToShow(offer.price, offer.discountedPrice) : null
  const saleLabel = hit.special_title?.trim() || (discountedPrice !== null ? 'Sale' : null)
  const outOfStock = !hit.in_stock || weights.every((w) => w.inventory <= 0)
  const maxCartQuantity =
    Number.isInteger(hit.max_cart_quantity) && hit.max_cart_quantity > 0 ? hit.max_cart_quantity : DEFAULT_MAX_CART_QUANTITY
  const rating =
    !options.isOhioHost && hit.review_count > 0 && hit.aggregate_rating !== null
      ? { average: Math.round(hit.aggregate_rating * 10) / 10, count: hit.review_count }
      : null

  return {
    id: hit.objectID,
    productId: hit.product_id,
    storeId: hit.store_id,
    name: hit.name,
    brand: hit.brand,
    kind,
    lineage,
    strainsLabel: lineage ? LINEAGE_LABELS[lineage] : null,
    image: hit.image_urls[0] || null,
    thc: showsPotency(kind) ? formatPotency(hit.percent_thc) : '',
    cbd: showsPotency(kind) ? formatPotency(hit.percent_cbd) : '',
    price: offer?.price ?? null,
    discountedPrice,
    weightLabel: offer && showsWeightLabel(kind) ? weightLabel(offer.weight) : null,
    saleLabel,
    isNew: isNewArrival(hit.arrived_on, options.now),
    rating,
    outOfStock,
    maxCartQuantity,
    weights,
    defaultWeight: variantDefaultWeight(weights),
    url: hit.url,
    externalUrl: externalUrlFor(hit.url, options),
  }
}

/** The hit's weights from its per-weight variants, in canonical order, skipping unknown price ids. */
function cardWeights(hit: MenuHit): CardWeight[] {
  const byKey = new Map(hit.inventory_potencies.map((v) => [v.price_id, v]))
  return WEIGHT_KEYS.flatMap((key) => {
    const variant = byKey.get(key)
    if (!variant || !Number.isFinite(variant.price)) return []
    const discountedPrice = discountToShow(variant.price, variant.discounted_price)
    return [
      {
        key,
        name: weightNameOf(key),
        label: weightLabel(key),
        price: variant.price,
        discountedPrice,
        unitPrice: discountedPrice ?? variant.price,
        inventory: Math.max(0, Math.trunc(variant.inventory)),
      },
    ]
  })
}


/**
 * The variant default (000 §4): the eighth ounce if the store sells it and has it, else the first
 * weight in stock, else the first weight at all (the card is then out of stock anyway).
 */
export function variantDefaultWeight(weights: readonly Pick<CardWeight, 'key' | 'inventory'>[]): WeightKey | null {
  const eighth = weights.find((w) => w.key === 'eighth_ounce')
  if (eighth && eighth.inventory > 0) return eighth.key
  return (weights.find((w) => w.inventory > 0) ?? weights[0])?.key ?? null
}

/**
 * 000 §4: on a non-Ohio host a card whose url points to Ohio opens the url in a new tab: the
 * product's page on the Ohio host (the only host that serves Ohio stores).
 */
function externalUrlFor(url: string, options: CardModelOptions): string | null {
  if (options.isOhioHost || !isOhioPath(url)) return null
  return hrefForRegion(url, 'main', options.ohioOrigin)
}
