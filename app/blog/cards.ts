import type { BlogEntry } from './blog-schema'
import { formatArticleDate, formatRecipeDate } from './dates'
import { HERO_HEIGHTS, heroImageUrl } from './hero-image'

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
  }
}
