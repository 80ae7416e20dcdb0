import { discountsAggregate, LIVE_SPECIAL_COLUMNS, saleTitleAggregate } from '~/specials/pricing.server'
import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { nextScheduledChange, readCatalogueVersion } from './catalogue-version.server'
import { reportSharedViewsError, sharedViews } from './shared-views.server'
import { createStoreCache } from './store-cache'
import { log } from '~/log.server'
import { hidesRatings, isStateInRegion, type Region } from '~/site/host-mode'
import { reportError } from '~/site/report-error.server'
import { cardsHideRatings } from '~/specials/store-settings'
import { readCardRatingsShown } from '~/specials/store-settings.server'
import type { BrandCardData, MenuCarouselsData, ProductCarouselData } from './components/carousels/carousel-data'
import { brandLogo } from './brand-style'
import { facetListingHref, seeAllLabel } from './components/carousels/listing-links'
import { BEST_SELLING, BRANDS_PER_ROW, planProductRows, PRODUCTS_PER_ROW } from './components/carousels/row-plan'
import { type ProductCardModel, toProductCardModel } from './card-model'
import { readPageQuery } from './listing/page-query'
import { findSearchStore, type HitRow, toHit } from './search/search.server'
import type { MenuQuery } from './search/types'
import { logSpecialsFailure, readStoreSpecials, type SpecialCardData } from './specials.server'
import { specialsRowTitle } from './specials'
import type { SponsoredCard } from './sponsored'
import { loadSponsoredCards } from './sponsored.server'

export type { MenuCarouselsData } from './components/carousels/carousel-data'

export type LoadMenuCarouselsOptions = {
  /** The menu page's path ('/dispensaries/illinois/oak-park/1001/recreational-menu/'): links and product urls start here. */
  menuPagePath: string
  /** The store's state ('MA' titles the specials row 'Hot Prices'). */
  stateCode: string
  /** The current query: every carousel link carries it over (000 §2). */
  query: MenuQuery
  now?: Date
  /** The request's query string, so parameters the search does not own are carried over too. */
  searchParams?: URLSearchParams
  /**
   * Ohio hosts hide ratings (000 §1). A menu is only served on its own region's host, so by default
   * an Ohio store's menu is taken to be on an Ohio host.
   */
  isOhioHost?: boolean
  /** The store's catalogue version, when the caller has read it already (the menu page does). */
  version?: string | Promise<string>
}

type IndexRow = HitRow & { row_key: string; total: number }

type Payload = {
  kinds: string[] | null
  rows: IndexRow[] | null
  brands: { name: string; count: number }[] | null
}

/** The store-level part of the rows: the same for every visitor of a store (links come later). */
type StoreCarousels = {
  specials: SpecialCardData[]
  products: Omit<ProductCarouselData, 'seeAll' | 'cardCount'>[]
  brands: { name: string; count: number }[]
  sponsored: SponsoredCard[]
}

/**
 * A store's rows are the same for every visitor and the menu page is their hot path, so they are
 * kept in memory per store under its catalogue version (app/catalog/store-cache.ts): a checkout,
 * a cancel, an import or a special starting or ending shows on the very next request. About
 * 100 kB a store (a dozen rows of a dozen cards): 200 stores stay around 20 MB.
 */
const cache = createStoreCache<StoreCarousels>({
  maxEntries: 200,
  maxAgeMs: 10 * 60_000,
  shared: { views: sharedViews, namespace: 'carousels', onError: reportSharedViewsError },
})

/** Forget the cached rows (tests that change the catalogue behind the triggers' back). */
export function clearMenuCarouselsCache(): void {
  cache.clear()
}

/**
 * Everything the rows above a menu's grid need, on the page's hot path: the specials row and, in
 * one read of the store's search index, the product carousels (best sellers and each kind the store
 * carries: up to 12 products each, in stock first, then in featured order, with the row's total for
 * 'See All (n)') and the top 20 brands by product count. The two queries run side by side, and a
 * store's result is served from memory while its catalogue version stands.
 *
 * Carousels show the store's products whatever the shopper has filtered; their links open the
 * listing with the row's facet added to the current query. A product row that finds nothing is
 * left out with a warning (000 §8). A failed read is logged (category 'API call', level error, with
 * the store id) and the rows are left out; failures are not cached.
 */
