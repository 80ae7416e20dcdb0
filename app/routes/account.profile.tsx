import { Mail } from '~/ui/icons'
import { data, redirect } from 'react-router'
import { ACCOUNT_CACHE_CONTROL, ACCOUNT_DESCRIPTION, accountPageHeaders } from '~/account/page-headers'
import { formatBirthdate, formatPhoneNumber, stateName, supportMailto } from '~/account/profile-format'
import { field, readAuthForm } from '~/auth/auth-form.server'
import { requireAccountUser } from '~/auth/session.server'
import { MedicalCardsSection } from '~/compliance/components/medical-cards-section'
import { CARD_NUMBER_MAX, CARD_NUMBER_MIN, isReturnPath } from '~/compliance/medical-card'
import { loadMedicalProfile, submitMedicalCardForm } from '~/compliance/medical-profile.server'
import { getRegion } from '~/site/region.server'
import { getContent } from '~/content/content.server'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import { TextField } from '~/ui/text-field'
import type { Route } from './+types/account.profile'

export const headers = accountPageHeaders

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'My Profile', description: ACCOUNT_DESCRIPTION, chainName, noindex: true })
}

/** 001 §5: every profile field is read-only; changes go through customer support by email. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccountUser(request)
  const content = getContent()
  const copy = content.account().profile
  const support = content.site().contact.email
  const url = new URL(request.url)
  const returnTo = url.searchParams.get('returnTo')
  const medical = await loadMedicalProfile(user.id, getRegion(request))
  const saved = url.searchParams.get('saved')
  const removed = url.searchParams.get('removed')
  const stateOf = (code: string | null) => medical.states.find((state) => state.code === code)?.name
  return data(
    {
      fields: [
        { name: 'firstName', label: 'First name', value: user.firstName, autoComplete: 'given-name' },
        { name: 'lastName', label: 'Last name', value: user.lastName, autoComplete: 'family-name' },
        { name: 'birthdate', label: 'Date of birth', value: formatBirthdate(user.birthdate), hint: 'MM/DD/YYYY', autoComplete: 'bday' },
        { name: 'phoneNumber', label: 'Mobile number', value: formatPhoneNumber(user.phoneNumber), autoComplete: 'tel' },
        { name: 'email', label: 'Email', value: user.email, autoComplete: 'email' },
        { name: 'state', label: 'State', value: stateName(user.homeState), autoComplete: 'address-level1' },
        // Accounts do not hold an address yet (issue 6 adds delivery addresses).
        { name: 'address', label: 'Address', value: '', autoComplete: 'street-address' },
      ],
      note: copy.supportNote,
      support: { email: support, href: supportMailto(support, copy.supportSubject, `Account email: ${user.email}`) },
      medical: {
        ...medical,
        returnTo: returnTo && isReturnPath(returnTo) ? returnTo : null,
        numberHint: `${CARD_NUMBER_MIN} to ${CARD_NUMBER_MAX} letters, digits and dashes`,
        notice: stateOf(saved) ? `Your ${stateOf(saved)} medical card is saved.` : stateOf(removed) ? `Your ${stateOf(removed)} medical card is removed.` : null,
      },
    },
    { headers: { 'Cache-Control': ACCOUNT_CACHE_CONTROL } },
  )
}

/**
 * The one thing a shopper changes here themselves: their medical cards (decision 0017), which medical
 * menus need before they take a reservation. 'save-card' adds or renews a state's card and goes back
 * to the checkout the shopper came from; 'remove-card' removes one. Bad input changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccountUser(request)
  const noStore = { 'Cache-Control': 'no-store' }
  const read = await readAuthForm(request)
  if (!read.ok) {
    return data({ errors: { form: 'That form could not be read. Please try again.' }, values: {} as Record<string, string> }, { status: read.status, headers: noStore })
  }
  const fields = Object.fromEntries(['intent', 'state', 'cardNumber', 'expiresOn'].map((key) => [key, field(read.form, key)]))
  const outcome = await submitMedicalCardForm(user.id, fields, getRegion(request))
  if (!outcome.ok) return data({ errors: outcome.errors, values: outcome.values }, { status: outcome.status, headers: noStore })
  const returnTo = field(read.form, 'returnTo')
  if (outcome.intent === 'save-card' && isReturnPath(returnTo)) throw redirect(returnTo, { status: 303, headers: noStore })
  const key = outcome.intent === 'save-card' ? 'saved' : 'removed'
  throw redirect(`/account/profile?${key}=${outcome.stateCode}#medical-cards`, { status: 303, headers: noStore })
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { fields, note, support, medical } = loaderData
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title="My Profile" description="Your personal information as we hold it." />
      <section aria-labelledby="personal-information" className="rounded-xl border border-line bg-surface p-5 shadow-card md:p-8">
        <h2 id="personal-information" className="font-display text-lg font-semibold text-ink">
          Personal information
        </h2>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          {fields.map((field) => (
            <TextField
              key={field.name}
              id={`profile-${field.name}`}
              name={field.name}
              label={field.label}
              hint={'hint' in field ? field.hint : undefined}
              defaultValue={field.value}
              placeholder={field.value ? undefined : 'Not provided'}
              autoComplete={field.autoComplete}
              disabled
              readOnly
              className={field.name === 'address' ? 'md:col-span-2' : undefined}
            />
          ))}
        </div>
      </section>
      <MedicalCardsSection {...medical} errors={actionData?.errors} values={actionData?.values} />
      <aside aria-labelledby="profile-changes" className="flex gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5 md:p-6">
        <Mail aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div className="flex flex-col gap-2">
          <h2 id="profile-changes" className="font-semibold text-ink">
            Need to change something?
          </h2>
          <p className="text-base text-ink-muted">{note}</p>
          <p>
            <a href={support.href} className="font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900">
              Email customer support at {support.email}
            </a>
          </p>
        </div>
      </aside>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
