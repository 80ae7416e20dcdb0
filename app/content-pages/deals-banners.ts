import type { BlockResult } from './block-result'
import type { DealsBannerContent, DealsBannerType, GroupDiscountContent, HeroBannerContent } from './content-schema'
import { heroBanner, type HeroBanner } from './hero-banner'

/**
 * Deals banners (002 §2): the variant comes from bannerType — deals, special offer, rewards, text
 * area, video — or 'Other' when there is none. The five are the C11 hero banner's variants, so a
 * deals banner is drawn as one; 'Other' is the plain text-and-buttons banner (C09 text button).
 * Missing data hides the banner with the 'Hiding Banner section' warning (002 §8).
 */
const C11_VARIANT: Record<DealsBannerType, string> = {
  deals: 'deals',
  'special offer': 'special-offer',
  rewards: 'rewards',
  'text area': 'text-area',
  video: 'video',
}

export function dealsBannerVariant(bannerType: DealsBannerType | undefined): 'Other' | DealsBannerType {
  return bannerType ?? 'Other'
}

export function dealsBanner(content: DealsBannerContent | undefined): BlockResult<HeroBanner> {
  if (!content) return { value: null, warning: 'Hiding Banner section: no deals banner' }
  const { bannerType, videoEmbed, ...rest } = content
  const hero: HeroBannerContent = bannerType
    ? { ...rest, type: 'C11', variant: C11_VARIANT[bannerType], videoUrl: videoEmbed }
    : { ...rest, type: 'C09', variant: 'text-button' }
  return heroBanner(hero)
}

/** The deals banner of a state: its own, else the default one. */
export function dealsBannerFor(banners: Record<string, DealsBannerContent>, stateSlug: string): DealsBannerContent | undefined {
  return banners[stateSlug] ?? banners.default
}

/** 000 §9: group discount cards sit in 3 columns when there are more than 2; 1 or 2 fill the row. */
export function groupDiscountColumns(count: number): 1 | 2 | 3 {
  if (count > 2) return 3
  return count === 2 ? 2 : 1
}

export type GroupDiscount = Omit<GroupDiscountContent, 'cta'> & { cta: { title: string; href: string; openInNewTab: boolean } | null }

/** A group discount's link: longUrl, else url (000 §3 'longUrl or url'); without either the card has no button. */
export function groupDiscount(content: GroupDiscountContent): GroupDiscount {
  const href = content.cta.longUrl ?? content.cta.url
  return { ...content, cta: href ? { title: content.cta.title, href, openInNewTab: content.cta.openInNewTab } : null }
}
