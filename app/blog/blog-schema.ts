import { z } from 'zod'
import { RECOMMENDED_RESOURCES_MAX } from './recommended'

/**
 * The blog's content files (issue 16; 002 §3 'Blog resource and page content', 000 §3 'Article
 * card'): front matter of content/articles/{slug}.md and content/recipes/{slug}.md. The file name is
 * the slug. The Markdown body holds the sections (see sections.ts).
 */

/** The article categories in the order the blog's filter lists them. 'Resources' is 001 §9's. */
export const ARTICLE_CATEGORIES = [
  'Cannabis 101',
  'Product Guides',
  'Strains & Terpenes',
  'Dispensary Tips',
  'Lifestyle',
  'Laws & Policy',
  'Resources',
] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

/** Recipes share the blog index with articles under this category (002 §7: page_type Blog or Recipe). */
export const RECIPE_CATEGORY = 'Recipes'
export type BlogCategoryName = ArticleCategory | typeof RECIPE_CATEGORY

export const PREPARATION_DIFFICULTIES = ['Easy', 'Medium', 'Advanced'] as const
export type PreparationDifficulty = (typeof PREPARATION_DIFFICULTIES)[number]

/** A calendar date written YYYY-MM-DD (YAML keeps it a string: see readMarkdown). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'is not a real date')

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`)

const author = z.strictObject({ name: text(80), role: text(80) })

/** Two-letter codes of the states an entry is about; an Ohio entry shows only on Ohio hosts (002 §6). */
const states = z.array(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as IL')).optional()

const common = {
  title: text(120),
  subTitle: text(200),
  /** The card's and the page's meta description. */
  description: text(220),
  publishDate: isoDate,
  updatedDate: isoDate.optional(),
  author,
  /** The 'Content' table of contents (002 §2: shown when showToC is on). */
  showToC: z.boolean(),
  /** Whether the entry is listed on /blog (002 §7 'showOnBlogListing'); its page exists either way. */
  showOnBlogListing: z.boolean().default(true),
  states,
  /**
   * A call to action on the entry's card, to a page under /dispensaries (000 §2: a link to a
   * dispensary's own page gets the state-FAQ anchor appended, app/blog/cards.ts).
   */
  dispensaryCta: z
    .strictObject({ title: text(60), url: z.string().regex(/^\/dispensaries\/[a-z0-9-]+(\/[a-z0-9-]+)*\/?$/, 'must be a /dispensaries/… path') })
    .optional(),
  /**
   * Addresses of the entries to recommend first under this one (000 §2 'recommended resources';
   * app/blog/recommended.ts fills the rest from the Resources category). Each must be another
   * entry's address: checked at start-up.
   */
  recommendedResources: z
    .array(z.string().regex(/^\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/, 'must be an article or recipe address such as /blog/resources/safe-storage-checklist'))
    .max(RECOMMENDED_RESOURCES_MAX)
    .optional(),
}

export const articleFrontMatterSchema = z.strictObject({
  ...common,
  category: z.enum(ARTICLE_CATEGORIES, { message: `must be one of: ${ARTICLE_CATEGORIES.join(', ')}` }),
  /** Minutes; computed from the text when absent. */
  readTime: z.number().int().positive().optional(),
})
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>

export const recipeFrontMatterSchema = z.strictObject({
  ...common,
  /** Active minutes (002 §3 preparationTime). */
  preparationTime: z.number().int().positive(),
  /** Minutes in the oven, pan or slow cooker; 0 for no-cook recipes. */
  cookTime: z.number().int().min(0),
  servings: z.number().int().positive(),
  /** What one serving is: 'squares', 'glasses'. */
  servingUnit: text(30),
  preparationDifficulty: z.array(z.enum(PREPARATION_DIFFICULTIES)).min(1),
  /** Whether the recipe contains cannabis (the page then shows the dosing reminder). */
  infused: z.boolean(),
  ingredients: z.array(text(200)).min(2),
  steps: z.array(text(600)).min(2),
})
export type RecipeFrontMatter = z.infer<typeof recipeFrontMatterSchema>

/** One titled part of the body (002 §3 blogSectionsCollection: title, body rich text, useInToC). */
export type BlogSection = { id: string; title: string; body: string; useInToC: boolean }

type EntryCommon = {
  slug: string
  title: string
  subTitle: string
  description: string
  publishDate: string
  updatedDate: string | undefined
  author: { name: string; role: string }
  showToC: boolean
  showOnBlogListing: boolean
  states: string[]
  /** A call to action on the entry's card, to a /dispensaries/… page. */
  dispensaryCta?: { title: string; url: string }
  /** Addresses of entries to recommend first under this one (app/blog/recommended.ts). */
  recommendedResources: string[]
  /** Markdown before the first section. */
  intro: string
  sections: BlogSection[]
  /** Minutes. */
  readTime: number
}

export type Article = EntryCommon & {
  type: 'article'
  category: ArticleCategory
  categorySlug: string
  /** /blog/{categorySlug}/{slug} */
  path: string
}

export type Recipe = EntryCommon & {
  type: 'recipe'
  category: typeof RECIPE_CATEGORY
  categorySlug: string
  /** /blog/recipes/{slug} */
  path: string
  preparationTime: number
  cookTime: number
  servings: number
  servingUnit: string
  preparationDifficulty: PreparationDifficulty[]
  infused: boolean
  ingredients: string[]
  steps: string[]
}

export type BlogEntry = Article | Recipe

/** Everything the blog holds, newest first, as the content interface hands it out. */
export type BlogContent = {
  articles: readonly Article[]
  recipes: readonly Recipe[]
}
