import type { AccountUser } from '~/auth/types'
import { getEnv } from '~/env.server'
import type { Region } from '~/site/host-mode'
import { consumeVerificationLink } from './email-verification.server'
import { getHomeDispensary } from './home-dispensary.server'
import { type AccountNotice, clearedNoticeCookie, noticeCookie, noticeFor, readNotice } from './notices'

export type OrdersPage =
  | { kind: 'redirect'; to: string; headers: Headers }
  | {
      kind: 'page'
      verified: boolean
      email: string
      notice: AccountNotice | null
      /** 'Start shopping': the home dispensary's menu, else the dispensary list. */
      shopPath: string
      headers: Headers
    }

/**
 * The orders page (001 §2.2, §4.8, §6). A verification link in the address is used once and
 * replaced by a clean address (the outcome rides along in a one-minute cookie); otherwise the page
 * shows the prompt to verify or, for a verified shopper, the order history. Orders arrive with
 * checkout (issue 6); until then the history is empty.
 */
export async function loadOrdersPage(user: AccountUser, request: Request, region: Region, now = new Date()): Promise<OrdersPage> {
  const secure = getEnv().NODE_ENV === 'production'
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const link = await consumeVerificationLink(user, new URL(request.url), now)
  if (link) {
    if (link.notice) headers.append('Set-Cookie', noticeCookie(link.notice, { secure }))
    return { kind: 'redirect', to: link.redirectTo, headers }
  }
  const stored = readNotice(request.headers.get('cookie'))
  if (stored) headers.append('Set-Cookie', clearedNoticeCookie({ secure }))
  const home = user.emailVerified ? await getHomeDispensary(user, region, now) : null
  return {
    kind: 'page',
    verified: user.emailVerified,
    email: user.email,
    notice: noticeFor(stored, user.emailVerified),
    shopPath: home?.shopPath ?? '/dispensaries',
    headers,
  }
}
