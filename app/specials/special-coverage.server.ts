import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import type { TargetKind } from './special-form'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The value of product `p` that a staff special's target names: its id, its brand's id or its kind.
 * `kind` is the target kind, as SQL (a column or a parameter).
 */
function targetValue(kind: SQL): SQL {
  return sql`case ${kind} when 'products' then p.id::text when 'brands' then p.brand_id::text else p.kind end`
}

/** Which of the targets are on the store's menu, and the menu products they cover. */
export async function matchTargets(tx: Tx, storeId: number, kind: TargetKind, targets: string[]): Promise<{ found: Set<string>; productIds: number[] }> {
  const value = targetValue(sql`${kind}::text`)
  const { rows } = await tx.execute<{ product_id: number; target: string }>(sql`
    select p.id as product_id, ${value} as target
    from menu_products mp join products p on p.id = mp.product_id
    where mp.store_id = ${storeId} and ${value} = any(${sql.param(targets)}::text[])
  `)
  return {
    found: new Set(rows.map((r) => r.target)),
    productIds: [...new Set(rows.map((r) => Number(r.product_id)))].sort((a, b) => a - b),
  }
}

export type CoverScope = { specialIds: number[] } | { liveOrUpcomingAt: Date }

/**
 * Makes special_products of a store's staff specials (those with stored targets) hold exactly the
 * menu products their targets match today: a product of a chosen brand or category that arrived
 * later is added, one that left the menu is gone (its link went with its menu row), and one listed
 * again is covered again. Saving a special does it for that special; a menu import does it for
 * every special still live or to come (ended ones keep what they had). Specials that came with the
 * menu (no targets) are left alone. Returns the products whose specials changed, for the index.
 */
export async function coverTargets(tx: Tx, storeId: number, scope: CoverScope): Promise<number[]> {
  const chosen =
    'specialIds' in scope
      ? sql`s.id = any(${sql.param(scope.specialIds)}::int[])`
      : sql`s.enabled and (s.end_date is null or s.end_date > ${scope.liveOrUpcomingAt.toISOString()}::timestamptz)`
  const { rows } = await tx.execute<{ product_id: number }>(sql`
    with wanted as (
      select s.id as special_id, mp.product_id
      from specials s
      join menu_products mp on mp.store_id = s.store_id
      join products p on p.id = mp.product_id
      where s.store_id = ${storeId} and s.target_kind is not null and ${chosen}
        and ${targetValue(sql`s.target_kind`)} = any(s.target_values)
    ),
    removed as (
      delete from special_products sp
      using specials s
      where sp.special_id = s.id and sp.store_id = ${storeId} and s.store_id = ${storeId} and s.target_kind is not null and ${chosen}
        and not exists (select 1 from wanted w where w.special_id = sp.special_id and w.product_id = sp.product_id)
      returning sp.product_id
    ),
    added as (
      insert into special_products (special_id, store_id, product_id)
      select w.special_id, ${storeId}, w.product_id from wanted w
      where not exists (select 1 from special_products sp where sp.special_id = w.special_id and sp.product_id = w.product_id)
      returning product_id
    )
    select product_id from removed union select product_id from added
  `)
  return rows.map((r) => Number(r.product_id)).sort((a, b) => a - b)
}
