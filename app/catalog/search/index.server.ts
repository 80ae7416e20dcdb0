import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { weightIds } from '~/db/schema'
import { MIN_REVIEWS_FOR_RATING } from './query'
import { foldSql } from './fold.server'
import { PRICE_BUCKETS, type ListAttribute } from './types'
import { forgetVocabulary } from './vocabulary.server'

/**
 * Rebuilds the menu search index (`search_products`) for some stores, or for every store when
 * `storeIds` is omitted, in one DELETE and one set-based INSERT … SELECT. Call it after the
 * catalogue tables of those stores change (the seed does; tests call it after their factories).
 *
 * What the index decides once, so searches do not have to:
 * - bucket_price: the lowest current price over the weights (the discounted one where discounted);
 * - available_weights: the weights as words ('eighth ounce'), in size order;
 * - in_stock: any weight with inventory;
 * - search_text: lower-cased, accent-free 'name brand line kind subtype lineage type' for trigrams;
 * - search_vector: the same words, name weighted A, brand B, the rest C;
 * - facet_tokens: every facet value the row counts towards (`facetTokensSql`).
 * Which specials are live depends on the clock, so special_ids keeps them all and searches decide.
 */
export async function refreshSearchIndex(db: Pick<Database, 'transaction'>, storeIds?: readonly number[]): Promise<{ rows: number }> {
  const ids = storeIds ? [...new Set(storeIds)].filter((id) => Number.isSafeInteger(id)) : null
  if (ids && ids.length === 0) return { rows: 0 }
  const only = (column: SQL): SQL => (ids ? sql`${column} = any(${sql.param(ids)}::int[])` : sql`true`)
  const outcome = await db.transaction(async (tx) => {
    // Rebuilds run at start-up, in the seed and in scripts, never for a shopper's request, so the
    // pool's 15 s statement timeout (meant for requests) does not apply: a full rebuild of 100,000
    // rows took 29 s on a busy 2-core machine, and one cut short at start-up (after migration 0010
    // emptied the index) would be cut short again on every start.
    await tx.execute(sql`set local statement_timeout = 0`)
    // A full rebuild follows a bulk load (the seed, the bench's chain), and autovacuum may have
    // analysed the tables while that load was still uncommitted: it then records their pages with
    // no rows in them. Planned on that, this INSERT joined as if the catalogue were empty and ran
    // for more than nine minutes, with no timeout to stop it (a seed test hung in CI; reproduced on
    // PostgreSQL 15: 1.9 s with fresh statistics). Analysing what it reads first costs a fraction
    // of a second. A store's rebuild reads a small share of large tables, whose statistics stand.
    if (!ids) await tx.execute(sql`analyze ${sql.raw(SOURCE_TABLES.join(', '))}`)
    // A full rebuild empties the table outright: no dead rows to vacuum afterwards.
    if (ids) await tx.execute(sql`delete from search_products where store_id = any(${sql.param(ids)}::int[])`)
    else await tx.execute(sql`truncate search_products`)
    const result = await tx.execute(sql`
      with words as materialized (
        -- Text and the product's facet tokens depend on the product and its brand only: work them
        -- out once per product, not per store.
        select
          p.id,
          concat_ws(' ', t.name, t.brand, t.rest) as search_text,
          setweight(to_tsvector('simple', t.name), 'A')
            || setweight(to_tsvector('simple', t.brand), 'B')
            || setweight(to_tsvector('simple', t.rest), 'C') as search_vector,
          ${concatenated(PRODUCT_RUNS, {
            kind: sql`p.kind`,
            brand: sql`b.name`,
            category: sql`p.category`,
            activities: sql`p.activities`,
            feelings: sql`p.feelings`,
            aggregateRating: sql`p.aggregate_rating`,
            reviewCount: sql`p.review_count`,
          })} as facet_tokens
        from products p
        join brands b on b.id = p.brand_id
        cross join lateral (
          select
            ${foldSql(sql`p.name`)} as name,
            ${foldSql(sql`b.name`)} as brand,
            ${foldSql(sql`concat_ws(' ', p.brand_subtype, p.kind, p.root_subtype, p.category, p.type)`)} as rest
        ) t
        where p.id in (select product_id from menu_products where ${only(sql`store_id`)})
      )
      insert into search_products (
        store_id, product_id, name, brand, brand_subtype, kind, root_subtype, category, type,
        root_types, available_weights, bucket_price, variants, aggregate_rating, review_count,
        percent_thc, percent_cbd, percent_thca, special_ids, activities, feelings, max_cart_quantity,
        image_urls, unique_slug, in_stock, arrived_on, featured_rank, search_text, search_vector, facet_tokens
      )
      select
        mp.store_id, mp.product_id, p.name, b.name, p.brand_subtype, p.kind, p.root_subtype, p.category, p.type,
        mp.root_types,
        coalesce(v.weights, '{}'),
        coalesce(v.bucket_price, 0),
        coalesce(v.variants, '[]'::jsonb),
        p.aggregate_rating, p.review_count,
        mp.percent_thc, mp.percent_cbd, mp.percent_thca,
        coalesce(s.special_ids, '{}'),
        p.activities, p.feelings, mp.max_cart_quantity, p.image_urls, p.unique_slug,
        coalesce(v.in_stock, false), mp.arrived_on, mp.featured_rank,
        w.search_text, w.search_vector,
        w.facet_tokens || ${concatenated(
          ROW_RUNS,
          {
            bucketPrice: sql`coalesce(v.bucket_price, 0)`,
            rootTypes: sql`mp.root_types`,
            availableWeights: sql`coalesce(v.weights, '{}')`,
            specialIds: sql`coalesce(s.special_ids, '{}')`,
          },
          // Made by the aggregates below with the weights and specials: no array per row to unnest.
          { available_weights: sql`coalesce(v.weight_tokens, '{}')`, applicable_special_ids: sql`coalesce(s.special_tokens, '{}')` },
        )}
      from menu_products mp
      join products p on p.id = mp.product_id
      join brands b on b.id = p.brand_id
      join words w on w.id = mp.product_id
      left join (
        select
          x.store_id, x.product_id,
          array_agg(replace(x.weight, '_', ' ') order by ${weightOrder}) as weights,
          array_agg(${facetToken('available_weights', sql`replace(x.weight, '_', ' ')`)} order by ${weightOrder}) as weight_tokens,
          min(coalesce(x.discounted_price, x.price)) as bucket_price,
          bool_or(x.inventory > 0) as in_stock,
          jsonb_agg(jsonb_build_object(
            'weight', x.weight,
            'price', x.price,
            'discountedPrice', x.discounted_price,
            'inventory', x.inventory,
            'thc', x.thc_potency,
            'thca', x.thca_potency,
            'cbd', x.cbd_potency
          ) order by ${weightOrder}) as variants
        from menu_product_variants x
        where ${only(sql`x.store_id`)}
        group by x.store_id, x.product_id
      ) v on v.store_id = mp.store_id and v.product_id = mp.product_id
      left join (
        select
          sp.store_id, sp.product_id,
          array_agg(sp.special_id order by sp.special_id) as special_ids,
          array_agg(${facetToken('applicable_special_ids', sql`sp.special_id`)} order by sp.special_id) as special_tokens
        from special_products sp
        where ${only(sql`sp.store_id`)}
        group by sp.store_id, sp.product_id
      ) s on s.store_id = mp.store_id and s.product_id = mp.product_id
      where ${only(sql`mp.store_id`)}
    `)
    return { rows: result.rowCount ?? 0 }
  })
  forgetVocabulary(ids ?? undefined)
  return outcome
}

