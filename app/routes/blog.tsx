import { useEffect, useRef } from 'react'
import { data, Link, useNavigation } from 'react-router'
import { ArticleGrid } from '~/blog/components/article-card'
import { CategoryFilter } from '~/blog/components/category-filter'
import { blogIndex } from '~/blog/blog.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { buttonClasses } from '~/ui/button'
import { Container } from '~/ui/container'
import { EmptyState } from '~/ui/empty-state'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders } from '~/ui/http'
import { FileText } from '~/ui/icons'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/blog'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return [
    ...pageMeta({
      title: 'Blog: articles and recipes',
      description: 'Guides to cannabis products, terpenes, shopping at a dispensary, the law and recipes, from the Northmeadow team.',
      chainName,
      noindex: !loaderData.ok,
    }),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}

export function headers(args: Route.HeadersArgs) {
  return cacheablePageHeaders(args)
}

/** /blog (002 §2): ?filter-category= (repeatable) and ?show= (the 'Read More' count); a bad query is a 400 with a message. */
export async function loader({ request }: Route.LoaderArgs) {
  const index = await blogIndex(request)
  if (!index.ok) return data(index, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  return index
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const index = loaderData
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Blog' }]} />
      <PageHeading
        className="mt-4"
        eyebrow="Blog"
        title="Articles and recipes"
        description="Plain-English guides to cannabis products, shopping at a dispensary and the law, and recipes from our kitchen. For adults 21 and older."
      >
        <Link to="/blog/recipes" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline">
          All recipes
        </Link>
      </PageHeading>
      {index.ok && index.geo ? (
        <section aria-labelledby="geo-title" className="mt-8 rounded-xl bg-brand-50 p-5 md:p-6">
          <h2 id="geo-title" className="mb-4 font-display text-xl font-semibold text-ink">
            For shoppers in {index.geo.stateName}
          </h2>
          <ArticleGrid cards={index.geo.cards} label={`Articles for ${index.geo.stateName}`} headingLevel={3} />
        </section>
      ) : null}
      <div className="mt-6 md:mt-8">
        <CategoryFilter options={index.options} />
      </div>
      {index.ok ? (
        <Results cards={index.cards} total={index.total} shown={index.shown} nextHref={index.nextHref} />
      ) : (
        <EmptyState icon={FileText} title="We couldn't show that" className="mt-8" actions={<Link to="/blog" className={buttonClasses('primary')}>See every article</Link>}>
          {index.message}
        </EmptyState>
      )}
    </Container>
  )
}

function Results({ cards, total, shown, nextHref }: { cards: Parameters<typeof ArticleGrid>[0]['cards']; total: number; shown: number; nextHref: string | null }) {
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/blog'
  const grid = useRef<HTMLDivElement>(null)
  const previous = useRef(shown)
  // After 'Read More', keyboard and screen-reader users continue at the first new card.
  useEffect(() => {
    if (shown > previous.current) {
      const links = grid.current?.querySelectorAll<HTMLAnchorElement>('h2 a')
      links?.[previous.current]?.focus()
    }
    previous.current = shown
  }, [shown])

  if (total === 0) {
    return (
      <EmptyState icon={FileText} title="Nothing here yet" className="mt-8" actions={<Link to="/blog" className={buttonClasses('primary')}>See every article</Link>}>
        There are no articles in this category yet.
      </EmptyState>
    )
  }
  return (
    <div ref={grid} className="mt-8" aria-busy={loading || undefined}>
      <ArticleGrid cards={cards} label="Articles" />
      <div className="mt-10 flex flex-col items-center gap-3">
        <p className="text-sm text-ink-muted" id="blog-count" aria-live="polite">
          Showing {shown} of {total} {total === 1 ? 'article' : 'articles'}
        </p>
        {nextHref ? (
          <Link to={nextHref} preventScrollReset replace aria-describedby="blog-count" className={buttonClasses('secondary', 'lg')}>
            Read More
          </Link>
        ) : null}
      </div>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
