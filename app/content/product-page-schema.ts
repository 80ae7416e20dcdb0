import { z } from 'zod'

/**
 * The product page's editorial copy (content/product-page.yaml): the description accordion's item
 * titles, the copy around each lab result unit (002 §3 lab result cfData: heading, description,
 * tooltip, optional image) and each terpene's logo (the catalogue carries title, subtitle,
 * percentage and tooltip; 000 §3 also names a logo).
 */

/** Terpene logos are drawn from the project's one icon set; content names the icon. */
export const TERPENE_LOGOS = [
  'mango',
  'citrus',
  'pepper',
  'pine',
  'lavender',
  'hop',
  'apple',
  'herb',
  'leaf',
] as const
export type TerpeneLogo = (typeof TERPENE_LOGOS)[number]

const labUnitCopy = z.object({
  heading: z.string().min(1),
  description: z.string().min(1),
  tooltip: z.string().min(1),
  image: z
    .object({
      src: z.string().regex(/^\//, 'must be a site path'),
      alt: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .optional(),
})

export const productPageSchema = z.object({
  accordion: z.object({
    description: z.string().min(1),
    storeNotes: z.string().min(1),
    potency: z.string().min(1),
    terpenes: z.string().min(1),
  }),
  labResults: z.object({
    /** Shown above the per-unit results. */
    intro: z.string().min(1),
    /** When the selected weight has no lab results. */
    empty: z.string().min(1),
    units: z.object({ THC: labUnitCopy, THCA: labUnitCopy, CBD: labUnitCopy }),
  }),
  terpenes: z.object({
    intro: z.string().min(1),
    empty: z.string().min(1),
    /** Keyed by the terpene's name in lower case ('myrcene'). */
    logos: z.record(z.string().regex(/^[a-z-]+$/), z.enum(TERPENE_LOGOS)),
    /** Used for a terpene without its own logo. */
    defaultLogo: z.enum(TERPENE_LOGOS),
  }),
})

export type ProductPageContent = z.infer<typeof productPageSchema>
export type LabUnitCopy = z.infer<typeof labUnitCopy>
