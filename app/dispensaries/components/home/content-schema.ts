import { z } from 'zod'
import { embedProvider } from '~/content/embeds'

/**
 * content/dispensaries.yaml: the dispensary home's page content (issue 15 plan §1.1) — chain
 * defaults, additions per dispensary tag (lounge, delivery, medical…) and overrides per dispensary
 * slug. Text may use {name} and {city}, filled in for each dispensary.
 */

const urlSchema = z.string().regex(/^(\/|https:\/\/|tel:|mailto:)/, 'must be a site path or an https URL')
const ctaSchema = z.object({ title: z.string().min(1), url: urlSchema })

const slideSchema = z.object({
  heading: z.string().min(1),
  description: z.string().default(''),
  /** Site paths of the 1920×560 desktop and 390×292 mobile images; without them the slide is drawn. */
  image: urlSchema.nullable().default(null),
  mobileImage: urlSchema.nullable().default(null),
})

const heroButtonSchema = z.object({
  title: z.string().min(1),
  /** 'menu' opens the dispensary's default menu; 'url' follows url; a title naming a reservation or an event opens that pop-up. */
  menuSource: z.enum(['menu', 'url', 'pop-up']).default('url'),
  menuSourceUrl: urlSchema.nullable().default(null),
})

const popUpSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  items: z.array(z.object({ title: z.string().min(1), detail: z.string().default('') })).default([]),
  cta: ctaSchema.nullable().default(null),
  /**
   * Reservation and events only (000 §2 'events/reservation modal with an embedded frame'): the
   * booking page or event calendar shown in the pop-up, with consent (decision 0032). Only a
   * scheduling provider of app/content/embeds.ts: the Content-Security-Policy frames no other.
   */
  frameUrl: z
    .string()
    .refine((url) => embedProvider(url, 'scheduling') !== null, 'must be the https address of a scheduling provider listed in app/content/embeds.ts')
    .nullable()
    .default(null),
})

const tabSchema = z.object({
  tabTitle: z.string().min(1),
  title: z.string().default(''),
  description: z.string().default(''),
  listItems: z
    .array(z.object({ title: z.string(), logo: z.string().nullable().default(null), description: z.string().nullable().default(null) }))
    .default([]),
  deliveryTimes: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).default([]),
  ctas: z.object({ reservation: ctaSchema.optional(), events: ctaSchema.optional(), smokeasy: ctaSchema.optional() }).default({}),
  promotion: z
    .object({
      expiryText: z.string().default(''),
      title: z.string().min(1),
      dealDescription: z.string().default(''),
      image: z.string().nullable().default(null),
      mobileImage: z.string().nullable().default(null),
      cta: ctaSchema.nullable().default(null),
    })
    .nullable()
    .default(null),
})

const faqSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) })

const socialSchema = z
  .object({ instagram: urlSchema.optional(), facebook: urlSchema.optional(), x: urlSchema.optional() })
  .strict()

/** Every field is optional in a layer; later layers replace earlier ones field by field (tabs and FAQs add up). */
export const pageLayerSchema = z
  .object({
    hero: z
      .object({
        slides: z.array(slideSchema).max(8).optional(),
        buttons: z.array(heroButtonSchema).max(4).optional(),
      })
      .optional(),
    popUps: z
      .object({
        reservation: popUpSchema.optional(),
        events: popUpSchema.optional(),
        // The smokeasy pop-up is the lounge's own text: it frames nothing.
        smokeasy: popUpSchema.extend({ frameUrl: z.null().default(null) }).optional(),
      })
      .optional(),
    tabs: z.array(tabSchema).optional(),
    faqs: z.array(faqSchema).max(40).optional(),
    social: socialSchema.optional(),
    mapCtaText: z.string().min(1).optional(),
    hoursInfo: z
      .object({ heading: z.string().min(1), description: z.string().min(1), image: urlSchema.nullable().default(null) })
      .nullable()
      .optional(),
  })
  .strict()

export const dispensariesContentSchema = z
  .object({
    defaults: pageLayerSchema,
    byTag: z.record(z.string(), pageLayerSchema).default({}),
    bySlug: z.record(z.string(), pageLayerSchema).default({}),
  })
  .strict()

export type PageLayer = z.infer<typeof pageLayerSchema>
export type DispensariesContent = z.infer<typeof dispensariesContentSchema>
export type HeroSlide = z.infer<typeof slideSchema>
export type HeroButton = z.infer<typeof heroButtonSchema>
export type PopUpContent = z.infer<typeof popUpSchema>
export type Faq = z.infer<typeof faqSchema>
