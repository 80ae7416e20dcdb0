import { randomBytes } from 'node:crypto'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { getAccountUser } from '~/auth/session.server'
import { getEnv } from '~/env.server'
import { readCapped } from '~/site/request-body.server'
import {
  clearedRestoreNoticeCookie,
  isCartUuid,
  readCartUuidParam,
  readRestoreNotice,
  restoreNoticeCookie,
  type RestoreOutcome,
  withoutCartUuid,
} from './abandoned-cart'
import { restoreAbandonedCart } from './abandoned-restore.server'
import { visitorCookie, visitorForWrite } from './visitor.server'

/**
 * The listing page's side of abandoned-cart restore (decision 0012). The loader never changes a
 * cart: it reads `cart_uuid` and the session and says what the page should do; the restore itself
 * is a POST to the page's action (CSRF-guarded like every write), which redirects to the clean URL
 * with a one-shot cookie that names the outcome.
 */

/** What the page does about a cart_uuid: open the sign-in dialog, or post the restore. */
export type RestoreStep = { kind: 'sign-in' } | { kind: 'restore'; cartUuid: string } | null

export type RestoreNoticeView = { outcome: RestoreOutcome; id: string }

export type PageRestore = {
  step: RestoreStep
  notice: RestoreNoticeView | null
  /** Set-Cookie (clearing a notice) and a private cache when any of this is about the visitor. */
  headers: Record<string, string>
}

const NO_STORE = 'private, no-store'
const secure = () => getEnv().NODE_ENV === 'production'

/**
 * For the menu page's loader. Throws a redirect when the URL must change first: a malformed
 * cart_uuid is dropped (no dialog); a well-formed one for a visitor who is not signed in gets the
 * sign-in dialog's `flow=signin&reason=order`, keeping cart_uuid so the restore runs after signing in.
 */
export async function loadRestoreForPage(request: Request, storeId: number): Promise<PageRestore> {
  const url = new URL(request.url)
  const param = readCartUuidParam(url.searchParams)
  if (param.kind === 'malformed') throw redirect(withoutCartUuid(url), { headers: { 'Cache-Control': NO_STORE } })

  let step: RestoreStep = null
  if (param.kind === 'valid') {
    const user = await getAccountUser(request)
    if (user) {
      step = { kind: 'restore', cartUuid: param.cartUuid }
    } else {
      if (url.searchParams.get('flow') !== 'signin' || url.searchParams.get('reason') !== 'order') {
        const next = new URLSearchParams(url.search)
        next.set('flow', 'signin')
        next.set('reason', 'order')
        throw redirect(`${url.pathname}?${next.toString()}`, { headers: { 'Cache-Control': NO_STORE } })
      }
      step = { kind: 'sign-in' }
    }
  }

  const headers: Record<string, string> = {}
  const found = readRestoreNotice(request.headers.get('cookie'))
  if (found || request.headers.get('cookie')?.includes('nm_cart_restore=')) headers['Set-Cookie'] = clearedRestoreNoticeCookie({ secure: secure() })
  if (step || found) headers['Cache-Control'] = NO_STORE
  const notice = found && found.storeId === storeId ? { outcome: found.outcome, id: found.id } : null
  return { step, notice, headers }
}

const MAX_BODY_BYTES = 2048

const restoreForm = z.object({
  intent: z.literal('restore', { error: 'intent must be restore' }),
  cartUuid: z.string({ error: 'cartUuid is required' }).max(64, 'cartUuid must be a cart id').refine(isCartUuid, 'cartUuid must be a cart id'),
})

/** Why a restore post was refused, shown on the page; nothing changed. */
export type RestoreRefusal = { error: string }

/**
 * The menu page's action: restore the signed-in shopper's abandoned cart into this browser's cart
 * at the store, then 303 to the page without cart_uuid (and without the sign-in flow) carrying the
 * outcome. Bad input is a 4xx with a message and changes nothing.
 */
export async function restoreAction(request: Request, storeId: number, pagePath: string) {
  if (request.method !== 'POST') return data<RestoreRefusal>({ error: 'Use POST to restore a cart.' }, { status: 405, headers: { Allow: 'POST' } })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return data<RestoreRefusal>({ error: 'The request is too large.' }, { status: 413 })
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/x-www-form-urlencoded/i.test(contentType)) return data<RestoreRefusal>({ error: 'Send the restore as a form.' }, { status: 415 })
  const text = await readCapped(request, MAX_BODY_BYTES)
  if (text === null) return data<RestoreRefusal>({ error: 'The request is too large.' }, { status: 413 })
  const parsed = restoreForm.safeParse(Object.fromEntries(new URLSearchParams(text)))
  if (!parsed.success) return data<RestoreRefusal>({ error: parsed.error.issues[0]?.message ?? 'The form is not valid.' }, { status: 400 })

  const user = await getAccountUser(request)
  if (!user) return data<RestoreRefusal>({ error: 'Sign in to restore your cart.' }, { status: 401 })

  const { visitor } = await visitorForWrite(request)
  const outcome = await restoreAbandonedCart({
    visitor,
    storeId,
    cartUuid: parsed.data.cartUuid.toLowerCase(),
    shopper: { userId: user.id, homeState: user.homeState },
  })
  // Back to the page's own path (a form's default action may drop its trailing slash), query kept.
  const url = new URL(request.url)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', visitorCookie(visitor))
  headers.append('Set-Cookie', restoreNoticeCookie({ outcome, storeId, id: randomBytes(6).toString('base64url') }, { secure: secure() }))
  return redirect(withoutCartUuid({ pathname: pagePath, search: url.search }, ['flow', 'reason', 'index']), { status: 303, headers })
}
