/**
 * The sign-in and sign-up flows in the URL (000 §2: "Query parameter flow=signup opens the signup
 * flow"): `?flow=signup` or `?flow=signin` on any page opens the matching dialog over it, and
 * `reason` picks a line the sign-in dialog shows above its form. Pure: the shell and the tests use it.
 */

export type Flow = 'signup' | 'signin'

/**
 * Why a page sends a visitor to sign in; the dialog shows the line. Only known keys: the URL never
 * puts its own text on the page. Issue 6 (abandoned-cart restore, 000 §6) uses 'order'.
 */
export const SIGN_IN_REASONS = {
  order: 'You will need to login to continue with your order',
} as const

export type SignInReason = keyof typeof SIGN_IN_REASONS

type LocationLike = { pathname: string; search: string; hash?: string }

export function readFlow(search: string | URLSearchParams): { flow: Flow | null; reason: SignInReason | null } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const value = params.get('flow')
  const flow = value === 'signup' || value === 'signin' ? value : null
  const reason = params.get('reason')
  return { flow, reason: flow === 'signin' && reason && Object.hasOwn(SIGN_IN_REASONS, reason) ? (reason as SignInReason) : null }
}

function build(location: LocationLike, params: URLSearchParams): string {
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ?? ''}`
}

/** The same page with the dialog open (the sticky bar's 'Join now', the rewards hero's join button). */
export function withFlow(location: LocationLike, flow: Flow, reason?: SignInReason): string {
  const params = new URLSearchParams(location.search)
  params.set('flow', flow)
  params.delete('reason')
  if (flow === 'signin' && reason) params.set('reason', reason)
  return build(location, params)
}

/** The same page with the dialog closed. */
export function withoutFlow(location: LocationLike): string {
  const params = new URLSearchParams(location.search)
  params.delete('flow')
  params.delete('reason')
  return build(location, params)
}

/**
 * Where a dialog's close button goes: the page without the flow. A cart_uuid goes too: for a visitor
 * who is not signed in it only ever comes with the 'order' dialog (an abandoned-cart link), and
 * closing the dialog gives that restore up (000 §4: after any outcome the parameter is removed).
 * Signing in keeps it, so the restore runs then.
 */
export function dismissedFlowHref(location: LocationLike): string {
  const params = new URLSearchParams(location.search)
  params.delete('cart_uuid')
  return withoutFlow({ ...location, search: params.toString() })
}

/** Pages of the flows themselves and of the account area: no sticky bar, no dialog over them. */
export function isAuthOrAccountPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  return ['/sign-in', '/sign-up', '/forgot-password', '/reset-password', '/account'].some((p) => path === p || path.startsWith(`${p}/`))
}

/**
 * The header's 'Sign in' link: /sign-in, coming back to this page afterwards (without any open
 * flow). From the flows' own pages it keeps theirs.
 */
export function signInHref(location: LocationLike): string {
  if (isAuthOrAccountPath(location.pathname)) {
    const redirectTo = new URLSearchParams(location.search).get('redirectTo')
    return redirectTo ? `/sign-in?redirectTo=${encodeURIComponent(redirectTo)}` : '/sign-in'
  }
  const back = withoutFlow({ pathname: location.pathname, search: location.search })
  return back === '/' ? '/sign-in' : `/sign-in?redirectTo=${encodeURIComponent(back)}`
}

/** A link between the two pages that keeps where to go afterwards. */
export function authPageHref(page: '/sign-in' | '/sign-up' | '/forgot-password', redirectTo: string | null | undefined): string {
  return redirectTo ? `${page}?redirectTo=${encodeURIComponent(redirectTo)}` : page
}

/** The sticky bar shows past this much scroll (000 §4, §9). */
export const STICKY_BAR_OFFSET_PX = 200
/** sessionStorage key: the visitor closed the bar for this browsing session. */
export const STICKY_BAR_DISMISSED_KEY = 'nm_rewards_bar_dismissed'

export function welcomeMessage(kind: 'signed-up' | 'signed-in', user: { firstName: string; email: string }): string {
  return kind === 'signed-up'
    ? `Welcome, ${user.firstName}! We sent a verification link to ${user.email}.`
    : `Welcome back, ${user.firstName}!`
}
