import type { BlockResult } from './block-result'
import type { AboutUsCtaContent, DonationContent, QuotesBannerContent } from './content-schema'

/**
 * The about-us page's banner rules (001 §3, §8; 000 §2, §9): a quotes banner or donation block with
 * missing data renders nothing (the caller logs the warning); the about-us call to action shows 3
 * images on the left on desktop and 1 on phones.
 */

export type Quote = { quote: string; author: string; role?: string }
export type QuotesBanner = { heading: string; quotes: Quote[] }


/** The quotes banner needs a heading and at least one quote; a quote needs its words and an author. */
export function quotesBanner(content: QuotesBannerContent | undefined): BlockResult<QuotesBanner> {
  if (!content) return { value: null, warning: 'Hiding quotes banner: no content' }
  if (!content.heading) return { value: null, warning: 'Hiding quotes banner: no heading' }
  const quotes = content.quotes.flatMap((entry): Quote[] =>
    entry.quote && entry.author ? [{ quote: entry.quote, author: entry.author, role: entry.role }] : [],
  )
  if (quotes.length === 0) return { value: null, warning: 'Hiding quotes banner: no quote with both words and an author' }
  if (quotes.length < content.quotes.length) {
    return { value: { heading: content.heading, quotes }, warning: `Quotes banner: ${content.quotes.length - quotes.length} quote(s) without words or an author left out` }
  }
  return { value: { heading: content.heading, quotes } }
}

export type DonationFigure = { amount: string; description: string }
export type Donation = {
  heading: string
  paragraph: string
  donatedToNonProfit: DonationFigure
  donatedThroughGreenThumb: DonationFigure
}

/** The donation block needs its heading, paragraph and both figures, each with an amount and a description. */
export function donation(content: DonationContent | undefined): BlockResult<Donation> {
  if (!content) return { value: null, warning: 'Hiding donation content: no content' }
  const { heading, paragraph, donatedToNonProfit, donatedThroughGreenThumb } = content
  const missing = [
    heading ? null : 'heading',
    paragraph ? null : 'paragraph',
    donatedToNonProfit?.amount && donatedToNonProfit.description ? null : 'donatedToNonProfit',
    donatedThroughGreenThumb?.amount && donatedThroughGreenThumb.description ? null : 'donatedThroughGreenThumb',
  ].filter((part) => part !== null)
  if (missing.length > 0) return { value: null, warning: `Hiding donation content: no ${missing.join(', ')}` }
  return {
    value: {
      heading: heading!,
      paragraph: paragraph!,
      donatedToNonProfit: { amount: donatedToNonProfit!.amount!, description: donatedToNonProfit!.description! },
      donatedThroughGreenThumb: { amount: donatedThroughGreenThumb!.amount!, description: donatedThroughGreenThumb!.description! },
    },
  }
}

/** 000 §9: the about-us call to action shows 3 images on desktop, 1 on phones. */
export const ABOUT_US_CTA_DESKTOP_IMAGES = 3
export const ABOUT_US_CTA_MOBILE_IMAGES = 1

export type AboutUsCtaImage = AboutUsCtaContent['images'][number] & { desktopOnly: boolean }

/** The images the call to action renders: the first 3, all but the first shown on desktop only. */
export function aboutUsCtaImages(images: AboutUsCtaContent['images']): AboutUsCtaImage[] {
  return images.slice(0, ABOUT_US_CTA_DESKTOP_IMAGES).map((image, index) => ({ ...image, desktopOnly: index >= ABOUT_US_CTA_MOBILE_IMAGES }))
}
