import { data, Form, redirect, useNavigation } from 'react-router'
import { authPageHref, readFlow, SIGN_IN_REASONS } from '~/auth/flow'
import { field, readAuthForm } from '~/auth/auth-form.server'
import { echoValues, readIntent, refuse, unreadable } from '~/auth/auth-responses.server'
import { AuthPage } from '~/auth/components/auth-page'
import { privateAuthPageHeaders } from '~/auth/route-headers'
import { SignInFields } from '~/auth/components/sign-in-fields'
import { getAccountUser, safeRedirectTarget } from '~/auth/session.server'
import { signIn } from '~/auth/sign-in.server'
import { getContent } from '~/content/content.server'
import { useChallengeGate } from '~/captcha/components/use-challenge-gate'
import { clientAddress } from '~/site/rate-limit.server'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/sign-in'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Sign in', description: loaderData.copy.description, chainName, noindex: true })
}

export function headers(args: Route.HeadersArgs) {
  return privateAuthPageHeaders(args)
}

/** Signed in already: on to where the visitor was going. `reason=order` shows issue 6's line. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const given = url.searchParams.get('redirectTo')
  if (await getAccountUser(request)) throw redirect(safeRedirectTarget(given))
  const { reason } = readFlow(new URLSearchParams({ flow: 'signin', reason: url.searchParams.get('reason') ?? '' }))
  return {
    copy: getContent().auth().signIn,
    redirectTo: given ? safeRedirectTarget(given) : null,
    reason: reason ? SIGN_IN_REASONS[reason] : null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthForm(request)
  if (!read.ok) return unreadable(read)
  const intent = readIntent(read.form)
  if (!intent) return refuse({ form: 'That form could not be read. Please try again.' }, 400)

  const outcome = await signIn(read.form, { request, clientAddress: clientAddress(context) })
  if (!outcome.ok) {
    return refuse(outcome.errors, outcome.status, {
      values: echoValues(read.form, ['email']),
      challenge: outcome.challenge,
      challengeRequired: outcome.challengeRequired,
    })
  }
  outcome.headers.set('Cache-Control', 'no-store')
  if (intent === 'dialog') {
    return data({ ok: true as const, user: { firstName: outcome.user.firstName, email: outcome.user.email } }, { headers: outcome.headers })
  }
  throw redirect(safeRedirectTarget(field(read.form, 'redirectTo')), { headers: outcome.headers })
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, redirectTo, reason } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/sign-in') === true
  const refused = actionData && !actionData.ok ? actionData : undefined
  const { formRef, fieldRef, onSubmit, checking, failed, handlingRequired } = useChallengeGate(refused)
  return (
    <AuthPage title={copy.title} description={copy.description}>
      {reason ? <p className="mb-5 rounded-lg bg-accent-tint px-4 py-3 text-sm font-medium text-accent-deep">{reason}</p> : null}
      <Form ref={formRef} onSubmit={onSubmit} method="post" action={authPageHref('/sign-in', redirectTo)} noValidate aria-label="Sign in">
        <input type="hidden" name="intent" value="page" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <SignInFields
          idPrefix="sign-in"
          errors={refused?.errors}
          email={refused?.values?.email}
          busy={busy}
          signUp={{ to: authPageHref('/sign-up', redirectTo) }}
          forgotPasswordHref="/forgot-password"
          check={{ checking, failed, handlingRequired }}
          challengeFieldRef={fieldRef}
        />
      </Form>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
