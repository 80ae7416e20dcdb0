import { homeDispensaryFromCookie } from '~/compliance/current-dispensary'
import { getContent } from '~/content/content.server'
import { getState } from '~/dispensaries/dispensaries.server'
import { getEnv } from '~/env.server'
import { ohioOriginFor } from '~/site/links'
import { getRegion } from '~/site/region.server'
import { richTextHtml, type RichTextLinks } from '~/ui/rich-text-html.server'
import type { Article, BlogEntry, Recipe } from './blog-schema'
import { toCard, type ArticleCard } from './cards'
import { formatArticleDate, formatMinutes, formatRecipeDate } from './dates'
import { heroImage, type HeroImage } from './hero-image'
import { articleJsonLd, recipeJsonLd, serializeJsonLd } from './json-ld'
import { blogPage, filterOptions, geoEntries, parseBlogQuery, readable, type FilterOption } from './listing'
import { RECIPE_PARTS } from './recipe-parts'
import { pickRecommendedResources, toRecommendedResource, type RecommendedResource } from './recommended'

/** Pages of the blog (issue 16): what the routes under /blog render, shaped for their components. */

type Visitor = { region: ReturnType<typeof getRegion>; links: RichTextLinks; origin: string; now: Date }

function visitor(request: Request, now: Date): Visitor {
  const region = getRegion(request)
  const url = new URL(request.url)
  return { region, links: { region, ohioOrigin: ohioOriginFor(request.url, getEnv().OHIO_HOSTS) }, origin: url.origin, now }
}

/** Articles and recipes a visitor may read, newest first. */
function readableEntries(v: Visitor): BlogEntry[] {
  const content = getContent()
  return [...content.articles(), ...content.recipes()]
    .filter((entry) => readable(entry, v.region, v.now))
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug))
}

/** Articles about the state of the visitor's home dispensary (002 §2 'geo-based article grid'). */
export type GeoGrid = { stateName: string; cards: ArticleCard[] }

export type BlogIndexData =
  | {
      ok: true
      options: FilterOption[]
      cards: ArticleCard[]
      total: number
      shown: number
      nextHref: string | null
      canonical: string
      geo: GeoGrid | null
    }
  | { ok: false; message: string; options: FilterOption[]; canonical: string }

/**
 * /blog?filter-category=…&show=… (002 §2): the filter, the cards shown and the 'Read More' address;
 * on unfiltered views, the geo grid for the visitor's home dispensary's state.
 */
export async function blogIndex(request: Request, now = new Date()): Promise<BlogIndexData> {
  const v = visitor(request, now)
  const listed = readableEntries(v).filter((entry) => entry.showOnBlogListing)
  const canonical = `${v.origin}/blog`
  const parsed = parseBlogQuery(new URL(request.url).searchParams)
  if (!parsed.ok) return { ok: false, message: parsed.message, options: filterOptions(listed, []), canonical }
  const page = blogPage(listed, parsed.query)
  return {
    ok: true,
    // Unfiltered views only; it stays put through 'Read More' (no jump above the grid).
    geo: parsed.query.selected.length === 0 ? await geoGrid(request, v, listed) : null,
    options: filterOptions(listed, parsed.query.selected),
    cards: page.entries.map(toCard),
    total: page.total,
    shown: page.shown,
    nextHref: page.nextHref,
    canonical,
  }
}

async function geoGrid(request: Request, v: Visitor, listed: BlogEntry[]): Promise<GeoGrid | null> {
  const home = homeDispensaryFromCookie(request.headers.get('cookie'))
  if (!home) return null
  const state = await getState(home.stateSlug, v.region, { now: v.now })
  if (!state) return null
  const entries = geoEntries(listed, state.code)
  return entries.length > 0 ? { stateName: state.name, cards: entries.map(toCard) } : null
}

/** Every listed recipe a visitor may read, as cards (/blog/recipes). */
export function recipesIndex(request: Request, now = new Date()): { cards: ArticleCard[]; canonical: string } {
  const v = visitor(request, now)
  const recipes = getContent()
    .recipes()
    .filter((recipe) => recipe.showOnBlogListing && readable(recipe, v.region, v.now))
  return { cards: recipes.map(toCard), canonical: `${v.origin}/blog/recipes` }
}

export type TocItem = { id: string; title: string }
export type RenderedSection = { id: string; title: string; html: string }

type EntryPage = {
  title: string
  subTitle: string
  description: string
  category: string
  categoryHref: string
  date: { iso: string; label: string } | null
  updated: { iso: string; label: string } | null
  author: { name: string; role: string }
  readTime: string
  hero: HeroImage
  /** The 'Content' list (002 §2), empty when showToC is off. */
  toc: TocItem[]
  introHtml: string
  sections: RenderedSection[]
  related: ArticleCard[]
  /** 000 §2 'recommended resources', under the text; none of them among `related`. */
  recommended: RecommendedResource[]
  canonical: string
  jsonLd: string
}

