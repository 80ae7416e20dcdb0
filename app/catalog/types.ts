import type { Lineage } from './format'

/** What a product card shows; the card price is the weight chosen for the product's kind. */
export type ProductCardData = {
  id: number
  name: string
  brand: string
  kind: string
  lineage: Lineage | null
  /** First product image, or null for the designed 'No image available' tile. */
  image: string | null
  /** The card weight's price; null when the store lists no weight for it. */
  price: number | null
  /** Shown only when it differs from the price. */
  discountedPrice: number | null
  /** '1/8 oz' for flower, vape and extract (001 §5); null otherwise. */
  weightLabel: string | null
  /** '24.5%' or '' (000 §5); only vape, flower, pre-roll and extract show potency. */
  thc: string
  cbd: string
  /** Edibles, tinctures and topicals only: e.g. '100 mg'. */
  amount: string | null
  isNew: boolean
  outOfStock: boolean
}

export type MenuProductPage = {
  total: number
  products: ProductCardData[]
}
