import { redirect } from 'react-router'
import { getAccountUser } from '~/auth/session.server'
import { staffLeadScope } from './leads.server'

export const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * Who may read leads, as /staff/orders decides who may see orders: signed out → sign in and come
 * back; signed in but not staff of a store → null (403); staff → their store's dispensary.
 */
export async function requireLeadStaff(request: Request): Promise<{ dispensaryId: number; dispensaryName: string } | null> {
  const user = await getAccountUser(request)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers: { 'Cache-Control': 'no-store' } })
  }
  return user.role === 'staff' ? staffLeadScope(user.id) : null
}

/** A file name for a Content-Disposition header: ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
