import { data, useLocation } from 'react-router'
import { FormBanner } from '~/forms/components/form-banners'
import { GeneralRegistrationForm } from '~/forms/components/general-registration-form'
import { NewYorkRegistrationForm } from '~/forms/components/new-york-registration-form'
import type { RegistrationAnswer } from '~/forms/components/registration-shell'
import { type Registered, VirginiaRegistrationForm } from '~/forms/components/virginia-registration-form'
import { preselect } from '~/forms/contact-choices'
import { registrationAction } from '~/forms/registration-action.server'
import { type RegistrationKind, registrationFormFor } from '~/forms/registration-options'
import { loadRegistrationChoices } from '~/forms/registration.server'
import { log } from '~/log.server'
import { getRegion } from '~/site/region.server'
import { clientAddress } from '~/site/rate-limit.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { issueNoScriptToken } from '~/captcha/no-script.server'
import { FormTokenContext } from '~/captcha/form-token-context'
import type { Route } from './+types/registration'

/** Each form's page copy: the form banner (001 §2.9), the page title and what to have at hand. */
export const REGISTRATION_PAGES: Record<RegistrationKind, { title: string; eyebrow: string; description: string; lead: string; bring: string[] }> = {
  general: {
    title: 'Patient registration',
    eyebrow: 'Medical patients',
    description: 'Register as a medical patient with your dispensary before your first visit.',
    lead: 'Register before your first visit and the team has your profile ready when you arrive: shorter check-in, and a pharmacist who already knows what you are looking for.',
    bring: ['Your state medical card or certification at your first visit', 'A valid government-issued photo ID', 'About five minutes'],
  },
  virginia: {
    title: 'Virginia patient pre-registration',
    eyebrow: 'Virginia medical patients',
    description: 'Pre-register as a Virginia medical cannabis patient: your documents, your signature and your dispensary in five short steps.',
    lead: 'Pre-register with your documents and signature so the dispensary can verify everything before you come in. Not certified yet? Tell us below and we will point you to the next step.',
    bring: ['Your Virginia ID or driver’s license', 'Your registration card', 'Your practitioner’s letter of certification (a photo or PDF of each)'],
  },
  'new-york': {
    title: 'New York medical patient registration',
    eyebrow: 'New York medical patients',
    description: 'Register as a New York medical cannabis patient, with your medical history, the privacy notice, the code of conduct and the disclosure authorization.',
    lead: 'New York asks dispensaries to keep a few signed forms for every patient. Fill them in here once and the pharmacist reviews them before your consultation.',
    bring: ['Your registry ID from your New York certification', 'The names and doses of any medications you take', 'About ten minutes'],
  },
}

export function meta({ matches, error, location }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  const page = REGISTRATION_PAGES[registrationFormFor(location.pathname)]
  return pageMeta({ title: page.title, description: page.description, chainName })
}

export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? { 'Cache-Control': 'no-store' }
}

function registeredFrom(value: string | null): Registered | null {
  if (value === null || value === '') return ''
  if (value === 'yes') return 'Yes'
  if (value === 'no') return 'No'
  return null
}

/** The form the path names (002 §2), its state and dispensary lists, and the ?stateCode=&dispensary= preselection. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const kind = registrationFormFor(url.pathname)
  const registered = registeredFrom(url.searchParams.get('registered'))
  if (registered === null) {
    throw data('The registered answer must be yes or no.', { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const states = await loadRegistrationChoices(kind, getRegion(request))
  const chosen = preselect(states, { stateCode: url.searchParams.get('stateCode'), dispensary: url.searchParams.get('dispensary') })
  // For a visitor without JavaScript, the browser check's stand-in (app/captcha/no-script.server.ts).
  return { kind, states, chosen, registered, formToken: issueNoScriptToken({ purpose: 'form' }) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const kind = registrationFormFor(new URL(request.url).pathname)
  const noStore = { 'Cache-Control': 'no-store' }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ ok: false as const, values: {}, errors: {}, message: 'That request is not valid.' } satisfies RegistrationAnswer, { status: 400, headers: noStore })
  }
  try {
    const { status, answer, retryAfterSeconds } = await registrationAction(kind, form, { region: getRegion(request), clientAddress: clientAddress(context) })
    return data(answer, { status, headers: retryAfterSeconds ? { ...noStore, 'Retry-After': String(retryAfterSeconds) } : noStore })
  } catch (error) {
    // 002 §8: a failed submit removes the loading overlay and shows no message (the failure is logged).
    log('forms').error({ err: error, kind }, 'registration: the submission failed')
    return data({ ok: false as const, values: {}, errors: {} } satisfies RegistrationAnswer, { status: 503, headers: noStore })
  }
}

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, states, chosen, registered, formToken } = loaderData
  const location = useLocation()
  const page = REGISTRATION_PAGES[kind]
  const answer = actionData as RegistrationAnswer | undefined
  const initialValues = { ...chosen, ...(answer && !answer.ok ? answer.values : {}) }
  // A post without JavaScript says which Virginia answer it was filled under.
  const postedRegistered = answer && !answer.ok ? answer.values.registeredWithCommonwealth : undefined
  const virginiaAnswer: Registered = postedRegistered === 'Yes' || postedRegistered === 'No' ? postedRegistered : registered
  return (
    <FormTokenContext value={formToken}>
      <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Registration forms', to: '/registration-form' }, { label: page.title }]} />
        <div className="mt-4 flex flex-col gap-8">
          <FormBanner eyebrow={page.eyebrow} title={page.title}>
            <p>{page.lead}</p>
          </FormBanner>
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
            <div className="min-w-0">
              {kind === 'general' ? (
                <GeneralRegistrationForm key={location.key} states={states} initialValues={initialValues} answer={answer} />
              ) : kind === 'virginia' ? (
                <VirginiaRegistrationForm key={`${location.key}-${virginiaAnswer}`} states={states} registered={virginiaAnswer} initialValues={initialValues} answer={answer} />
              ) : (
                <NewYorkRegistrationForm key={location.key} states={states} initialValues={initialValues} answer={answer} />
              )}
            </div>
            <aside className="h-fit rounded-2xl border border-line bg-sunken p-5 text-sm text-ink-muted">
              <h2 className="font-display text-lg font-semibold text-ink">Have these at hand</h2>
              <ul className="mt-3 flex list-disc flex-col gap-2 pl-5">
                {page.bring.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="mt-4">Fields marked * are required. What you send goes only to the dispensary you choose.</p>
            </aside>
          </div>
        </div>
      </Container>
    </FormTokenContext>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
