/**
 * The product detail page's rules (000 §4 'Product detail page', §5, §9) as pure functions: which
 * size starts selected, what the cart button says, which potency tags show, where the canonical
 * url is and what the search engines read.
 */
import { quantityCap, quantityFloor } from '~/cart/confirm-panel'
import { weightKeyOf } from '../search/types'
import { formatPotency, formatPrice, LINEAGE_LABELS, productUrl, showsDosage, showsPotency, showsWeightLabel } from '../format'
import type { WeightKey } from '../search/types'
import type { LabResultValue, LabUnit, ProductDetail, ProductStore, ProductVariant, TerpeneValue } from './types'

/** 000 §9: the quantity is capped by maxCartLimit, 10 by default. */
export const DEFAULT_MAX_CART_LIMIT = 10

/** 000 §4 / §9: terpenes start with 6 on phones, expandable to all. */
export const TERPENES_SHOWN_ON_MOBILE = 6

/**
 * The default size (000 §4): the chosen product code (`?code=`) when the product has it; else the
 * eighth ounce if that price exists; else the first size that matches an available weight; else
 * the first variant. 'Available' is read as 'in stock' (every listed size has a price, so that is
 * the only reading that adds anything), and the eighth ounce is skipped when it is sold out for the
 * same reason: a size that cannot be bought is a poor first choice when another can. This is the
 * card's variant default with the code in front, so card and page agree.
 */
export function defaultSize(variants: readonly Pick<ProductVariant, 'key' | 'inventory'>[], code: string | null | undefined): WeightKey | null {
  const chosen = code ? weightKeyOf(code) : null
  if (chosen && variants.some((v) => v.key === chosen)) return chosen
  const eighth = variants.find((v) => v.key === 'eighth_ounce')
  if (eighth && eighth.inventory > 0) return eighth.key
  return (variants.find((v) => v.inventory > 0) ?? variants[0])?.key ?? null
}

export type CartButtonAction = 'add' | 'update' | 'remove' | 'none'
export type CartButtonState = { label: 'Add to cart' | 'Update cart' | 'Remove item'; disabled: boolean; action: CartButtonAction }

/**
 * The add-to-cart button (000 §4): 'Add to cart' when the item (this weight) is not in the cart or
 * the quantity is unchanged; 'Remove item' when it is in the cart and the quantity is 0; otherwise
 * 'Update cart'. Disabled when out of stock or when the cart already matches.
 */
export function cartButtonState(input: { outOfStock: boolean; cartQuantity: number; quantity: number }): CartButtonState {
  const { outOfStock, cartQuantity, quantity } = input
  if (cartQuantity <= 0) {
    const canAdd = !outOfStock && quantity > 0
    return { label: 'Add to cart', disabled: !canAdd, action: canAdd ? 'add' : 'none' }
  }
  if (quantity === cartQuantity) return { label: 'Add to cart', disabled: true, action: 'none' }
  if (outOfStock) return { label: quantity <= 0 ? 'Remove item' : 'Update cart', disabled: true, action: 'none' }
  if (quantity <= 0) return { label: 'Remove item', disabled: false, action: 'remove' }
  return { label: 'Update cart', disabled: false, action: 'update' }
}

/** The quantity stepper's range for a size: 0 only when it is in the cart; at most the limit and the stock. */
export function quantityRange(
  maxCartQuantity: number,
  variant: Pick<ProductVariant, 'inventory'> | undefined,
  cartQuantity: number,
): { min: number; max: number } {
  const limit = Number.isInteger(maxCartQuantity) && maxCartQuantity > 0 ? maxCartQuantity : DEFAULT_MAX_CART_LIMIT
  const max = quantityCap(limit, variant, cartQuantity)
  const min = Math.min(quantityFloor(cartQuantity), max)
  return { min, max }
}

/** Why the stepper stops where it does. */
export function quantityNote(maxCartQuantity: number, variant: Pick<ProductVariant, 'inventory'> | undefined): string | null {
  if (!variant) return null
  if (variant.inventory <= 0) return 'This weight is out of stock'
  if (variant.inventory < maxCartQuantity) return `Only ${variant.inventory} left in stock`
  return `You can add at most ${maxCartQuantity} of this item`
}

export type PotencyTag = { label: string; value: string }

/**
 * Potency tags (000 §5): total THC, CBD and THCa for vape, flower, pre-roll and extract (the
 * selected weight's own figures, else the product's headline ones); dosage and amount for edible,
 * tincture and topical. Empty values show nothing.
 */
