import { data } from 'react-router'
import { type ContactAnswer, ContactWizard } from '~/forms/components/contact-wizard'
import { contactAction, contactValuesFrom } from '~/forms/contact-action.server'
import { log } from '~/log.server'
import { preselect } from '~/forms/contact-choices'
import { EMPTY_CONTACT, firstStepWithError } from '~/forms/contact-form'
import { loadContactChoices } from '~/forms/leads.server'
import { getRegion } from '~/site/region.server'
import { clientAddress } from '~/site/rate-limit.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import { issueNoScriptToken } from '~/captcha/no-script.server'
import { FormTokenContext } from '~/captcha/form-token-context'
import type { Route } from './+types/contact'

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Contact Us', description: 'Questions about an order, a product, a medical card or your rewards? Send a message to your dispensary.', chainName })
}

export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? { 'Cache-Control': 'no-store' }
}

/** /contact?stateCode=&dispensary=: the wizard, with the state (code or dashed name) and dispensary preselected (002 §2). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const states = await loadContactChoices(getRegion(request))
  const chosen = preselect(states, { stateCode: url.searchParams.get('stateCode'), dispensary: url.searchParams.get('dispensary') })
  // For a visitor without JavaScript, the browser check's stand-in (app/captcha/no-script.server.ts).
  return { states, chosen, formToken: issueNoScriptToken({ purpose: 'form' }) }
}

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ ok: false as const, step: 1 as const, values: {}, errors: {}, message: 'That request is not valid.' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  let outcome: Awaited<ReturnType<typeof contactAction>>
  try {
    outcome = await contactAction(form, { region: getRegion(request), clientAddress: clientAddress(context) })
  } catch (error) {
    // 002 §8: a failed submit removes the loading overlay and shows no message; the values stay.
    log('forms').error({ err: error }, 'contact: the submission failed')
    const { reCaptchaToken: _spent, ...values } = contactValuesFrom(form)
    return data({ ok: false as const, step: 3 as const, values, errors: {} }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
  const { status, answer, retryAfterSeconds } = outcome
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
  return data(answer, { status, headers })
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { states, chosen, formToken } = loaderData
  // A post without JavaScript comes back here: its values, errors and step.
  const answer = actionData as ContactAnswer | undefined
  const values = { ...EMPTY_CONTACT, ...chosen, ...(answer && !answer.ok ? answer.values : {}) }
  const errors = answer && !answer.ok ? answer.errors : {}
  const step = answer && !answer.ok ? (firstStepWithError(errors) ?? answer.step) : 1
  return (
    <FormTokenContext value={formToken}>
      <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Contact Us' }]} />
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
          <div className="flex flex-col gap-6">
            <PageHeading
              title="Contact Us"
              description={<p>Tell us what you need and which dispensary it is about. The store’s team reads every message and answers by email or phone.</p>}
            />
            <ContactWizard
              key={answer ? JSON.stringify(answer) : 'first'}
              states={states}
              initialValues={values}
              initialStep={step}
              initialErrors={errors}
              initialMessage={answer && !answer.ok ? answer.message : undefined}
              done={Boolean(answer?.ok)}
            />
          </div>
          <aside className="h-fit rounded-2xl border border-line bg-sunken p-5 text-sm text-ink-muted lg:mt-20">
            <h2 className="font-display text-lg font-semibold text-ink">Before you write</h2>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5">
              <li>For an order you placed today, calling the store is quickest: its number is on the dispensary’s page.</li>
              <li>Photos of a receipt, a product label or your medical card help the team answer in one go.</li>
              <li>We never ask for your full medical history here. Share only what the question needs.</li>
            </ul>
          </aside>
        </div>
      </Container>
    </FormTokenContext>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
