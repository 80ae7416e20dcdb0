import { emailSchema, type FormErrors, PASSWORD_MAX_LENGTH, passwordProblem } from './sign-up-rules'

/** Sign in, forgotten and reset password: the fields' rules and the flows' messages (pure). */

export type SignInField = 'email' | 'password'

export const SIGN_IN_MESSAGES = {
  /** One message for every wrong pair, so the form never tells which accounts exist. */
  wrongCredentials: 'The email or password is incorrect.',
  passwordMissing: 'Enter your password.',
  /**
   * Past a few wrong passwords (decision 0016) the next attempt needs a quick proof-of-work check by
   * the browser; the form runs it and tries again by itself. Without JavaScript it cannot, and the
   * message says what still works.
   */
  challengeRequired:
    'Too many sign-in attempts. For your security, your browser needs to complete a quick check first (this needs JavaScript). You can also reset your password.',
} as const

export const RESET_MESSAGES = {
  /** The same answer whether or not an account exists. */
  linkSent: 'If an account exists for that email, we sent a link to reset your password. It works for one hour.',
  tooMany: (wait: string) => `Too many reset requests. Please wait ${wait} and try again.`,
  tokenInvalid: 'This password reset link is invalid or has expired.',
  confirmMissing: 'Enter the new password again.',
  confirmMismatch: 'The two passwords do not match.',
  done: 'Your password has been reset',
} as const

type Checked<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FormErrors<F> }

export function validateSignIn(input: { email: string; password: string }): Checked<{ email: string; password: string }, SignInField> {
  const errors: FormErrors<SignInField> = {}
  const email = emailSchema.safeParse(input.email)
  if (!email.success) errors.email = email.error.issues[0]?.message
  if (input.password.length === 0) errors.password = SIGN_IN_MESSAGES.passwordMissing
  if (!email.success || errors.password) return { ok: false, errors }
  // No account has a longer password: refuse it as wrong without hashing a megabyte.
  if (input.password.length > PASSWORD_MAX_LENGTH) return { ok: false, errors: { form: SIGN_IN_MESSAGES.wrongCredentials } }
  return { ok: true, value: { email: email.data, password: input.password } }
}

export function validateForgotPassword(input: { email: string }): Checked<{ email: string }, 'email'> {
  const email = emailSchema.safeParse(input.email)
  return email.success ? { ok: true, value: { email: email.data } } : { ok: false, errors: { email: email.error.issues[0]?.message } }
}

export type ResetField = 'password' | 'confirmPassword'

/** The new password, typed twice; the same rules as at sign-up (`email` is the account's). */
export function validateNewPassword(input: { password: string; confirmPassword: string; email?: string }): Checked<{ password: string }, ResetField> {
  const errors: FormErrors<ResetField> = {}
  const problem = passwordProblem(input.password, input.email?.toLowerCase())
  if (problem) errors.password = problem
  if (input.confirmPassword.length === 0) errors.confirmPassword = RESET_MESSAGES.confirmMissing
  else if (!problem && input.confirmPassword !== input.password) errors.confirmPassword = RESET_MESSAGES.confirmMismatch
  if (problem || errors.confirmPassword) return { ok: false, errors }
  return { ok: true, value: { password: input.password } }
}
