import { z } from 'zod'
import { imageSchema } from './schemas'

/**
 * The rewards programme's copy (content/rewards.yaml): the rewards hero (000 §3), how it works, the
 * matrix, the member benefits (001 §3, §4.9), the FAQ and the member's rewards page. Owned by
 * rewards (issue 5); extend freely.
 */

const ctaSchema = z.object({
  title: z.string().min(1),
  /** A site path or https URL; the join CTA's is replaced by the current page with flow=signup. */
  longUrl: z.string().regex(/^(\/|\?|https:\/\/)/, 'must be a site path, a query or an https URL'),
})

const siteImageSchema = imageSchema.extend({
  src: z.string().regex(/^\/[^/]/, 'must be a site path such as /images/rewards/logo.svg'),
})

export const rewardsSchema = z.object({
  programName: z.string().min(1),
  hero: z.object({
    title: z.string().min(1),
    /** Markdown (rendered with RichText). */
    description: z.string().min(1),
    /** [0]: the join CTA a signed-out visitor sees; [1]: the link a signed-in member sees (001 §2.5). */
    buttonCta: z.tuple([ctaSchema, ctaSchema]),
    heroImage: siteImageSchema,
    heroImageDesktop: siteImageSchema,
    rewardsLogo: siteImageSchema,
    rewardsLogoDesktop: siteImageSchema,
  }),
  howItWorks: z.object({
    heading: z.string().min(1),
    steps: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1).max(6),
  }),
  matrix: z.object({
    heading: z.string().min(1),
    description: z.string().min(1),
    /** Shown under the standard matrix on the public page. */
    rhodeIslandNote: z.string().min(1),
  }),
  benefits: z.object({
    heading: z.string().min(1),
    items: z
      .array(
        z.object({
          title: z.string().min(1),
          logo: z.object({ url: z.string().regex(/^\/[^/]/, 'must be a site path') }),
        }),
      )
      .min(1),
  }),
  faq: z.object({
    heading: z.string().min(1),
    items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
  }),
  account: z.object({
    bannerTitle: z.string().min(1),
    balanceLabel: z.string().min(1),
    /** '{points}' and '{date}' are filled in ('112 points expire on April 3, 2026'). */
    expiryText: z.string().includes('{points}').includes('{date}'),
    matrixHeading: z.string().min(1),
    activityHeading: z.string().min(1),
    activityEmptyTitle: z.string().min(1),
    activityEmptyText: z.string().min(1),
    notMemberTitle: z.string().min(1),
    notMemberText: z.string().min(1),
  }),
})

export type RewardsContent = z.infer<typeof rewardsSchema>
