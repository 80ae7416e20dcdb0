import { readFile } from 'node:fs/promises'
import path from 'node:path'
import matter from 'gray-matter'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import {
  homeSchema,
  menuFiltersSchema,
  siteSchema,
  type CustomRow,
  type HomeContent,
  type MenuFiltersContent,
  type SiteContent,
} from './schemas'
import { accountSchema, type AccountContent } from './account-schema'
import { authSchema, type AuthContent } from './auth-schema'
import { productPageSchema, type ProductPageContent } from './product-page-schema'
import { rewardsSchema, type RewardsContent } from './rewards-schema'
import { ageGateSchema, footerSchema, type AgeGateContent, type FooterContent } from './shell-schema'
import { storeChargesSchema, type StoreChargesContent } from './store-charges-schema'
// Blog (issue 16, articles and recipes).
import type { Article, BlogContent, Recipe } from '~/blog/blog-schema'
import { BlogContentError, loadBlog } from '~/blog/blog-files.server'
// Issue 16, legal status and FAQ (branch i16-legal).
import { legalStatusSchema, type LegalStatusContent } from '~/legal-status/content-schema'
import { faqContentSchema, type FaqContent } from '~/faq/content-schema'
import { guidesSchema, type GuidesContent } from '~/guides/content-schema'
// Issue 16, the search page (branch i16-search).
import { searchContentSchema, type SearchContent } from '~/search/content-schema'
// Issue 16, content pages (branch i16-pages).
import {
  aboutUsSchema,
  cannabisInsiderSchema,
  dealsContentSchema,
  type AboutUsContent,
  type CannabisInsiderContent,
  type DealsContent,
} from '~/content-pages/content-schema'

/**
 * The content interface. The embedded implementation reads typed files from `content/`; a headless
 * CMS adapter can implement the same interface later without callers noticing.
 */
export interface ContentSource {
  site(): SiteContent
  home(): HomeContent
  menuFilters(): MenuFiltersContent
  ageGate(): AgeGateContent
  footer(): FooterContent
  productPage(): ProductPageContent
  account(): AccountContent
  rewards(): RewardsContent
  auth(): AuthContent
  /** Taxes and fees per store at checkout (issue 6). */
  storeCharges(): StoreChargesContent

  // --- Blog (issue 16): articles and recipes -------------------------------------------------
  // Files: content/articles/{articleSlug}.md and content/recipes/{recipeSlug}.md, Markdown with
  // YAML front matter (schemas in app/blog/blog-schema.ts; level-2 headings are the sections, see
  // app/blog/sections.ts). A CMS adapter returns the same shapes, newest first; which entries a
  // visitor sees (region, publish date, listing flag) is app/blog/listing.ts's decision, not the
  // source's.
  /** Every article, newest first. */
  articles(): readonly Article[]
  /** The article at /blog/{categorySlug}/{articleSlug}, if there is one. */
  article(categorySlug: string, articleSlug: string): Article | undefined
  /** Every recipe, newest first. */
  recipes(): readonly Recipe[]
  /** The recipe at /blog/recipes/{recipeSlug}, if there is one. */
  recipe(recipeSlug: string): Recipe | undefined
  // --- end of blog ---------------------------------------------------------------------------
  // --- Issue 16: legal status and FAQ (branch i16-legal) ---
  /**
   * `content/legal-status.yaml`: the legal-status page's hero, intros and rewards block, and the
   * status, headline, possession rule, medical programme and section text of every US state and DC
   * (app/legal-status/content-schema.ts). Purchase limits are not part of it: they come from the
   * checkout's table (app/checkout/purchase-limits.ts).
   */
  legalStatus(): LegalStatusContent
  /**
   * `content/faq.yaml`: the FAQ's topic categories (questions, icon, description) and extra questions
   * per state (app/faq/content-schema.ts); app/faq/faq.server.ts adds a category per state.
   */
  faq(): FaqContent
  /**
   * `content/guides.yaml`: the /getting-a-medical-card, /patient-guide and /dispensary-guides pages
   * (Markdown bodies) and the steps of each state's medical-card page (app/guides/content-schema.ts).
   */
  guides(): GuidesContent
  // --- end issue 16: legal status and FAQ ---
  // --- Issue 16: the search page (branch i16-search) ---
  /**
   * `content/search.yaml`: the search page's texts and its no-results fallback content per host
   * kind, main and Ohio (app/search/content-schema.ts). Its suggested articles are checked against
   * the blog's entries when the content is read. What the page searches is not content: products,
   * dispensaries and the articles' own index (app/search/article-index.server.ts) live in PostgreSQL.
   */
  search(): SearchContent
  // --- end issue 16: search ---
  // --- Issue 16: content pages (branch i16-pages) ---
  /**
   * `content/about-us.yaml`: the /about-us page's hero banner, story sections, quotes banner,
   * donation content and call to action (app/content-pages/content-schema.ts). Banner parts may be
   * missing: the page hides them with a logged warning (app/content-pages/about-us.ts).
   */
  aboutUs(): AboutUsContent
  /**
   * `content/cannabis-insider.yaml`: the newsletter page's hero banner, what each issue holds and the
   * sign-up form's copy. The sign-ups themselves are data, in PostgreSQL (app/newsletter/).
   */
  cannabisInsider(): CannabisInsiderContent
  /**
   * `content/deals.yaml`: the state deals page's deals banner (per state slug, or 'default') and the
   * group discounts. The deal cards themselves are the stores' specials, in PostgreSQL.
   */
  deals(): DealsContent
  // --- end issue 16: content pages ---
}

