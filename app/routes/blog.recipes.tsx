import { Link } from 'react-router'
import { ArticleGrid } from '~/blog/components/article-card'
import { recipesIndex } from '~/blog/blog.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/blog.recipes'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return [
    ...pageMeta({
      title: 'Recipes',
      description: 'Infused recipes with measured servings, and snacks and drinks for a night in, from the Northmeadow kitchen.',
      chainName,
    }),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}

export function headers(args: Route.HeadersArgs) {
  return cacheablePageHeaders(args)
}

export function loader({ request }: Route.LoaderArgs) {
  return recipesIndex(request)
}

export default function RecipesIndex({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: 'Recipes' }]} />
      <PageHeading
        className="mt-4"
        eyebrow="Blog"
        title="Recipes"
        description={
          <>
            <p>
              Infused recipes made with products of known strength, so every serving has a measured amount, and plain snacks and
              drinks for a night in. For adults 21 and older: label anything infused and keep it away from children and pets.
            </p>
          </>
        }
      >
        <Link to="/blog" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline">
          All articles
        </Link>
      </PageHeading>
      <div className="mt-8">
        <ArticleGrid cards={loaderData.cards} label="Recipes" />
      </div>
    </Container>
  )
}

export const ErrorBoundary = RouteErrorBoundary
