import { z } from 'zod'

/**
 * Copy of the sign-in and sign-up flows (content/auth.yaml): the sticky rewards bar, the sign-up
 * and sign-in dialogs and pages, the password reset pages. Validation messages and the lines the
 * specification quotes live in code (app/auth/*-rules.ts), where the tests pin them.
 */
const heading = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
})

export const authSchema = z.object({
  stickyBar: z.object({
    text: z.string().min(1),
    cta: z.string().min(1),
  }),
  /** The sign-up dialog and the /sign-up page. */
  signUp: heading,
  /** The sign-in dialog and the /sign-in page. */
  signIn: heading,
  forgotPassword: heading,
  resetPassword: heading,
})

export type AuthContent = z.infer<typeof authSchema>
/** What every page's shell carries: the bar's and the dialogs' copy. */
export type ShellAuthContent = Pick<AuthContent, 'stickyBar' | 'signUp' | 'signIn'>
