import type { BlockResult } from './block-result'
import type { Cta, HeroBannerContent, HeroBannerType } from './content-schema'
import { HERO_BANNER_VARIANTS } from './content-schema'
import type { z } from 'zod'
import type { imageSchema } from '~/content/schemas'

type Image = z.infer<typeof imageSchema>

/**
 * How a hero banner is laid out, by type and variant (002 §2: C08 product image; C09 general, right
 * image, left image, text button, extended image; C10 statement; C11 deals, special offer, rewards,
 * text area, video; C12 help).
 *   image: where the picture sits ('none' for text-only banners; 'full' spans the width above the text)
 *   tone: the background ('tint' warm off-white, 'brand' deep green, 'accent' amber for offers)
 */
export type HeroLayout = {
  image: 'left' | 'right' | 'full' | 'none'
  /** C08 shows a product on a tinted square (contained); the others fill their frame. */
  imageFit: 'contain' | 'cover'
  tone: 'tint' | 'brand' | 'accent'
  align: 'start' | 'center'
}

export type HeroBanner = {
  type: HeroBannerType
  variant: string
  layout: HeroLayout
  eyebrow?: string
  title: string
  subTitle?: string
  description?: string
  image?: Image
  mobileImage?: Image
  ctas: Cta[]
  videoUrl?: string
}

const LAYOUTS: Record<string, HeroLayout> = {
  'C08/product-image': { image: 'right', imageFit: 'contain', tone: 'tint', align: 'start' },
  'C09/general': { image: 'right', imageFit: 'cover', tone: 'tint', align: 'start' },
  'C09/right-image': { image: 'right', imageFit: 'cover', tone: 'tint', align: 'start' },
  'C09/left-image': { image: 'left', imageFit: 'cover', tone: 'tint', align: 'start' },
  'C09/text-button': { image: 'none', imageFit: 'cover', tone: 'tint', align: 'center' },
  'C09/extended-image': { image: 'full', imageFit: 'cover', tone: 'tint', align: 'start' },
  'C10/statement': { image: 'none', imageFit: 'cover', tone: 'brand', align: 'center' },
  'C11/deals': { image: 'right', imageFit: 'cover', tone: 'accent', align: 'start' },
  'C11/special-offer': { image: 'right', imageFit: 'cover', tone: 'accent', align: 'start' },
  'C11/rewards': { image: 'right', imageFit: 'cover', tone: 'accent', align: 'start' },
  'C11/text-area': { image: 'none', imageFit: 'cover', tone: 'accent', align: 'start' },
  'C11/video': { image: 'right', imageFit: 'cover', tone: 'brand', align: 'start' },
  'C12/help': { image: 'none', imageFit: 'cover', tone: 'tint', align: 'start' },
}

/** What a variant cannot show without: the part named in the warning when it is missing. */
function missingPart(banner: HeroBannerContent, variant: string): string | null {
  if (!banner.title) return 'title'
  const layout = LAYOUTS[`${banner.type}/${variant}`]!
  if (layout.image !== 'none' && !banner.image) return 'image'
  if (variant === 'text-button' && banner.ctaCollection.length === 0) return 'ctaCollection'
  if ((variant === 'deals' || variant === 'special-offer' || variant === 'rewards') && banner.ctaCollection.length === 0) return 'ctaCollection'
  if (variant === 'text-area' && !banner.description) return 'description'
  if (variant === 'video' && !banner.videoUrl) return 'videoUrl'
  if (variant === 'help' && banner.ctaCollection.length === 0) return 'ctaCollection'
  return null
}


/**
 * The banner to render, or null with the warning to log ('Hiding Banner section', 002 §8) when the
 * data its type needs is missing. A type without a variant takes its first (C09 'general', C11 'deals').
 */
export function heroBanner(content: HeroBannerContent | undefined): BlockResult<HeroBanner> {
  if (!content) return { value: null, warning: 'Hiding Banner section: no hero banner' }
  const variant = content.variant ?? HERO_BANNER_VARIANTS[content.type][0]
  const missing = missingPart(content, variant)
  if (missing) {
    return { value: null, warning: `Hiding Banner section: ${content.internalName} (${content.type} ${variant}) has no ${missing}` }
  }
  return {
    value: {
      type: content.type,
      variant,
      layout: LAYOUTS[`${content.type}/${variant}`]!,
      eyebrow: content.eyebrow,
      title: content.title!,
      subTitle: content.subTitle,
      description: content.description,
      image: content.image,
      mobileImage: content.mobileImage,
      ctas: content.ctaCollection,
      videoUrl: content.videoUrl,
    },
  }
}
