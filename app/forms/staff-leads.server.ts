import { requireOperator } from '~/operators/roles.server'
import type { OperatorScope } from '~/operators/roles'
import { staffLeadScope } from './leads.server'

export const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * Who may read leads, as /staff/orders decides who may see orders: signed out → sign in and come
 * back; signed in but neither staff of a store nor an owner → null (403). Staff read their store's
 * dispensary's leads (`dispensaryId`); an owner reads every dispensary's (`dispensaryId` null; the
 * list page narrows it to the store the owner picks).
 */
export async function requireLeadStaff(request: Request): Promise<{ scope: OperatorScope; dispensaryId: number | null } | null> {
  const scope = await requireOperator(request)
  if (!scope) return null
  if (scope.role === 'owner') return { scope, dispensaryId: null }
  const staff = await staffLeadScope(scope.userId)
  return staff ? { scope, dispensaryId: staff.dispensaryId } : null
}

/** A file name for a Content-Disposition header: ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
