import { streamedImport } from '~/operators/menu-upload.server'
import { requireOperator, resolveStore } from '~/operators/roles.server'
import type { Route } from './+types/staff.menu.import'

const NO_STORE = { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' }

/**
 * POST /staff/menu/import?store={storeId}&name={file name}&mode=dry-run|import[&allOrNothing=on]:
 * the staff page's upload with JavaScript. The body is the file; the answer streams progress and
 * then the report (app/operators/menu-upload.server.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const scope = await requireOperator(request)
  if (!scope) return new Response('Staff only.', { status: 403, headers: NO_STORE })
  const params = new URL(request.url).searchParams
  const resolved = await resolveStore(scope, params.get('store'))
  if (!resolved.ok) return new Response(resolved.status === 404 ? 'There is no such store.' : 'Staff only.', { status: resolved.status, headers: NO_STORE })
  return streamedImport(request, {
    storeId: resolved.store.storeId,
    fileName: params.get('name') ?? '',
    dryRun: params.get('mode') !== 'import',
    allOrNothing: params.get('allOrNothing') === 'on',
  })
}

export function loader() {
  return new Response('Send the menu file with POST.', { status: 405, headers: { ...NO_STORE, Allow: 'POST' } })
}
