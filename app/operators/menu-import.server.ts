import { sql } from 'drizzle-orm'
import { refreshSearchIndex } from '~/catalog/search/index.server'
import { forgetVocabulary } from '~/catalog/search/vocabulary.server'
import { productImageUrl } from '~/catalog/product-image'
import type { Database } from '~/db/client.server'
import type { LabResult, Terpene } from '~/db/schema'
import { slugify } from '~/db/seed/lists/brands'
import { log } from '~/log.server'
import { syncProductTexts } from '~/search/product-texts.server'
import { coverTargets } from '~/specials/special-coverage.server'
import { type FileEntry, MenuFileRefusal, readMenuFile } from './menu-file.server'
import { type FileFormat, IMPORT_LIMITS } from './menu-format'
import type { ImportProblem, ImportReport } from './import-report'
import { type ImportedProduct, validateProduct } from './row-rules'

export type { ImportProblem, ImportReport, ImportStatus } from './import-report'

/**
 * The menu import (issue 19): one contract behind `npm run import:menu` and /staff/menu. A file is
 * read as it arrives and checked row by row; the accepted rows then replace the store's menu in one
 * transaction: products are matched by the store's SKUs (operator_menu_skus), new ones are added,
 * changed prices, stock and details are written, and products the file no longer lists are taken
 * off the menu (their menu_products row goes; the product, its reviews and the orders and carts
 * naming it stay). The store's live and coming staff specials are matched to the new menu again
 * (a brand special covers the brand's new products, a product listed again gets its specials back).
 * The store's search index and product texts are rebuilt in the same transaction, and the rebuild
 * moves the store's catalogue version (triggers on search_products), so cached menu rows and facet
 * counts are read again: a shopper sees the old menu or the new one, never half.
 * A file that changes nothing writes nothing. A dry run does all of it and rolls back.
 */

const logger = log('operators')

export type ImportPhase = 'reading' | 'writing' | 'indexing' | 'done'
export type ImportProgress = { phase: ImportPhase; rows: number }

export type ImportOptions = {
  storeId: number
  format: FileFormat
  /** Work everything out, report it, change nothing. */
  dryRun?: boolean
  /** Import nothing when any row is rejected. */
  allOrNothing?: boolean
  maxBytes?: number
  onProgress?: (progress: ImportProgress) => void
  /** The day new products arrive on the menu (the 'New' label); today by default. */
  today?: string
  /** The instant that tells live and coming specials from ended ones; now by default. */
  now?: Date
}

export class UnknownStoreError extends Error {}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Rolls a dry run back once its counts are known. */
class DryRunRollback extends Error {
  constructor(readonly counts: Counts) {
    super('dry run')
  }
}

type Counts = { added: number; updated: number; unchanged: number; takenOff: number; otherMenu: number }

