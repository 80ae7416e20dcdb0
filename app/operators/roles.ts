/** The roles of the people who run the stores (issue 19), as pure rules. */

export type OperatorScope = { role: 'staff'; userId: string; storeId: number } | { role: 'owner'; userId: string }

export type StoreChoice = { storeId: number; dispensaryId: number; label: string }

/**
 * Which store a request works on. Staff: their own; naming another store is refused (403), so a
 * link shared by an owner does not silently show a staff member a different store than it says.
 * Owner: the store `?store=` names (a store the chain does not have is a 404), else the first.
 */
export function pickStore(scope: OperatorScope, requested: string | null, storeIds: readonly number[]): { ok: true; storeId: number } | { ok: false; status: 403 | 404 } {
  const asked = requested === null || requested === '' ? null : /^[1-9]\d{0,8}$/.test(requested) ? Number(requested) : NaN
  if (scope.role === 'staff') {
    if (asked !== null && asked !== scope.storeId) return { ok: false, status: 403 }
    return { ok: true, storeId: scope.storeId }
  }
  if (asked === null) return storeIds[0] === undefined ? { ok: false, status: 404 } : { ok: true, storeId: storeIds[0] }
  return storeIds.includes(asked) ? { ok: true, storeId: asked } : { ok: false, status: 404 }
}

/** Whether the scope may work on the store. */
export function canManageStore(scope: OperatorScope, storeId: number): boolean {
  return scope.role === 'owner' || scope.storeId === storeId
}
