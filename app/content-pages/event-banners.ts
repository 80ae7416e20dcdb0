import { embedProvider } from '~/content/embeds'
import type { BlockResult } from './block-result'
import type { EventBannerContent, LinkCardContent } from './content-schema'

/** 000 §9: the discount event banner carousel shows at most 10 banners. */
export const EVENT_BANNER_MAX = 10
/** 000 §9: its title when the content gives none. */
export const EVENT_BANNERS_DEFAULT_TITLE = 'Event Discounts'

export type EventBanner = Required<Pick<EventBannerContent, 'internalName' | 'title' | 'image'>> &
  Pick<EventBannerContent, 'description' | 'ctaCollection'>
export type EventBannerCarousel = { title: string; items: EventBanner[] }

/**
 * The discount event banner carousel (000 §2, §9): banners without a title or an image are hidden
 * (each with its warning, 002 §8), the first 10 of the rest are shown under the content's title or
 * 'Event Discounts'; with none left the carousel is hidden.
 */
export function eventBannerCarousel(content: { title?: string; items: EventBannerContent[] } | undefined): {
  value: EventBannerCarousel | null
  warnings: string[]
} {
  if (!content) return { value: null, warnings: ['Hiding event banner carousel: no content'] }
  const warnings: string[] = []
  const items: EventBanner[] = []
  for (const banner of content.items) {
    const missing = [banner.title ? null : 'title', banner.image ? null : 'image'].filter(Boolean)
    if (missing.length || !banner.title || !banner.image) {
      warnings.push(`Hiding event banner ${banner.internalName}: no ${missing.join(' or ')}`)
      continue
    }
    items.push({ ...banner, title: banner.title, image: banner.image })
  }
  if (items.length > EVENT_BANNER_MAX) warnings.push(`Event banner carousel shows the first ${EVENT_BANNER_MAX} of ${items.length} banners`)
  if (!items.length) return { value: null, warnings: [...warnings, 'Hiding event banner carousel: no banner to show'] }
  return { value: { title: content.title ?? EVENT_BANNERS_DEFAULT_TITLE, items: items.slice(0, EVENT_BANNER_MAX) }, warnings }
}

export type LinkCard = {
  title: string
  text: string | null
  image: LinkCardContent['image'] | null
  buttonText: string
  /** Where the card's button goes (longUrl), if it is a link. */
  href: string | null
  openInNewTab: boolean
  /** The scheduling pop-up: its provider's page in a frame (000 §2), if the card opens one. */
  popup: { kind: 'Scheduling'; frameUrl: string; provider: string } | null
}

/** 'Learn more' when the card names no button text. */
export const LINK_CARD_DEFAULT_BUTTON = 'Learn more'

/**
 * A link card (000 §2, §3): its image is `image`, else `buttonImage`. A card whose popupType is
 * Scheduling opens its popupIFrameUrl in a pop-up, when that address is an allowed scheduling
 * provider's (app/content/embeds.ts); otherwise the card falls back to its link, with a warning.
 * A card with neither a pop-up nor a link is hidden.
 */
export function linkCard(content: LinkCardContent): BlockResult<LinkCard> {
  let popup: LinkCard['popup'] = null
  let warning: string | undefined
  if (content.popupType === 'Scheduling') {
    const provider = embedProvider(content.popupIFrameUrl, 'scheduling')
    if (provider && content.popupIFrameUrl) popup = { kind: 'Scheduling', frameUrl: content.popupIFrameUrl, provider }
    else warning = `Link card ${content.title}: its pop-up address is not an allowed scheduling page`
  }
  const href = content.longUrl ?? null
  if (!popup && !href) return { value: null, warning: `Hiding link card ${content.title}: no link and no pop-up` }
  return {
    value: {
      title: content.title,
      text: content.text ?? null,
      image: content.image ?? content.buttonImage ?? null,
      buttonText: content.buttonText ?? LINK_CARD_DEFAULT_BUTTON,
      href,
      openInNewTab: content.openInNewTab,
      popup,
    },
    warning,
  }
}
