import { data } from 'react-router'
import { getLegalPage, isLegalPageSlug } from '~/compliance/legal.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import { RichText } from '~/ui/rich-text'
import type { Route } from './+types/legal'

/** Terms, privacy policy, notice of privacy practices and accessibility statement: one module, one path each. */
/**
 * The gate leaves these pages open: the terms and policies a visitor accepts by entering must be
 * readable before they answer (isAgeGateExempt in app/compliance/age-gate-exempt.ts names them, and a
 * test keeps the two in step). The shell reads it from the route, so the route table itself need
 * not travel with every page.
 */
export const handle = { ageGateExempt: true }

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: loaderData.page.title, description: loaderData.page.description, chainName })
}

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '')
  if (!isLegalPageSlug(slug)) throw data('Not found', { status: 404 })
  const page = await getLegalPage(slug)
  // The shell around the text depends on the visitor's cookies (consent banner, home dispensary).
  return data({ page }, { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400', Vary: 'Cookie' } })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: page.title }]} />
      <article className="mt-4 max-w-3xl">
        <PageHeading
          title={page.title}
          description={
            <p>
              Last updated <time dateTime={page.updated}>{updatedFormat.format(new Date(`${page.updated}T00:00:00Z`))}</time>
            </p>
          }
        />
        <RichText markdown={page.body} className="mt-8" />
      </article>
    </Container>
  )
}

export const ErrorBoundary = RouteErrorBoundary
