import { Clock, ExternalLink, MapPin, Phone, ShoppingBag, Sprout } from '~/ui/icons'
import { track } from '~/analytics/track'
import { addressLines, menuKindLabel } from '~/dispensaries/address'
import { HoursTable } from '~/dispensaries/components/hours-table'
import { getDispensary } from '~/dispensaries/dispensaries.server'
import { amenityLabels } from '~/dispensaries/licences'
import { getRegion } from '~/site/region.server'
import { Badge } from '~/ui/badge'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { telHref } from '~/ui/phone'
import type { Route } from './+types/dispensaries.location'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { dispensary } = loaderData
  const [street, cityLine] = addressLines(dispensary.address)
  return pageMeta({
    title: `${dispensary.name} – ${dispensary.city}, ${dispensary.address.stateCode}`,
    description: `${dispensary.name} at ${street}, ${cityLine}. Today's hours, phone number, directions and ${dispensary.comingSoon ? 'opening news' : 'menus'}.`,
    chainName,
  })
}

export function headers(args: Route.HeadersArgs) {
  return cacheablePageHeaders(args)
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const dispensary = await getDispensary(params.stateSlug, params.locationSlug, getRegion(request))
  if (!dispensary) throw notFound()
  const { hours: _hours, ...rest } = dispensary
  return { dispensary: rest }
}

export default function DispensaryPage({ loaderData }: Route.ComponentProps) {
  const { dispensary } = loaderData
  const [street, cityLine] = addressLines(dispensary.address)
  const amenities = amenityLabels(dispensary.tags)
  const showMenus = !dispensary.comingSoon && dispensary.menus.length > 0
  return (
    <>
      <section className="border-b border-line bg-surface">
        <Container className="pt-3 pb-8 md:pt-8 md:pb-12">
          <Breadcrumbs
            items={[
              { label: 'Home', to: '/' },
              { label: 'Dispensaries', to: '/dispensaries' },
              { label: dispensary.state.name, to: dispensary.state.path },
              { label: dispensary.name },
            ]}
          />
          <div className="mt-3 grid gap-8 md:mt-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {dispensary.city}, {dispensary.state.name}
              </p>
              <h1 className="mt-2 font-display text-2xl font-semibold md:text-3xl">{dispensary.name}</h1>
              {dispensary.comingSoon || amenities.length ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {dispensary.comingSoon ? (
                    <li>
                      <Badge tone="soon">Coming soon</Badge>
                    </li>
                  ) : null}
                  {amenities.map((label) => (
                    <li key={label}>
                      <Badge tone="brand">{label}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-6 inline-flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-950">
                <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <div>
                  <p className="text-sm font-semibold text-brand-800">Today&apos;s hours</p>
                  <p className="tabular text-lg font-semibold">{dispensary.today.label}</p>
                  {dispensary.today.medicalLabel ? (
                    <p className="tabular text-sm text-ink-muted">Medical patients: {dispensary.today.medicalLabel}</p>
                  ) : null}
                </div>
              </div>
            </div>
            {showMenus ? (
              <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
                {dispensary.menus.map((menu) => (
                  <ButtonLink key={menu.storeId} to={menu.path} size="lg" className="lg:min-w-64">
                    <ShoppingBag aria-hidden="true" className="size-5" />
                    Shop {menuKindLabel(menu.kind).toLowerCase()} menu
                  </ButtonLink>
                ))}
              </div>
            ) : (
              <div className="flex max-w-md items-start gap-3 rounded-xl border border-accent-soft bg-accent-tint p-4">
                <Sprout aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
                <div>
                  <p className="font-semibold text-accent-deep">
                    {dispensary.comingSoon ? 'Opening soon' : 'Menu not available yet'}
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">
                    {dispensary.comingSoon
                      ? 'This dispensary is not open yet, so there is no menu to shop. Its menu will appear here when it opens.'
                      : 'This dispensary has no online menu at the moment. Call the store for what is on the shelves today.'}
                  </p>
                  <ButtonLink to={dispensary.state.path} variant="secondary" className="mt-3">
                    Other dispensaries in {dispensary.state.name}
                  </ButtonLink>
                </div>
              </div>
            )}
          </div>
        </Container>
      </section>

      <Container className="grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-14">
        <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1" aria-label="Visit and opening hours">
          <section aria-labelledby="visit-heading" className="rounded-xl border border-line bg-surface p-5 shadow-card md:p-6">
            <h2 id="visit-heading" className="font-display text-xl font-semibold">
              Visit
            </h2>
            <address className="mt-4 flex gap-3 text-base not-italic">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>
                {street}
                <br />
                {cityLine}
              </span>
            </address>
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink to={dispensary.directionsUrl} variant="secondary" rel="noopener">
                Get directions
                <ExternalLink aria-hidden="true" className="size-4" />
              </ButtonLink>
              <ButtonLink
                to={telHref(dispensary.phone)}
                variant="secondary"
                onClick={() => track('call_clicked', { placement: 'dispensary home', phone: dispensary.phone })}
              >
                <Phone aria-hidden="true" className="size-4" />
                {dispensary.phone}
              </ButtonLink>
            </div>
          </section>
          <section aria-labelledby="hours-heading" className="rounded-xl border border-line bg-surface p-5 shadow-card md:p-6">
            <h2 id="hours-heading" className="font-display text-xl font-semibold">
              Opening hours
            </h2>
            <p className="mt-1 text-sm text-ink-muted">Local time ({dispensary.timeZoneLabel})</p>
            <div className="-mx-3 mt-3">
              <HoursTable week={dispensary.week} today={dispensary.today.day} />
            </div>
          </section>
        </aside>
        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="font-display text-xl font-semibold">
              About {dispensary.name}
            </h2>
            <div className="mt-3 flex max-w-3xl flex-col gap-4 text-base text-ink-muted">
              {dispensary.description
                .split(/\n\s*\n/)
                .filter(Boolean)
                .map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
            </div>
          </section>
          {dispensary.licences.length ? (
            <section aria-labelledby="licences-heading">
              <h2 id="licences-heading" className="font-display text-xl font-semibold">
                Licences
              </h2>
              <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                {dispensary.licences.map((licence) => (
                  <div key={licence.label} className="rounded-lg border border-line bg-surface px-4 py-3">
                    <dt className="text-xs font-semibold tracking-wide text-ink-muted">{licence.label}</dt>
                    <dd className="tabular mt-1 font-medium text-ink">{licence.number}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>

      </Container>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
