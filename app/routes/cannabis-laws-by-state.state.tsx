import { Link } from 'react-router'
import { getEnv } from '~/env.server'
import { StaticRichText } from '~/legal-status/components/server-markup'
import { StateLimits } from '~/legal-status/components/state-limits'
import { StatusBadge } from '~/legal-status/components/status-badge'
import { dispensariesForLaw, getStateLaw, legalStatusPage } from '~/legal-status/legal-status.server'
import { hrefForRegion, ohioOriginFor } from '~/site/links'
import { getRegion } from '~/site/region.server'
import { ArrowRight, Store } from '~/ui/icons'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/cannabis-laws-by-state.state'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { law } = loaderData
  return pageMeta({ title: `${law.name} cannabis laws`, description: `${law.statusTitle}. ${law.headline}`, chainName })
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const law = getStateLaw(params.stateSlug)
  if (!law) throw notFound()
  const region = getRegion(request)
  const { dispensaries, listedOnOtherHost } = await dispensariesForLaw(law.code, region)
  const statePath = `/dispensaries/${law.slug}`
  // Decision 0018: the other host lists this state's stores; an Ohio link from the main host goes there.
  const otherHostHref = listedOnOtherHost ? hrefForRegion(statePath, region, ohioOriginFor(request.url, getEnv().OHIO_HOSTS)) : null
  return {
    law,
    dispensaries,
    statePath,
    otherHostHref: otherHostHref && /^https?:/.test(otherHostHref) ? otherHostHref : null,
    listedOnOtherHost,
    disclaimer: legalStatusPage().disclaimer,
  }
}

export const headers = cacheablePageHeaders

/** /cannabis-laws-by-state/{stateSlug}: status, limits, medical programme and our dispensaries there. */
export default function StateLawPage({ loaderData }: Route.ComponentProps) {
  const { law, dispensaries, statePath, otherHostHref, listedOnOtherHost, disclaimer } = loaderData
  const program = law.medicalProgram
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs
        items={[{ label: 'Home', to: '/' }, { label: 'Cannabis laws by state', to: '/cannabis-laws-by-state' }, { label: law.name }]}
      />
      <PageHeading
        className="mt-4"
        eyebrow="Cannabis laws by state"
        title={`${law.name} cannabis laws`}
        description={<p className="text-ink">{law.headline}</p>}
      >
        <StatusBadge status={law.status} />
      </PageHeading>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <StaticRichText markdown={law.section} className="max-w-3xl" />

          <section aria-labelledby="law-limits">
            <h2 id="law-limits" className="font-display text-xl font-semibold md:text-2xl">
              Possession and purchase limits
            </h2>
            {law.possession ? <p className="mt-3 max-w-3xl">{law.possession}</p> : null}
            {law.limits ? (
              <>
                <p className="mt-3 max-w-3xl text-ink-muted">
                  What one order at our {law.name} dispensaries may hold. Our cart and checkout apply these same limits; the state
                  may count a longer period at the counter.
                </p>
                <div className="mt-4">
                  <StateLimits stateName={law.name} limits={law.limits} />
                </div>
              </>
            ) : null}
            {!law.possession && !law.limits ? (
              <p className="mt-3 max-w-3xl">There is no legal amount: possession of cannabis is an offence in {law.name}.</p>
            ) : null}
          </section>

          <section aria-labelledby="law-medical">
            <h2 id="law-medical" className="font-display text-xl font-semibold md:text-2xl">
              Medical programme
            </h2>
            {program ? (
              <div className="mt-3 max-w-3xl">
                <p className="font-semibold text-ink">{program.name}</p>
                <p className="text-sm text-ink-muted">Run by {program.agency}</p>
                <p className="mt-2">{program.summary}</p>
                {program.url ? (
                  <a href={program.url} rel="noopener noreferrer" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
                    {program.name} (official site)
                  </a>
                ) : null}
              </div>
            ) : (
              <p className="mt-3 max-w-3xl">{law.name} has no medical cannabis programme.</p>
            )}
          </section>
        </div>

        <aside aria-labelledby="law-dispensaries" className="h-fit rounded-2xl border border-line bg-surface p-5">
          <h2 id="law-dispensaries" className="flex items-center gap-2 font-semibold text-ink">
            <Store aria-hidden="true" className="size-5 text-brand-700" />
            Our dispensaries in {law.name}
          </h2>
          {dispensaries.length ? (
            <>
              <ul className="mt-3 flex flex-col">
                {dispensaries.map((dispensary) => (
                  <li key={dispensary.path} className="border-b border-line last:border-0">
                    <Link to={dispensary.path} className="flex min-h-11 flex-col justify-center py-2 hover:text-brand-800">
                      <span className="font-medium">{dispensary.name}</span>
                      <span className="text-sm text-ink-muted">
                        {dispensary.city}
                        {dispensary.comingSoon ? ' · Coming soon' : ''}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={statePath} className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline">
                All {law.name} dispensaries
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </>
          ) : listedOnOtherHost ? (
            <p className="mt-3 text-sm text-ink-muted">
              {otherHostHref ? (
                <a href={otherHostHref} className="font-semibold text-brand-800 underline underline-offset-2">
                  See our {law.name} dispensaries
                </a>
              ) : (
                `Our ${law.name} dispensaries are listed on our ${law.name === 'Ohio' ? 'Ohio' : 'main'} website.`
              )}
            </p>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">
              We have no dispensary in {law.name}.{' '}
              <Link to="/dispensaries" className="font-semibold text-brand-800 underline underline-offset-2">
                Find one of our dispensaries
              </Link>
            </p>
          )}
          <Link
            to={`/where-is-cannabis-legal#${law.sectionId}`}
            className="mt-4 flex min-h-11 items-center gap-1 border-t border-line pt-3 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Compare every state on the map
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </aside>
      </div>

      <p className="mt-12 max-w-3xl border-t border-line pt-6 text-sm text-ink-muted">{disclaimer}</p>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
