import { ctaTextFor, type ArticleCard } from '~/blog/cards'
import { formatArticleDate, formatMinutes, formatRecipeDate } from '~/blog/dates'
import { HERO_HEIGHTS, heroImageUrl } from '~/blog/hero-image'
import { asLineage, formatPrice, LINEAGE_LABELS, type Lineage } from '~/catalog/format'
import { kindLabel } from '~/catalog/listing/labels'
import type { DispensaryCardData } from '~/dispensaries/types'

/**
 * The search page's hits (002 §3 'Search state and hits'), shaped for its cards from the rows the
 * searches read. Pure.
 */

/** An article or recipe hit: the blog's card, plus a recipe's preparation time and difficulty (other_display_info). */
export type ArticleHit = ArticleCard & { details: string | null }

export type ArticleRow = {
  path: string
  kind: 'article' | 'recipe'
  slug: string
  category_slug: string
  title: string
  description: string
  category: string
  publish_date: string
  preparation_time: number | null
  preparation_difficulty: string[]
}

export function articleHit(row: ArticleRow): ArticleHit {
  const recipe = row.kind === 'recipe'
  return {
    key: row.path,
    // The search index keeps no dispensary link: a hit's card leads to its article.
    dispensaryCta: null,
    title: row.title,
    description: row.description,
    category: row.category,
    href: row.path,
    // 'Resources' hides its date (001 §9); recipes write theirs MM.dd.yyyy.
    date:
      row.category === 'Resources'
        ? null
        : { iso: row.publish_date, label: recipe ? formatRecipeDate(row.publish_date) : formatArticleDate(row.publish_date) },
    ctaText: ctaTextFor(row.category),
    image: { src: heroImageUrl(row.category_slug, row.slug, 767), width: 767, height: HERO_HEIGHTS[767] },
    details: recipe ? recipeDetails(row.preparation_time, row.preparation_difficulty) : null,
  }
}

/** 'Prep 25 min · Easy' (a recipe's other_display_info); null when it has neither. */
export function recipeDetails(preparationTime: number | null, difficulty: readonly string[]): string | null {
  const parts = [preparationTime ? `Prep ${formatMinutes(preparationTime)}` : null, difficulty.length ? difficulty.join(', ') : null]
  const shown = parts.filter((part): part is string => part !== null)
  return shown.length ? shown.join(' · ') : null
}

/** A dispensary hit (name, hours, phone_number, image, address) in the shape of the dispensary card. */
export type DispensaryHit = DispensaryCardData

/** A product hit: from one store's menu, or grouped across the stores that carry it. */
export type ProductHit = {
  key: string
  name: string
  brand: string
  /** 'Flower', 'Edibles' … */
  kind: string
  lineage: Lineage | null
  lineageLabel: string | null
  image: string | null
  /** '$25.00' at one store, 'From $25.00' across stores. */
  price: string
  href: string
  /** 'In stock' / 'Out of stock' at the store, or 'At 12 dispensaries' across stores. */
  where: string
}

export type StoreProductRow = {
  product_id: number
  name: string
  brand: string
  kind: string
  category: string | null
  image_urls: string[]
  bucket_price: number
  in_stock: boolean
  url: string
}

export function storeProductHit(row: StoreProductRow, storeId: number): ProductHit {
  const lineage = asLineage(row.category)
  return {
    key: `${storeId}-${row.product_id}`,
    name: row.name,
    brand: row.brand,
    kind: kindLabel(row.kind),
    lineage,
    lineageLabel: lineage ? LINEAGE_LABELS[lineage] : null,
    image: row.image_urls[0] ?? null,
    price: formatPrice(Number(row.bucket_price)),
    href: row.url,
    where: row.in_stock ? 'In stock' : 'Out of stock',
  }
}

export type GroupedProductRow = {
  product_id: number
  name: string
  brand: string
  kind: string
  category: string | null
  image_urls: string[]
  from_price: number | string
  stores: number
  /** The product page at the store offering it for least (ties: lowest store id). */
  url: string
}

export function groupedProductHit(row: GroupedProductRow): ProductHit {
  const lineage = asLineage(row.category)
  return {
    key: `all-${row.product_id}`,
    name: row.name,
    brand: row.brand,
    kind: kindLabel(row.kind),
    lineage,
    lineageLabel: lineage ? LINEAGE_LABELS[lineage] : null,
    image: row.image_urls[0] ?? null,
    price: `From ${formatPrice(Number(row.from_price))}`,
    href: row.url,
    where: row.stores === 1 ? 'At 1 dispensary' : `At ${row.stores} dispensaries`,
  }
}
