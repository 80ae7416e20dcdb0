import { Mail } from '~/ui/icons'
import { data } from 'react-router'
import { ACCOUNT_CACHE_CONTROL, ACCOUNT_DESCRIPTION, accountPageHeaders } from '~/account/page-headers'
import { formatBirthdate, formatPhoneNumber, stateName, supportMailto } from '~/account/profile-format'
import { requireAccountUser } from '~/auth/session.server'
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
    },
    { headers: { 'Cache-Control': ACCOUNT_CACHE_CONTROL } },
  )
}

export default function AccountProfile({ loaderData }: Route.ComponentProps) {
  const { fields, note, support } = loaderData
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