export async function importMenu(db: Database, source: AsyncIterable<Uint8Array>, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now()
  const { storeId, dryRun = false, allOrNothing = false, onProgress } = options
  const store = await findStore(db, storeId)
  if (!store) throw new UnknownStoreError(`There is no store ${storeId}.`)
  const base = { storeId, dryRun, allOrNothing }
  const finish = (report: Omit<ImportReport, 'durationMs' | keyof typeof base>): ImportReport => {
    const done = { ...base, ...report, durationMs: Math.round(performance.now() - started) }
    onProgress?.({ phase: 'done', rows: done.rows })
    return done
  }
  const empty = { added: 0, updated: 0, unchanged: 0, takenOff: 0, otherMenu: 0 }

  // 1. Read and check every row.
  const accepted: (ImportedProduct & { line: number })[] = []
  const problems: ImportProblem[] = []
  let rejected = 0
  const rejectedSkus = new Set<string>()
  const firstLine = new Map<string, number>()
  let rows = 0
  const reject = (problem: ImportProblem) => {
    if (problems.length < IMPORT_LIMITS.maxListedProblems) problems.push(problem)
  }
  try {
    for await (const entry of readMenuFile(source, options.format, { maxBytes: options.maxBytes })) {
      rows++
      if (rows % 1_000 === 0) onProgress?.({ phase: 'reading', rows })
      const outcome = checkEntry(entry, options.format)
      if (!outcome.ok) {
        rejected++
        if (outcome.sku) rejectedSkus.add(outcome.sku)
        for (const p of outcome.problems) reject({ line: entry.line, sku: outcome.sku, ...p })
        continue
      }
      const { product } = outcome
      const seen = firstLine.get(product.sku)
      if (seen !== undefined) {
        rejected++
        reject({ line: entry.line, sku: product.sku, field: 'sku', message: `Duplicate SKU ${product.sku}: it is already on line ${seen}.` })
        continue
      }
      firstLine.set(product.sku, entry.line)
      accepted.push({ ...product, line: entry.line })
    }
  } catch (error) {
    if (error instanceof MenuFileRefusal) {
      return finish({ status: 'refused', message: `${error.message} Nothing was changed.`, rows, accepted: 0, rejected: 0, problems: [], ...empty })
    }
    throw error
  }
  onProgress?.({ phase: 'reading', rows })

  if (rejected && allOrNothing) {
    return finish({
      status: 'rejected',
      message: `${plural(rejected, 'row')} rejected and all-or-nothing was asked for: nothing was changed.`,
      rows,
      accepted: accepted.length,
      rejected,
      problems,
      ...empty,
    })
  }
  if (!accepted.length) {
    return finish({ status: 'rejected', message: 'No row could be imported: nothing was changed.', rows, accepted: 0, rejected, problems, ...empty })
  }

  // 2. Write the accepted rows in one transaction (rolled back for a dry run).
  onProgress?.({ phase: 'writing', rows })
  let counts: Counts
  try {
    counts = await db.transaction(async (tx) => {
      const result = await applyRows(tx, store, accepted, rejectedSkus, options.today ?? today(), options.now ?? new Date(), () => onProgress?.({ phase: 'indexing', rows }))
      if (dryRun) throw new DryRunRollback(result)
      return result
    })
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error
    counts = error.counts
  }
  if (!dryRun) forgetVocabulary([storeId])
  const changed = counts.added + counts.updated + counts.takenOff
  const summary = `${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.takenOff} taken off the menu${rejected ? `, ${plural(rejected, 'row')} rejected` : ''}.`
  if (!dryRun) logger.info({ storeId, rows, ...counts, rejected }, 'menu imported')
  return finish({
    status: dryRun ? 'dry-run' : changed ? 'imported' : 'unchanged',
    message: dryRun ? `Dry run, nothing was changed. The import would give: ${summary}` : changed ? `Imported: ${summary}` : `The menu already matches the file: nothing changed.${rejected ? ` ${plural(rejected, 'row')} rejected.` : ''}`,
    rows,
    accepted: accepted.length,
    rejected,
    problems,
    ...counts,
  })
}

type CheckOutcome = { ok: true; product: ImportedProduct } | { ok: false; sku: string | null; problems: { field: string; message: string }[] }

function checkEntry(entry: FileEntry, format: FileFormat): CheckOutcome {
  if (!entry.raw) return { ok: false, sku: null, problems: [{ field: entry.field, message: entry.message }] }
  const checked = validateProduct(entry.raw, format)
  if (checked.ok) return checked
  const sku = typeof entry.raw.values.sku === 'string' && entry.raw.values.sku.trim() ? entry.raw.values.sku.trim() : null
  return { ok: false, sku, problems: checked.problems }
}

type Store = { storeId: number; kind: 'recreational' | 'medical'; name: string }

async function findStore(db: Pick<Database, 'execute'>, storeId: number): Promise<Store | null> {
  if (!Number.isSafeInteger(storeId) || storeId <= 0) return null
  const { rows } = await db.execute<{ store_id: number; kind: 'recreational' | 'medical'; name: string }>(sql`
    select m.store_id, m.kind, d.name from menus m join dispensaries d on d.id = m.dispensary_id where m.store_id = ${storeId}
  `)
  const row = rows[0]
  return row ? { storeId: row.store_id, kind: row.kind, name: row.name } : null
}

function onThisMenu(product: ImportedProduct, store: Store): boolean {
  return product.menu === 'both' || (product.menu === 'medical') === (store.kind === 'medical')
}

