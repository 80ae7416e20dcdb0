import { sql } from 'drizzle-orm'
import type { WeightKey } from '~/catalog/search/types'
import type { Database } from '~/db/client.server'
import type { SpecialDiscount } from '~/specials/pricing'
import { liveProductDiscountsSql } from '~/specials/pricing.server'
import { cartLineDiscountedPrice } from './line-prices'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * One cart line priced at `now`: the one reading of a cart's prices that the cart (drawer, page,
 * totals) and the checkout (page, placed reservation) share, so the two never disagree.
 */
export type PricedLine = {
  productId: number
  weight: WeightKey
  quantity: number
  name: string
  brand: string
  kind: string
  rootSubtype: string | null
  category: string | null
  imageUrls: string[]
  uniqueSlug: string
  /** False when the store no longer sells the product in this weight (a menu import took it off). */
  sold: boolean
  /** Today's menu price of the weight (0 when not sold). */
  price: number
  /** What one unit costs when that is below `price` (decision 0030); null otherwise. */
  discountedPrice: number | null
  inventory: number
  maxCartQuantity: number
  gramsPerUnit: number | null
  thcMgPerUnit: number | null
  /** The title of a special live on the product, for the reservation's line. */
  specialTitle: string | null
}

type LineRow = {
  product_id: number
  weight: WeightKey
  quantity: number
  name: string
  brand: string
  kind: string
  root_subtype: string | null
  category: string | null
  image_urls: string[] | null
  unique_slug: string
  price_when_added: string | number | null
  price: string | number | null
  discounted_price: string | number | null
  inventory: number | null
  max_cart_quantity: number | null
  grams_per_unit: string | number | null
  thc_mg_per_unit: string | number | null
  special_title: string | null
  special_discounts: SpecialDiscount[] | null
}

const amount = (value: string | number | null): number | null => (value === null ? null : Number(value))

/** The lines of one cart at its store, in the order they were added, priced at `now`. */
export async function readPricedLines(db: Database | Tx, cartUuid: string, storeId: number, now: Date): Promise<PricedLine[]> {
  const at = now.toISOString()
  const { rows } = await db.execute<LineRow>(sql`
    select i.product_id, i.weight, i.quantity, i.price_when_added, p.name, b.name as brand, p.kind, p.root_subtype, p.category,
           p.image_urls, p.unique_slug, v.price, v.discounted_price, v.inventory, mp.max_cart_quantity,
           p.grams_per_unit, p.thc_mg_per_unit,
           ${liveProductDiscountsSql(storeId, sql`i.product_id`, now)} as special_discounts,
           (select s.title from special_products sp
              join specials s on s.id = sp.special_id
             where sp.store_id = ${storeId} and sp.product_id = i.product_id and s.store_id = ${storeId}
               and s.enabled and s.special_type not in ('qualified_group', 'cart_total')
               and (s.start_date is null or s.start_date <= ${at}::timestamptz)
               and (s.end_date is null or s.end_date > ${at}::timestamptz)
             -- A whole-cart special ('$15 off orders of $150') says nothing about one line.
             order by (s.special_type = 'product') desc, s.id
             limit 1) as special_title
    from cart_items i
    join products p on p.id = i.product_id
    join brands b on b.id = p.brand_id
    left join menu_products mp on mp.store_id = ${storeId} and mp.product_id = i.product_id
    left join menu_product_variants v on v.store_id = ${storeId} and v.product_id = i.product_id and v.weight = i.weight
    where i.cart_uuid = ${cartUuid}
    order by i.added_at, i.product_id, i.weight
  `)
  return rows.map((row) => {
    const sold = row.price !== null && row.max_cart_quantity !== null
    const price = sold ? Number(row.price) : 0
    return {
      productId: Number(row.product_id),
      weight: row.weight,
      quantity: Number(row.quantity),
      name: row.name,
      brand: row.brand,
      kind: row.kind,
      rootSubtype: row.root_subtype,
      category: row.category,
      imageUrls: row.image_urls ?? [],
      uniqueSlug: row.unique_slug,
      sold,
      price,
      discountedPrice: sold ? cartLineDiscountedPrice(price, amount(row.discounted_price), amount(row.price_when_added), row.special_discounts) : null,
      inventory: Number(row.inventory ?? 0),
      maxCartQuantity: Number(row.max_cart_quantity ?? 0),
      gramsPerUnit: amount(row.grams_per_unit),
      thcMgPerUnit: amount(row.thc_mg_per_unit),
      specialTitle: row.special_title,
    }
  })
}