/** The catalogue tables the rebuild reads. */
export const SOURCE_TABLES = ['menu_products', 'menu_product_variants', 'products', 'brands', 'special_products'] as const

const weightOrder = sql`array_position(${sql.param([...weightIds])}::text[], x.weight)`


/** The columns a row's facet tokens derive from (SQL expressions): the product's, then the row's own. */
type ProductFacetColumns = {
  kind: SQL
  brand: SQL
  category: SQL
  activities: SQL
  feelings: SQL
  aggregateRating: SQL
  reviewCount: SQL
}
type RowFacetColumns = { bucketPrice: SQL; rootTypes: SQL; availableWeights: SQL; specialIds: SQL }
export type FacetColumns = ProductFacetColumns & RowFacetColumns

/** The index's own columns, for writers that change some of them and rebuild the tokens in place. */
export const INDEX_FACET_COLUMNS: FacetColumns = {
  kind: sql`kind`,
  category: sql`category`,
  brand: sql`brand`,
  bucketPrice: sql`bucket_price`,
  aggregateRating: sql`aggregate_rating`,
  reviewCount: sql`review_count`,
  rootTypes: sql`root_types`,
  availableWeights: sql`available_weights`,
  activities: sql`activities`,
  feelings: sql`feelings`,
  specialIds: sql`special_ids`,
}

/**
 * A row's facet tokens are runs, one per list attribute in this order: 'attribute:value' for each
 * facet value the row counts towards. `length` says from the row's columns how many tokens its run
 * holds, so a search can take one attribute's run out of the array without testing each token.
 * - kind, brand, category (none when null) and the price bucket of bucket_price: one each;
 * - root_types, available_weights, activities, feelings: one per element;
 * - applicable_special_ids: one per special naming the product, live or not (searches keep the live);
 * - aggregate_rating: options 1 … min(4, floor(rating)) once the product has enough reviews.
 * The runs that depend on the product alone come first, so a rebuild works them out once per
 * product. Changing the runs or their order needs the index rebuilt (a migration that empties it).
 */