export async function loadMenuCarousels(storeId: number, options: LoadMenuCarouselsOptions): Promise<MenuCarouselsData> {
  const now = options.now ?? new Date()
  const { menuPagePath, query, searchParams } = options
  const isOhioHost = options.isOhioHost ?? options.stateCode.trim().toUpperCase() === 'OH'
  const version = options.version ?? readCatalogueVersion(storeId)
  const store = await cachedStoreCarousels(storeId, menuPagePath, isOhioHost, now, version)
  const link = (attribute: Parameters<typeof facetListingHref>[2], value: string) =>
    facetListingHref(menuPagePath, query, attribute, value, searchParams)
  return {
    storeId,
    specials: {
      title: specialsRowTitle(options.stateCode),
      cards: store.specials.map((special) => ({ ...special, href: link('applicable_special_ids', String(special.id)) })),
    },
    brands: { title: BRANDS_ROW_TITLE, cards: brandCards(store.brands, link), cardCount: store.brands.length },
    products: store.products.map((row) => ({
      ...row,
      cardCount: row.cards.length,
      seeAll: { label: seeAllLabel(row.total), href: link('root_types', row.key) },
    })),
    sponsored: { title: SPONSORED_ROW_TITLE, storeId, cards: store.sponsored },
    version: await Promise.resolve(version).catch(() => undefined),
  }
}

/**
 * A store's product row of one kind as its menu shows it (up to 12 cards, in stock first, in
 * featured order, with the kind's total), from the same memory as the menu page: a product page's
 * related row. Null when the menu has no row of the kind. `version`: the store's catalogue version,
 * when the caller read it with its own data (the product page does).
 */
export async function loadKindRow(
  storeId: number,
  kind: string,
  { menuPagePath, isOhioHost, now, version }: { menuPagePath: string; isOhioHost: boolean; now: Date; version?: string },
): Promise<StoreCarousels['products'][number] | null> {
  const store = await cachedStoreCarousels(storeId, menuPagePath, isOhioHost, now, version ?? readCatalogueVersion(storeId))
  return store.products.find((row) => row.key === kind && row.key !== BEST_SELLING) ?? null
}

/** The sponsored row's heading; the row also carries a visible 'Sponsored' label. */
export const SPONSORED_ROW_TITLE = 'Brand picks'

const BRANDS_ROW_TITLE = 'Shop by brand'

function brandCards(brands: StoreCarousels['brands'], link: (attribute: 'brand', value: string) => string): BrandCardData[] {
  return brands.map((brand) => ({ name: brand.name, productCount: brand.count, href: link('brand', brand.name), logo: brandLogo(brand.name) }))
}

/**
 * GET /api/menu-rows?row=brands: the brands row's cards of a store's menu, from the same per-store
 * memory as the page. Their links open the listing filtered by the brand with the page's own query
 * carried over (`pageSearch`: the page's query string), as the page's links do. Null when the store
 * is not served on this host.
 */
export async function loadBrandRowCards(
  storeId: number,
  pageSearch: URLSearchParams,
  { region, now = new Date() }: { region: Region; now?: Date },
): Promise<BrandCardData[] | null> {
  const store = await storeServedAt(storeId, region)
  if (!store) return null
  const rows = await cachedStoreCarousels(storeId, store.menuPagePath, store.hideRatings, now, readCatalogueVersion(storeId))
  const { query } = readPageQuery(pageSearch, storeId)
  return brandCards(rows.brands, (attribute, value) => facetListingHref(store.menuPagePath, query, attribute, value, pageSearch))
}

/**
 * GET /api/menu-rows: every card of one product row of a store's menu, from the same per-store
 * memory as the page (so as fresh as the page). Null when the store is not served on this host or
 * has no such row.
 */
