import type { Region } from '~/site/host-mode'
import { ARTICLE_CATEGORIES, RECIPE_CATEGORY, type BlogCategoryName, type BlogEntry } from './blog-schema'
import { slugify } from './slug'

/** The blog grid shows 6 cards at first and 6 more per 'Read More' (002 §4, §9). */
export const BLOG_PAGE_SIZE = 6
/** The repeatable query parameter of the blog's category filter (002 §2). */
export const FILTER_PARAM = 'filter-category'
/** How many cards the grid shows; the 'Read More' link carries the next count, so it works without JavaScript. */
export const SHOWN_PARAM = 'show'
/** The filter option that stands for every category (002 §2: exclusive). */
export const ALL = 'all'

/** Every filter category of the blog, in the order the filter lists them. */
export const BLOG_CATEGORIES: readonly { name: BlogCategoryName; slug: string }[] = ([...ARTICLE_CATEGORIES, RECIPE_CATEGORY] as BlogCategoryName[]).map(
  (name) => ({ name, slug: slugify(name) }),
)

export type BlogQuery = { selected: string[]; shown: number }
export type BlogQueryResult = { ok: true; query: BlogQuery } | { ok: false; message: string }

/**
 * The blog index's query: `filter-category` (repeatable, category slugs; 'all' or none means All,
 * and All wins over any category beside it) and `show` (cards shown, a positive whole number,
 * rounded up to a whole step of 6). Anything else is a bad request, answered with a message.
 */
export function parseBlogQuery(params: URLSearchParams): BlogQueryResult {
  const values = params.getAll(FILTER_PARAM).map((value) => value.trim().toLowerCase())
  const unknown = values.filter((value) => value !== ALL && !BLOG_CATEGORIES.some((category) => category.slug === value))
  if (unknown.length > 0) return { ok: false, message: `There is no blog category called '${unknown[0]}'.` }
  const selected = values.includes(ALL) ? [] : inCategoryOrder(values)
  const raw = params.get(SHOWN_PARAM)
  let shown = BLOG_PAGE_SIZE
  if (raw !== null) {
    if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) return { ok: false, message: 'The number of articles to show must be a whole number from 1 to 9999.' }
    shown = Math.ceil(Number(raw) / BLOG_PAGE_SIZE) * BLOG_PAGE_SIZE
  }
  return { ok: true, query: { selected, shown } }
}

/**
 * The selection after a shopper picks `slug` (002 §2): All clears every category; a category
 * toggles, replacing All; unselecting the last category returns to All (an empty selection).
 */
export function toggleCategory(selected: readonly string[], slug: string): string[] {
  if (slug === ALL) return []
  return selected.includes(slug) ? selected.filter((value) => value !== slug) : inCategoryOrder([...selected, slug])
}

/** The blog index's address for a selection (and a count of cards other than the first step). */
export function blogHref(selected: readonly string[], shown = BLOG_PAGE_SIZE): string {
  const params = new URLSearchParams()
  for (const slug of inCategoryOrder(selected)) params.append(FILTER_PARAM, slug)
  if (shown > BLOG_PAGE_SIZE) params.set(SHOWN_PARAM, String(shown))
  const search = params.toString()
  return search ? `/blog?${search}` : '/blog'
}

function inCategoryOrder(slugs: readonly string[]): string[] {
  const wanted = new Set(slugs)
  return BLOG_CATEGORIES.filter((category) => wanted.has(category.slug)).map((category) => category.slug)
}

/**
 * Whether a region's visitors see an entry (002 §6, the Ohio-versus-Main domain filter): entries
 * about Ohio only on Ohio hosts and never elsewhere; on Ohio hosts, entries about other states only
 * are hidden. Entries about no state in particular show everywhere.
 */
export function shownInRegion(states: readonly string[], region: Region): boolean {
  if (states.length === 0) return true
  return region === 'ohio' ? states.includes('OH') : !states.includes('OH')
}

/** Whether an entry is out: its publish date (a calendar date, UTC) has come. */
export function isPublished(publishDate: string, now: Date): boolean {
  return publishDate <= now.toISOString().slice(0, 10)
}

/** The entries a visitor may open in their region today (listed or not). */
export function readable<T extends Pick<BlogEntry, 'states' | 'publishDate'>>(entry: T, region: Region, now: Date): boolean {
  return shownInRegion(entry.states, region) && isPublished(entry.publishDate, now)
}

export type FilterOption = { slug: string; label: string; count: number; selected: boolean; href: string }

/**
 * The filter's options: All with the number of listed entries, then each category that has any,
 * with its count (002 §8: when the facets cannot be counted the filter shows 'All (0)').
 */
export function filterOptions(entries: readonly Pick<BlogEntry, 'category'>[], selected: readonly string[]): FilterOption[] {
  const counts = new Map<string, number>()
  for (const entry of entries) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1)
  return [
    { slug: ALL, label: 'All', count: entries.length, selected: selected.length === 0, href: blogHref([]) },
    ...BLOG_CATEGORIES.filter((category) => (counts.get(category.name) ?? 0) > 0 || selected.includes(category.slug)).map((category) => ({
      slug: category.slug,
      label: category.name,
      count: counts.get(category.name) ?? 0,
      selected: selected.includes(category.slug),
      href: blogHref(toggleCategory(selected, category.slug)),
    })),
  ]
}

export type BlogPage<T> = { entries: T[]; total: number; shown: number; nextHref: string | null }

/** The selected categories' entries (all for an empty selection), the first `shown` of them, and the 'Read More' address. */
export function blogPage<T extends Pick<BlogEntry, 'category'>>(entries: readonly T[], query: BlogQuery): BlogPage<T> {
  const names = new Set(BLOG_CATEGORIES.filter((category) => query.selected.includes(category.slug)).map((category) => category.name))
  const matching = names.size === 0 ? entries : entries.filter((entry) => names.has(entry.category))
  const shown = Math.min(query.shown, matching.length)
  return {
    entries: matching.slice(0, shown),
    total: matching.length,
    shown,
    nextHref: shown < matching.length ? blogHref(query.selected, query.shown + BLOG_PAGE_SIZE) : null,
  }
}

/** How many cards the geo article grid shows (002 §2 'a geo-based article grid with Read More cards'). */
export const GEO_GRID_SIZE = 3

/** The listed entries about one state (its two-letter code), newest first as given, at most GEO_GRID_SIZE. */
export function geoEntries<T extends Pick<BlogEntry, 'states' | 'showOnBlogListing'>>(entries: readonly T[], stateCode: string): T[] {
  return entries.filter((entry) => entry.showOnBlogListing && entry.states.includes(stateCode)).slice(0, GEO_GRID_SIZE)
}