export function potencyTags(
  product: Pick<ProductDetail, 'kind' | 'dosage' | 'amount' | 'percentThc' | 'percentCbd' | 'percentThca'>,
  variant: Pick<ProductVariant, 'thc' | 'thca' | 'cbd'> | undefined,
): PotencyTag[] {
  if (showsPotency(product.kind)) {
    return [
      { label: 'Total THC', value: formatPotency(variant?.thc ?? product.percentThc) },
      { label: 'CBD', value: formatPotency(variant?.cbd ?? product.percentCbd) },
      { label: 'THCa', value: formatPotency(variant?.thca ?? product.percentThca) },
    ].filter((tag) => tag.value !== '')
  }
  if (showsDosage(product.kind)) {
    return [
      { label: 'Dosage', value: product.dosage?.trim() ?? '' },
      { label: 'Amount', value: product.amount?.trim() ?? '' },
    ].filter((tag) => tag.value !== '')
  }
  return []
}

/** The weight label next to the price: vape, flower and extract only (000 §4). */
export function priceWeightLabel(kind: string, variant: Pick<ProductVariant, 'label'> | undefined): string | null {
  return variant && showsWeightLabel(kind) ? variant.label : null
}

/**
 * What one unit of a product sold 'each' holds, beside its price: '1 g', '3.5 g' (a 7-pack of
 * minis). The shopper sees what counts toward the purchase limits; null for anything else.
 */
export function unitAmountLabel(variant: Pick<ProductVariant, 'key'> | undefined, gramsPerUnit: number | null): string | null {
  if (variant?.key !== 'each' || gramsPerUnit === null || !Number.isFinite(gramsPerUnit) || gramsPerUnit <= 0) return null
  return `${Math.round(gramsPerUnit * 100) / 100} g`
}

/** Lab results of the selected weight in THC, THCA, CBD order (002 §3: unit per price id). */
export function labResultsFor(results: readonly LabResultValue[], priceId: WeightKey | null): LabResultValue[] {
  const order: LabUnit[] = ['THC', 'THCA', 'CBD']
  return results
    .filter((r) => r.priceId === priceId)
    .sort((a, b) => order.indexOf(a.unitId) - order.indexOf(b.unitId))
}

/** '24.5%' or '100 mg'. */
export function formatLabValue(result: Pick<LabResultValue, 'value' | 'unit'>): string {
  const value = String(Math.round(result.value * 100) / 100)
  return result.unit === '%' ? `${value}%` : `${value} mg`
}

/** Terpenes strongest first; phones start with the first six (000 §4). */
export function sortTerpenes(terpenes: readonly TerpeneValue[]): TerpeneValue[] {
  return [...terpenes].sort((a, b) => b.percentage - a.percentage)
}

/** 'Show all (n)' only when there are more than six. */
export function terpeneToggleLabel(total: number, expanded: boolean): string | null {
  if (total <= TERPENES_SHOWN_ON_MOBILE) return null
  return expanded ? 'Show less' : `Show all (${total})`
}

/** The price line: the discounted price with the original struck through only when they differ. */
export function priceLine(variant: Pick<ProductVariant, 'price' | 'discountedPrice'> | undefined): { now: string; was: string | null } | null {
  if (!variant) return null
  if (variant.discountedPrice === null) return { now: formatPrice(variant.price), was: null }
  return { now: formatPrice(variant.discountedPrice), was: formatPrice(variant.price) }
}

/** The route's slugs as the request named them. */
export type RequestedSlugs = { stateSlug: string; locationSlug: string; menuSlug: string; productSlug?: string | undefined }

/** The canonical product path ('{menu page path}product/{id}/{unique slug}/'). */
export function canonicalProductPath(store: Pick<ProductStore, 'menuPath'>, product: Pick<ProductDetail, 'productId' | 'uniqueSlug'>): string {
  return productUrl(store.menuPath, product.productId, product.uniqueSlug)
}

/**
 * Where a request for a real product at a real store must go instead, or null when it is already
 * canonical: any slug (state, location, menu or product) that differs — including a missing product
 * slug — sends a 301 to the canonical path with the query string kept (so `?code=` survives). A
 * missing trailing slash alone is not a redirect: the router treats both forms as the same page.
 */
