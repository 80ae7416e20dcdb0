import { redirect } from 'react-router'
import { getAccountUser } from '~/auth/session.server'
import { staffStoreOf } from '~/orders/staff-board.server'

/**
 * Who may run a store's specials and settings: staff of that store (their one store). Kept in one
 * place so a chain-wide role (owner: every store) widens it here and nowhere else.
 *
 * Signed out: a redirect to sign in and come back. Signed in without a store: null (the page
 * answers 403).
 */
export async function requireStoreOperator(request: Request): Promise<{ userId: string; storeId: number } | null> {
  const user = await getAccountUser(request)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers: { 'Cache-Control': 'no-store' } })
  }
  const storeId = user.role === 'staff' ? await staffStoreOf(user.id) : null
  return storeId ? { userId: user.id, storeId } : null
}
