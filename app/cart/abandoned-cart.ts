/**
 * Abandoned-cart restore (000 §4, §6, §7, §8; issue 6 §4): the `cart_uuid` query parameter of a
 * listing page, the outcomes and their texts, and the one-shot cookie that carries an outcome from
 * the restore action to the page it redirects to. Pure: the route, the server code and tests use it.
 */

import { isUuid } from '~/site/uuid'

export const CART_UUID_PARAM = 'cart_uuid'

/** The check before the login dialog shows (000 §5): a well-formed uuid of any version. */
export const isCartUuid = isUuid

export type CartUuidParam =
  | { kind: 'none' }
  /** Present but not a uuid: no dialog, no restore; the page drops it from the URL. */
  | { kind: 'malformed' }
  | { kind: 'valid'; cartUuid: string }

export function readCartUuidParam(params: URLSearchParams): CartUuidParam {
  if (!params.has(CART_UUID_PARAM)) return { kind: 'none' }
  const values = params.getAll(CART_UUID_PARAM)
  const value = values[0]?.trim() ?? ''
  return values.length === 1 && isCartUuid(value) ? { kind: 'valid', cartUuid: value.toLowerCase() } : { kind: 'malformed' }
}

/** The same path and query without cart_uuid (other parameters kept, in their order), and the hash. */
export function withoutCartUuid(url: { pathname: string; search: string; hash?: string }, alsoDrop: readonly string[] = []): string {
  const params = new URLSearchParams(url.search)
  params.delete(CART_UUID_PARAM)
  for (const name of alsoDrop) params.delete(name)
  const query = params.toString()
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash ?? ''}`
}

/** The address the reminder mail links to: the store's listing page with the cart's uuid. */
export function restoreLink(menuPath: string, cartUuid: string): string {
  return `${menuPath}?${CART_UUID_PARAM}=${encodeURIComponent(cartUuid)}`
}

export const RESTORE_OUTCOMES = ['restored', 'out-of-stock', 'failed'] as const
export type RestoreOutcome = (typeof RESTORE_OUTCOMES)[number]

/** 000 §8, exactly as quoted. */
export const RESTORE_MESSAGES: Record<RestoreOutcome, string> = {
  restored: 'Your abandoned cart has been restored',
  'out-of-stock': 'Unable to add out-of-stock items to your cart. Please browse available products manually.',
  failed: 'Unable to restore your abandoned cart. Please browse products manually.',
}

export function isRestoreOutcome(value: unknown): value is RestoreOutcome {
  return typeof value === 'string' && (RESTORE_OUTCOMES as readonly string[]).includes(value)
}

/** The one-shot cookie the restore action sets and the listing page reads (and clears) once. */
export const RESTORE_NOTICE_COOKIE = 'nm_cart_restore'
const NOTICE_MAX_AGE_SECONDS = 60

export type RestoreNotice = { outcome: RestoreOutcome; storeId: number; id: string }

/** 'outcome.storeId.id': the store says which drawer the snackbar opens; the id tells two restores apart. */
export function restoreNoticeCookie(notice: RestoreNotice, { secure }: { secure: boolean }): string {
  return [
    `${RESTORE_NOTICE_COOKIE}=${notice.outcome}.${notice.storeId}.${notice.id}`,
    `Max-Age=${NOTICE_MAX_AGE_SECONDS}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

export function clearedRestoreNoticeCookie({ secure }: { secure: boolean }): string {
  return [`${RESTORE_NOTICE_COOKIE}=`, 'Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}

/** The notice in a Cookie header, or null (absent or not one of ours). */
export function readRestoreNotice(cookieHeader: string | null | undefined): RestoreNotice | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== RESTORE_NOTICE_COOKIE) continue
    const match = /^([a-z-]+)\.([1-9][0-9]{0,8})\.([A-Za-z0-9_-]{1,32})$/.exec(part.slice(index + 1).trim())
    if (!match || !isRestoreOutcome(match[1])) return null
    return { outcome: match[1], storeId: Number(match[2]), id: match[3] as string }
  }
  return null
}
