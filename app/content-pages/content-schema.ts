import { z } from 'zod'
import { imageSchema } from '~/content/schemas'

/**
 * Validated shapes of content/about-us.yaml and content/cannabis-insider.yaml (issue 16): hero banners
 * (001 §2.9, 002 §2), the about-us call to action (000 §2), the quotes banner and donation content
 * (001 §3). Banner parts are optional on purpose: a banner whose data is missing is hidden with a
 * logged warning (001 §8, 002 §8), not a start-up failure, the same way a CMS entry left half-filled
 * would behave.
 */

/** A site path, an https URL, mailto: or tel: — never javascript: or a bare host. */
const href = z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, 'must be a site path, an https URL, mailto: or tel:')

/** 002 §3 'cta': title, longUrl, openInNewTab. */
export const ctaSchema = z.object({
  title: z.string().min(1),
  longUrl: href,
  openInNewTab: z.boolean().default(false),
})
export type Cta = z.infer<typeof ctaSchema>

export const HERO_BANNER_TYPES = ['C08', 'C09', 'C10', 'C11', 'C12'] as const
export type HeroBannerType = (typeof HERO_BANNER_TYPES)[number]

/** The variants of C09 and C11 (002 §2); C08, C10 and C12 have one look each. */
export const HERO_BANNER_VARIANTS = {
  C08: ['product-image'],
  C09: ['general', 'right-image', 'left-image', 'text-button', 'extended-image'],
  C10: ['statement'],
  C11: ['deals', 'special-offer', 'rewards', 'text-area', 'video'],
  C12: ['help'],
} as const satisfies Record<HeroBannerType, readonly string[]>

/**
 * A hero banner (002 §3 'hero banner' fragment): what each type needs is checked when the page is
 * built (app/content-pages/hero-banner.ts), so a banner lacking it hides instead of breaking start-up.
 */
export const heroBannerSchema = z
  .object({
    internalName: z.string().min(1),
    type: z.enum(HERO_BANNER_TYPES),
    variant: z.string().min(1).optional(),
    eyebrow: z.string().min(1).optional(),
    title: z.string().min(1).optional(),
    subTitle: z.string().min(1).optional(),
    /** Markdown, sanitised when rendered. */
    description: z.string().min(1).optional(),
    image: imageSchema.optional(),
    mobileImage: imageSchema.optional(),
    ctaCollection: z.array(ctaSchema).max(3).default([]),
    /** C11 video: the video's address; it opens on its own page (no embedded player, no third-party frame). */
    videoUrl: z.string().regex(/^https:\/\//, 'must be an https URL').optional(),
  })
  .superRefine((banner, context) => {
    const variants: readonly string[] = HERO_BANNER_VARIANTS[banner.type]
    if (banner.variant !== undefined && !variants.includes(banner.variant)) {
      context.addIssue({ code: 'custom', path: ['variant'], message: `must be one of ${variants.join(', ')} for ${banner.type}` })
    }
  })
export type HeroBannerContent = z.infer<typeof heroBannerSchema>

/** 000 §2 'About-us call to action': 3 images on the left on desktop, 1 on phones. */
export const aboutUsCtaSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  images: z.array(imageSchema).min(1),
  cta: ctaSchema,
})
export type AboutUsCtaContent = z.infer<typeof aboutUsCtaSchema>

const quoteSchema = z.object({
  quote: z.string().min(1).optional(),
  author: z.string().min(1).optional(),
  role: z.string().min(1).optional(),
})

/** 001 §3 'Quote and donation content' (the quotes half); missing data renders nothing (001 §8). */
export const quotesBannerSchema = z.object({
  heading: z.string().min(1).optional(),
  quotes: z.array(quoteSchema).default([]),
})
export type QuotesBannerContent = z.infer<typeof quotesBannerSchema>

const donationFigureSchema = z.object({
  amount: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
})

/**
 * 001 §3 'Quote and donation content': donatedToNonProfit and donatedThroughGreenThumb (the original
 * chain's field names, kept so a CMS export maps one to one; for the demo chain the second is what
 * Northmeadow gave through its own community fund), each with a description, plus a heading and a
 * paragraph.
 */
export const donationSchema = z.object({
  heading: z.string().min(1).optional(),
  paragraph: z.string().min(1).optional(),
  donatedToNonProfit: donationFigureSchema.optional(),
  donatedThroughGreenThumb: donationFigureSchema.optional(),
})
export type DonationContent = z.infer<typeof donationSchema>

const sectionSchema = z.object({
  heading: z.string().min(1),
  /** Markdown, sanitised when rendered. */
  body: z.string().min(1),
})

