import { Link } from 'react-router'
import { LEGEND } from '~/legal-status/legal-status'
import { legalStatusPage, listStateLaws } from '~/legal-status/legal-status.server'
import { ArrowRight } from '~/ui/icons'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/cannabis-laws-by-state'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: loaderData.title, description: loaderData.description, chainName })
}

export function loader() {
  const { lawsIndex } = legalStatusPage()
  const states = listStateLaws().map((law) => ({ code: law.code, name: law.name, status: law.status, headline: law.headline, lawPath: law.lawPath }))
  // Grouped in the legend's order, each group alphabetical.
  const groups = LEGEND.map((entry) => ({ ...entry, states: states.filter((state) => state.status === entry.status) })).filter(
    (group) => group.states.length > 0,
  )
  return { title: lawsIndex.title, description: lawsIndex.description, groups }
}

export const headers = cacheablePageHeaders

/** /cannabis-laws-by-state: every state and DC, grouped by legal status, each linking to its law page. */
export default function CannabisLawsByState({ loaderData }: Route.ComponentProps) {
  const { title, description, groups } = loaderData
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <PageHeading className="mt-4" eyebrow="Resources" title={title} description={<p>{description}</p>}>
        <Link
          to="/where-is-cannabis-legal"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          See the map of where cannabis is legal
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </PageHeading>
      <div className="mt-10 flex flex-col gap-10">
        {groups.map((group) => (
          <section key={group.status} aria-labelledby={`laws-${group.status}`}>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h2 id={`laws-${group.status}`} className="flex items-center gap-2 font-display text-xl font-semibold md:text-2xl">
                <span aria-hidden="true" className={`legal-swatch size-4 rounded-full ${group.className}`} />
                {group.title}
              </h2>
              <p className="text-sm text-ink-muted">
                {group.subTitle} · {group.states.length} {group.states.length === 1 ? 'state' : 'states'}
              </p>
            </div>
            <ul className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {group.states.map((state) => (
                <li key={state.code}>
                  <Link
                    to={state.lawPath}
                    className="flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
                  >
                    <span className="font-semibold text-ink">{state.name}</span>
                    <span className="text-sm text-ink-muted">{state.headline}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
