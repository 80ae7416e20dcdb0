import { z } from 'zod'

/**
 * The account area's editorial copy (content/account.yaml): the overview's banners, the read-only
 * profile's support note, the empty-state block and the home-dispensary labels.
 * Owned by the account area (issue 5); extend freely.
 */
export const accountSchema = z.object({
  overview: z.object({
    pointsBanner: z.object({
      /** 001 §2.2: titled 'Accumulated points' unless this title contains 'Construction'. */
      title: z.string().min(1),
      description: z.string().min(1),
    }),
  }),
})

export type AccountContent = z.infer<typeof accountSchema>
