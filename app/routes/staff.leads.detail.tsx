import { data } from 'react-router'
import { StaffLeadsForbidden } from '~/forms/components/staff-forbidden'
import { getLead } from '~/forms/leads.server'
import { fileTypeLabel, formatFileSize, formatLeadTime } from '~/forms/lead-format'
import { PRIVATE, requireLeadStaff } from '~/forms/staff-leads.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { telHref } from '~/ui/phone'
import type { Route } from './+types/staff.leads.detail'

export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? PRIVATE
}

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Lead', description: 'A message or patient registration sent to your store.', chainName, noindex: true })
}

/** /staff/leads/:leadId: one message or registration of the staff member's store (its answers, documents and signature images), with its files to download; another store's is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireLeadStaff(request)
  if (!staff) return data({ forbidden: true as const, lead: null }, { status: 403, headers: PRIVATE })
  const lead = await getLead(staff.dispensaryId, params.leadId)
  if (!lead) throw notFound()
  return data({ forbidden: false as const, lead }, { headers: PRIVATE })
}

export default function StaffLead({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <StaffLeadsForbidden />
  const { lead } = loaderData
  const row = 'grid gap-1 border-b border-line py-3 md:grid-cols-[12rem_minmax(0,1fr)]'
  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <Breadcrumbs items={[{ label: 'Leads', to: '/staff/leads' }, { label: lead.name }]} />
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">{lead.name}</h1>
        <p className="text-ink-muted">
          {lead.formTitle} · {lead.dispensaryName} · {formatLeadTime(lead.createdAt)}
        </p>
      </header>
      <dl className="rounded-2xl border border-line bg-surface px-5 md:px-6">
        {lead.details.map((detail) => (
          <div key={detail.label} className={row}>
            <dt className="text-sm font-semibold text-ink-muted">{detail.label}</dt>
            <dd className="whitespace-pre-wrap text-ink">{detail.value}</dd>
          </div>
        ))}
        {lead.formType === 'contact us' && !lead.message ? (
          <div className={row}>
            <dt className="text-sm font-semibold text-ink-muted">Message</dt>
            <dd className="text-ink">No message.</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className="text-sm font-semibold text-ink-muted">Email</dt>
          <dd>
            <a className="text-brand-800 underline underline-offset-4" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm font-semibold text-ink-muted">Phone</dt>
          <dd>
            <a className="text-brand-800 underline underline-offset-4" href={telHref(lead.phone)}>
              {lead.phone}
            </a>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm font-semibold text-ink-muted">State</dt>
          <dd className="text-ink">{lead.stateName}</dd>
        </div>
        <div className={`${row} border-b-0`}>
          <dt className="text-sm font-semibold text-ink-muted">Files</dt>
          <dd>
            {lead.files.length === 0 ? (
              <span className="text-ink">None</span>
            ) : (
              <ul className="flex flex-col gap-1">
                {lead.files.map((file) => (
                  <li key={file.id}>
                    <a className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4" href={`/staff/leads/${lead.id}/files/${file.id}`} download={file.fileName}>
                      Download {file.fileName}
                    </a>
                    <span className="ml-2 text-sm text-ink-muted">
                      {fileTypeLabel(file.contentType)}, {formatFileSize(file.size)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
