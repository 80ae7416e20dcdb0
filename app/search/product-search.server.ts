import { sql } from 'drizzle-orm'
import { homeDispensaryFromCookie } from '~/compliance/current-dispensary'
import { menuPagePath, productUrl } from '~/catalog/format'
import { emptyMenuQuery } from '~/catalog/search/query'
import { searchStoreMenu } from '~/catalog/search/search.server'
import { getDb } from '~/db/client.server'
import { PLAN_EACH_CALL } from '~/db/prepared-statements.server'
import { isStateInRegion, type Region } from '~/site/host-mode'
import { groupedProductHit, storeProductHit, type GroupedProductRow, type ProductHit } from './hits'

/**
 * The search page's product hits (002 §2, §7 'Search products: … storeId and stateSlug'). With a
 * store — the one the page was opened for (`storeId`), else the visitor's home dispensary's default
 * menu — they come from that store's menu search, the same one the menu page runs (decision 0005:
 * prefix and typo matching, relevance first). Without one, products of every store the host lists
 * match, one hit per product with its lowest price and how many dispensaries carry it.
 */

export type SearchStore = { storeId: number; name: string }

export type ProductSearch = { hits: ProductHit[]; total: number; store: SearchStore | null }

type StoreRow = { store_id: number; name: string; state_code: string }

/** The store product hits come from, or null: the page's `storeId`, else the home dispensary's default menu; never one of another region. */
export async function storeForSearch(storeId: number | null, cookieHeader: string | null, region: Region): Promise<SearchStore | null> {
  let row: StoreRow | undefined
  if (storeId !== null) {
    const result = await getDb().execute<StoreRow>(sql`
      select m.store_id, d.name, s.code as state_code
      from menus m join dispensaries d on d.id = m.dispensary_id join states s on s.id = d.state_id
      where m.store_id = ${storeId}
    `)
    row = result.rows[0]
  } else {
    const home = homeDispensaryFromCookie(cookieHeader)
    if (!home) return null
    const result = await getDb().execute<StoreRow>(sql`
      select m.store_id, d.name, s.code as state_code
      from menus m join dispensaries d on d.id = m.dispensary_id join states s on s.id = d.state_id
      where s.slug = ${home.stateSlug} and d.slug = ${home.dispensarySlug}
      order by m.is_default desc, m.kind desc
      limit 1
    `)
    row = result.rows[0]
  }
  if (!row || !isStateInRegion(row.state_code, region)) return null
  return { storeId: row.store_id, name: row.name }
}

/** One store's menu, searched as its menu page searches it; `limit` hits from the first. */
export async function searchStoreProducts(store: SearchStore, text: string, limit: number): Promise<ProductSearch> {
  const found = await searchStoreMenu({ ...emptyMenuQuery(store.storeId), searchQuery: text }, { hitsPerPage: limit })
  if (!found) return { hits: [], total: 0, store }
  return { hits: found.result.hits.map((hit) => storeProductHit(hit, store.storeId)), total: found.result.total, store }
}

/**
 * Products of every store the region lists whose name, brand, line, kind, subtype or lineage match
 * every word (as prefixes of English stems; search_product_texts, GIN), one hit per product:
 * products whose name holds every word first, then by name. Each hit links to the product at the
 * store offering it for least.
 */
export async function searchAllStoresProducts(tsquery: string, region: Region, limit: number): Promise<ProductSearch> {
  const ohio = region === 'ohio'
  // Planned for each query's words: its generic plan ran slower (app/db/prepared-statements.server.ts).
  const result = await getDb().execute<GroupedProductRow & { total: number; in_name: boolean; cheapest: string; unique_slug: string }>(sql`
    ${sql.raw(PLAN_EACH_CALL)}
    with region_stores as materialized (
      -- The stores the host lists, and what their product pages' paths are made of.
      select mn.store_id, concat_ws('/', s.slug, d.slug, mn.store_id, mn.slug) as path
      from menus mn
      join dispensaries d on d.id = mn.dispensary_id
      join states s on s.id = d.state_id
      where (s.code = 'OH') = ${ohio}
    ),
    regional as materialized (
      -- The brand is joined to the page's hits after the limit, not to every match before it.
      select p.id, p.name, p.brand_id, p.kind, p.category, p.image_urls, p.unique_slug,
        t.name_vector @@ to_tsquery('english', ${tsquery}) as in_name,
        count(*) over ()::int as total
      from search_product_texts t
      join products p on p.id = t.product_id
      where t.search_vector @@ to_tsquery('english', ${tsquery})
        -- Carried by a store the host lists: the region's stores as one array, read once.
        and t.store_ids && (select coalesce(array_agg(store_id), '{}') from region_stores)::int[]
      order by in_name desc, p.name, p.id
      limit ${limit}
    )
    select r.id as product_id, r.name, b.name as brand, r.kind, r.category, r.image_urls, r.unique_slug, r.total, r.in_name,
      o.stores, o.from_price, o.cheapest
    from regional r
    join brands b on b.id = r.brand_id
    cross join lateral (
      select count(*)::int as stores, min(sp.bucket_price) as from_price,
        (array_agg(rs.path order by sp.bucket_price, sp.store_id))[1] as cheapest
      -- Each store's index row by its primary key.
      from menu_products mp
      join search_products sp on sp.store_id = mp.store_id and sp.product_id = mp.product_id
      join region_stores rs on rs.store_id = mp.store_id
      where mp.product_id = r.id
    ) o
    where o.stores > 0
    order by r.in_name desc, r.name, r.id
  `)
  const hits = result.rows.map((row) => {
    const [stateSlug = '', dispensarySlug = '', storeId = '0', menuSlug = ''] = row.cheapest.split('/')
    const url = productUrl(menuPagePath(stateSlug, dispensarySlug, Number(storeId), menuSlug), row.product_id, row.unique_slug)
    return groupedProductHit({ ...row, url })
  })
  return { hits, total: result.rows[0]?.total ?? 0, store: null }
}
