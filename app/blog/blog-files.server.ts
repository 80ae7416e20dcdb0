import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { z } from 'zod'
import {
  articleFrontMatterSchema,
  RECIPE_CATEGORY,
  recipeFrontMatterSchema,
  type Article,
  type BlogContent,
  type Recipe,
} from './blog-schema'
import { readingMinutes, sectionProblems, splitSections } from './sections'
import { slugify } from './slug'

/** content.server's Markdown reader (passed in, so this module and the content interface do not import each other). */
type ReadMarkdown = <S extends z.ZodType>(file: string, schema: S) => Promise<{ data: z.infer<S>; body: string }>

/** Problems found across the blog's files; the content interface reports them as a ContentError. */
export class BlogContentError extends Error {
  override name = 'BlogContentError'
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Read and validate content/articles/*.md and content/recipes/*.md: front matter against the
 * schemas, the body's sections, slugs (the file names) and that no two entries share an address.
 * Every file is checked before failing, so one start-up names every broken file. Newest first.
 */
export async function loadBlog(root: string, readMarkdown: ReadMarkdown): Promise<BlogContent> {
  const [articleFiles, recipeFiles] = await Promise.all([markdownFiles(root, 'articles'), markdownFiles(root, 'recipes')])
  const problems: string[] = []
  const articles = await settle(
    articleFiles.map(async (file): Promise<Article> => {
      const { data, body } = await readMarkdown(file, articleFrontMatterSchema)
      const slug = path.basename(file, '.md')
      const parts = checked(file, slug, splitSections(body), data.showToC, problems)
      const categorySlug = slugify(data.category)
      return {
        type: 'article',
        ...common(slug, data, parts),
        readTime: data.readTime ?? readingMinutes([parts.intro, ...parts.sections.map((s) => s.body)]),
        category: data.category,
        categorySlug,
        path: `/blog/${categorySlug}/${slug}`,
      }
    }),
    problems,
  )
  const recipes = await settle(
    recipeFiles.map(async (file): Promise<Recipe> => {
      const { data, body } = await readMarkdown(file, recipeFrontMatterSchema)
      const slug = path.basename(file, '.md')
      const parts = checked(file, slug, splitSections(body), data.showToC, problems)
      return {
        type: 'recipe',
        ...common(slug, data, parts),
        readTime: readingMinutes([parts.intro, ...parts.sections.map((s) => s.body), ...data.ingredients, ...data.steps]),
        category: RECIPE_CATEGORY,
        categorySlug: slugify(RECIPE_CATEGORY),
        path: `/blog/recipes/${slug}`,
        preparationTime: data.preparationTime,
        cookTime: data.cookTime,
        servings: data.servings,
        servingUnit: data.servingUnit,
        preparationDifficulty: data.preparationDifficulty,
        infused: data.infused,
        ingredients: data.ingredients,
        steps: data.steps,
      }
    }),
    problems,
  )
  if (recipes.some((recipe) => recipe.slug === 'recipes')) problems.push(`${path.join(root, 'recipes', 'recipes.md')}: 'recipes' is the recipes index's address`)
  problems.push(...recommendationProblems(root, [...articles, ...recipes]))
  if (problems.length > 0) throw new BlogContentError(problems.join('\n'))
  return { articles: newestFirst(articles), recipes: newestFirst(recipes) }
}

function common(
  slug: string,
  data: z.infer<typeof articleFrontMatterSchema> | z.infer<typeof recipeFrontMatterSchema>,
  parts: ReturnType<typeof splitSections>,
) {
  return {
    slug,
    title: data.title,
    subTitle: data.subTitle,
    description: data.description,
    publishDate: data.publishDate,
    updatedDate: data.updatedDate,
    author: data.author,
    showToC: data.showToC,
    showOnBlogListing: data.showOnBlogListing,
    states: data.states ?? [],
    ...(data.dispensaryCta ? { dispensaryCta: data.dispensaryCta } : {}),
    recommendedResources: data.recommendedResources ?? [],
    intro: parts.intro,
    sections: parts.sections,
  }
}

function checked(file: string, slug: string, parts: ReturnType<typeof splitSections>, showToC: boolean, problems: string[]) {
  if (!SLUG.test(slug)) problems.push(`Content file ${file}: the file name must be a slug (lower-case letters, digits and single hyphens)`)
  for (const problem of sectionProblems(parts, showToC)) problems.push(`Content file ${file} is invalid:\n  ${problem}`)
  return parts
}

/** Each entry's recommendedResources must name other entries, once each. */
function recommendationProblems(root: string, entries: readonly (Article | Recipe)[]): string[] {
  const paths = new Set(entries.map((entry) => entry.path))
  return entries.flatMap((entry) => {
    const file = path.join(path.resolve(root), entry.type === 'recipe' ? 'recipes' : 'articles', `${entry.slug}.md`)
    return entry.recommendedResources.flatMap((target, index) => {
      const at = `Content file ${file} is invalid:\n  recommendedResources[${index}]: `
      if (target === entry.path) return [`${at}an entry cannot recommend itself`]
      if (!paths.has(target)) return [`${at}there is no article or recipe at ${target}`]
      if (entry.recommendedResources.indexOf(target) !== index) return [`${at}${target} is listed twice`]
      return []
    })
  })
}

async function markdownFiles(root: string, folder: string): Promise<string[]> {
  const dir = path.join(path.resolve(root), folder)
  try {
    return (await readdir(dir))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => path.join(dir, name))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new BlogContentError(`Content folder ${dir} cannot be read: ${code === 'ENOENT' ? 'it does not exist' : (error as Error).message}`)
  }
}

/** Await every read; failed reads add their messages to `problems` (a non-content failure is rethrown). */
async function settle<T>(reads: Promise<T>[], problems: string[]): Promise<T[]> {
  const settled = await Promise.allSettled(reads)
  const values: T[] = []
  for (const entry of settled) {
    if (entry.status === 'fulfilled') values.push(entry.value)
    else if (entry.reason instanceof Error && entry.reason.name === 'ContentError') problems.push(entry.reason.message)
    else throw entry.reason
  }
  return values
}

function newestFirst<T extends { publishDate: string; slug: string }>(entries: T[]): T[] {
  return entries.toSorted((a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug))
}
