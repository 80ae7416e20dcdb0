import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'

/**
 * Stock changes that the menu search index must follow. A store's stock lives in
 * `menu_product_variants.inventory`; the index row (`search_products`) keeps a copy of each variant's
 * inventory and an in-stock flag. Checkout takes stock and a cancelled reservation returns it; both
 * go through here so that they lock rows in one order (product, then weight) and never deadlock
 * each other, and so the index is refreshed from what is committed.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export type StockLine = { productId: number; weight: string; count: number }

/** Put a cancelled reservation's items back on the shelf, then refresh their index rows. */
export async function returnStock(tx: Tx, storeId: number, lines: readonly StockLine[]): Promise<void> {
  const ordered = inLockOrder(lines)
  if (!ordered.length) return
  await lockVariants(tx, storeId, ordered)
  for (const line of ordered) {
    await tx.execute(sql`
      update menu_product_variants set inventory = inventory + ${line.count}
      where store_id = ${storeId} and product_id = ${line.productId} and weight = ${line.weight}
    `)
  }
  await refreshSearchStock(tx, storeId, ordered.map((line) => line.productId))
}

/** The lines sorted the way every stock change locks them. */
export function inLockOrder<T extends { productId: number; weight: string }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.productId - b.productId || a.weight.localeCompare(b.weight))
}

async function lockVariants(tx: Tx, storeId: number, lines: readonly StockLine[]): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.productId))]
  await tx.execute(sql`
    select 1 from menu_product_variants
    where store_id = ${storeId} and product_id = any(${sql.param(ids)}::int[])
    order by product_id, weight
    for update
  `)
}

/**
 * Refresh the index rows of products whose stock changed: each variant's inventory and the in-stock
 * flag. The rows are locked (in product order) by a statement of their own first, so the update that
 * follows starts after any other change to them has committed and reads its stock.
 */
export async function refreshSearchStock(tx: Tx, storeId: number, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)]
  if (!ids.length) return
  await tx.execute(sql`
    select 1 from search_products
    where store_id = ${storeId} and product_id = any(${sql.param(ids)}::int[])
    order by product_id
    for update
  `)
  await tx.execute(sql`
    update search_products sp
    set variants = coalesce((
          select jsonb_agg(
                   case when v.inventory is null then e.value
                        else jsonb_set(e.value, '{inventory}', to_jsonb(v.inventory)) end
                   order by e.ordinality)
          from jsonb_array_elements(sp.variants) with ordinality as e(value, ordinality)
          left join menu_product_variants v
            on v.store_id = sp.store_id and v.product_id = sp.product_id and v.weight = e.value->>'weight'
        ), '[]'::jsonb),
        in_stock = exists (
          select 1 from menu_product_variants v
          where v.store_id = sp.store_id and v.product_id = sp.product_id and v.inventory > 0
        )
    where sp.store_id = ${storeId} and sp.product_id = any(${sql.param(ids)}::int[])
  `)
}
