/**
 * The menu search contract shared by the URL, the API (/api/products, /api/facets), the menu page,
 * the carousels and the cart. Names follow the specification's index fields (the original site's
 * hosted `menu-products` index), so the API answers with the same field names.
 */

/** Price ids: how weights appear in price fields, cart keys and order lines. */
export const WEIGHT_KEYS = [
  'half_gram',
  'gram',
  'two_gram',
  'eighth_ounce',
  'quarter_ounce',
  'half_ounce',
  'ounce',
  'each',
] as const
export type WeightKey = (typeof WEIGHT_KEYS)[number]

/** Weight names as words, as `available_weights` lists them ('eighth ounce', 'each'). */
export type WeightName =
  | 'half gram'
  | 'gram'
  | 'two gram'
  | 'eighth ounce'
  | 'quarter ounce'
  | 'half ounce'
  | 'ounce'
  | 'each'

/** Attributes filtered by a list of values (OR within one attribute, AND across attributes). */
export const LIST_ATTRIBUTES = [
  'root_types',
  'kind',
  'category',
  'bucket_price',
  'applicable_special_ids',
  'aggregate_rating',
  'brand',
  'available_weights',
  'activities',
  'feelings',
] as const
export type ListAttribute = (typeof LIST_ATTRIBUTES)[number]

/** Attributes filtered by a min..max range in percent (0..100). */
export const RANGE_ATTRIBUTES = ['percent_thc', 'percent_cbd', 'percent_thca'] as const
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number]

/** Price bucket facet values (cut points 20/40/60/80); the value is also the label. */
export const PRICE_BUCKETS = ['Under $20', '$20-$40', '$40-$60', '$60-$80', 'Above $80'] as const

/** Sort list; the first entry is the default. `value` is what `currentSort=` carries. */
export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'thc_desc', label: 'THC: high to low' },
  { value: 'top_rated', label: 'Top rated' },
  { value: 'newest', label: 'Newest' },
] as const
export type SortValue = (typeof SORT_OPTIONS)[number]['value']

export const MENU_PAGE_SIZE = 20

export type Range = { min: number; max: number }

/** One search of one store's menu, as parsed from the query string. */
export type MenuQuery = {
  storeId: number
  /** Trimmed text query; '' for none. */
  searchQuery: string
  /** Selected values per list attribute; an absent or empty list means no filter. */
  refinements: Partial<Record<ListAttribute, string[]>>
  /** Valid ranges only (0 <= min <= max <= 100 and not the full extent). */
  ranges: Partial<Record<RangeAttribute, Range>>
  sort: SortValue
  /** 0-based page of MENU_PAGE_SIZE hits. */
  page: number
}

type PriceFields = { [K in WeightKey as `price_${K}`]: number | null }
type DiscountFields = { [K in WeightKey as `discounted_price_${K}`]: number | null }

/** Per-weight stock and potency of a hit (the index's inventory_potencies). */
export type HitVariant = {
  price_id: WeightKey
  price: number
  discounted_price: number | null
  inventory: number
  thc_potency: number | null
  thca_potency: number | null
  cbd_potency: number | null
}

/** One product of one store as the search index returns it. */
export type MenuHit = PriceFields &
  DiscountFields & {
    objectID: string
    product_id: number
    store_id: number
    name: string
    brand: string
    brand_subtype: string | null
    kind: string
    root_subtype: string | null
    /** Lineage: indica, sativa, hybrid, cbd; null for gear. */
    category: string | null
    type: string | null
    root_types: string[]
    available_weights: WeightName[]
    bucket_price: number
    aggregate_rating: number | null
    review_count: number
    percent_thc: number | null
    percent_cbd: number | null
    percent_thca: number | null
    /** Live specials only (enabled, in date, not qualified_group), as strings like the facet values. */
    applicable_special_ids: string[]
    /** Title of the first live special, for the sale label. */
    special_title: string | null
    activities: string[]
    feelings: string[]
    max_cart_quantity: number
    image_urls: string[]
    unique_slug: string
    inventory_potencies: HitVariant[]
    in_stock: boolean
    /** ISO date the product arrived at the store (drives the 'New' label). */
    arrived_on: string
    /** The product page link: {menu page slug}product/{product_id}/{unique slug}/ */
    url: string
  }

export type FacetCounts = Partial<Record<ListAttribute, Record<string, number>>>
export type FacetStats = Partial<Record<RangeAttribute, { min: number; max: number }>>

export type MenuSearchResult = {
  hits: MenuHit[]
  /** Hits matching the query and every filter. */
  total: number
  totalPages: number
  /** Products of the store matching the text query but no filters. */
  totalWithoutFilters: number
  /** Disjunctive counts: each attribute counted with every other attribute's filters applied. */
  facets: FacetCounts
  facetsStats: FacetStats
  page: number
  /** Titles of the store's live specials by id (the deals facet's labels, 001 §3 'Specials entry'). */
  specials: Record<string, string>
}

/** A query-string problem, named for the parameter (the API answers 400 with it). */
export type QueryError = { parameter: string; message: string }

/** 'eighth_ounce' → 'eighth ounce'. */
export function weightNameOf(key: WeightKey): WeightName {
  return key.replace(/_/g, ' ') as WeightName
}

/** 'eighth ounce' or 'eighth_ounce' → 'eighth_ounce'; null for anything that is not a weight. */
export function weightKeyOf(value: string): WeightKey | null {
  const key = value.trim().toLowerCase().replace(/\s+/g, '_')
  return (WEIGHT_KEYS as readonly string[]).includes(key) ? (key as WeightKey) : null
}
