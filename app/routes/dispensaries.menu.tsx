import { cardsHideRatings } from '~/specials/store-settings'
import { readCardRatingsShown } from '~/specials/store-settings.server'
import { PackageOpen, SearchX } from '~/ui/icons'
import { lazy, Suspense, useMemo } from 'react'
import { data, useLocation, useNavigation } from 'react-router'
import { toProductCardModel } from '~/catalog/card-model'
import { loadMenuCarousels } from '~/catalog/carousels.server'
import { readCatalogueVersion } from '~/catalog/catalogue-version.server'
import { MenuCarousels } from '~/catalog/components/carousels/menu-carousels'
import { withFirstScreenCards } from '~/catalog/components/carousels/row-plan'
import { MenuFilters, MenuSortSelect } from '~/catalog/components/filters/menu-filters'
import { MenuHero } from '~/catalog/components/menu-hero'
import { ProductGridSkeleton } from '~/catalog/components/product-grid-skeleton'
import { menuPagePath } from '~/catalog/format'
import { filterSections } from '~/catalog/listing/filter-sections'
import { searchListing } from '~/catalog/listing/listing.server'
import { isBrowsing, readPageQuery } from '~/catalog/listing/page-query'
import { hasFilters, selectionFromQuery } from '~/catalog/listing/selection'
import { clearRefinements, emptyMenuQuery, serializeMenuQuery } from '~/catalog/search/query'
import type { MenuQuery } from '~/catalog/search/types'
import { loadRestoreForPage, restoreAction } from '~/cart/abandoned-page.server'
import { loadVisitorCart, withVisitorCookie } from '~/cart/visitor.server'
import { customProductTypeLabels, customRowsFor, getContent } from '~/content/content.server'
import { menuKindLabel } from '~/dispensaries/address'
import { getMenuPage } from '~/dispensaries/dispensaries.server'
import { log } from '~/log.server'
import { patientNoticeFor } from '~/compliance/medical-cards.server'
import { hidesRatings } from '~/site/host-mode'
import { getRegion } from '~/site/region.server'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { island } from '~/ui/island'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound, PUBLIC_PAGE_CACHE } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/dispensaries.menu'

/** Store ids are positive integers of at most nine digits; anything else is not a page. */
const STORE_ID = /^[1-9][0-9]{0,8}$/

/**
 * A visitor with a cart cookie gets their cart in the HTML (the card buttons read 'Edit quantity'
 * from the first paint), so that page is theirs alone. Everyone else gets a page a CDN may share
 * (keyed by the cookies: server/guards.ts adds Vary: Cookie), with the empty cart they have, so the
 * cart client need not ask /api/cart for it.
 */
const PRIVATE_PAGE_CACHE = 'private, no-cache'

const logger = log('catalog')

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { hero, listing, city } = loaderData
  const kind = hero.kindLabel
  return pageMeta({
    title: `${kind} menu – ${hero.name}`,
    description: `Browse ${listing.totalWithoutFilters} products on the ${kind.toLowerCase()} menu of ${hero.name} in ${city}, ${hero.address.stateCode}: flower, vapes, edibles and more, with today's prices.`,
    chainName,
  })
}

