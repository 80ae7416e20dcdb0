import { Clock, MapPin, PackageOpen, Phone } from 'lucide-react'
import { useNavigation } from 'react-router'
import { ProductGrid, ProductGridSkeleton } from '~/catalog/components/product-grid'
import { listMenuProducts, MENU_PAGE_SIZE } from '~/catalog/menu.server'
import { addressLines, menuKindLabel } from '~/dispensaries/address'
import { MenuToggle } from '~/dispensaries/components/menu-toggle'
import { getMenuPage } from '~/dispensaries/dispensaries.server'
import { getRegion } from '~/site/region.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { EmptyState } from '~/ui/empty-state'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { telHref } from '~/ui/phone'
import type { Route } from './+types/dispensaries.menu'

/** Store ids are positive integers of at most nine digits; anything else is not a page. */
const STORE_ID = /^[1-9][0-9]{0,8}$/

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { dispensary, menu, total } = loaderData
  const kind = menuKindLabel(menu.kind)
  return pageMeta({
    title: `${kind} menu – ${dispensary.name}`,
    description: `Browse ${total} products on the ${kind.toLowerCase()} menu of ${dispensary.name} in ${dispensary.city}, ${dispensary.address.stateCode}: flower, vapes, edibles and more, with today's prices.`,
    chainName,
  })
}

export function headers(args: Route.HeadersArgs) {
  return cacheablePageHeaders(args)
}

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!STORE_ID.test(params.storeId)) throw notFound()
  const storeId = Number(params.storeId)
  // The menu query does not wait for the ownership check; its rows are dropped if the check fails.
  const [page, products] = await Promise.all([
    getMenuPage(params.stateSlug, params.locationSlug, storeId, params.menuSlug, getRegion(request)),
    listMenuProducts(storeId, { limit: MENU_PAGE_SIZE }),
  ])
  if (!page) throw notFound()
  const { dispensary, menu } = page
  return {
    dispensary: {
      name: dispensary.name,
      path: dispensary.path,
      city: dispensary.city,
      address: dispensary.address,
      phone: dispensary.phone,
      today: dispensary.today,
      state: dispensary.state,
      menus: dispensary.menus,
    },
    menu,
    total: products.total,
    products: products.products,
  }
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const { dispensary, menu, total, products } = loaderData
  const navigation = useNavigation()
  const kind = menuKindLabel(menu.kind)
  const [street, cityLine] = addressLines(dispensary.address)
  const switchingMenu =
    navigation.state === 'loading' && dispensary.menus.some((m) => m.path === navigation.location.pathname)
  return (
    <>
      <section className="border-b border-line bg-surface">
        <Container className="pt-2 pb-6 md:pt-6 md:pb-8">
          <Breadcrumbs
            items={[
              { label: 'Home', to: '/' },
              { label: 'Dispensaries', to: '/dispensaries' },
              { label: dispensary.state.name, to: dispensary.state.path },
              { label: dispensary.name, to: dispensary.path },
              { label: `${kind} menu` },
            ]}
          />
          <div className="mt-2 flex flex-col gap-5 md:mt-4 md:flex-row md:items-end md:justify-between">
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{kind} menu</p>
              <h1 className="mt-1 font-display text-xl font-semibold md:text-3xl">{dispensary.name}</h1>
              <ul className="mt-3 flex flex-col gap-1.5 text-sm text-ink-muted md:mt-4 md:flex-row md:flex-wrap md:gap-x-6">
                <li className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <span>
                    <span className="font-semibold text-ink">Today</span>{' '}
                    <span className="tabular">{dispensary.today.label}</span>
                  </span>
                </li>
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <a
                    href={telHref(dispensary.phone)}
                    className="-my-3 inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-4 hover:underline"
                  >
                    {dispensary.phone}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <span>
                    {street}, {cityLine}
                  </span>
                </li>
              </ul>
            </div>
            <MenuToggle menus={dispensary.menus} currentStoreId={menu.storeId} />
          </div>
        </Container>
      </section>

      <Container className="py-8 md:py-10">
        {switchingMenu ? (
          <>
            <p className="mb-5 text-sm text-ink-muted" role="status">
              Loading menu…
            </p>
            <ProductGridSkeleton />
          </>
        ) : products.length ? (
          <>
            <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-display text-xl font-semibold">Featured products</h2>
              <p className="text-sm text-ink-muted" aria-live="polite">
                Showing {products.length} of {total} products
              </p>
            </div>
            <ProductGrid products={products} label={`${kind} menu products`} />
          </>
        ) : (
          <EmptyState
            icon={PackageOpen}
            title="This menu is empty right now"
            actions={
              <ButtonLink to={dispensary.path} variant="secondary">
                Back to {dispensary.name}
              </ButtonLink>
            }
          >
            Nothing is listed on the {kind.toLowerCase()} menu at the moment. Call the store to ask what is in stock today.
          </EmptyState>
        )}
      </Container>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
