import { sql } from 'drizzle-orm'
import { getDb, type Database } from '~/db/client.server'
import { CSV_COLUMNS, csvCell, IMPORT_WEIGHTS } from './menu-format'

/**
 * The store's imported menu as a CSV file in the import's own format (the SKUs still listed, with
 * today's prices and stock), to edit and import again. Text that a spreadsheet would run as a
 * formula is written with a leading apostrophe (csvCell), so opening the export runs nothing.
 */
export async function exportMenuCsv(storeId: number, db: Database = getDb()): Promise<string> {
  const { rows } = await db.execute<{
    sku: string
    name: string
    brand: string
    kind: string
    root_subtype: string | null
    category: string | null
    lineage: string | null
    percent_thc: string | null
    percent_cbd: string | null
    thc_mg_per_unit: string | null
    terpenes: { title: string; percentage: number }[]
    description: string
    grams_per_unit: string | null
    image_refs: string[]
    lab_results_url: string | null
    menu_scope: string
    variants: { weight: string; price: number; inventory: number }[]
  }>(sql`
    select s.sku, p.name, b.name as brand, p.kind, p.root_subtype, p.category, s.lineage, mp.percent_thc, mp.percent_cbd,
      p.thc_mg_per_unit, p.terpenes, p.description, p.grams_per_unit, s.image_refs, s.lab_results_url, s.menu_scope,
      coalesce((select jsonb_agg(jsonb_build_object('weight', v.weight, 'price', v.price, 'inventory', v.inventory))
        from menu_product_variants v where v.store_id = mp.store_id and v.product_id = mp.product_id), '[]'::jsonb) as variants
    from operator_menu_skus s
    join menu_products mp on mp.store_id = s.store_id and mp.product_id = s.product_id
    join products p on p.id = s.product_id
    join brands b on b.id = p.brand_id
    where s.store_id = ${storeId} and s.listed
    order by s.sku
  `)
  const lines = [CSV_COLUMNS.join(',')]
  for (const r of rows) {
    const values: Record<string, string | number | null> = {
      sku: r.sku,
      name: r.name,
      brand: r.brand,
      category: r.kind,
      subcategory: r.root_subtype,
      kind: null,
      strain_type: r.category,
      lineage: r.lineage,
      thc: r.percent_thc !== null ? `${Number(r.percent_thc)}%` : r.thc_mg_per_unit !== null ? `${Number(r.thc_mg_per_unit)} mg` : null,
      cbd: r.percent_cbd !== null ? `${Number(r.percent_cbd)}%` : null,
      terpenes: r.terpenes.map((t) => (t.percentage ? `${t.title} ${t.percentage}%` : t.title)).join('; ') || null,
      description: r.description || null,
      grams_each: r.grams_per_unit === null ? null : Number(r.grams_per_unit),
      images: r.image_refs.join('|') || null,
      lab_results_url: r.lab_results_url,
      menu: r.menu_scope,
    }
    for (const w of IMPORT_WEIGHTS) {
      const v = r.variants.find((x) => x.weight === w.id)
      values[`price_${w.id}`] = v ? Number(v.price) : null
      values[`quantity_${w.id}`] = v ? Number(v.inventory) : null
    }
    lines.push(CSV_COLUMNS.map((c) => csvCell(values[c] ?? null)).join(','))
  }
  return lines.join('\r\n') + '\r\n'
}

/** What the staff page says about the store's menu now. */
export async function menuSummary(storeId: number, db: Database = getDb()): Promise<{ onMenu: number; imported: number; lastImport: string | null }> {
  const { rows } = await db.execute<{ on_menu: number; imported: number; last_import: Date | string | null }>(sql`
    select (select count(*)::int from menu_products where store_id = ${storeId}) as on_menu,
           (select count(*)::int from operator_menu_skus where store_id = ${storeId} and listed) as imported,
           (select max(updated_at) from operator_menu_skus where store_id = ${storeId}) as last_import
  `)
  const row = rows[0]
  return { onMenu: row?.on_menu ?? 0, imported: row?.imported ?? 0, lastImport: row?.last_import ? new Date(row.last_import).toISOString() : null }
}
