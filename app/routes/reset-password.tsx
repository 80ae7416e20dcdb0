import { data, Form, Link, useNavigation } from 'react-router'
import { field, readAuthForm } from '~/auth/auth-form.server'
import { unreadable } from '~/auth/auth-responses.server'
import { AuthPage } from '~/auth/components/auth-page'
import { privateAuthPageHeaders } from '~/auth/route-headers'
import { ErrorSummary } from '~/auth/components/form-controls'
import { findResetToken, resetPassword } from '~/auth/password-reset.server'
import { RESET_MESSAGES } from '~/auth/sign-in-rules'
import { PASSWORD_HINT } from '~/auth/sign-up-rules'
import { getContent } from '~/content/content.server'
import { buttonClasses, Button } from '~/ui/button'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { TextField } from '~/ui/text-field'
import type { Route } from './+types/reset-password'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Choose a new password', description: loaderData.copy.description, chainName, noindex: true })
}

/** The token is in the URL: keep the page out of every cache and the link out of Referer headers. */
export function headers(args: Route.HeadersArgs) {
  const headers = privateAuthPageHeaders(args)
  headers.set('Referrer-Policy', 'no-referrer')
  return headers
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const valid = (await findResetToken(token)) !== null
  return { copy: getContent().auth().resetPassword, token: valid ? token : null }
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readAuthForm(request)
  if (!read.ok) return unreadable(read)
  const outcome = await resetPassword(read.form)
  if (!outcome.ok) {
    return data(
      { ok: false as const, errors: outcome.errors, tokenInvalid: outcome.tokenInvalid ?? false, token: field(read.form, 'token') },
      { status: outcome.status, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return data({ ok: true as const }, { headers: { 'Cache-Control': 'no-store' } })
}

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2'

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, token } = loaderData
  const busy = useNavigation().state === 'submitting'
  if (actionData?.ok) {
    return (
      <AuthPage title={RESET_MESSAGES.done} description="Sign in with your new password. Any other signed-in devices were signed out.">
        <div role="status">
          <Link to="/sign-in" className={buttonClasses('primary', 'lg', 'w-full')}>
            Sign in
          </Link>
        </div>
      </AuthPage>
    )
  }
  const refused = actionData && !actionData.ok ? actionData : undefined
  if (!token || (refused && 'tokenInvalid' in refused && refused.tokenInvalid)) {
    return (
      <AuthPage title="This link no longer works" description={RESET_MESSAGES.tokenInvalid}>
        <div role="alert" className="flex flex-col gap-3 text-sm text-ink-muted">
          <p>Reset links work once, for one hour. Ask for a new one and use the newest email.</p>
          <p>
            <Link to="/forgot-password" className={linkClass}>
              Send me a new link
            </Link>
          </p>
        </div>
      </AuthPage>
    )
  }
  return (
    <AuthPage title={copy.title} description={copy.description}>
      <Form method="post" noValidate aria-label="Choose a new password" className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <ErrorSummary errors={refused?.errors} labels={{ password: 'New password', confirmPassword: 'Confirm new password' }} idPrefix="reset" />
        <TextField
          id="reset-password"
          name="password"
          type="password"
          label="New password"
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          minLength={10}
          maxLength={128}
          required
          error={refused?.errors.password}
        />
        <TextField
          id="reset-confirmPassword"
          name="confirmPassword"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={128}
          required
          error={refused?.errors.confirmPassword}
        />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? 'Saving…' : 'Reset password'}
        </Button>
      </Form>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
