import { ArrowRight, Store } from '~/ui/icons'
import { Link } from 'react-router'
import { DispensaryCard } from '~/dispensaries/components/dispensary-card'
import { listStatesWithDispensaries } from '~/dispensaries/dispensaries.server'
import { forCards } from '~/dispensaries/lists'
import { mapListingsOf } from '~/dispensaries/map-data.server'
import { mapTiles } from '~/maps/config.server'
import { getRegion } from '~/site/region.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { island } from '~/ui/island'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { EmptyState } from '~/ui/empty-state'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/dispensaries'

/** The map section is an island: its code, and the map's, come when it nears the screen. */
const MapSection = island(() => import('~/locator/components/map-section').then((module) => module.MapSection))

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const names = loaderData.states.map((s) => s.name)
  return pageMeta({
    title: 'Dispensaries',
    description: names.length
      ? `Find a dispensary in ${listFormat.format(names)}: addresses, today's hours, phone numbers and menus.`
      : 'Find a dispensary near you: addresses, hours, phone numbers and menus.',
    chainName,
  })
}

const listFormat = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' })

export async function loader({ request }: Route.LoaderArgs) {
  const region = getRegion(request)
  const states = await listStatesWithDispensaries(region)
  return { states: states.map(forCards), listings: await mapListingsOf(states, region), tiles: mapTiles() }
}

export default function Dispensaries({ loaderData }: Route.ComponentProps) {
  const { states, listings, tiles } = loaderData
  const total = states.reduce((sum, s) => sum + s.dispensaries.length, 0)
  return (
    <Container className="pt-3 pb-10 md:pt-8 md:pb-12">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Dispensaries' }]} />
      <PageHeading
        className="mt-4"
        title="Dispensaries"
        description={
          total
            ? `${total} ${total === 1 ? 'dispensary' : 'dispensaries'} in ${states.length} ${states.length === 1 ? 'state' : 'states'}. Pick one to see its hours and menu.`
            : undefined
        }
      />
      {states.length > 1 ? (
        <nav aria-label="States" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {states.map((state) => (
              <li key={state.slug}>
                <a
                  href={`#${state.slug}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-surface px-4 text-sm font-semibold text-ink transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  {state.name}
                  <span className="rounded-full bg-sunken px-2 py-0.5 text-xs text-ink-muted">
                    {state.dispensaries.length}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {states.length ? (
        <div className="mt-10 flex flex-col gap-12 md:mt-12 md:gap-16">
          {states.map((state) => (
            <section key={state.slug} id={state.slug} aria-labelledby={`${state.slug}-heading`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line pb-3">
                <h2 id={`${state.slug}-heading`} className="font-display text-xl font-semibold md:text-2xl">
                  {state.name}
                </h2>
                <Link
                  to={state.path}
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {state.name} dispensaries
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
              <ul className="mt-5 grid gap-4 md:grid-cols-2 md:gap-5 lg:grid-cols-3 wide:grid-cols-4">
                {state.dispensaries.map((dispensary) => (
                  <li key={dispensary.slug} className="flex flex-col [&>article]:flex-1">
                    <DispensaryCard dispensary={dispensary} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <MapSection
            id="all-dispensaries-map"
            title="All dispensaries on the map"
            mapLabel="Map of every dispensary"
            placement="dispensaries index"
            listings={listings}
            view="nation"
            tiles={tiles}
          />
        </div>
      ) : (
        <EmptyState
          icon={Store}
          title="No dispensaries listed yet"
          className="mt-10"
          actions={<ButtonLink to="/">Go to the home page</ButtonLink>}
        >
          Our stores will appear here as soon as they open.
        </EmptyState>
      )}
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
