import { getAuth } from '~/auth/auth.server'
import { hasSessionCookie } from '~/auth/session.server'
import { getEnv } from '~/env.server'
import { log } from '~/log.server'
import { clearedHomeDispensaryCookie } from './home-dispensary'

const logger = log('account')

/**
 * 001 §4.3: end the session (its row and cookie) and forget the home dispensary. Returns the
 * Set-Cookie headers to send with the redirect. Without a session, or if better-auth refuses, the
 * cookies are still expired.
 */
export async function signOut(request: Request): Promise<Headers> {
  const secure = getEnv().NODE_ENV === 'production'
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  let sessionCleared = false
  if (hasSessionCookie(request)) {
    try {
      const result = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true })
      for (const cookie of result.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
      sessionCleared = true
    } catch (error) {
      // An expired or forged session: nothing to delete, but the browser's cookie still goes.
      logger.warn({ err: error }, 'sign-out: no session to end')
    }
  }
  if (!sessionCleared) {
    const name = secure ? '__Secure-nm.session_token' : 'nm.session_token'
    headers.append('Set-Cookie', `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`)
  }
  headers.append('Set-Cookie', clearedHomeDispensaryCookie({ secure }))
  return headers
}
