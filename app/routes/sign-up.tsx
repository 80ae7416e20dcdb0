import { data, Form, redirect, useNavigation } from 'react-router'
import { authPageHref } from '~/auth/flow'
import { field, readAuthForm } from '~/auth/auth-form.server'
import { echoValues, readIntent, refuse, unreadable } from '~/auth/auth-responses.server'
import { AuthPage } from '~/auth/components/auth-page'
import { privateAuthPageHeaders } from '~/auth/route-headers'
import { SignUpFields } from '~/auth/components/sign-up-fields'
import { getAccountUser, safeRedirectTarget } from '~/auth/session.server'
import { signUp } from '~/auth/sign-up.server'
import { getContent } from '~/content/content.server'
import { clientAddress } from '~/site/rate-limit.server'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/sign-up'

const ECHOED = ['firstName', 'lastName', 'email', 'phoneNumber', 'birthdate', 'homeState', 'medicalPatient', 'acceptTerms'] as const

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Create an account', description: loaderData.copy.description, chainName, noindex: true })
}

export function headers(args: Route.HeadersArgs) {
  return privateAuthPageHeaders(args)
}

/** A signed-in shopper has an account already: straight on to where they were going. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const given = url.searchParams.get('redirectTo')
  if (await getAccountUser(request)) throw redirect(safeRedirectTarget(given))
  return { copy: getContent().auth().signUp, redirectTo: given ? safeRedirectTarget(given) : null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAuthForm(request)
  if (!read.ok) return unreadable(read)
  const intent = readIntent(read.form)
  if (!intent) return refuse({ form: 'That form could not be read. Please try again.' }, 400)

  const outcome = await signUp(read.form, { request, clientAddress: clientAddress(context) })
  if (!outcome.ok) {
    return refuse(outcome.errors, outcome.status, { values: echoValues(read.form, ECHOED), retryAfterSeconds: outcome.retryAfterSeconds })
  }
  outcome.headers.set('Cache-Control', 'no-store')
  if (intent === 'dialog') {
    return data({ ok: true as const, user: { firstName: outcome.user.firstName, email: outcome.user.email } }, { headers: outcome.headers })
  }
  throw redirect(safeRedirectTarget(field(read.form, 'redirectTo')), { headers: outcome.headers })
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, redirectTo } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/sign-up') === true
  const refused = actionData && !actionData.ok ? actionData : undefined
  return (
    <AuthPage title={copy.title} description={copy.description}>
      <Form method="post" action={authPageHref('/sign-up', redirectTo)} noValidate aria-label="Create an account">
        <input type="hidden" name="intent" value="page" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <SignUpFields
          idPrefix="sign-up"
          errors={refused?.errors}
          values={refused?.values}
          busy={busy}
          signIn={{ to: authPageHref('/sign-in', redirectTo) }}
        />
      </Form>
    </AuthPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
