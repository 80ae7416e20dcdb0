import type { Lineage } from '../format'
import type { WeightKey, WeightName } from '../search/types'

/**
 * The product detail page's app-shaped objects (000 §3 'Product detail record', 'Product variant
 * details', 'Terpene'; 002 §3 'Lab result'). Plain data: the loader sends them to the browser.
 */

/** One weight the store sells the product in, with its price, stock and per-weight potency. */
export type ProductVariant = {
  /** The price id ('eighth_ounce', 'each'): the chosen product code of `?code=`. */
  key: WeightKey
  /** 'eighth ounce' */
  name: WeightName
  /** '1/8 oz' */
  label: string
  price: number
  /** Only when it differs from the price (000 §5). */
  discountedPrice: number | null
  /** What one unit costs now. */
  unitPrice: number
  inventory: number
  /** Per-weight potency (the index's inventory_potencies), percent for smokables. */
  thc: number | null
  thca: number | null
  cbd: number | null
}

export type LabUnit = 'THC' | 'THCA' | 'CBD'

/** A lab result of one weight (002 §3 lab result: unit_id, value); the copy comes from content. */
export type LabResultValue = { unitId: LabUnit; priceId: WeightKey; value: number; unit: '%' | 'mg' }

/** 000 §3 Terpene, as stored (the logo comes from content by title). */
export type TerpeneValue = { title: string; subTitle: string; percentage: number; tooltip: string }

/** The dispensary and menu a product page belongs to. */
export type ProductStore = {
  storeId: number
  menuSlug: string
  menuKind: 'recreational' | 'medical'
  /** '/dispensaries/{state}/{location}/{storeId}/{menuSlug}/' */
  menuPath: string
  dispensaryName: string
  dispensarySlug: string
  /** '/dispensaries/{state}/{location}' */
  dispensaryPath: string
  city: string
  stateName: string
  stateSlug: string
  stateCode: string
  /** The dispensary-level 'disable reviews' rule (000 §6). */
  reviewsDisabled: boolean
  /** The store's setting (issue 19): product cards (the related row) show ratings. */
  showCardRatings: boolean
}

/** Everything the product page shows about one product at one store. */
export type ProductDetail = {
  productId: number
  name: string
  uniqueSlug: string
  brand: string
  brandSubtype: string | null
  /** vape, flower, pre-roll, extract, edible, tincture, topical, gear */
  kind: string
  rootSubtype: string | null
  lineage: Lineage | null
  /** 'Indica', 'CBD' … */
  strainsLabel: string | null
  description: string
  storeNotes: string | null
  /** The live special's title (the sale label), if any. */
  specialTitle: string | null
  dosage: string | null
  amount: string | null
  /** Grams in one unit of a product sold 'each' (a pre-roll, a multi-pack), for the price line. */
  gramsPerUnit: number | null
  images: string[]
  variants: ProductVariant[]
  maxCartQuantity: number
  aggregateRating: number | null
  reviewCount: number
  /** Headline potencies for the weights without their own. */
  percentThc: number | null
  percentCbd: number | null
  percentThca: number | null
  labResults: LabResultValue[]
  terpenes: TerpeneValue[]
  /** No weight has stock. */
  outOfStock: boolean
}
