import { serializeJsonLd } from '~/catalog/product/product-rules'
import type { Article, Recipe } from './blog-schema'
import { isoDuration } from './dates'
import { HERO_WIDTHS, heroImageUrl } from './hero-image'

type Publisher = { chainName: string; logoUrl: string }

/** Every hero width, absolute, widest first (search engines pick a size). */
function images(entry: Article | Recipe, origin: string): string[] {
  return HERO_WIDTHS.map((width) => `${origin}${heroImageUrl(entry.categorySlug, entry.slug, width)}`)
}

function byline(entry: Article | Recipe) {
  return { '@type': 'Person', name: entry.author.name, jobTitle: entry.author.role }
}

function publisher({ chainName, logoUrl }: Publisher) {
  return { '@type': 'Organization', name: chainName, logo: { '@type': 'ImageObject', url: logoUrl } }
}

/** schema.org Article for an article page (issue 16: JSON-LD Article). */
export function articleJsonLd(article: Article, origin: string, site: Publisher): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    image: images(article, origin),
    datePublished: article.publishDate,
    dateModified: article.updatedDate ?? article.publishDate,
    author: byline(article),
    publisher: publisher(site),
    articleSection: article.category,
    mainEntityOfPage: `${origin}${article.path}`,
  }
}

/** schema.org Recipe for a recipe page (issue 16: JSON-LD Recipe). */
export function recipeJsonLd(recipe: Recipe, origin: string, site: Publisher): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    image: images(recipe, origin),
    datePublished: recipe.publishDate,
    author: byline(recipe),
    publisher: publisher(site),
    prepTime: isoDuration(recipe.preparationTime),
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(recipe.preparationTime + recipe.cookTime),
    recipeYield: `${recipe.servings} ${recipe.servingUnit}`,
    recipeCategory: recipe.infused ? 'Infused' : 'Snack',
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
    mainEntityOfPage: `${origin}${recipe.path}`,
  }
}

export { serializeJsonLd }