export type ArticlePageData = EntryPage & { type: 'article' }
export type RecipePageData = EntryPage & {
  type: 'recipe'
  preparationTime: string
  cookTime: string | null
  servings: string
  difficulty: string
  infused: boolean
  ingredients: string[]
  steps: string[]
}

function rendered(entry: Article | Recipe, v: Visitor) {
  return {
    introHtml: entry.intro ? richTextHtml(entry.intro, v.links) : '',
    sections: entry.sections.map((section) => ({ id: section.id, title: section.title, html: richTextHtml(section.body, v.links) })),
  }
}

/** More from the entry's category, and the recommended resources (none of them twice on the page). */
function further(entry: BlogEntry, v: Visitor): { related: ArticleCard[]; recommended: RecommendedResource[] } {
  const readable = readableEntries(v)
  const related = readable.filter((other) => other.category === entry.category && other.path !== entry.path && other.showOnBlogListing).slice(0, 3)
  return {
    related: related.map(toCard),
    recommended: pickRecommendedResources(entry, readable, related.map((other) => other.path)).map(toRecommendedResource),
  }
}

function publisher(origin: string) {
  const site = getContent().site()
  return { chainName: site.chainName, logoUrl: `${origin}${site.logo.src}` }
}

/** The article at /blog/{categorySlug}/{articleSlug}, or null (a 404) when there is none for this visitor. */
export function articlePage(request: Request, categorySlug: string, articleSlug: string, now = new Date()): ArticlePageData | null {
  const v = visitor(request, now)
  const article = getContent().article(categorySlug, articleSlug)
  if (!article || !readable(article, v.region, v.now)) return null
  const { introHtml, sections } = rendered(article, v)
  return {
    type: 'article',
    title: article.title,
    subTitle: article.subTitle,
    description: article.description,
    category: article.category,
    categoryHref: `/blog?filter-category=${article.categorySlug}`,
    date: article.category === 'Resources' ? null : { iso: article.publishDate, label: formatArticleDate(article.publishDate) },
    updated: article.updatedDate ? { iso: article.updatedDate, label: formatArticleDate(article.updatedDate) } : null,
    author: article.author,
    readTime: `${article.readTime} min read`,
    hero: heroImage(article),
    toc: article.showToC ? article.sections.filter((s) => s.useInToC).map(({ id, title }) => ({ id, title })) : [],
    introHtml,
    sections,
    ...further(article, v),
    canonical: `${v.origin}${article.path}`,
    jsonLd: serializeJsonLd(articleJsonLd(article, v.origin, publisher(v.origin))),
  }
}

/** A body heading may not take the anchor of the recipe's own parts. */
function sectionId(id: string): string {
  return RECIPE_PARTS.some((part) => part.id === id) ? `${id}-notes` : id
}

/** The recipe at /blog/recipes/{recipeSlug}, or null (a 404). */
export function recipePage(request: Request, recipeSlug: string, now = new Date()): RecipePageData | null {
  const v = visitor(request, now)
  const recipe = getContent().recipe(recipeSlug)
  if (!recipe || !readable(recipe, v.region, v.now)) return null
  const { introHtml, sections } = rendered(recipe, v)
  return {
    type: 'recipe',
    title: recipe.title,
    subTitle: recipe.subTitle,
    description: recipe.description,
    category: recipe.category,
    categoryHref: '/blog/recipes',
    date: { iso: recipe.publishDate, label: formatRecipeDate(recipe.publishDate) },
    updated: null,
    author: recipe.author,
    readTime: `${recipe.readTime} min read`,
    hero: heroImage(recipe),
    toc: recipe.showToC ? [...RECIPE_PARTS, ...recipe.sections.filter((s) => s.useInToC).map(({ id, title }) => ({ id: sectionId(id), title }))] : [],
    introHtml,
    sections: sections.map((s) => ({ ...s, id: sectionId(s.id) })),
    ...further(recipe, v),
    canonical: `${v.origin}${recipe.path}`,
    jsonLd: serializeJsonLd(recipeJsonLd(recipe, v.origin, publisher(v.origin))),
    preparationTime: formatMinutes(recipe.preparationTime),
    cookTime: recipe.cookTime > 0 ? formatMinutes(recipe.cookTime) : null,
    servings: `${recipe.servings} ${recipe.servingUnit}`,
    difficulty: recipe.preparationDifficulty.join(', '),
    infused: recipe.infused,
    ingredients: recipe.ingredients,
    steps: recipe.steps,
  }
}
