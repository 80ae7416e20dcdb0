import { asc, eq, sql } from 'drizzle-orm'
import { redirect } from 'react-router'
import { getAccountUser } from '~/auth/session.server'
import { getDb, type Database } from '~/db/client.server'
import { dispensaries, menus, states, users } from '~/db/schema'
import { type OperatorScope, pickStore, type StoreChoice } from './roles'

/**
 * Who may work on a store (issue 19): 'staff' on the one store they are attached to, 'owner' on
 * every store of the chain. The staff pages (/staff/orders, /staff/leads, /staff/menu) ask here;
 * the rule for a requested store is the pure `pickStore` (roles.ts).
 */

/** Signed out: to sign in and back here. Signed in: the operator's scope, or null (a 403) for shoppers and staff without a store. */
export async function requireOperator(request: Request, db: Database = getDb()): Promise<OperatorScope | null> {
  const user = await getAccountUser(request)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers: { 'Cache-Control': 'no-store' } })
  }
  return operatorScopeOf(user.id, db)
}

export async function operatorScopeOf(userId: string, db: Database = getDb()): Promise<OperatorScope | null> {
  const [row] = await db.select({ role: users.role, storeId: users.staffStoreId }).from(users).where(eq(users.id, userId))
  if (row?.role === 'owner') return { role: 'owner', userId }
  if (row?.role === 'staff' && row.storeId) return { role: 'staff', userId, storeId: row.storeId }
  return null
}

/** Every store of the chain, for an owner's store picker: 'Illinois · Northmeadow Evanston · Recreational'. */
export async function listStores(db: Database = getDb()): Promise<StoreChoice[]> {
  const rows = await db
    .select({ storeId: menus.storeId, kind: menus.kind, dispensaryId: dispensaries.id, dispensary: dispensaries.name, state: states.code })
    .from(menus)
    .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .orderBy(asc(states.code), asc(dispensaries.name), asc(menus.kind))
  return rows.map((r) => ({
    storeId: r.storeId,
    dispensaryId: r.dispensaryId,
    label: `${r.state} · ${r.dispensary} · ${r.kind === 'medical' ? 'Medical' : 'Recreational'}`,
  }))
}

export type ResolvedStore = { ok: true; store: StoreChoice; stores: StoreChoice[] } | { ok: false; status: 403 | 404 }

/**
 * The store a staff page works on: staff their own (asking for another is a 403); an owner the one
 * `?store=` names (unknown: 404), else the first of the chain. `stores` is the owner's picker (staff: their one).
 */
export async function resolveStore(scope: OperatorScope, requested: string | null, db: Database = getDb()): Promise<ResolvedStore> {
  const stores = scope.role === 'owner' ? await listStores(db) : (await listStores(db)).filter((s) => s.storeId === scope.storeId)
  const picked = pickStore(scope, requested, stores.map((s) => s.storeId))
  if (!picked.ok) return picked
  const store = stores.find((s) => s.storeId === picked.storeId)
  return store ? { ok: true, store, stores } : { ok: false, status: 404 }
}

/** Counts of operators, for the owner's account list. */
export async function listOperators(db: Database = getDb()) {
  const { rows } = await db.execute<{ email: string; name: string; role: string; store_id: number | null }>(sql`
    select email, name, role, staff_store_id as store_id from users where role in ('staff', 'owner') order by role desc, email
  `)
  return rows.map((r) => ({ email: r.email, name: r.name, role: r.role as 'staff' | 'owner', storeId: r.store_id }))
}
