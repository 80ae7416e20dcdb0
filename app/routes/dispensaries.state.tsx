import { Link } from 'react-router'
import { ArrowRight, Store } from '~/ui/icons'
import { DispensaryCard } from '~/dispensaries/components/dispensary-card'
import { getState } from '~/dispensaries/dispensaries.server'
import { forCards } from '~/dispensaries/lists'
import { mapListingsOf } from '~/dispensaries/map-data.server'
import { stateMapTitle } from '~/locator/map-listings'
import { mapTiles } from '~/maps/config.server'
import { getRegion } from '~/site/region.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { island } from '~/ui/island'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { EmptyState } from '~/ui/empty-state'
import { RouteErrorBoundary } from '~/ui/error-page'
import { errorOnlyHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/dispensaries.state'

/** The map section is an island: its code, and the map's, come when it nears the screen. */
const MapSection = island(() => import('~/locator/components/map-section').then((module) => module.MapSection))

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { state } = loaderData
  const cities = [...new Set(state.dispensaries.map((d) => d.city))]
  return pageMeta({
    title: `${state.name} dispensaries`,
    description: cities.length
      ? `Cannabis dispensaries in ${state.name}: ${cities.join(', ')}. Addresses, today's hours, phone numbers and menus.`
      : `Cannabis dispensaries in ${state.name}.`,
    chainName,
  })
}

export function headers(args: Route.HeadersArgs) {
  return errorOnlyHeaders(args)
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const region = getRegion(request)
  const state = await getState(params.stateSlug, region)
  if (!state) throw notFound()
  return { state: forCards(state), listings: await mapListingsOf([state], region), tiles: mapTiles() }
}

export default function StatePage({ loaderData }: Route.ComponentProps) {
  const { state, listings, tiles } = loaderData
  const count = state.dispensaries.length
  return (
    <Container className="pt-3 pb-10 md:pt-8 md:pb-12">
      <Breadcrumbs
        items={[{ label: 'Home', to: '/' }, { label: 'Dispensaries', to: '/dispensaries' }, { label: state.name }]}
      />
      <PageHeading
        className="mt-4"
        eyebrow="Dispensaries"
        title={state.name}
        description={
          count ? `${count} ${count === 1 ? 'dispensary' : 'dispensaries'} in ${state.name}. Pick one to see its hours and menu.` : undefined
        }
      >
        {count ? (
          <Link
            to={`${state.path}/deals`}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Deals in {state.name}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </PageHeading>
      {count ? (
        <>
        <ul className="mt-8 grid gap-4 md:mt-10 md:grid-cols-2 md:gap-5 xl:grid-cols-3">
          {state.dispensaries.map((dispensary) => (
            <li key={dispensary.slug} className="flex flex-col [&>article]:flex-1">
              <DispensaryCard dispensary={dispensary} headingLevel={2} />
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <MapSection
            id="state-map"
            title={stateMapTitle(state.name)}
            placement="state page"
            mapLabel={`${state.name} dispensary map`}
            listings={listings}
            view="fit"
            tiles={tiles}
          />
        </div>
        </>
      ) : (
        <EmptyState
          icon={Store}
          title={`No dispensaries in ${state.name} yet`}
          className="mt-8"
          actions={<ButtonLink to="/dispensaries">See all dispensaries</ButtonLink>}
        >
          We do not have a store here yet. Our other dispensaries are listed on the dispensaries page.
        </EmptyState>
      )}
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
