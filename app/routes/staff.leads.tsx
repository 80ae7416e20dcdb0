import { data, Link } from 'react-router'
import { StaffLeadsForbidden } from '~/forms/components/staff-forbidden'
import { listLeads } from '~/forms/leads.server'
import { formatLeadTime } from '~/forms/lead-format'
import { PRIVATE, requireLeadStaff } from '~/forms/staff-leads.server'
import { StorePicker } from '~/operators/components/store-picker'
import { resolveStore } from '~/operators/roles.server'
import { notFound } from '~/ui/http'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/staff.leads'

export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? PRIVATE
}

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Leads', description: 'Messages sent to your store.', chainName, noindex: true })
}

/** /staff/leads: the messages sent to the staff member's store (an owner: the store picked), newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireLeadStaff(request)
  if (!staff) return data({ forbidden: true as const, store: null, leads: [], stores: [], storeId: 0 }, { status: 403, headers: PRIVATE })
  const resolved = await resolveStore(staff.scope, new URL(request.url).searchParams.get('store'))
  if (!resolved.ok && resolved.status === 404) throw notFound()
  if (!resolved.ok) return data({ forbidden: true as const, store: null, leads: [], stores: [], storeId: 0 }, { status: 403, headers: PRIVATE })
  const { store, stores } = resolved
  const dispensaryId = staff.dispensaryId ?? store.dispensaryId
  return data(
    { forbidden: false as const, store: store.label.split(' · ')[1] ?? store.label, leads: await listLeads(dispensaryId), stores: staff.scope.role === 'owner' ? stores : [], storeId: store.storeId },
    { headers: PRIVATE },
  )
}

export default function StaffLeads({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <StaffLeadsForbidden />
  const { store, leads, stores, storeId } = loaderData
  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Leads</h1>
        <p className="text-ink-muted">{store}: Contact Us messages and patient registrations, newest first.</p>
      </header>
      <StorePicker stores={stores} current={storeId} />
      {leads.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-ink-muted">No messages yet. New ones appear here and in the store’s mailbox.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {leads.map((lead) => (
            <li key={lead.id} className="rounded-2xl border border-line bg-surface p-4 md:p-5">
              <h2 className="font-semibold text-ink">
                <Link to={`/staff/leads/${lead.id}`} className="underline-offset-4 hover:underline">
                  {lead.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-ink-muted">
                {lead.formType === 'contact us' ? lead.query : lead.formTitle} · {formatLeadTime(lead.createdAt)}
                {lead.attachments ? ` · ${lead.attachments === 1 ? '1 file' : `${lead.attachments} files`}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
