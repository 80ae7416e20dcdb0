import { data } from 'react-router'
import { HeartPulse } from '~/ui/icons'
import type { MapListing } from '~/maps/types'
import { mapTiles } from '~/maps/config.server'
import { LocationSearch } from '~/providers/components/location-search'
import { distanceText, originFrom, parseLocationQuery, LOCATION_NOT_FOUND } from '~/providers/location-query'
import { providersSource } from '~/providers/providers-source.server'
import { getRegion } from '~/site/region.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { island } from '~/ui/island'
import { Container } from '~/ui/container'
import { EmptyState } from '~/ui/empty-state'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/certifying-providers'

/** The map section is an island: its code, and the map's, come when it nears the screen. */
const MapSection = island(() => import('~/locator/components/map-section').then((module) => module.MapSection))

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({
    title: 'Find a certifying provider',
    description: 'Find a medical cannabis certifying provider near you: addresses, phone numbers, websites and distances.',
    chainName,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  const region = getRegion(request)
  const query = parseLocationQuery(new URL(request.url).searchParams)
  if (query.kind === 'invalid') {
    // Bad input answers 400 with the message on the field, and the list without distances.
    const providers = await providersSource.listProviders(region, null)
    return data({ location: query.text, error: query.message, origin: null, providers: toListings(providers), tiles: mapTiles() }, { status: 400 })
  }
  const origin = query.kind === 'query' ? originFrom(await providersSource.geocode(query.text, { limit: 1 })) : null
  const providers = await providersSource.listProviders(region, origin ? { lat: origin.lat, lng: origin.lng } : null)
  return {
    location: query.kind === 'query' ? query.text : '',
    error: query.kind === 'query' && !origin ? LOCATION_NOT_FOUND : undefined,
    origin: origin ? { label: origin.label, lat: origin.lat, lng: origin.lng } : null,
    providers: toListings(providers),
    tiles: mapTiles(),
  }
}

function toListings(providers: Awaited<ReturnType<typeof providersSource.listProviders>>): MapListing[] {
  return providers.map(({ distanceMiles: _miles, approximate, ...listing }) => ({
    ...listing,
    customDistance: distanceText(listing.customDistance, approximate),
  }))
}

export default function CertifyingProviders({ loaderData }: Route.ComponentProps) {
  const { location, error, origin, providers, tiles } = loaderData
  const title = origin ? `Certifying providers near ${origin.label}` : 'Certifying providers'
  return (
    <Container className="pt-3 pb-10 md:pt-8 md:pb-12">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Certifying providers' }]} />
      <PageHeading
        className="mt-4"
        title="Find a certifying provider"
        description="A certifying provider can recommend you for your state's medical cannabis programme. Search by ZIP code or city to see the providers nearest to you."
      />
      <div className="mt-6 max-w-xl">
        <LocationSearch key={location} defaultValue={location} error={error} />
      </div>
      <div className="mt-10">
        {providers.length ? (
          <MapSection
            // A new search is a new map: its camera frames the new origin and nearest providers.
            key={origin ? `${origin.lat},${origin.lng}` : ''}
            id="providers"
            title={title}
            mapLabel="Provider map"
            placement="providers locator"
            listings={providers}
            view={origin ? 'nearest' : 'fit'}
            origin={origin}
            tiles={tiles}
            intro={origin ? 'Distances are approximate: measured in a straight line from the centre of the place you searched.' : undefined}
          />
        ) : (
          <EmptyState icon={HeartPulse} title="No certifying providers listed yet">
            We are adding certifying providers in the states we serve. Ask any of our dispensaries for help in the meantime.
          </EmptyState>
        )}
      </div>
      <p className="mt-10 text-xs text-ink-muted">
        Place data from GeoNames (CC BY 4.0) and the US Postal Service.
      </p>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
