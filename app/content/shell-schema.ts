import { z } from 'zod'
import { imageSchema } from './schemas'

/** Validated shapes of the site shell's content: the age gate (001 §3, §4.2) and the footer (001 §2.7, §3). */

/** A site path, an https URL, mailto: or tel: — never javascript: or a bare host. */
const href = z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, 'must be a site path, an https URL, mailto: or tel:')

export const ageGateSchema = z.object({
  /** 21 standard; 18 in the alternative mode (001 §9). */
  ageLimit: z.union([z.literal(21), z.literal(18)]),
  /** The birthday form instead of the yes/no question. */
  enableDobForm: z.boolean(),
  welcomeText: z.string().min(1),
  verificationQuestion: z.string().min(1),
  additionalQuestion: z.string().min(1),
  birthdateLabel: z.string().min(1),
  yesLabel: z.string().min(1),
  noLabel: z.string().min(1),
  submitLabel: z.string().min(1),
  /** The sentence under the answers; each of `termsLinks` is appended as a link. */
  termsText: z.string().min(1),
  termsLinks: z.array(z.object({ label: z.string().min(1), url: href })),
  denied: z.object({
    heading: z.string().min(1),
    subheading: z.string().min(1),
    image: imageSchema,
    backLabel: z.string().min(1),
  }),
  underAge: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    ctaText: z.string().min(1),
    backLabel: z.string().min(1),
  }),
  logos: z.object({ desktop: imageSchema, mobile: imageSchema, thumbnail: imageSchema }),
})

export type AgeGateContent = z.infer<typeof ageGateSchema>

export const footerLinkSchema = z.object({
  navigationLabel: z.string().min(1),
  navigationUrl: href,
  /** Left out on the Ohio host (001 §2.7: the cannabis-insider link is hidden in one host mode). */
  hideInOhio: z.boolean().default(false),
})

export const CUSTOMER_CENTER_ICONS = ['phone', 'mail', 'map-pin', 'help-circle', 'file-text', 'accessibility'] as const

export const footerSchema = z.object({
  logo: imageSchema,
  licenseData: z.object({ heading: z.string().min(1), description: z.string().min(1) }),
  /** '{year}' is replaced by the current year. */
  legalCopyRight: z.string().includes('{year}', { message: "must contain '{year}'" }),
  homeNavigationMenu: z.array(footerLinkSchema).min(1),
  tocNavigationMenu: z.array(footerLinkSchema).min(1),
  socialMediaUrls: z.object({
    instagramPage: z.url({ protocol: /^https$/ }),
    facebookPage: z.url({ protocol: /^https$/ }),
    twitterPage: z.url({ protocol: /^https$/ }),
  }),
  chatCta: z.string().min(1),
  privacyRightsLabel: z.string().min(1),
  customerCenterData: z.object({
    buttonLabel: z.string().min(1),
    ccHeading: z.string().min(1),
    ccDescription: z.string().min(1),
    ccLogo: imageSchema,
    ccOptionsCollection: z
      .array(
        z.object({
          title: z.string().min(1),
          url: href,
          description: z.string().min(1),
          icon: z.enum(CUSTOMER_CENTER_ICONS),
        }),
      )
      .min(1),
  }),
  /** Paragraphs of the warning that the home and dispensary-home pages show (001 §2.7). */
  complianceWarningContent: z.array(z.string().min(1)).min(1),
})

export type FooterContent = z.infer<typeof footerSchema>
export type FooterLink = z.infer<typeof footerLinkSchema>
export type CustomerCenterIcon = (typeof CUSTOMER_CENTER_ICONS)[number]

/** The legal pages the footer links to: content/legal/{slug}.md, one route module for all. */
export const LEGAL_PAGES = ['terms', 'privacy-policy', 'notice-of-privacy-practices', 'accessibility-statement'] as const
export type LegalPageSlug = (typeof LEGAL_PAGES)[number]

export const legalPageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1).max(200),
  /** 'YYYY-MM-DD' */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
})
export type LegalPageMeta = z.infer<typeof legalPageSchema>
