import { z } from 'zod'
import { GUIDE_SLUGS, unknownPlaceholders } from './guides'

/** `content/guides.yaml` (app/guides/guides.ts). Validated at start-up. */
const text = z.string().trim().min(1)
const template = text.refine((value) => unknownPlaceholders(value).length === 0, {
  message: 'only the placeholders {state}, {programName} and {agency} may be used',
})

export const guidesSchema = z
  .object({
    pages: z.array(
      z.object({
        slug: z.enum(GUIDE_SLUGS),
        title: text,
        description: text,
        updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD'),
        /** Markdown, rendered sanitised. */
        body: text,
      }),
    ),
    stateMedicalCard: z.object({
      intro: template,
      steps: z.array(z.object({ title: template, text: template })).min(1),
    }),
  })
  .superRefine((content, context) => {
    const slugs = content.pages.map((page) => page.slug)
    for (const slug of GUIDE_SLUGS) {
      if (!slugs.includes(slug)) context.addIssue({ code: 'custom', path: ['pages'], message: `the ${slug} page is missing` })
    }
    slugs.forEach((slug, index) => {
      if (slugs.indexOf(slug) !== index) context.addIssue({ code: 'custom', path: ['pages', index, 'slug'], message: `${slug} is listed twice` })
    })
  })

export type GuidesContent = z.infer<typeof guidesSchema>
