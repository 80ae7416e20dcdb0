import { z } from 'zod'

/**
 * The account area's editorial copy (content/account.yaml): the overview's banners, the read-only
 * profile's support note, the empty-state blocks and the home-dispensary labels.
 * Owned by the account area (issue 5); extend freely.
 */
const emptyState = z.object({ title: z.string().min(1), text: z.string().min(1), action: z.string().min(1) })

export const accountSchema = z.object({
  overview: z.object({
    pointsBanner: z.object({
      /** 001 §2.2: titled 'Accumulated points' unless this title contains 'Construction'. */
      title: z.string().min(1),
      description: z.string().min(1),
    }),
    /** The HOME DISPENSARY banner's line when no home dispensary is chosen yet. */
    homeDispensaryInvitation: z.string().min(1),
  }),
  profile: z.object({
    /** Under the read-only fields (001 §5: changes go through customer support by email). */
    supportNote: z.string().min(1),
    /** The subject the support mail link fills in. */
    supportSubject: z.string().min(1),
  }),
  orders: z.object({
    verifyTitle: z.string().min(1),
    verifyText: z.string().min(1),
    empty: emptyState,
  }),
  homeDispensary: z.object({
    empty: emptyState,
    chooseTitle: z.string().min(1),
    chooseText: z.string().min(1),
  }),
  chat: z.object({
    /** The 'Chat with us' dialog's line until live chat arrives. */
    description: z.string().min(1),
  }),
})

export type AccountContent = z.infer<typeof accountSchema>
