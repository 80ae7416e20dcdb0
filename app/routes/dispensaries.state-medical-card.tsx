import { Link } from 'react-router'
import { getStateMedicalCardPage } from '~/guides/guides.server'
import { StatusBadge } from '~/legal-status/components/status-badge'
import { getRegion } from '~/site/region.server'
import { ArrowRight, Store } from '~/ui/icons'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/dispensaries.state-medical-card'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: `Getting a medical card in ${loaderData.state.name}`, description: loaderData.intro, chainName })
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await getStateMedicalCardPage(params.stateSlug, getRegion(request))
  if (!page) throw notFound()
  return page
}

export const headers = cacheablePageHeaders

/** /dispensaries/{state}/getting-a-medical-card: the state's programme, the steps and where to shop as a patient. */
export default function StateMedicalCardPage({ loaderData }: Route.ComponentProps) {
  const { state, program, lawPath, status, intro, steps, dispensaries } = loaderData
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Dispensaries', to: '/dispensaries' },
          { label: state.name, to: state.path },
          { label: 'Getting a medical card' },
        ]}
      />
      <PageHeading className="mt-4" eyebrow={state.name} title={`Getting a medical card in ${state.name}`} description={<p>{intro}</p>}>
        <StatusBadge status={status} />
      </PageHeading>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 max-w-3xl flex-col gap-10">
          <section aria-labelledby="card-programme">
            <h2 id="card-programme" className="font-display text-xl font-semibold md:text-2xl">
              {program.name}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">Run by {program.agency}</p>
            <p className="mt-3">{program.summary}</p>
            {program.url ? (
              <a href={program.url} rel="noopener noreferrer" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
                {program.name} (official site)
              </a>
            ) : null}
          </section>
          <section aria-labelledby="card-steps">
            <h2 id="card-steps" className="font-display text-xl font-semibold md:text-2xl">
              How to register
            </h2>
            <ol className="mt-4 flex flex-col gap-4">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-4 rounded-xl border border-line bg-surface p-4">
                  <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                    {index + 1}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{step.title}</span>
                    <span className="mt-1 block text-ink-muted">{step.text}</span>
                  </span>
                </li>
              ))}
            </ol>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to="/certifying-providers">Find a certifying provider</ButtonLink>
              <ButtonLink to={lawPath} variant="secondary">
                {state.name} cannabis laws
              </ButtonLink>
            </div>
          </section>
        </div>
        <aside aria-labelledby="card-dispensaries" className="h-fit rounded-2xl border border-line bg-surface p-5">
          <h2 id="card-dispensaries" className="flex items-center gap-2 font-semibold text-ink">
            <Store aria-hidden="true" className="size-5 text-brand-700" />
            Where to shop in {state.name}
          </h2>
          <ul className="mt-3 flex flex-col">
            {dispensaries.map((dispensary) => (
              <li key={dispensary.path} className="border-b border-line last:border-0">
                <Link to={dispensary.path} className="flex min-h-11 flex-col justify-center py-2 hover:text-brand-800">
                  <span className="font-medium">{dispensary.name}</span>
                  <span className="text-sm text-ink-muted">
                    {dispensary.city}
                    {dispensary.medical ? ' · Medical menu' : ''}
                    {dispensary.comingSoon ? ' · Coming soon' : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/getting-a-medical-card" className="mt-4 flex min-h-11 items-center gap-1 border-t border-line pt-3 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
            How medical cards work
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </aside>
      </div>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
