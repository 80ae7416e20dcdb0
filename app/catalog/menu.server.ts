import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { chooseCardOffer, isNewArrival, isOutOfStock, type VariantOffer } from './card'
import {
  asLineage,
  discountToShow,
  formatPotency,
  showsDosage,
  showsPotency,
  showsWeightLabel,
  weightLabel,
} from './format'
import type { MenuProductPage, ProductCardData } from './types'

export const MENU_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

type Row = {
  total: number
  id: number | null
  name: string | null
  kind: string | null
  category: string | null
  amount: string | null
  image: string | null
  brand: string | null
  percent_thc: number | null
  percent_cbd: number | null
  arrived_on: string | null
  offers: VariantOffer[] | null
}

/**
 * A page of a store's menu in featured order (merchandising rank, then product id) with the total,
 * in one round trip: this is the menu page's hot path. The lateral join gathers each product's
 * weights as JSON so the card price, discount and stock are decided here, not in the component.
 */
export async function listMenuProducts(
  storeId: number,
  options: { limit?: number; offset?: number; now?: Date } = {},
): Promise<MenuProductPage> {
  const limit = clampInt(options.limit ?? MENU_PAGE_SIZE, 1, MAX_PAGE_SIZE)
  const offset = clampInt(options.offset ?? 0, 0, Number.MAX_SAFE_INTEGER)
  const now = options.now ?? new Date()
  const result = await getDb().execute<Row>(sql`
    with page as (
      select mp.product_id, mp.featured_rank, mp.percent_thc, mp.percent_cbd, mp.arrived_on
      from menu_products mp
      where mp.store_id = ${storeId}
      order by mp.featured_rank, mp.product_id
      limit ${limit} offset ${offset}
    )
    select
      (select count(*) from menu_products where store_id = ${storeId})::int as total,
      p.id, p.name, p.kind, p.category, p.amount, p.image_urls[1] as image,
      b.name as brand,
      page.percent_thc::float8 as percent_thc,
      page.percent_cbd::float8 as percent_cbd,
      page.arrived_on::text as arrived_on,
      v.offers
    from (select 1) as one
    left join page on true
    left join products p on p.id = page.product_id
    left join brands b on b.id = p.brand_id
    left join lateral (
      select json_agg(json_build_object(
        'weight', x.weight,
        'price', x.price,
        'discountedPrice', x.discounted_price,
        'inventory', x.inventory
      )) as offers
      from menu_product_variants x
      where x.store_id = ${storeId} and x.product_id = page.product_id
    ) v on true
    order by page.featured_rank, page.product_id
  `)
  const rows = result.rows
  return {
    total: rows[0]?.total ?? 0,
    products: rows.flatMap((row) => (row.id === null ? [] : [toCard(row, now)])),
  }
}

function toCard(row: Row, now: Date): ProductCardData {
  const kind = row.kind ?? ''
  const offers = (row.offers ?? []).map((o) => ({
    weight: o.weight,
    price: Number(o.price),
    discountedPrice: o.discountedPrice === null ? null : Number(o.discountedPrice),
    inventory: Number(o.inventory),
  }))
  const offer = chooseCardOffer(kind, offers)
  return {
    id: row.id as number,
    name: row.name ?? '',
    brand: row.brand ?? '',
    kind,
    lineage: asLineage(row.category),
    image: row.image || null,
    price: offer?.price ?? null,
    discountedPrice: offer ? discountToShow(offer.price, offer.discountedPrice) : null,
    weightLabel: offer && showsWeightLabel(kind) ? weightLabel(offer.weight) : null,
    thc: showsPotency(kind) ? formatPotency(row.percent_thc) : '',
    cbd: showsPotency(kind) ? formatPotency(row.percent_cbd) : '',
    amount: showsDosage(kind) && row.amount ? row.amount : null,
    isNew: isNewArrival(row.arrived_on, now),
    outOfStock: isOutOfStock(offers),
  }
}

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.trunc(value)))
}
