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
  /** A second link, to a dispensary or state page, with the state-FAQ anchor (000 §2). */
  dispensaryCta: { label: string; href: string } | null
}


/** /getting-a-medical-card and /dispensaries/{state}/getting-a-medical-card (and anything under them). */
const MEDICAL_CARD_PAGE = /^\/(dispensaries\/[^/?#]+\/)?getting-a-medical-card(\/|$|[?#])/

/**
 * 000 §2: a dispensary link in an article card gets the state-FAQ anchor appended, except a link to
 * a getting-a-medical-card page; a link that already names an anchor keeps it. Other links are
 * returned unchanged.
 */
export function withStateFaqAnchor(href: string): string {
  if (!href.startsWith('/dispensaries/') || MEDICAL_CARD_PAGE.test(href) || href.includes('#')) return href
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
