import { openLeadFile } from '~/forms/leads.server'
import { attachmentDisposition, requireLeadStaff } from '~/forms/staff-leads.server'
import type { Route } from './+types/staff.leads.file'

/**
 * GET /staff/leads/:leadId/files/:fileId — a lead's file, to the staff of its store only: always a
 * download (Content-Disposition: attachment) with the type read from its bytes, never shown inline.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireLeadStaff(request)
  const noStore = { 'Cache-Control': 'private, no-store' }
  if (!staff) return new Response('Staff only.', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore } })
  const file = await openLeadFile(staff.dispensaryId, params.leadId, params.fileId)
  if (!file) return new Response('There is no such file.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore } })
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      ...noStore,
    },
  })
}
