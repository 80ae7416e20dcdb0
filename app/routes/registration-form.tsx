import { Link } from 'react-router'
import { FormBanner } from '~/forms/components/form-banners'
import { REGISTRATION_PATHS, type RegistrationKind } from '~/forms/registration-options'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/registration-form'

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Patient registration forms', description: 'Register as a medical patient before your first visit: the general form, Virginia pre-registration or the New York form.', chainName })
}

export const headers = cacheablePageHeaders

/** The choices, in the order most visitors need them. */
export const REGISTRATION_CHOICES: { kind: RegistrationKind; title: string; description: string; action: string }[] = [
  {
    kind: 'general',
    title: 'Patient registration',
    description: 'For medical patients in every state we serve except Virginia and New York. Five minutes; bring your card to your first visit.',
    action: 'Start the patient registration',
  },
  {
    kind: 'virginia',
    title: 'Virginia patient pre-registration',
    description: 'For Virginia patients: upload your ID, registration card and letter of certification and sign once. Not certified yet? The form shows you how to start.',
    action: 'Start the Virginia pre-registration',
  },
  {
    kind: 'new-york',
    title: 'New York medical patient registration',
    description: 'For New York patients: your medical history, the privacy notice, the code of conduct and the disclosure authorization, signed online.',
    action: 'Start the New York registration',
  },
]

/** /registration-form: which registration form to fill in (002 §2 chooses the form by its path). */
export default function RegistrationFormSelection() {
  return (
    <Container className="pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Registration forms' }]} />
      <div className="mt-4 flex flex-col gap-8">
        <FormBanner eyebrow="Medical patients" title="Patient registration forms">
          <p>Registering before your first visit saves time at the counter and lets the pharmacist prepare for your consultation. Choose the form for the state your dispensary is in.</p>
        </FormBanner>
        <ul className="grid gap-4 md:grid-cols-3">
          {REGISTRATION_CHOICES.map((choice) => (
            <li key={choice.kind} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 md:p-6">
              <h2 className="font-display text-lg font-semibold text-ink md:text-xl">{choice.title}</h2>
              <p className="flex-1 text-sm text-ink-muted">{choice.description}</p>
              <Link to={REGISTRATION_PATHS[choice.kind]} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                {choice.action}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
