import { data, Link, redirect, useNavigation } from 'react-router'
import { EmptyCategory, CategoryNav, ResultsSection, SortLinks } from '~/search/components/search-results'
import { NoResults } from '~/search/components/no-results'
import { SearchForm } from '~/search/components/search-form'
import { searchPage } from '~/search/search.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { buttonClasses } from '~/ui/button'
import { Container } from '~/ui/container'
import { EmptyState } from '~/ui/empty-state'
import { RouteErrorBoundary } from '~/ui/error-page'
import { errorOnlyHeaders } from '~/ui/http'
import { SearchX } from '~/ui/icons'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/search'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return [
    ...pageMeta({
      title: loaderData.text ? `${loaderData.title}: ${loaderData.text}` : loaderData.title,
      description: loaderData.description,
      chainName,
      // Result pages are many and change with the menus: not for search engines.
      noindex: true,
    }),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}

export function headers(args: Route.HeadersArgs) {
  return errorOnlyHeaders(args)
}

/** /search?query=&category= (002 §2): a bad query string is a 400 with its message; a failed fallback goes to /error (002 §8). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await searchPage(request)
  if (page.state === 'fallback-failed') throw redirect('/error')
  if (page.state === 'invalid') return data(page, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  return page
}

export default function SearchRoute({ loaderData: page }: Route.ComponentProps) {
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/search'
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <h1 className="mt-4 font-display text-2xl font-semibold text-ink md:text-3xl">
        {page.state === 'results' || page.state === 'no-results' ? page.heading : page.title}
      </h1>
      <div className="mt-5 max-w-3xl">
        <SearchForm
          label={page.label}
          placeholder={page.placeholder}
          text={page.text}
          category={page.category}
          storeId={page.storeId === null ? null : String(page.storeId)}
          invalid={page.state === 'invalid' ? 'search-problem' : undefined}
        />
      </div>
      <div className="mt-8" aria-busy={loading || undefined}>
        {page.state === 'invalid' ? (
          <EmptyState icon={SearchX} title="We couldn't run that search" actions={<Link to="/search" className={buttonClasses('primary')}>Start a new search</Link>}>
            <p id="search-problem">{page.message}</p>
          </EmptyState>
        ) : null}
        {page.state === 'prompt' ? (
          <div className="flex flex-col gap-4">
            <p className="max-w-2xl text-base text-ink-muted">{page.prompt}</p>
            <h2 id="search-suggestions" className="font-display text-lg font-semibold text-ink">
              {page.suggestionsTitle}
            </h2>
            <ul aria-labelledby="search-suggestions" className="flex flex-wrap gap-2">
              {page.suggestions.map((item) => (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    className="inline-flex min-h-11 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {page.state === 'no-results' ? <NoResults fallback={page.fallback} /> : null}
        {page.state === 'results' ? (
          <div className="flex flex-col gap-8">
            <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
              <CategoryNav items={page.nav} />
              {page.sort ? <SortLinks options={page.sort} /> : null}
            </div>
            {page.storeName ? (
              <p className="text-sm text-ink-muted">
                Products from the menu of <span className="font-semibold text-ink">{page.storeName}</span>.
              </p>
            ) : null}
            {page.elsewhere.length > 0 && page.sections[0] ? (
              <EmptyCategory title={page.sections[0].title} elsewhere={page.elsewhere} />
            ) : (
              page.sections.map((section) => <ResultsSection key={section.category} section={section} overview={page.category === null} />)
            )}
          </div>
        ) : null}
      </div>
    </Container>
  )
}

export const ErrorBoundary = RouteErrorBoundary