type FacetRun<C> = { attribute: ListAttribute; tokens: (c: C) => SQL; length: (c: C) => SQL }

const PRODUCT_RUNS: FacetRun<ProductFacetColumns>[] = [
  { attribute: 'kind', tokens: (c) => sql`array['kind:' || ${c.kind}]`, length: () => sql`1` },
  { attribute: 'brand', tokens: (c) => sql`array['brand:' || ${c.brand}]`, length: () => sql`1` },
  {
    attribute: 'category',
    tokens: (c) => sql`case when ${c.category} is null then '{}'::text[] else array['category:' || ${c.category}] end`,
    length: (c) => sql`(${c.category} is not null)::int`,
  },
  eachValue('activities', (c) => c.activities),
  eachValue('feelings', (c) => c.feelings),
  {
    attribute: 'aggregate_rating',
    tokens: (c) => sql`case when ${c.reviewCount} >= ${sql.raw(String(MIN_REVIEWS_FOR_RATING))} then array(
      select 'aggregate_rating:' || option from generate_series(1, least(4, floor(${c.aggregateRating})::int)) as option
    ) else '{}'::text[] end`,
    length: (c) => sql`case when ${c.reviewCount} >= ${sql.raw(String(MIN_REVIEWS_FOR_RATING))}
      then greatest(0, least(4, floor(${c.aggregateRating})::int)) else 0 end`,
  },
]

const ROW_RUNS: FacetRun<RowFacetColumns>[] = [
  {
    attribute: 'bucket_price',
    tokens: (c) => sql`array['bucket_price:' || ${priceBucketSql(c.bucketPrice)}]`,
    length: () => sql`1`,
  },
  eachValue('root_types', (c) => c.rootTypes),
  eachValue('available_weights', (c) => c.availableWeights),
  eachValue('applicable_special_ids', (c) => c.specialIds),
]

const FACET_RUNS: FacetRun<FacetColumns>[] = [...PRODUCT_RUNS, ...ROW_RUNS]

function eachValue<C>(attribute: ListAttribute, values: (c: C) => SQL): FacetRun<C> {
  return {
    attribute,
    tokens: (c) => sql`array(select ${facetToken(attribute, sql`value`)} from unnest(${values(c)}) as value)`,
    length: (c) => sql`cardinality(${values(c)})`,
  }
}

/** The token of one value of an attribute. */
function facetToken(attribute: ListAttribute, value: SQL): SQL {
  return sql`${sql.raw(`'${attribute}:'`)} || ${value}`
}

/** Runs one after the other; `built` gives runs the caller has already made (a rebuild aggregates some). */
const concatenated = <C>(runs: FacetRun<C>[], c: C, built: Partial<Record<ListAttribute, SQL>> = {}): SQL =>
  sql`(${sql.join(
    runs.map((run) => built[run.attribute] ?? run.tokens(c)),
    sql` || `,
  )})`

/** A row's facet tokens (see FACET_RUNS), from the columns they derive from. */
export function facetTokensSql(c: FacetColumns): SQL {
  return sql`(${concatenated(PRODUCT_RUNS, c)} || ${concatenated(ROW_RUNS, c)})`
}

/** One attribute's run of an index row's facet_tokens (an array slice, empty when it has none). */
export function facetRunSql(attribute: ListAttribute): SQL {
  const at = FACET_RUNS.findIndex((run) => run.attribute === attribute)
  const before = FACET_RUNS.slice(0, at).map((run) => run.length(INDEX_FACET_COLUMNS))
  const start = sql`(${sql.join([sql`1`, ...before], sql` + `)})`
  return sql`facet_tokens[${start} : ${start} + ${FACET_RUNS[at]!.length(INDEX_FACET_COLUMNS)} - 1]`
}

/** The price bucket label of a price, with the same cut points as `priceBucketFor`. */
export function priceBucketSql(price: SQL): SQL {
  const [under20, to40, to60, to80, above80] = PRICE_BUCKETS.map((label) => sql.raw(`'${label.replace(/'/g, "''")}'::text`))
  return sql`case
    when ${price} < 20 then ${under20}
    when ${price} < 40 then ${to40}
    when ${price} < 60 then ${to60}
    when ${price} < 80 then ${to80}
    else ${above80} end`
}

/**
 * Builds the index when the catalogue has products but the index has none (a database seeded
 * before the index existed, or filled by an import that did not refresh it). Cheap when built.
 */
export async function ensureSearchIndex(db: Database): Promise<boolean> {
  const result = await db.execute<{ missing: boolean }>(sql`
    select exists(select 1 from menu_products) and not exists(select 1 from search_products) as missing
  `)
  if (!result.rows[0]?.missing) return false
  await refreshSearchIndex(db)
  // Statistics for the new rows now, not when autovacuum gets to them: the searches' plans use them.
  await db.execute(sql`analyze search_products`)
  return true
}
