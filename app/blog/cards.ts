import { isReservedLocationSlug } from '~/locator/reserved-slugs'
import type { BlogEntry } from './blog-schema'
import { formatArticleDate, formatRecipeDate } from './dates'
import { HERO_HEIGHTS, heroImageUrl } from './hero-image'
import { STATE_FAQ_ANCHOR } from './state-faq-anchor'

/** An article card (000 §3: publishDate, category, listItemTitle, images, ctaText, description, slug). */
export type ArticleCard = {
  key: string
  title: string
  description: string
  category: string
  href: string
  /** The ISO date and its label; null for the 'Resources' category, which hides the date (001 §9). */
  date: { iso: string; label: string } | null
  ctaText: string
  image: { src: string; width: number; height: number }
  /** A second link, to a page under /dispensaries; on a dispensary's own page it leads to the state-FAQ anchor (000 §2). */
  dispensaryCta: { label: string; href: string } | null
}

/**
 * A dispensary's own page, /dispensaries/{state}/{dispensary} (a trailing slash allowed): the only
 * page that holds the FAQ section with the anchor. State pages, their deals and medical-card pages
 * (reserved slugs under a state) and menu pages have no such section.
 */
const DISPENSARY_PAGE = /^\/dispensaries\/[^/?#]+\/([^/?#]+)\/?$/

/**
 * 000 §2: a dispensary link in an article card gets the state-FAQ anchor appended, except a link to
 * a getting-a-medical-card page. Only links to a dispensary's own page get it, since only that page
 * has the section; a link that already names an anchor keeps it. Other links are returned unchanged.
 */
export function withStateFaqAnchor(href: string): string {
  const dispensary = DISPENSARY_PAGE.exec(href)?.[1]
  if (!dispensary || isReservedLocationSlug(dispensary)) return href
  return `${href}#${STATE_FAQ_ANCHOR}`
}

/** 'Read More', or 'Go to Resource' for the 'Resources' category (001 §9). */
export function ctaTextFor(category: string): string {
  return category === 'Resources' ? 'Go to Resource' : 'Read More'
}

export function toCard(entry: BlogEntry): ArticleCard {
  return {
    key: entry.path,
    title: entry.title,
    description: entry.description,
    category: entry.category,
    href: entry.path,
    date:
      entry.category === 'Resources'
        ? null
        : { iso: entry.publishDate, label: entry.type === 'recipe' ? formatRecipeDate(entry.publishDate) : formatArticleDate(entry.publishDate) },
    ctaText: ctaTextFor(entry.category),
    image: { src: heroImageUrl(entry.categorySlug, entry.slug, 767), width: 767, height: HERO_HEIGHTS[767] },
    dispensaryCta: entry.dispensaryCta ? { label: entry.dispensaryCta.title, href: withStateFaqAnchor(entry.dispensaryCta.url) } : null,
  }
}
