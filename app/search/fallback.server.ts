import { getContent } from '~/content/content.server'
import type { Region } from '~/site/host-mode'
import { articlesAt } from './article-index.server'
import type { ArticleHit } from './hits'
import { freshOverview, searchHref, DEFAULT_SORT } from './rules'

/** The no-results block's content (002 §2): fetched for the visitor's host kind. */
export type SearchFallback = {
  title: string
  message: string
  suggestionsTitle: string
  suggestions: { label: string; href: string }[]
  linksTitle: string
  links: { label: string; href: string }[]
  articlesTitle: string
  articles: ArticleHit[]
}

/**
 * The fallback content for a host (002 §7 'Fallback content: fetched by host'): the texts and links
 * of content/search.yaml for the main site or the Ohio site, and its suggested articles as the
 * index holds them (only those this host may show, published by `today`). Throws when they cannot
 * be read; the page then sends the visitor to /error (002 §8).
 */
export async function loadSearchFallback(region: Region, today: string): Promise<SearchFallback> {
  const content = getContent().search().noResults[region]
  const articles = await articlesAt(content.articles, { region, today })
  return {
    title: content.title,
    message: content.message,
    suggestionsTitle: content.suggestionsTitle,
    suggestions: content.suggestions.map((label) => ({ label, href: suggestionHref(label) })),
    linksTitle: content.linksTitle,
    links: content.links,
    articlesTitle: content.articlesTitle,
    articles,
  }
}

export function suggestionHref(text: string): string {
  return searchHref({ text, category: null, sort: DEFAULT_SORT, page: 1, overview: freshOverview(), storeId: null })
}
