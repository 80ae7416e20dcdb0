import type { sponsoredPlacements } from '../schema'
import type { BrandRow, MenuProductRow, MenuRow, ProductRow, VariantRow } from './builders'
import { hashString } from './random'

export type SponsoredPlacementRow = typeof sponsoredPlacements.$inferSelect

/** The demo's sponsored row: 6 in-stock products of 3 brands (2 each), per store. */
export const SPONSORED_BRANDS_PER_STORE = 3
export const SPONSORED_PRODUCTS_PER_BRAND = 2

type ChainParts = {
  menus: readonly Pick<MenuRow, 'storeId'>[]
  brands: readonly Pick<BrandRow, 'id' | 'name'>[]
  products: readonly Pick<ProductRow, 'id' | 'brandId'>[]
  menuProducts: readonly Pick<MenuProductRow, 'storeId' | 'productId' | 'featuredRank'>[]
  variants: readonly Pick<VariantRow, 'storeId' | 'productId' | 'inventory'>[]
}

/**
 * Which products each store promotes in the demo (the stand-in for an ad network's campaigns):
 * for every store, the 3 brands that rank first by a hash of store and brand among those with at
 * least 2 products in stock, and each brand's 2 best-featured in-stock products. Ranks alternate
 * brands (1 A, 2 B, 3 C, 4 A …) so the row does not read as one brand's shelf. Placements run with
 * no start or end date, so the demo row is there whatever day it is seeded. Pure and deterministic:
 * the same chain gives the same placements.
 */
export function planSponsoredPlacements(chain: ChainParts, firstId = 1): SponsoredPlacementRow[] {
  const brandOf = new Map(chain.products.map((p) => [p.id, p.brandId]))
  const brandName = new Map(chain.brands.map((b) => [b.id, b.name]))
  const inStock = new Set<string>()
  for (const v of chain.variants) if (v.inventory > 0) inStock.add(`${v.storeId}:${v.productId}`)

  const byStore = new Map<number, Map<number, Pick<MenuProductRow, 'productId' | 'featuredRank'>[]>>()
  for (const mp of chain.menuProducts) {
    if (!inStock.has(`${mp.storeId}:${mp.productId}`)) continue
    const brandId = brandOf.get(mp.productId)
    if (brandId === undefined) continue
    const brands = byStore.get(mp.storeId) ?? new Map()
    byStore.set(mp.storeId, brands)
    const list = brands.get(brandId) ?? []
    brands.set(brandId, list)
    list.push(mp)
  }

  const rows: SponsoredPlacementRow[] = []
  let id = firstId
  const storeIds = [...new Set(chain.menus.map((m) => m.storeId))].sort((a, b) => a - b)
  for (const storeId of storeIds) {
    const brands = byStore.get(storeId)
    if (!brands) continue
    const chosen = [...brands.entries()]
      .filter(([, list]) => list.length >= SPONSORED_PRODUCTS_PER_BRAND)
      .sort(([a], [b]) => hashString(`${storeId}:${a}`) - hashString(`${storeId}:${b}`) || a - b)
      .slice(0, SPONSORED_BRANDS_PER_STORE)
      .map(([brandId, list]) => ({
        brandId,
        picks: [...list]
          .sort((a, b) => a.featuredRank - b.featuredRank || a.productId - b.productId)
          .slice(0, SPONSORED_PRODUCTS_PER_BRAND),
      }))
    let rank = 1
    for (let round = 0; round < SPONSORED_PRODUCTS_PER_BRAND; round++) {
      for (const { brandId, picks } of chosen) {
        const pick = picks[round]
        if (!pick) continue
        rows.push({
          id: id++,
          storeId,
          productId: pick.productId,
          sponsor: brandName.get(brandId) ?? `Brand ${brandId}`,
          rank: rank++,
          startsAt: null,
          endsAt: null,
          active: true,
        })
      }
    }
  }
  return rows
}