/** The product's columns as the catalogue stores them. */
function productColumns(p: ImportedProduct) {
  const percent = (x: ImportedProduct['thc']) => (x?.unit === '%' ? x.value : null)
  const labResults: LabResult[] = p.weights.flatMap((w) => [
    ...(p.thc ? [{ unitId: 'THC' as const, priceId: w.weight, value: p.thc.value, unit: p.thc.unit }] : []),
    ...(p.cbd ? [{ unitId: 'CBD' as const, priceId: w.weight, value: p.cbd.value, unit: p.cbd.unit }] : []),
  ])
  const terpenes: Terpene[] = p.terpenes.map((t) => ({ title: t.name, subTitle: '', percentage: t.percent ?? 0, tooltip: '' }))
  const lineage = p.kind === 'gear' ? null : p.strainType
  const each = p.weights.find((w) => w.weight === 'each')
  return {
    name: p.name,
    kind: p.kind,
    root_subtype: p.subcategory,
    category: lineage,
    type: lineage,
    description: p.description,
    amount: p.thc?.unit === 'mg' ? `${p.thc.value} mg` : null,
    thc_mg_per_unit: p.thc?.unit === 'mg' ? p.thc.value : null,
    grams_per_unit: each?.grams ?? null,
    // The pictures are drawn from the product's words (nothing is fetched); the file's references are kept beside.
    image_urls: [productImageUrl({ kind: p.kind, lineage, name: p.name, subtype: p.subcategory, brand: p.brand, variant: 0 })],
    lab_results: labResults,
    terpenes,
    percent_thc: percent(p.thc),
    percent_cbd: percent(p.cbd),
    root_types: p.subcategory ? [p.kind, `${p.kind}:${p.subcategory}`] : [p.kind],
    variants: p.weights.map((w) => ({ weight: w.weight, price: w.price, inventory: w.quantity, thc: w.weight === 'each' ? null : percent(p.thc), cbd: w.weight === 'each' ? null : percent(p.cbd) })),
  }
}

const STAGE_COLUMNS = sql.raw(`
  line int, sku text, brand text, on_menu boolean, name text, kind text, root_subtype text, category text, type text,
  description text, amount text, thc_mg_per_unit numeric, grams_per_unit numeric, image_urls text[],
  lab_results jsonb, terpenes jsonb, percent_thc numeric, percent_cbd numeric, root_types text[], variants jsonb,
  image_refs text[], lab_results_url text, lineage text, menu_scope text
`)

