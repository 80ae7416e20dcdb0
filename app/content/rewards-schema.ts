import { z } from 'zod'

/**
 * The rewards programme's copy (content/rewards.yaml): the rewards hero, the sticky bar, the matrix
 * message and the member benefits. Owned by rewards (issue 5); extend freely.
 */
export const rewardsSchema = z.object({
  programName: z.string().min(1),
})

export type RewardsContent = z.infer<typeof rewardsSchema>
