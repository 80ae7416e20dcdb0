import { data, redirect } from 'react-router'
import { requestVerificationLink } from '~/account/email-verification.server'
import {
  type AccountNotice,
  LINK_FAILED_MESSAGE,
  LINK_LIMITED_MESSAGE,
  LINK_SENT_MESSAGE,
  noticeCookie,
} from '~/account/notices'
import { requireAccountUser } from '~/auth/session.server'
import { getEnv } from '~/env.server'
import type { Route } from './+types/account.verification-link'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * 001 §4.8: send a new verification link (three per shopper per ten minutes). The orders page posts
 * here with a fetcher and gets JSON; a form posted without JavaScript (the browser asks for HTML)
 * goes back to the orders page, which shows the same message.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccountUser(request)
  const result = await requestVerificationLink(user)
  const wantsPage = (request.headers.get('accept') ?? '').includes('text/html')
  if (wantsPage) {
    const notice: AccountNotice | null =
      result.status === 'sent' ? 'link-sent' : result.status === 'limited' ? 'link-limited' : result.status === 'failed' ? 'link-failed' : null
    const headers = new Headers(NO_STORE)
    if (notice) headers.append('Set-Cookie', noticeCookie(notice, { secure: getEnv().NODE_ENV === 'production' }))
    return redirect('/account/orders', { headers })
  }
  switch (result.status) {
    case 'sent':
      return data({ ok: true as const, message: LINK_SENT_MESSAGE }, { headers: NO_STORE })
    case 'already-verified':
      return data({ ok: true as const, message: 'Your email is already verified.' }, { headers: NO_STORE })
    case 'limited':
      return data(
        { ok: false as const, message: LINK_LIMITED_MESSAGE },
        { status: 429, headers: { ...NO_STORE, 'Retry-After': String(result.retryAfterSeconds) } },
      )
    case 'failed':
      return data({ ok: false as const, message: LINK_FAILED_MESSAGE }, { status: 503, headers: NO_STORE })
  }
}

/** Nothing to show at this address; the orders page holds the button. */
export function loader() {
  return redirect('/account/orders', { headers: NO_STORE })
}
