import { z } from 'zod'

/**
 * Copy of the sign-in and sign-up flows (content/auth.yaml): the sign-up dialog's heading and
 * benefits line, the sticky rewards bar. Owned by the auth UI (issue 5); extend freely.
 */
export const authSchema = z.object({
  stickyBar: z.object({
    text: z.string().min(1),
    cta: z.string().min(1),
  }),
})

export type AuthContent = z.infer<typeof authSchema>
