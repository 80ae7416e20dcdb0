import type { AccountUser } from '~/auth/types'
import { getEnv } from '~/env.server'
import { decodeHistoryCursor } from '~/orders/history-rules'
import { listOrderHistory } from '~/orders/history.server'
import type { HistoryPage } from '~/orders/types'
import { type OrderSort, parseOrderSort } from '~/orders/order-dates'
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
      /** The verified shopper's orders (a page of 20), else null. */
      history: HistoryPage | null
      sort: OrderSort
      /** The cursor this page continues after (a no-JavaScript 'Load more'), else null. */
      after: string | null
      headers: Headers
    }
  | { kind: 'bad-request'; message: string }

/**
 * The orders page (001 §2.2, §4.8, §6). A verification link in the address is used once and
 * replaced by a clean address (the outcome rides along in a one-minute cookie); otherwise the page
 * shows the prompt to verify or, for a verified shopper, the order history: sorted by the 'sort'
 * query value (001 §9 labels), continuing after the 'after' cursor.
 */
export async function loadOrdersPage(user: AccountUser, request: Request, region: Region, now = new Date()): Promise<OrdersPage> {
  const secure = getEnv().NODE_ENV === 'production'
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const link = await consumeVerificationLink(user, new URL(request.url), now)
  if (link) {
    if (link.notice) headers.append('Set-Cookie', noticeCookie(link.notice, { secure }))
    return { kind: 'redirect', to: link.redirectTo, headers }
  }
  const url = new URL(request.url)
  const sort = parseOrderSort(url.searchParams.get('sort'))
  const after = url.searchParams.get('after')
  const cursor = after === null ? null : decodeHistoryCursor(after)
  if (after !== null && !cursor) return { kind: 'bad-request', message: 'That page of orders does not exist. Start again from your newest orders.' }
  const stored = readNotice(request.headers.get('cookie'))
  if (stored) headers.append('Set-Cookie', clearedNoticeCookie({ secure }))
  const [home, history] = user.emailVerified
    ? await Promise.all([getHomeDispensary(user, region, now), listOrderHistory({ userId: user.id, region, sort, cursor, now })])
    : [null, null]
  return {
    kind: 'page',
    verified: user.emailVerified,
    email: user.email,
    notice: noticeFor(stored, user.emailVerified),
    shopPath: home?.shopPath ?? '/dispensaries',
    history,
    sort,
    after: cursor ? after : null,
    headers,
  }
}
