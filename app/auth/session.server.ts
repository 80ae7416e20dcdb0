import { redirect } from 'react-router'
import { log } from '~/log.server'
import { getAuth } from './auth.server'
import type { AccountUser, ShellAccount } from './types'

const logger = log('session')

/** The session cookie's name stem; better-auth adds its prefix ('nm.') and, over HTTPS, '__Secure-'. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?nm\.session_token=/

/** Whether the request carries a session cookie at all (cheap: no database). */
export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get('cookie') ?? '')
}

// One lookup per request, however many loaders ask.
const memo = new WeakMap<Request, Promise<AccountUser | null>>()

/** The signed-in shopper, or null. A broken or expired session counts as signed out. */
export function getAccountUser(request: Request): Promise<AccountUser | null> {
  if (!hasSessionCookie(request)) return Promise.resolve(null)
  let pending = memo.get(request)
  if (!pending) {
    pending = lookup(request)
    memo.set(request, pending)
  }
  return pending
}

async function lookup(request: Request): Promise<AccountUser | null> {
  try {
    const result = await getAuth().api.getSession({ headers: request.headers })
    if (!result) return null
    const u = result.user
    return {
      id: u.id,
      email: u.email,
      emailVerified: u.emailVerified,
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNumber: u.phoneNumber,
      birthdate: u.birthdate,
      homeState: u.homeState,
      medicalPatient: Boolean(u.medicalPatient),
      role: u.role === 'staff' || u.role === 'owner' ? u.role : 'shopper',
      homeDispensaryId: typeof u.homeDispensaryId === 'number' ? u.homeDispensaryId : null,
    }
  } catch (error) {
    logger.error({ err: error }, 'session lookup failed')
    return null
  }
}

/** The path (and query) to come back to after signing in, if it is one of ours. */
export function safeRedirectTarget(value: unknown, fallback = '/account'): string {
  // Browsers drop tabs and newlines from URLs and read '\\' as '/', so '/\t/evil.example' or
  // '/\\evil.example' would leave the site: only a plain path of ours passes.
  if (typeof value !== 'string' || value.length > 1024 || !value.startsWith('/') || value.startsWith('//')) return fallback
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return fallback
  }
  return value
}

/** The signed-in shopper; anyone else is sent to sign in and brought back here afterwards. */
export async function requireAccountUser(request: Request): Promise<AccountUser> {
  const user = await getAccountUser(request)
  if (user) return user
  const url = new URL(request.url)
  throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export function shellAccount(user: AccountUser | null): ShellAccount {
  return user ? { firstName: user.firstName, email: user.email, emailVerified: user.emailVerified } : null
}
