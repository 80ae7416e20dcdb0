import { Link } from 'react-router'
import { isGuideSlug } from '~/guides/guides'
import { getGuidePage, listMedicalCardStates } from '~/guides/guides.server'
import { StaticRichText } from '~/legal-status/components/server-markup'
import { getRegion } from '~/site/region.server'
import { ArrowRight, HeartPulse } from '~/ui/icons'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/guide'

/** /getting-a-medical-card, /patient-guide and /dispensary-guides: one module, one path each (content/guides.yaml). */
export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: loaderData.page.title, description: loaderData.page.description, chainName })
}

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '')
  if (!isGuideSlug(slug)) throw notFound()
  const page = getGuidePage(slug)
  const states = slug === 'getting-a-medical-card' ? await listMedicalCardStates(getRegion(request)) : []
  return { page, states }
}

export const headers = cacheablePageHeaders

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { page, states } = loaderData
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: page.title }]} />
      <article className="mt-4 max-w-3xl">
        <PageHeading
          eyebrow="Resources"
          title={page.title}
          description={
            <>
              <p>{page.description}</p>
              <p className="mt-2 text-sm">
                Updated <time dateTime={page.updated}>{updatedFormat.format(new Date(`${page.updated}T00:00:00Z`))}</time>
              </p>
            </>
          }
        />
        <StaticRichText markdown={page.body} className="mt-8" />
        {states.length ? (
          <section aria-labelledby="medical-card-states" className="mt-10">
            <h2 id="medical-card-states" className="font-display text-xl font-semibold md:text-2xl">
              Medical cards in the states where we have dispensaries
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {states.map((state) => (
                <li key={state.slug}>
                  <Link
                    to={state.path}
                    className="flex h-full items-start gap-3 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
                  >
                    <HeartPulse aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <span>
                      <span className="block font-semibold text-ink">{state.name}</span>
                      <span className="block text-sm text-ink-muted">{state.programName}</span>
                    </span>
                    <ArrowRight aria-hidden="true" className="ml-auto size-4 shrink-0 self-center text-brand-800" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