export async function loadCarouselRowCards(
  storeId: number,
  rowKey: string,
  { region, now = new Date() }: { region: Region; now?: Date },
): Promise<ProductCardModel[] | null> {
  const store = await storeServedAt(storeId, region)
  if (!store) return null
  const rows = await cachedStoreCarousels(storeId, store.menuPagePath, store.hideRatings, now, readCatalogueVersion(storeId))
  return rows.products.find((row) => row.key === rowKey)?.cards ?? null
}

/**
 * A store whose rows /api/menu-rows answers: its menu page's path and whether its cards hide ratings
 * on this host (on Ohio hosts and where the store's staff turned them off, issue 19, as the menu
 * page decides it, so a row's later cards match the page's). Null when the store is not served here.
 */
export async function storeServedAt(storeId: number, region: Region): Promise<{ menuPagePath: string; hideRatings: boolean } | null> {
  const [store, ratingsShown] = await Promise.all([findSearchStore(storeId), readCardRatingsShown(storeId)])
  if (!store || !isStateInRegion(store.stateCode, region)) return null
  return { menuPagePath: store.menuPagePath, hideRatings: cardsHideRatings(hidesRatings(region), ratingsShown) }
}

async function cachedStoreCarousels(
  storeId: number,
  menuPagePath: string,
  isOhioHost: boolean,
  now: Date,
  version: string | Promise<string>,
): Promise<StoreCarousels> {
  const key = `${storeId}|${isOhioHost ? 'oh' : 'main'}|${menuPagePath}`
  let current: string
  try {
    current = await version
  } catch (error) {
    // Without a version nothing can be trusted from memory: read the rows (they log their own failures).
    reportError('Could not read the catalogue version; the menu carousels are read uncached', { storeId, err: error })
    return loadStoreCarousels(storeId, menuPagePath, isOhioHost, now)
  }
  return cache.get(
    key,
    current,
    async () => {
      let failed = false
      const [value, validUntil] = await Promise.all([
        loadStoreCarousels(storeId, menuPagePath, isOhioHost, now, () => {
          failed = true
        }),
        nextScheduledChange(storeId, now),
      ])
      // Rows left out because a read failed are served once, not kept: the next request reads again.
      return { value, validUntil: failed ? 0 : validUntil }
    },
    now.getTime(),
  )
}

/** Reads and shapes a store's rows; a failure is logged, gives empty rows and calls `onFailure`. */
async function loadStoreCarousels(
  storeId: number,
  menuPagePath: string,
  isOhioHost: boolean,
  now: Date,
  onFailure: () => void = () => {},
): Promise<StoreCarousels> {
  const [specials, index, sponsored] = await Promise.all([
    readStoreSpecials(storeId, now).catch((error: unknown) => {
      logSpecialsFailure(storeId, error)
      onFailure()
      return [] as SpecialCardData[]
    }),
    readIndex(storeId, now).catch((error: unknown) => {
      // Like a failed specials fetch (000 §8): logged with the store, and the page renders without the rows.
      reportError('Could not load the menu carousels; they are left out', { storeId, err: error })
      onFailure()
      return EMPTY
    }),
    loadSponsoredCards(storeId, { menuPagePath, now, isOhioHost }).catch((error: unknown) => {
      // 000 §8: sponsored products failing must not take the menu down; logged like the other rows.
      reportError('Could not load the sponsored products; the row is left out', { storeId, err: error })
      onFailure()
      return [] as SponsoredCard[]
    }),
  ])

  const cardOptions = { now, isOhioHost }
  const byRow = new Map<string, { total: number; cards: ProductCardModel[] }>()
  for (const row of index.rows ?? []) {
    const entry = byRow.get(row.row_key) ?? { total: Number(row.total), cards: [] }
    // Cards are built here, not in the browser: the page sends less, and 'New' is decided by one clock.
    entry.cards.push(toProductCardModel(toHit(row, storeId, menuPagePath), cardOptions))
    byRow.set(row.row_key, entry)
  }

  const products: StoreCarousels['products'] = []
  for (const plan of planProductRows(index.kinds ?? [])) {
    const found = byRow.get(plan.rootType)
    if (!found || found.cards.length === 0) {
      log('catalog').warn(
        { storeId, facets: { root_types: [plan.rootType] } },
        'Carousel left out: 0 products were found for the facets',
      )
      continue
    }
    products.push({ key: plan.rootType, title: plan.title, variant: plan.variant, total: found.total, cards: found.cards })
  }

  return {
    specials,
    products,
    brands: (index.brands ?? []).map((brand) => ({ name: brand.name, count: Number(brand.count) })),
    sponsored,
  }
}

