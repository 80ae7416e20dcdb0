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

/**
 * The menu listing's filter configuration (001 §3, §6): the drawer's filter order (entries named
 * 'Title - attribute'), the product-category rows each store shows (custom rows rename or hide
 * them), and feature flags.
 */
const FILTER_ATTRIBUTES = [
  'root_types',
  'kind',
  'category',
  'bucket_price',
  'applicable_special_ids',
  'aggregate_rating',
  'brand',
  'available_weights',
  'activities',
  'feelings',
  'percent_thc',
  'percent_cbd',
  'percent_thca',
] as const

export const filterOrderEntrySchema = z.object({
  name: z
    .string()
    .regex(new RegExp(`^\\S.* - (${FILTER_ATTRIBUTES.join('|')})$`), "must read 'Title - attribute' with a filter attribute"),
  label: z.string().min(1),
  expand: z.boolean(),
  quickFilter: z.boolean(),
})

export const customRowSchema = z.object({
  row_type: z.string().regex(/^[a-z][a-z_-]*$/, 'must be a product category such as edible or pre-roll'),
  display_name: z.string().min(1),
  enabled: z.boolean(),
})

const customRowsSchema = z.array(customRowSchema).superRefine((rows, context) => {
  const seen = new Set<string>()
  for (const [index, row] of rows.entries()) {
    if (seen.has(row.row_type)) {
      context.addIssue({ code: 'custom', path: [index, 'row_type'], message: `${row.row_type} is listed twice` })
    }
    seen.add(row.row_type)
  }
})

export const menuFiltersSchema = z.object({
  features: z.object({
    /** 001 §6: the THCa potency filter shows only when this flag is on. */
    thcaFilter: z.boolean().default(false),
  }),
  filtersOrder: z.array(filterOrderEntrySchema).superRefine((entries, context) => {
    const attributes = entries.map((entry) => entry.name.slice(entry.name.lastIndexOf(' - ') + 3))
    for (const attribute of FILTER_ATTRIBUTES) {
      const count = attributes.filter((name) => name === attribute).length
      if (count !== 1) {
        context.addIssue({ code: 'custom', path: [], message: `must list ${attribute} exactly once (found ${count})` })
      }
    }
  }),
  customRows: z.object({
    default: customRowsSchema,
    /** Per store id: the rows of that store instead of the default ones. */
    stores: z.record(z.string().regex(/^\d+$/, 'must be a store id'), customRowsSchema).default({}),
  }),
})

export type MenuFiltersContent = z.infer<typeof menuFiltersSchema>
export type FilterOrderEntry = z.infer<typeof filterOrderEntrySchema>
export type CustomRow = z.infer<typeof customRowSchema>
