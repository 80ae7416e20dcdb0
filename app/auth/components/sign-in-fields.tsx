import type { RefObject } from 'react'
import { Link } from 'react-router'
import { ChallengeField } from '~/captcha/components/challenge-field'
import type { ChallengeStatus } from '~/captcha/components/use-challenge-gate'
import { Button } from '~/ui/button'
import { TextField } from '~/ui/text-field'
import type { SignInField } from '../sign-in-rules'
import type { FormErrors } from '../sign-up-rules'
import { ErrorSummary } from './form-controls'

export const SIGN_IN_LABELS: Record<SignInField, string> = { email: 'Email', password: 'Password' }

/** The sign-in form's fields, summary and button (the page's <Form> or the dialog's fetcher form). */
export function SignInFields({
  idPrefix,
  errors,
  email,
  busy,
  signUp,
  forgotPasswordHref,
  check,
  challengeFieldRef,
}: {
  idPrefix: string
  errors: FormErrors<SignInField> | undefined
  email: string | undefined
  busy: boolean
  /** Where 'Create an account' goes: the /sign-up page, or flow=signup in the dialog. */
  signUp: { to: string; replace?: boolean }
  forgotPasswordHref: string
  /** The proof-of-work check the server may ask for after several wrong passwords (decision 0016). */
  check: ChallengeStatus
  challengeFieldRef: RefObject<HTMLInputElement | null>
}) {
  // While the browser answers a "check needed" by itself, its status line speaks instead of the form's message.
  const shown = check.handlingRequired && errors ? { ...errors, form: undefined } : errors
  const e = shown ?? {}
  return (
    <div className="flex flex-col gap-4">
      <ErrorSummary errors={shown} labels={SIGN_IN_LABELS} idPrefix={idPrefix} />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={SIGN_IN_LABELS.email}
        autoComplete="username"
        spellCheck={false}
        maxLength={254}
        required
        defaultValue={email}
        error={e.email}
      />
      <div className="flex flex-col gap-1">
        <TextField
          id={`${idPrefix}-password`}
          name="password"
          type="password"
          label={SIGN_IN_LABELS.password}
          autoComplete="current-password"
          maxLength={1024}
          required
          error={e.password}
        />
        <Link
          to={forgotPasswordHref}
          className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          Forgot password?
        </Link>
      </div>
      <ChallengeField fieldRef={challengeFieldRef} checking={check.checking} failed={check.failed} />
      <Button type="submit" size="lg" disabled={busy || check.checking} className="w-full">
        {busy || check.checking ? 'Signing in…' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        New here?{' '}
        <Link to={signUp.to} replace={signUp.replace} preventScrollReset={signUp.replace} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
          Create an account
        </Link>
      </p>
    </div>
  )
}
