import { sql } from 'drizzle-orm'
import { foldSql } from '~/catalog/search/fold.server'
import type { Database } from '~/db/client.server'

/**
 * Brings search_product_texts in line with the catalogue: every product's words (name, brand,
 * line, kind, subtype, lineage and type, English stems) and the stores that carry it, for the
 * search page's products across stores, read through a GIN index. Only rows whose words changed are written; products that are
 * gone take their row with them (foreign key). Run at every start after the seed (app/boot.server.ts);
 * tests run it after their factories. The menu import runs it for the products it touched, in its
 * own transaction (`productIds`).
 */
export async function syncProductTexts(db: Pick<Database, 'execute'>, productIds?: readonly number[]): Promise<{ written: number }> {
  const only = productIds ? sql`where p.id = any(${sql.param([...productIds])}::int[])` : sql``
  const result = await db.execute(sql`
    insert into search_product_texts (product_id, search_vector, name_vector, store_ids)
    select p.id,
      setweight(to_tsvector('english', ${foldSql(sql`p.name`)}), 'A')
        || setweight(to_tsvector('english', ${foldSql(sql`b.name`)}), 'B')
        || setweight(to_tsvector('english', ${foldSql(sql`concat_ws(' ', p.brand_subtype, p.kind, p.root_subtype, p.category, p.type)`)}), 'C'),
      to_tsvector('english', ${foldSql(sql`p.name`)}),
      coalesce((select array_agg(mp.store_id order by mp.store_id) from menu_products mp where mp.product_id = p.id), '{}')
    from products p
    join brands b on b.id = p.brand_id
    ${only}
    on conflict (product_id) do update
      set search_vector = excluded.search_vector, name_vector = excluded.name_vector, store_ids = excluded.store_ids
    where search_product_texts.search_vector is distinct from excluded.search_vector
      or search_product_texts.name_vector is distinct from excluded.name_vector
      or search_product_texts.store_ids is distinct from excluded.store_ids
  `)
  return { written: result.rowCount ?? 0 }
}
