import { Link } from 'react-router'
import { publicPageGroups, type PublicPage } from '~/site/public-pages.server'
import { getRegion } from '~/site/region.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/site-map'

/** /site-map (issue 16; 001 §2.1 'site map'): every public page of the host, grouped, from the same list as /sitemap.xml. */
export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Site map', description: `Every page of the ${chainName} site: dispensaries, menus, guides, the blog, laws and FAQs.`, chainName })
}

export async function loader({ request }: Route.LoaderArgs) {
  return { groups: await publicPageGroups(getRegion(request)) }
}

export const headers = cacheablePageHeaders

export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Site map' }]} />
      <PageHeading className="mt-4" title="Site map" description={<p>Every page of our site, grouped by topic.</p>} />
      <nav aria-label="Site map topics" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-brand-900 transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                {group.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 flex flex-col gap-12">
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-24 border-t border-line pt-8">
            <h2 id={`${group.id}-heading`} className="font-display text-xl font-semibold text-ink md:text-2xl">
              {group.heading}
            </h2>
            <PageLinks pages={group.pages} label={group.heading} />
            {group.sections.map((section) => (
              <div key={section.heading} className="mt-6">
                <h3 className="text-base font-semibold text-ink">{section.heading}</h3>
                <PageLinks pages={section.pages} label={section.heading} />
              </div>
            ))}
          </section>
        ))}
      </div>
    </Container>
  )
}

function PageLinks({ pages, label }: { pages: PublicPage[]; label: string }) {
  if (pages.length === 0) return null
  return (
    <ul aria-label={label} className="mt-2 columns-1 gap-x-8 sm:columns-2 lg:columns-4">
      {pages.map((page) => (
        <li key={page.path} className="break-inside-avoid">
          <Link to={page.path} prefetch="none" className="inline-flex min-h-11 items-center py-1 text-sm text-brand-800 underline-offset-2 hover:text-brand-900 hover:underline md:min-h-9">
            {page.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