const EMPTY: Payload = { kinds: [], rows: [], brands: [] }

/**
 * One statement: the store's kinds, the top products of every planned row with the row's total
 * (a product is in a row when its root_types holds the row's value, exactly what the 'See All'
 * filter matches), and its brands by product count. Only live specials (enabled, in date, not a
 * qualified group) count as the products' applicable specials, as in the search.
 */
async function readIndex(storeId: number, now: Date): Promise<Payload> {
  const result = await getDb().execute<{ data: Payload }>(sql`
    with store as materialized (
      -- Only what ranking and counting need: the index rows are wide (text, vectors, variants).
      select product_id, kind, root_types, in_stock, featured_rank, brand
      from search_products where store_id = ${storeId}
    ),
    members as (
      select
        r.row_key, s.product_id,
        row_number() over (partition by r.row_key order by s.in_stock desc, s.featured_rank, s.product_id) as position,
        count(*) over (partition by r.row_key) as total
      from store s
      cross join lateral unnest(s.root_types) as r(row_key)
      where r.row_key = s.kind or r.row_key = ${BEST_SELLING}
    ),
    kinds as (
      select distinct row_key as kind from members where row_key <> ${BEST_SELLING}
    ),
    live as (
      select ${sql.raw(LIVE_SPECIAL_COLUMNS)} from specials
      where store_id = ${storeId}
        and enabled
        and special_type <> 'qualified_group'
        and (start_date is null or start_date <= ${now.toISOString()}::timestamptz)
        and (end_date is null or end_date > ${now.toISOString()}::timestamptz)
    ),
    shown as (
      select m.row_key, m.position, m.total, sp.*, l.ids as live_special_ids, l.title as special_title, l.discounts as special_discounts
      from members m
      join search_products sp on sp.store_id = ${storeId} and sp.product_id = m.product_id
      cross join lateral (
        select coalesce(array_agg(live.id order by live.id), '{}') as ids, ${sql.raw(saleTitleAggregate('live'))} as title,
          ${sql.raw(discountsAggregate('live'))} as discounts
        from live where live.id = any(sp.special_ids)
      ) l
      where m.position <= ${PRODUCTS_PER_ROW}
    )
    select json_build_object(
      'kinds', (select json_agg(kind order by kind) from kinds),
      'rows', (
        select json_agg(json_build_object(
          'row_key', row_key, 'total', total, 'product_id', product_id, 'name', name, 'brand', brand,
          'brand_subtype', brand_subtype, 'kind', kind, 'root_subtype', root_subtype, 'category', category,
          'type', type, 'root_types', root_types, 'available_weights', available_weights,
          'bucket_price', bucket_price, 'variants', variants, 'aggregate_rating', aggregate_rating,
          'review_count', review_count, 'percent_thc', percent_thc, 'percent_cbd', percent_cbd,
          'percent_thca', percent_thca, 'live_special_ids', live_special_ids, 'special_title', special_title, 'special_discounts', special_discounts,
          'activities', activities, 'feelings', feelings, 'max_cart_quantity', max_cart_quantity,
          'image_urls', image_urls, 'unique_slug', unique_slug, 'in_stock', in_stock, 'arrived_on', arrived_on
        ) order by row_key, position)
        from shown
      ),
      'brands', (
        select json_agg(json_build_object('name', brand, 'count', n) order by n desc, brand)
        from (select brand, count(*) as n from store group by brand order by n desc, brand limit ${BRANDS_PER_ROW}) b
      )
    ) as data
  `)
  return result.rows[0]?.data ?? EMPTY
}