export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? loaderHeaders
}

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!STORE_ID.test(params.storeId)) throw notFound()
  const storeId = Number(params.storeId)
  const url = new URL(request.url)
  const { query, dropped } = readPageQuery(url.searchParams, storeId)
  if (dropped.length) logger.warn({ storeId, dropped }, 'menu page: query parameters dropped')
  const now = new Date()
  const region = getRegion(request)
  const menuPath = menuPagePath(params.stateSlug, params.locationSlug, storeId, params.menuSlug)
  const browsing = isBrowsing(query)
  // Abandoned-cart restore: may redirect first (a malformed cart_uuid, or the sign-in dialog).
  const restore = await loadRestoreForPage(request, storeId)

  // Everything but the carousels starts at once; the search does not wait for the ownership check,
  // its rows are dropped if the check fails. The carousels need the store's state (for their titles)
  // and show only while the shopper browses the whole menu.
  const pagePromise = getMenuPage(params.stateSlug, params.locationSlug, storeId, params.menuSlug, region, { now })
  // Cards hide ratings on Ohio hosts and where the store's staff turned them off (issue 19).
  const hideRatingsPromise = readCardRatingsShown(storeId).then((shown) => cardsHideRatings(hidesRatings(region), shown))
  // What every shopper of the store sees alike (the unfiltered first page, the carousels) comes
  // from memory while the store's catalogue version stands.
  const version = readCatalogueVersion(storeId)
  version.catch(() => {}) // each reader handles a failure its own way
  const [page, result, carousels, { visitor, cart, setCookie }] = await Promise.all([
    pagePromise,
    searchListing(query, { menuPagePath: menuPath, now, version }),
    browsing
      ? Promise.all([pagePromise, hideRatingsPromise]).then(([found, hideRatings]) =>
          found
            ? loadMenuCarousels(storeId, {
                menuPagePath: menuPath,
                stateCode: found.dispensary.address.stateCode,
                // The cards' ratings rule (a store's rows are cached per host kind and catalogue version).
                isOhioHost: hideRatings,
                query,
                version,
                now,
                searchParams: url.searchParams,
              })
            : null,
        )
      : null,
    loadVisitorCart(request, storeId),
  ])
  if (!page) throw notFound()
  const { dispensary, menu } = page
  // What the cards' model calls an Ohio host: cards without ratings (the menu shows only its own store's products).
  const isOhioHost = await hideRatingsPromise
  // The cart drawer tells a visitor on a medical menu what they need before they can reserve.
  const patientNotice = await patientNoticeFor(request, { storeId, menuKind: menu.kind, stateCode: dispensary.address.stateCode, timeZone: dispensary.timeZone }, now)
  const filters = getContent().menuFilters()
  const kindLabel = menuKindLabel(menu.kind)

  return data(
    {
      hero: {
        name: dispensary.name,
        kindLabel,
        breadcrumbs: [
          { label: 'Home', to: '/' },
          { label: 'Dispensaries', to: '/dispensaries' },
          { label: dispensary.state.name, to: dispensary.state.path },
          { label: dispensary.name, to: dispensary.path },
          { label: `${kindLabel} menu` },
        ],
        today: dispensary.today,
        week: dispensary.week,
        phone: dispensary.phone,
        address: dispensary.address,
        menus: dispensary.menus,
        storeId: menu.storeId,
      },
      city: dispensary.city,
      dispensaryPath: dispensary.path,
      query,
      listing: {
        cards: result.hits.map((hit) => toProductCardModel(hit, { now, isOhioHost })),
        total: result.total,
        totalWithoutFilters: result.totalWithoutFilters,
        facets: result.facets,
        facetsStats: result.facetsStats,
      },
      sections: filterSections(filters.filtersOrder, {
        dispensarySlug: dispensary.slug,
        thcaFilter: filters.features.thcaFilter,
      }),
      labels: {
        specials: result.specials,
        productTypeLabels: customProductTypeLabels(customRowsFor(filters, storeId)),
      },
      isOhioHost,
      carousels: carousels ? withFirstScreenCards(carousels) : null,
      cart,
      patientNotice,
      restore: { step: restore.step, notice: restore.notice },
    },
    { headers: withVisitorCookie({ 'Cache-Control': visitor ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE, ...restore.headers }, setCookie) },
  )
}

/** POST: abandoned-cart restore (intent=restore), the only write this page takes. */
export async function action({ request, params }: Route.ActionArgs) {
  if (!STORE_ID.test(params.storeId)) throw notFound()
  const storeId = Number(params.storeId)
  return restoreAction(request, storeId, menuPagePath(params.stateSlug, params.locationSlug, storeId, params.menuSlug))
}

/**
 * The grid's code loads when a shopper gets near it (app/ui/island.tsx): while browsing, the
 * carousels sit above it; its HTML is in the page from the start.
 */
const ProductGrid = island(() => import('~/catalog/components/product-grid').then((module) => module.ProductGrid))

/** An empty menu and 'no results' are rare: their designed empty state loads when shown. */
const EmptyState = lazy(() => import('~/ui/empty-state').then((module) => ({ default: module.EmptyState })))

/** The abandoned-cart restore's code loads only on the pages that have one to do or to report. */
const AbandonedCartRestore = lazy(() =>
  import('~/cart/components/abandoned-cart-restore').then((module) => ({ default: module.AbandonedCartRestore })),
)

/** The part of the URL that decides what the grid holds (the depth aside). */
function listingKey(search: string): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  params.sort()
  return params.toString()
}

