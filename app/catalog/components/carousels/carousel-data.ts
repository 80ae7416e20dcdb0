import type { ProductCardModel } from '~/catalog/card-model'
import type { SpecialCardData } from '~/catalog/specials.server'
import type { SponsoredCard } from '~/catalog/sponsored'
import type { BrandLogoData } from '~/catalog/brand-style'
import type { ProductRowVariant } from './row-plan'

/** What loadMenuCarousels gives and <MenuCarousels> renders: plain data, safe to send to the browser. */
export type MenuCarouselsData = {
  /** The store the rows belong to (analytics events name it). */
  storeId?: number
  specials: { title: string; cards: SpecialCarouselCard[] }
  /** The top brands; the page sends their cards only when the row is the first under the specials (withFirstScreenCards). */
  brands: { title: string; cards: BrandCardData[]; cardCount: number }
  products: ProductCarouselData[]
  /** The sponsored row (000 §2 'sponsored' variant); absent or empty when the store promotes nothing. */
  sponsored?: SponsoredRowData
  /** The store's catalogue version the rows were read under (rows loaded later are kept per version). */
  version?: string
}

export type SponsoredRowData = {
  title: string
  storeId: number
  /** In rank order; each card names its placement for impressions and clicks. */
  cards: SponsoredCard[]
}

export type SpecialCarouselCard = SpecialCardData & {
  /** The listing filtered by this special: refinementList[applicable_special_ids][]={id} (000 §2). */
  href: string
}

export type BrandCardData = {
  name: string
  productCount: number
  /** The listing filtered by this brand: refinementList[brand][]={brand}. */
  href: string
  /** The brand's generated logo: packaging colours, mark and wordmark style (brand-style.ts). */
  logo: BrandLogoData
}

export type ProductCarouselData = {
  /** The root_types value the row shows ('flower', 'best_selling'). */
  key: string
  title: string
  variant: ProductRowVariant
  /** Products of the store in this row's facet. */
  total: number
  seeAll: { label: string; href: string }
  /**
   * Product cards built on the server from the index rows: all of them (up to 12), or on the menu
   * page only the first screenful, the rest coming from /api/menu-rows (see `cardCount`).
   */
  cards: ProductCardModel[]
  /** How many cards the row has in all. */
  cardCount: number
}
