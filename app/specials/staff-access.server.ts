import type { StoreChoice } from '~/operators/roles'
import { requireOperator, resolveStore } from '~/operators/roles.server'
import { notFound } from '~/ui/http'

/**
 * Who may run a store's specials and settings: the store's staff, and the chain's owner on any store
 * (`?store=`, else the first; app/operators/roles.ts). One rule for every staff page.
 *
 * Signed out: a redirect to sign in and come back. Signed in without a store, or staff naming
 * another store: null (the page answers 403). An owner naming a store the chain does not have: 404.
 * `stores` is what the owner's store picker offers (the chain's stores); empty for staff.
 */
export async function requireStoreOperator(request: Request): Promise<{ userId: string; storeId: number; stores: StoreChoice[] } | null> {
  const scope = await requireOperator(request)
  if (!scope) return null
  const resolved = await resolveStore(scope, new URL(request.url).searchParams.get('store'))
  if (!resolved.ok) {
    if (resolved.status === 404) throw notFound()
    return null
  }
  return { userId: scope.userId, storeId: resolved.store.storeId, stores: scope.role === 'owner' ? resolved.stores : [] }
}
