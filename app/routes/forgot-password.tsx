import { data, Form, Link, useNavigation } from 'react-router'
import { readAuthForm } from '~/auth/auth-form.server'
import { echoValues, refuse, unreadable } from '~/auth/auth-responses.server'
import { AuthPage } from '~/auth/components/auth-page'
import { privateAuthPageHeaders } from '~/auth/route-headers'
import { ErrorSummary } from '~/auth/components/form-controls'
import { requestPasswordReset } from '~/auth/password-reset.server'
import { RESET_MESSAGES } from '~/auth/sign-in-rules'
import { getContent } from '~/content/content.server'
import { clientAddress } from '~/site/rate-limit.server'
import { Button } from '~/ui/button'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { TextField } from '~/ui/text-field'
import type { Route } from './+types/forgot-password'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Reset your password', description: loaderData.copy.description, chainName, noindex: true })
}

export function headers(args: Route.HeadersArgs) {
  return privateAuthPageHeaders(args)
}

export function loader() {
  return { copy: getContent().auth().forgotPassword }
}

/** Always the same answer, account or not (nothing to learn about who has one). */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthForm(request)
  if (!read.ok) return unreadable(read)
  const outcome = await requestPasswordReset(read.form, { clientAddress: clientAddress(context) })
  if (!outcome.ok) {
    return refuse(outcome.errors, outcome.status, { values: echoValues(read.form, ['email']), retryAfterSeconds: outcome.retryAfterSeconds })
  }
  return data({ ok: true as const }, { headers: { 'Cache-Control': 'no-store' } })
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = loaderData
  const busy = useNavigation().state === 'submitting'
  const refused = actionData && !actionData.ok ? actionData : undefined
  if (actionData?.ok) {
    return (
      <AuthPage title="Check your email" description={RESET_MESSAGES.linkSent}>
        <div role="status" className="flex flex-col gap-3 text-sm text-ink-muted">
          <p>Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
          <p>
            <Link to="/sign-in" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
              Back to sign in
            </Link>
          </p>
        </div>
      </AuthPage>
    )
  }
  return (
    <AuthPage title={copy.title} description={copy.description}>
      <Form method="post" noValidate aria-label="Reset your password" className="flex flex-col gap-4">
        <ErrorSummary errors={refused?.errors} labels={{ email: 'Email' }} idPrefix="forgot" />
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          required
          defaultValue={refused?.values?.email}
          error={refused?.errors.email}
        />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? 'Sending…' : 'Send reset link'}
        </Button>
        <p className="text-center text-sm">
          <Link to="/sign-in" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
            Back to sign in
          </Link>
        </p>
      </Form>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
