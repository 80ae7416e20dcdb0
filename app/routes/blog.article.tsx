import { articlePage } from '~/blog/blog.server'
import { EntryBody, EntryHero, RelatedEntries } from '~/blog/components/entry-page'
import { RecommendedResources } from '~/blog/components/recommended-resources'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/blog.article'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { article } = loaderData
  return [
    ...pageMeta({ title: article.title, description: article.description, chainName }),
    { tagName: 'link', rel: 'canonical', href: article.canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: article.canonical },
    { property: 'og:image', content: new URL(article.hero.sources[0]!.srcSet, article.canonical).href },
    { property: 'article:published_time', content: article.date?.iso },
    { property: 'article:section', content: article.category },
  ].filter((tag) => !('content' in tag) || tag.content !== undefined)
}

export function headers(args: Route.HeadersArgs) {
  return cacheablePageHeaders(args)
}

/** /blog/{categorySlug}/{articleSlug}; an unknown pair (or one from the other region) is the site's 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const article = articlePage(request, params.categorySlug, params.articleSlug)
  if (!article) throw notFound()
  return { article }
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: article.jsonLd }} />
      <article>
        <EntryHero
          entry={article}
          crumbs={[
            { label: 'Home', to: '/' },
            { label: 'Blog', to: '/blog' },
            { label: article.category, to: article.categoryHref },
            { label: article.title },
          ]}
        />
        <EntryBody entry={article} />
      </article>
      <RecommendedResources items={article.recommended} />
      <RelatedEntries entry={article} />
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