export const aboutUsSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  hero: heroBannerSchema,
  sections: z.array(sectionSchema).min(1),
  quotesBanner: quotesBannerSchema.optional(),
  donation: donationSchema.optional(),
  aboutUsCta: aboutUsCtaSchema.optional(),
})
export type AboutUsContent = z.infer<typeof aboutUsSchema>

/** content/cannabis-insider.yaml: the newsletter page (issue 16; 001 §2.9 puts a hero banner on it). */
export const cannabisInsiderSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  hero: heroBannerSchema,
  highlights: z.object({
    heading: z.string().min(1),
    items: z
      .array(z.object({ icon: z.enum(['sprout', 'tag', 'calendar', 'file-text']), title: z.string().min(1), text: z.string().min(1) }))
      .min(1)
      .max(4),
  }),
  form: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    emailLabel: z.string().min(1),
    ageLabel: z.string().min(1),
    submitLabel: z.string().min(1),
    /** Markdown: how the address is used, with a link to the privacy policy. */
    privacyNote: z.string().min(1),
  }),
})
export type CannabisInsiderContent = z.infer<typeof cannabisInsiderSchema>

/** 002 §2, §3 'Deal banner': the variant comes from bannerType; none is 'Other'. */
export const DEALS_BANNER_TYPES = ['deals', 'special offer', 'rewards', 'text area', 'video'] as const
export type DealsBannerType = (typeof DEALS_BANNER_TYPES)[number]

export const dealsBannerSchema = z.object({
  internalName: z.string().min(1),
  bannerType: z.enum(DEALS_BANNER_TYPES).optional(),
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1).optional(),
  subTitle: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
  image: imageSchema.optional(),
  mobileImage: imageSchema.optional(),
  ctaCollection: z.array(ctaSchema).max(3).default([]),
  /** The video's https address; it opens on its own page (no embedded player). */
  videoEmbed: z.string().regex(/^https:\/\//, 'must be an https URL').optional(),
})
export type DealsBannerContent = z.infer<typeof dealsBannerSchema>

/** 000 §3 'Group discount': title, dealDescription, image, mobileImage, cta (title, longUrl or url, openInNewTab). */
export const groupDiscountSchema = z.object({
  title: z.string().min(1),
  dealDescription: z.string().min(1),
  image: imageSchema,
  mobileImage: imageSchema.optional(),
  cta: z.object({
    title: z.string().min(1),
    longUrl: href.optional(),
    url: href.optional(),
    openInNewTab: z.boolean().default(false),
  }),
})
export type GroupDiscountContent = z.infer<typeof groupDiscountSchema>

/** 000 §3 'Event banner': title, description, image, internalName, ctaCollection (title, longUrl). */
export const eventBannerSchema = z.object({
  internalName: z.string().min(1),
  title: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
  image: imageSchema.optional(),
  ctaCollection: z.array(z.object({ title: z.string().min(1), longUrl: href })).max(2).default([]),
})
export type EventBannerContent = z.infer<typeof eventBannerSchema>

export const LINK_CARD_POPUP_TYPES = ['Scheduling'] as const

/**
 * 000 §3 'Link card': title, longUrl, image or buttonImage, buttonText, popupType (Scheduling),
 * popupIFrameUrl, openInNewTab; plus a line of text under the title (optional). The pop-up's
 * address is checked against the allowed providers when the page is built (app/content/embeds.ts).
 */
export const linkCardSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1).optional(),
  longUrl: href.optional(),
  image: imageSchema.optional(),
  buttonImage: imageSchema.optional(),
  buttonText: z.string().min(1).optional(),
  popupType: z.enum(LINK_CARD_POPUP_TYPES).optional(),
  popupIFrameUrl: z.string().regex(/^https:\/\//, 'must be an https URL').optional(),
  openInNewTab: z.boolean().default(false),
})
export type LinkCardContent = z.infer<typeof linkCardSchema>

/**
 * content/deals.yaml: what the state deals page (/dispensaries/{state}/deals) shows around its list:
 * a deals banner per state (or the default one) and the group discounts every store honours.
 */
export const dealsContentSchema = z.object({
  dealsBanners: z.record(z.string().regex(/^(default|[a-z-]+)$/), dealsBannerSchema),
  groupDiscounts: z.object({ heading: z.string().min(1), items: z.array(groupDiscountSchema) }),
  /** 000 §2 'Discount event banner carousel'; its title defaults to 'Event Discounts'. */
  eventBanners: z.object({ title: z.string().min(1).optional(), items: z.array(eventBannerSchema) }).optional(),
  /** 000 §2 'Link card' (with its optional scheduling pop-up). */
  linkCards: z.object({ heading: z.string().min(1), items: z.array(linkCardSchema) }).optional(),
})
export type DealsContent = z.infer<typeof dealsContentSchema>
