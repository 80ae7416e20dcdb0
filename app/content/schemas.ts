import { z } from 'zod'

/** Validated shapes of the editorial content in `content/`. */

export const linkSchema = z.object({
  label: z.string().min(1),
  url: z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, 'must be a site path, an https URL, mailto: or tel:'),
})

export const imageSchema = z.object({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export const siteSchema = z.object({
  chainName: z.string().min(1),
  /** How the chain's stores are named in copy, e.g. 'Northmeadow' in 'any Northmeadow Dispensary'. */
  dispensaryName: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  rewardsProgramName: z.string().min(1),
  logo: imageSchema,
  navigation: z.array(linkSchema).min(1),
  contact: z.object({
    phone: z.string().min(7),
    email: z.email(),
    supportHours: z.string().min(1),
  }),
})

export type SiteContent = z.infer<typeof siteSchema>
export type Link = z.infer<typeof linkSchema>

/** The home page's editorial copy: hero, the three steps of reserving online, and the chain's story. */
export const homeSchema = z.object({
  hero: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
  }),
  steps: z
    .array(
      z.object({
        title: z.string().min(1),
        text: z.string().min(1),
      }),
    )
    .length(3, 'must list exactly 3 steps'),
  about: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
  }),
})

export type HomeContent = z.infer<typeof homeSchema>
