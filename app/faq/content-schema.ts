import { z } from 'zod'
import { US_STATE_CODES, US_STATES } from '~/legal-status/us-states'
import { FAQ_ICON_NAMES } from './faq'

/** `content/faq.yaml` (app/faq/faq.ts says how it becomes the FAQ pages). Validated at start-up. */

const text = z.string().trim().min(1)
const faq = z.object({ question: text, answer: text })

const STATE_SLUGS = new Set(US_STATES.map((state) => state.slug))

export const faqContentSchema = z
  .object({
    title: text,
    description: text,
    categories: z
      .array(
        z.object({
          slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by dashes'),
          title: text,
          icon: z.enum(FAQ_ICON_NAMES),
          description: text,
          faqs: z.array(faq).min(1),
        }),
      )
      .min(1),
    /** Extra questions for a state's category, after the ones built from its legal facts. */
    stateQuestions: z.record(z.string(), z.array(faq)).default({}),
  })
  .superRefine((content, context) => {
    const seen = new Set<string>()
    content.categories.forEach((category, index) => {
      // /faq/{category} also serves the state categories, named by state slug.
      if (STATE_SLUGS.has(category.slug)) context.addIssue({ code: 'custom', path: ['categories', index, 'slug'], message: `${category.slug} is a state's slug` })
      if (seen.has(category.slug)) context.addIssue({ code: 'custom', path: ['categories', index, 'slug'], message: `${category.slug} is used twice` })
      seen.add(category.slug)
    })
    for (const code of Object.keys(content.stateQuestions)) {
      if (!US_STATE_CODES.includes(code)) context.addIssue({ code: 'custom', path: ['stateQuestions', code], message: `${code} is not a US state or DC` })
    }
  })

export type FaqContent = z.infer<typeof faqContentSchema>
