import { BLOG_CATEGORIES } from './listing'

/**
 * Article and recipe hero pictures (001 §9): 1920, 1280 or 767 wide depending on the viewport. The
 * pictures are generated artwork (design.md), an SVG drawn from the entry's category and slug, so the
 * three widths are three crops (wider on desktop, taller on phones) rather than three scalings.
 */
export const HERO_WIDTHS = [1920, 1280, 767] as const
export type HeroWidth = (typeof HERO_WIDTHS)[number]

export const HERO_HEIGHTS: Record<HeroWidth, number> = { 1920: 640, 1280: 560, 767: 480 }

/** The width a viewport gets: 1920 from 1280 px up, 1280 from 768 px, 767 below. */
export function heroWidthFor(viewportWidth: number): HeroWidth {
  if (viewportWidth >= 1280) return 1920
  if (viewportWidth >= 768) return 1280
  return 767
}

/** Media conditions for <picture> sources matching heroWidthFor, widest first. */
export const HERO_MEDIA: Record<Exclude<HeroWidth, 767>, string> = { 1920: '(min-width: 1280px)', 1280: '(min-width: 768px)' }

export const BLOG_IMAGE_PATH = '/images/blog/'

export function heroImageUrl(categorySlug: string, slug: string, width: HeroWidth): string {
  return `${BLOG_IMAGE_PATH}${categorySlug}--${slug}--${width}.svg`
}

export type HeroImage = {
  alt: string
  /** The phone crop, also the card picture. */
  src: string
  width: number
  height: number
  sources: { media: string; srcSet: string; width: number; height: number }[]
}

/** The hero picture of an entry; decorative artwork, so its text alternative is empty. */
export function heroImage(entry: { categorySlug: string; slug: string }): HeroImage {
  return {
    alt: '',
    src: heroImageUrl(entry.categorySlug, entry.slug, 767),
    width: 767,
    height: HERO_HEIGHTS[767],
    sources: ([1920, 1280] as const).map((width) => ({
      media: HERO_MEDIA[width],
      srcSet: heroImageUrl(entry.categorySlug, entry.slug, width),
      width,
      height: HERO_HEIGHTS[width],
    })),
  }
}

export type HeroArtKey = { categorySlug: string; slug: string; width: HeroWidth }

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)--([a-z0-9]+(?:-[a-z0-9]+)*)--(1920|1280|767)\.svg$/

/** The picture a file name asks for, or null (a 404) for anything else. */
export function parseHeroFileName(file: string): HeroArtKey | null {
  const match = FILE.exec(file)
  if (!match) return null
  const [, categorySlug, slug, width] = match
  if (!BLOG_CATEGORIES.some((category) => category.slug === categorySlug)) return null
  return { categorySlug: categorySlug!, slug: slug!, width: Number(width) as HeroWidth }
}
