import { recipePage } from '~/blog/blog.server'
import { EntryBody, EntryHero, RelatedEntries } from '~/blog/components/entry-page'
import { RecommendedResources } from '~/blog/components/recommended-resources'
import { RecipeDetails, RecipeFacts } from '~/blog/components/recipe-details'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/blog.recipe'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { recipe } = loaderData
  return [
    ...pageMeta({ title: recipe.title, description: recipe.description, chainName }),
    { tagName: 'link', rel: 'canonical', href: recipe.canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: recipe.canonical },
    { property: 'og:image', content: new URL(recipe.hero.sources[0]!.srcSet, recipe.canonical).href },
  ]
}

export function headers(args: Route.HeadersArgs) {
  return cacheablePageHeaders(args)
}

/** /blog/recipes/{recipeSlug}; an unknown slug is the site's 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const recipe = recipePage(request, params.recipeSlug)
  if (!recipe) throw notFound()
  return { recipe }
}

export default function RecipeRoute({ loaderData }: Route.ComponentProps) {
  const { recipe } = loaderData
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: recipe.jsonLd }} />
      <article>
        <EntryHero
          entry={recipe}
          crumbs={[
            { label: 'Home', to: '/' },
            { label: 'Blog', to: '/blog' },
            { label: 'Recipes', to: '/blog/recipes' },
            { label: recipe.title },
          ]}
          facts={<RecipeFacts recipe={recipe} />}
        />
        <EntryBody entry={recipe}>
          <RecipeDetails recipe={recipe} />
        </EntryBody>
      </article>
      <RecommendedResources items={recipe.recommended} />
      <RelatedEntries entry={recipe} />
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