export function canonicalRedirect(
  requested: RequestedSlugs,
  store: Pick<ProductStore, 'stateSlug' | 'dispensarySlug' | 'menuSlug' | 'menuPath'>,
  product: Pick<ProductDetail, 'productId' | 'uniqueSlug'>,
  search: string,
): string | null {
  const same =
    requested.stateSlug === store.stateSlug &&
    requested.locationSlug === store.dispensarySlug &&
    requested.menuSlug === store.menuSlug &&
    requested.productSlug === product.uniqueSlug
  if (same) return null
  return `${canonicalProductPath(store, product)}${search}`
}

/** The brand link (000 §2): the menu page with refinementList[brand][] set to the brand. */
export function brandMenuHref(menuPath: string, brand: string): string {
  const params = new URLSearchParams()
  params.append('refinementList[brand][]', brand)
  return `${menuPath}?${params.toString()}`
}

/** 'Flower · Premium', 'Edible' — the kind and its subtype as the page names them. */
export function productKindLabel(product: Pick<ProductDetail, 'kind' | 'rootSubtype'>): string {
  const kind = product.kind.charAt(0).toUpperCase() + product.kind.slice(1)
  return product.rootSubtype ? `${kind} · ${product.rootSubtype}` : kind
}

/** The meta description: what it is, where, and from what price; at most 160 characters. */
export function metaDescription(product: Pick<ProductDetail, 'name' | 'brand' | 'kind' | 'lineage' | 'variants' | 'outOfStock'>, store: Pick<ProductStore, 'dispensaryName' | 'city' | 'stateCode'>): string {
  const lineage = product.lineage ? `${LINEAGE_LABELS[product.lineage]} ` : ''
  const from = product.variants.length ? Math.min(...product.variants.map((v) => v.unitPrice)) : null
  const price = product.outOfStock ? 'Currently out of stock.' : from !== null ? `From ${formatPrice(from)}.` : ''
  const text = `${product.name} by ${product.brand}, ${lineage}${product.kind} at ${store.dispensaryName} in ${store.city}, ${store.stateCode}. ${price} Reserve online for pickup.`
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`
}

type JsonLd = Record<string, unknown>

/**
 * The JSON-LD `Product` (schema.org): name, brand, image, description, sku, one Offer per weight
 * (its current price in USD, in or out of stock, the page url with `?code=`), and aggregateRating
 * only when ratings are shown on this host and somebody has reviewed the product.
 */
export function productJsonLd(input: {
  product: Pick<ProductDetail, 'productId' | 'name' | 'brand' | 'description' | 'images' | 'variants' | 'aggregateRating' | 'reviewCount'>
  /** The absolute canonical url. */
  url: string
  /** 'https://example.com': image paths are made absolute against it. */
  origin: string
  storeId: number
  showRatings: boolean
}): JsonLd {
  const { product, url, origin, storeId, showRatings } = input
  const absolute = (path: string) => new URL(path, origin).toString()
  const offers = product.variants.map((variant) => ({
    '@type': 'Offer',
    name: variant.label,
    sku: `${storeId}-${product.productId}-${variant.key}`,
    price: variant.unitPrice.toFixed(2),
    priceCurrency: 'USD',
    availability: variant.inventory > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: `${url}?code=${variant.key}`,
  }))
  const ld: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images.map(absolute),
    description: product.description,
    sku: String(product.productId),
    url,
    offers,
  }
  if (showRatings && product.reviewCount > 0 && product.aggregateRating !== null) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: (Math.round(product.aggregateRating * 10) / 10).toFixed(1),
      reviewCount: product.reviewCount,
      bestRating: '5',
      worstRating: '1',
    }
  }
  return ld
}

/**
 * JSON for a <script type="application/ld+json">: '<' is escaped so no text in the data (a product
 * description, say) can close the script element; U+2028/2029 for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** Whether the page shows ratings and reviews: never on an Ohio host (000 §1). */
export function showsRatings(isOhioHost: boolean): boolean {
  return !isOhioHost
}

/** Whether the reviews section renders: not on Ohio hosts, not when the dispensary disables reviews (000 §6). */
export function showsReviews(isOhioHost: boolean, store: Pick<ProductStore, 'reviewsDisabled'>): boolean {
  return !isOhioHost && !store.reviewsDisabled
}

/** The rating line: rounded to one decimal; null when hidden or nobody has reviewed the product. */
export function ratingSummary(
  product: Pick<ProductDetail, 'aggregateRating' | 'reviewCount'>,
  showRatings: boolean,
): { average: number; count: number } | null {
  if (!showRatings || product.reviewCount <= 0 || product.aggregateRating === null) return null
  return { average: Math.round(product.aggregateRating * 10) / 10, count: product.reviewCount }
}