export class ContentError extends Error {
  override name = 'ContentError'
}

export interface MarkdownEntry<T> {
  data: T
  /** The Markdown after the front matter, untouched. */
  body: string
}

let source: ContentSource | undefined

/**
 * Read and validate every content file; a bad file stops start-up naming the file and field.
 * All files are checked before failing so one start-up reports every broken file at once.
 */
export async function loadContent(dir: string): Promise<ContentSource> {
  const root = path.resolve(dir)
  const [site, home, menuFilters, ageGate, footer, productPage, account, rewards, auth, storeCharges, blog, legalStatus, faq, guides, search, aboutUs, cannabisInsider, deals] =
    await collectErrors([
    readYaml(path.join(root, 'site.yaml'), siteSchema),
    readYaml(path.join(root, 'home.yaml'), homeSchema),
    readYaml(path.join(root, 'menu-filters.yaml'), menuFiltersSchema),
    readYaml(path.join(root, 'age-gate.yaml'), ageGateSchema),
    readYaml(path.join(root, 'footer.yaml'), footerSchema),
    readYaml(path.join(root, 'product-page.yaml'), productPageSchema),
    readYaml(path.join(root, 'account.yaml'), accountSchema),
    readYaml(path.join(root, 'rewards.yaml'), rewardsSchema),
    readYaml(path.join(root, 'auth.yaml'), authSchema),
    readYaml(path.join(root, 'store-charges.yaml'), storeChargesSchema),
    readBlog(root),
    // Issue 16, legal status and FAQ (branch i16-legal).
    readYaml(path.join(root, 'legal-status.yaml'), legalStatusSchema),
    readYaml(path.join(root, 'faq.yaml'), faqContentSchema),
    readYaml(path.join(root, 'guides.yaml'), guidesSchema),
    // Issue 16, the search page (branch i16-search).
    readYaml(path.join(root, 'search.yaml'), searchContentSchema),
    // Issue 16, content pages (branch i16-pages).
    readYaml(path.join(root, 'about-us.yaml'), aboutUsSchema),
    readYaml(path.join(root, 'cannabis-insider.yaml'), cannabisInsiderSchema),
    readYaml(path.join(root, 'deals.yaml'), dealsContentSchema),
  ] as const)
  checkSearchArticles(path.join(root, 'search.yaml'), search, blog)
  const articlesByPath = new Map(blog.articles.map((entry) => [entry.path, entry]))
  const recipesBySlug = new Map(blog.recipes.map((entry) => [entry.slug, entry]))
  source = {
    site: () => site,
    home: () => home,
    menuFilters: () => menuFilters,
    ageGate: () => ageGate,
    footer: () => footer,
    productPage: () => productPage,
    account: () => account,
    rewards: () => rewards,
    auth: () => auth,
    storeCharges: () => storeCharges,
    // Blog (issue 16).
    articles: () => blog.articles,
    article: (categorySlug, articleSlug) => articlesByPath.get(`/blog/${categorySlug}/${articleSlug}`),
    recipes: () => blog.recipes,
    recipe: (recipeSlug) => recipesBySlug.get(recipeSlug),
    // Issue 16, legal status and FAQ (branch i16-legal).
    legalStatus: () => legalStatus,
    faq: () => faq,
    guides: () => guides,
    search: () => search,
    // Issue 16, content pages (branch i16-pages).
    aboutUs: () => aboutUs,
    cannabisInsider: () => cannabisInsider,
    deals: () => deals,
  }
  return source
}

