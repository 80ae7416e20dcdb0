import { type SQL, sql } from 'drizzle-orm'

/**
 * SQL text for a `specials` row's discount as `SpecialDiscount` ([type, amount]) when it changes
 * shelf prices (a product special), else null. Queries that already read a store's live specials
 * (the menu's search, carousels, sponsored row, related products) select it next to the title.
 */
export const LIVE_DISCOUNT_COLUMN = `case when special_type = 'product' then json_build_array(discount_type,
  case discount_type when 'percent' then discount_percent when 'dollar_amount' then discount_dollar_amount else discount_target_price end)
  end`

/**
 * What a statement's `live` specials (a store's enabled, in-date specials other than qualified
 * groups) select for its cards: the id, the title, whether it changes shelf prices (`discounts`)
 * and its discount.
 */
export const LIVE_SPECIAL_COLUMNS = `id, title, special_type = 'product' as discounts, ${LIVE_DISCOUNT_COLUMN} as discount`

/**
 * A card's sale label among the live specials `alias` joins: a product special (the one that
 * changes the price) before bundles, then the oldest. Every card (grid, rows, sponsored row,
 * related row) names the same special for a product.
 */
export const saleTitleAggregate = (alias: string) => `(array_agg(${alias}.title order by ${saleLabelOrder(`${alias}.discounts`, `${alias}.id`)}))[1]`

/**
 * The order in which a product's live specials name its sale label, for a query that reads them
 * one by one (the product page): the special that changes the price (`changesPrice`, a boolean
 * expression) first, then the oldest (`id`).
 */
export const saleLabelOrder = (changesPrice: string, id: string) => `${changesPrice} desc, ${id}`

/** Aggregates the discounts of the live specials `alias` joins into a JSON array (empty when none). */
export const discountsAggregate = (alias: string) =>
  `coalesce(json_agg(${alias}.discount order by ${alias}.id) filter (where ${alias}.discount is not null), '[]'::json)`

/**
 * The discounts ([type, amount] pairs) of the product specials live at `at` for one of a store's
 * products: enabled, started, not yet ended (end exclusive). For the cart, the checkout and the
 * product page, which price a few lines at a time.
 */
export function liveProductDiscountsSql(storeId: number | SQL, productId: SQL, at: Date | SQL): SQL {
  // A prepared statement passes the store and the instant as SQL (a column, a placeholder).
  const instant = at instanceof Date ? at.toISOString() : at
  return sql`(
    select coalesce(json_agg(json_build_array(s.discount_type,
      case s.discount_type when 'percent' then s.discount_percent when 'dollar_amount' then s.discount_dollar_amount else s.discount_target_price end
    ) order by s.id), '[]'::json)
    from special_products sx
    join specials s on s.id = sx.special_id
    where sx.store_id = ${storeId} and sx.product_id = ${productId} and s.store_id = ${storeId}
      and s.enabled and s.special_type = 'product'
      and (s.start_date is null or s.start_date <= ${instant}::timestamptz)
      and (s.end_date is null or s.end_date > ${instant}::timestamptz)
  )`
}
