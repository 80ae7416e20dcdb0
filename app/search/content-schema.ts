import { z } from 'zod'

/**
 * `content/search.yaml`: the search page's texts and the no-results block's fallback content, one
 * set per host kind (002 §2 'fallback content is fetched by host', §6 'Ohio versus Main'). Validated
 * at start-up; the suggested articles must be entries of content/articles or content/recipes (the
 * content interface checks that once everything is read).
 */

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`)

/** A path on this site: '/blog', '/dispensaries/ohio' … (no scheme, no host, no '//' start). */
const sitePath = z.string().regex(/^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/, 'must be a path on this site such as /blog')

const fallback = z.strictObject({
  title: text(80),
  message: text(300),
  suggestionsTitle: text(60),
  /** Searches offered instead: each links to /search?query={it}. */
  suggestions: z.array(text(40)).min(1).max(8),
  linksTitle: text(60),
  links: z.array(z.strictObject({ label: text(60), href: sitePath })).min(1).max(6),
  articlesTitle: text(60),
  /** Pages of articles or recipes to suggest ('/blog/…'); those the host may not show are left out. */
  articles: z.array(z.string().regex(/^\/blog\/[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'must be an article or recipe page such as /blog/recipes/lemon-bars')).max(6),
})
export type SearchFallbackContent = z.infer<typeof fallback>

export const searchContentSchema = z.strictObject({
  title: text(60),
  description: text(220),
  /** The search box's label and placeholder. */
  label: text(60),
  placeholder: text(80),
  /** What the page says before anything is searched. */
  prompt: text(200),
  noResults: z.strictObject({ main: fallback, ohio: fallback }),
})
export type SearchContent = z.infer<typeof searchContentSchema>