export function getContent(): ContentSource {
  if (!source) throw new Error('Content is not loaded: call loadContent() at start-up first.')
  return source
}

/** The search page's suggested articles (issue 16) must be pages of the blog. */
function checkSearchArticles(file: string, search: SearchContent, blog: BlogContent): void {
  const paths = new Set([...blog.articles, ...blog.recipes].map((entry) => entry.path))
  const missing = (['main', 'ohio'] as const).flatMap((host) =>
    search.noResults[host].articles.filter((page) => !paths.has(page)).map((page) => `noResults.${host}.articles: ${page} is not an article or recipe`),
  )
  if (missing.length > 0) throw new ContentError(`Content file ${path.resolve(file)} is invalid:\n  ${missing.join('\n  ')}`)
}

/** The blog's Markdown files (issue 16), their problems reported like every other content file's. */
async function readBlog(root: string): Promise<BlogContent> {
  try {
    return await loadBlog(root, readMarkdown)
  } catch (error) {
    if (error instanceof BlogContentError) throw new ContentError(error.message)
    throw error
  }
}

/** A YAML (or JSON, which YAML 1.2 also reads) content file, validated against `schema`. */
export async function readYaml<S extends z.ZodType>(file: string, schema: S): Promise<z.infer<S>> {
  const full = path.resolve(file)
  const text = await readText(full)
  let raw: unknown
  try {
    raw = parseYaml(text)
  } catch (error) {
    throw new ContentError(`Content file ${full} is not valid YAML: ${(error as Error).message}`)
  }
  return validate(full, raw, schema)
}

/** A Markdown content file whose YAML front matter is validated against `frontMatterSchema`. */
export async function readMarkdown<S extends z.ZodType>(
  file: string,
  frontMatterSchema: S,
): Promise<MarkdownEntry<z.infer<S>>> {
  const full = path.resolve(file)
  const text = await readText(full)
  let parsed: { data: unknown; content: string }
  try {
    // The `yaml` package instead of gray-matter's default js-yaml, so front matter and .yaml files
    // follow the same YAML rules (dates stay strings, duplicate keys are errors).
    parsed = matter(text, { engines: { yaml: (input: string) => (parseYaml(input) ?? {}) as object } })
  } catch (error) {
    throw new ContentError(`Content file ${full} has invalid front matter: ${(error as Error).message}`)
  }
  return { data: validate(full, parsed.data, frontMatterSchema), body: parsed.content }
}

async function readText(full: string): Promise<string> {
  try {
    return await readFile(full, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const reason = code === 'ENOENT' ? 'the file does not exist' : (error as Error).message
    throw new ContentError(`Content file ${full} cannot be read: ${reason}`)
  }
}

function validate<S extends z.ZodType>(full: string, raw: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(raw)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${fieldPath(issue.path)}: ${issue.message}`)
    throw new ContentError(`Content file ${full} is invalid:\n${lines.join('\n')}`)
  }
  return result.data
}

/** `steps[1].title`, or `(file)` when the whole document has the wrong shape. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return '(file)'
  return segments
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('')
}

/** Await every read; if any failed, throw one ContentError carrying every message. */
async function collectErrors<T extends readonly Promise<unknown>[]>(
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(reads)
  const failures = settled.flatMap((entry) => (entry.status === 'rejected' ? [entry.reason as unknown] : []))
  if (failures.length > 0) {
    const other = failures.find((failure) => !(failure instanceof ContentError))
    if (other) throw other
    throw new ContentError(failures.map((failure) => (failure as ContentError).message).join('\n'))
  }
  return settled.map((entry) => (entry as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>
  }
}

/** A store's product-category rows: its own when content names the store, else the default ones. */
export function customRowsFor(filters: MenuFiltersContent, storeId: number): CustomRow[] {
  return filters.customRows.stores[String(storeId)] ?? filters.customRows.default
}

/** Category labels a store uses ({row_type: display_name}) for its enabled rows. */
export function customProductTypeLabels(rows: readonly CustomRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((row) => row.enabled).map((row) => [row.row_type, row.display_name]))
}