async function applyRows(
  tx: Tx,
  store: Store,
  products: readonly (ImportedProduct & { line: number })[],
  rejectedSkus: ReadonlySet<string>,
  arrivedOn: string,
  now: Date,
  indexing: () => void,
): Promise<Counts> {
  const { storeId } = store
  // Imports must not run for a whole request's 15 s budget only; they never run for a shopper.
  await tx.execute(sql`set local statement_timeout = '120s'`)
  // One import per store at a time; product ids are handed out under a chain-wide lock.
  await tx.execute(sql`select 1 from menus where store_id = ${storeId} for update`)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operators:product-ids'))`)

  await tx.execute(sql`create temporary table import_rows (${STAGE_COLUMNS}, brand_id int, product_id int, is_new boolean not null default false) on commit drop`)
  const CHUNK = 2_000
  for (let i = 0; i < products.length; i += CHUNK) {
    const chunk = products.slice(i, i + CHUNK).map((p) => ({
      line: p.line,
      sku: p.sku,
      brand: p.brand,
      on_menu: onThisMenu(p, store),
      ...productColumns(p),
      image_refs: p.images,
      lab_results_url: p.labResultsUrl,
      lineage: p.lineage,
      menu_scope: p.menu,
    }))
    await tx.execute(sql`
      insert into import_rows (line, sku, brand, on_menu, name, kind, root_subtype, category, type, description, amount,
        thc_mg_per_unit, grams_per_unit, image_urls, lab_results, terpenes, percent_thc, percent_cbd, root_types, variants,
        image_refs, lab_results_url, lineage, menu_scope)
      select line, sku, brand, on_menu, name, kind, root_subtype, category, type, description, amount,
        thc_mg_per_unit, grams_per_unit, image_urls, lab_results, terpenes, percent_thc, percent_cbd, root_types, variants,
        image_refs, lab_results_url, lineage, menu_scope
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${STAGE_COLUMNS})
    `)
  }

  // The planner needs to know the staged rows' size, or it joins 10,000 rows by nested loops.
  await tx.execute(sql`analyze import_rows (sku, line)`)

  // Brands the chain does not have yet.
  await ensureBrands(tx, [...new Set(products.map((p) => p.brand))])
  await tx.execute(sql`update import_rows r set brand_id = b.id from brands b where b.name = r.brand`)

  // Known SKUs keep their product; new SKUs get new ids past the largest.
  await tx.execute(sql`update import_rows r set product_id = s.product_id from operator_menu_skus s where s.store_id = ${storeId} and s.sku = r.sku`)
  await tx.execute(sql`
    with next as (select coalesce(max(id), 0) as top from products),
    numbered as (select sku, row_number() over (order by line) as n from import_rows where product_id is null)
    update import_rows r set product_id = next.top + numbered.n, is_new = true from next, numbered where numbered.sku = r.sku
  `)
  const added = await tx.execute<{ product_id: number }>(sql`
    insert into products (id, brand_id, name, unique_slug, kind, root_subtype, category, type, description, amount,
      thc_mg_per_unit, grams_per_unit, image_urls, lab_results, terpenes)
    select product_id, brand_id, name, ${slugSql(sql`name`)} || '-' || product_id, kind, root_subtype, category, type, description, amount,
      thc_mg_per_unit, grams_per_unit, image_urls, lab_results, terpenes
    from import_rows where is_new
    returning id as product_id
  `)
  const updatedProducts = await tx.execute<{ product_id: number }>(sql`
    update products p set brand_id = r.brand_id, name = r.name, kind = r.kind, root_subtype = r.root_subtype, category = r.category,
      type = r.type, description = r.description, amount = r.amount, thc_mg_per_unit = r.thc_mg_per_unit,
      grams_per_unit = r.grams_per_unit, image_urls = r.image_urls, lab_results = r.lab_results, terpenes = r.terpenes
    from import_rows r
    where not r.is_new and p.id = r.product_id
      and (p.brand_id, p.name, p.kind, p.root_subtype, p.category, p.type, p.description, p.amount, p.thc_mg_per_unit,
           p.grams_per_unit, p.image_urls, p.lab_results, p.terpenes)
        is distinct from (r.brand_id, r.name, r.kind, r.root_subtype, r.category, r.type, r.description, r.amount,
           r.thc_mg_per_unit, r.grams_per_unit, r.image_urls, r.lab_results, r.terpenes)
    returning p.id as product_id
  `)

  // The store's SKU list: every accepted row, listed when it is for this menu.
  await tx.execute(sql`
    insert into operator_menu_skus (store_id, sku, product_id, listed, image_refs, lab_results_url, lineage, menu_scope)
    select ${storeId}, sku, product_id, on_menu, image_refs, lab_results_url, lineage, menu_scope from import_rows
    on conflict (store_id, sku) do update set listed = excluded.listed, image_refs = excluded.image_refs,
      lab_results_url = excluded.lab_results_url, lineage = excluded.lineage, menu_scope = excluded.menu_scope, updated_at = now()
    where (operator_menu_skus.listed, operator_menu_skus.image_refs, operator_menu_skus.lab_results_url, operator_menu_skus.lineage, operator_menu_skus.menu_scope)
      is distinct from (excluded.listed, excluded.image_refs, excluded.lab_results_url, excluded.lineage, excluded.menu_scope)
  `)

  // On the menu: the store's offer and its weights.
  const listedMenu = await tx.execute<{ product_id: number; inserted: boolean }>(sql`
    insert into menu_products (store_id, product_id, root_types, percent_thc, percent_cbd, arrived_on)
    select ${storeId}, product_id, root_types, percent_thc, percent_cbd, ${arrivedOn}::date from import_rows where on_menu
    on conflict (store_id, product_id) do update set root_types = excluded.root_types, percent_thc = excluded.percent_thc, percent_cbd = excluded.percent_cbd
    where (menu_products.root_types, menu_products.percent_thc, menu_products.percent_cbd)
      is distinct from (excluded.root_types, excluded.percent_thc, excluded.percent_cbd)
    returning product_id, (xmax = 0) as inserted
  `)
  const droppedWeights = await tx.execute<{ product_id: number }>(sql`
    delete from menu_product_variants v
    using import_rows r
    where r.on_menu and v.store_id = ${storeId} and v.product_id = r.product_id
      and not exists (select 1 from jsonb_array_elements(r.variants) e where e->>'weight' = v.weight)
    returning v.product_id
  `)
  const writtenWeights = await tx.execute<{ product_id: number }>(sql`
    insert into menu_product_variants (store_id, product_id, weight, price, inventory, thc_potency, cbd_potency)
    select ${storeId}, r.product_id, e.weight, e.price, e.inventory, e.thc, e.cbd
    from import_rows r, jsonb_to_recordset(r.variants) as e(weight text, price numeric, inventory int, thc numeric, cbd numeric)
    where r.on_menu
    on conflict (store_id, product_id, weight) do update set price = excluded.price, inventory = excluded.inventory,
      thc_potency = excluded.thc_potency, cbd_potency = excluded.cbd_potency,
      -- A discount that is no longer below the new price cannot stand (variants_discount_check).
      discounted_price = case when menu_product_variants.discounted_price < excluded.price then menu_product_variants.discounted_price end
    where (menu_product_variants.price, menu_product_variants.inventory, menu_product_variants.thc_potency, menu_product_variants.cbd_potency)
      is distinct from (excluded.price, excluded.inventory, excluded.thc_potency, excluded.cbd_potency)
    returning product_id
  `)

  // Off the menu: what the file no longer lists for this menu. A rejected row's product stays as it was.
  const takenOff = await tx.execute<{ product_id: number }>(sql`
    delete from menu_products mp
    where mp.store_id = ${storeId}
      and not exists (select 1 from import_rows r where r.on_menu and r.product_id = mp.product_id)
      and not exists (
        select 1 from operator_menu_skus s
        where s.store_id = ${storeId} and s.product_id = mp.product_id and s.sku = any(${sql.param([...rejectedSkus])}::text[])
      )
    returning mp.product_id
  `)
  await tx.execute(sql`
    update operator_menu_skus set listed = false, updated_at = now()
    where store_id = ${storeId} and listed and product_id = any(${sql.param(takenOff.rows.map((r) => r.product_id))}::int[])
  `)

  const onMenu = products.filter((p) => onThisMenu(p, store)).length
  const newOnMenu = new Set(listedMenu.rows.filter((r) => r.inserted).map((r) => Number(r.product_id)))
  const changed = new Set(
    [...updatedProducts.rows, ...listedMenu.rows, ...droppedWeights.rows, ...writtenWeights.rows].map((r) => Number(r.product_id)).filter((id) => !newOnMenu.has(id)),
  )
  // A product updated in the catalogue but for the other menu only is not counted as a change to this one.
  const { rows: onMenuIds } = await tx.execute<{ product_id: number }>(sql`select product_id from import_rows where on_menu`)
  const onMenuSet = new Set(onMenuIds.map((r) => Number(r.product_id)))
  const updated = [...changed].filter((id) => onMenuSet.has(id)).length
  const counts: Counts = {
    added: newOnMenu.size,
    updated,
    unchanged: onMenu - newOnMenu.size - updated,
    takenOff: takenOff.rowCount ?? 0,
    otherMenu: products.length - onMenu,
  }
  const touched = [...new Set([...added.rows, ...updatedProducts.rows, ...takenOff.rows, ...listedMenu.rows].map((r) => Number(r.product_id)))]
  const menuChanged = counts.added + counts.updated + counts.takenOff > 0 || updatedProducts.rows.length > 0
  // Many new rows since the tables' last statistics would give the queries below a plan for the
  // old sizes (minutes instead of a second for a first import of 10,000 products). ANALYZE inside
  // the transaction counts its own rows and is cheap at these sizes.
  if (menuChanged && (added.rowCount ?? 0) + (listedMenu.rowCount ?? 0) > 1_000) {
    await tx.execute(sql`analyze products, menu_products, menu_product_variants, operator_menu_skus`)
  }
  // Specials chosen by brand, category or product cover what the new menu holds of them (a product
  // of the brand added today, one listed again whose links went when it was taken off), before the
  // index is rebuilt from them.
  const covered = await coverTargets(tx, storeId, { liveOrUpcomingAt: now })
  if (menuChanged || covered.length > 0) {
    indexing()
    await refreshSearchIndex(tx, [storeId])
    await syncProductTexts(tx, touched)
  }
  return counts
}

async function ensureBrands(tx: Tx, names: readonly string[]): Promise<void> {
  const { rows } = await tx.execute<{ name: string }>(sql`select name from brands where name = any(${sql.param([...names])}::text[])`)
  const known = new Set(rows.map((r) => r.name))
  const missing = names.filter((n) => !known.has(n))
  if (!missing.length) return
  const { rows: taken } = await tx.execute<{ slug: string }>(sql`select slug from brands`)
  const slugs = new Set(taken.map((r) => r.slug))
  const fresh = missing.map((name) => {
    const base = slugify(name) || 'brand'
    let slug = base
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`
    slugs.add(slug)
    return { name, slug }
  })
  await tx.execute(sql`
    insert into brands (slug, name, description)
    select slug, name, '' from jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) as x(slug text, name text)
    on conflict do nothing
  `)
}

/** The product slug's stem in SQL, as slugify writes it (lower case, runs of other characters as '-'). */
function slugSql(column: ReturnType<typeof sql>) {
  return sql`coalesce(nullif(trim(both '-' from regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g')), ''), 'product')`
}

function today(): string {
  return new Date().toISOString().slice(0, 10)
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`
}
