import { exportMenuCsv } from '~/operators/menu-export.server'
import { requireOperator, resolveStore } from '~/operators/roles.server'
import type { Route } from './+types/staff.menu.export'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** GET /staff/menu/export?store={storeId}: the store's imported menu as CSV, in the import's format. */
export async function loader({ request }: Route.LoaderArgs) {
  const scope = await requireOperator(request)
  if (!scope) return new Response('Staff only.', { status: 403, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } })
  const resolved = await resolveStore(scope, new URL(request.url).searchParams.get('store'))
  if (!resolved.ok) return new Response(resolved.status === 404 ? 'There is no such store.' : 'Staff only.', { status: resolved.status, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } })
  const csv = await exportMenuCsv(resolved.store.storeId)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="menu-store-${resolved.store.storeId}.csv"`,
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  })
}