export default function MenuPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, query, listing, sections, labels, isOhioHost, carousels, dispensaryPath, restore } = loaderData
  const navigation = useNavigation()
  const location = useLocation()
  const next = navigation.state === 'loading' ? navigation.location : undefined
  const switchingMenu = Boolean(next && next.pathname !== location.pathname && hero.menus.some((m) => m.path === next.pathname))
  const changingFilters = Boolean(next && next.pathname === location.pathname && listingKey(next.search) !== listingKey(location.search))
  const gridKey = useMemo(() => serializeMenuQuery({ ...query, page: 0 }).toString(), [query])
  const filtered = Boolean(query.searchQuery) || hasFilters(selectionFromQuery(query))
  const gridLabel = `${hero.kindLabel} menu products`

  return (
    <>
      {restore.step || restore.notice || actionData?.error ? (
        <Suspense fallback={null}>
          <AbandonedCartRestore storeId={hero.storeId} step={restore.step} notice={restore.notice} refusal={actionData?.error ?? null} />
        </Suspense>
      ) : null}
      <MenuHero hero={hero} />
      {switchingMenu ? (
        <Container className="py-8 md:py-10">
          <p className="mb-5 text-sm text-ink-muted" role="status">
            Loading menu…
          </p>
          <ProductGridSkeleton />
        </Container>
      ) : listing.totalWithoutFilters === 0 && !query.searchQuery ? (
        <Container className="py-8 md:py-10">
          <Suspense fallback={null}>
            <EmptyState
              icon={PackageOpen}
              title="This menu is empty right now"
              actions={
                <ButtonLink to={dispensaryPath} variant="secondary">
                  Back to {hero.name}
                </ButtonLink>
              }
            >
              Nothing is listed on the {hero.kindLabel.toLowerCase()} menu at the moment. Call the store to ask what is in stock today.
            </EmptyState>
          </Suspense>
        </Container>
      ) : (
        <>
          {/* The first frame waits for the filters and the lead row, up to the grid's heading (decision 0037). */}
          <link rel="expect" href="#products-heading" blocking="render" />
          <MenuFilters
            query={query}
            total={listing.total}
            facets={listing.facets}
            facetsStats={listing.facetsStats}
            sections={sections}
            labels={labels}
          />
          {carousels ? <MenuCarousels data={carousels} className="pt-4 md:pt-8" /> : null}
          <section aria-labelledby="products-heading">
            <Container className="pt-5 pb-10 md:pt-8 md:pb-14">
              <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h2 id="products-heading" className="font-display text-xl font-semibold">
                    {query.searchQuery ? `Results for “${query.searchQuery}”` : filtered ? 'Filtered products' : 'All products'}
                  </h2>
                  <p className="tabular text-sm text-ink-muted" role="status">
                    {changingFilters ? 'Updating products…' : `${listing.total} ${listing.total === 1 ? 'product' : 'products'}`}
                  </p>
                </div>
                <MenuSortSelect query={query} className="flex md:hidden" />
              </div>
              {listing.total === 0 ? (
                <NoResults query={query} />
              ) : (
                <ProductGrid
                  key={gridKey}
                  cards={listing.cards}
                  total={listing.total}
                  query={query}
                  label={gridLabel}
                  isOhioHost={isOhioHost}
                  busy={changingFilters}
                  first={!carousels}
                />
              )}
            </Container>
          </section>
        </>
      )}
    </>
  )
}

/** 000 §8: a designed 'no results' with a way back to the whole menu. */
function NoResults({ query }: { query: MenuQuery }) {
  const location = useLocation()
  const clearAll = serializeMenuQuery(emptyMenuQuery(query.storeId), new URLSearchParams(location.search)).toString()
  const clearFiltersOnly = serializeMenuQuery(clearRefinements(query), new URLSearchParams(location.search)).toString()
  const withSearch = Boolean(query.searchQuery)
  const withFilters = hasFilters(selectionFromQuery(query))
  return (
    <Suspense fallback={null}>
      <EmptyState
        icon={SearchX}
        headingLevel={3}
        title={withSearch ? `Nothing matches “${query.searchQuery}”` : 'No products match these filters'}
        actions={
          <>
            <ButtonLink to={clearAll ? `${location.pathname}?${clearAll}` : location.pathname} preventScrollReset>
              Clear all filters
            </ButtonLink>
            {withSearch && withFilters ? (
              <ButtonLink to={`${location.pathname}?${clearFiltersOnly}`} preventScrollReset variant="secondary">
                Keep the search, drop the filters
              </ButtonLink>
            ) : null}
          </>
        }
      >
        {withSearch
          ? 'Check the spelling, try a shorter word or a brand name, or browse the whole menu.'
          : 'Try removing a filter or two, or clear them all to see the whole menu.'}
      </EmptyState>
    </Suspense>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
