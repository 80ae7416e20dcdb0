import { getContent } from '~/content/content.server'
import { getEnv } from '~/env.server'
import { ageGateSettings, ageVerifiedCookie, isAgeVerified, type AgeGateView } from './age-gate'

/** Whether the request carries the age-verified cookie. */
export function readAgeVerified(request: Request): boolean {
  return isAgeVerified(request.headers.get('cookie'))
}

/**
 * The gate for a request's page: its content and the mode it runs in. The root loader sends it with
 * every page, with `readAgeVerified`, so the server leaves it out of a verified visitor's HTML (nothing
 * flashes) and the browser can still raise it over a page a shared cache stored for someone else.
 */
export function ageGateFor(request: Request): AgeGateView {
  const { enableDobForm, ageLimit, ...content } = getContent().ageGate()
  const settings = ageGateSettings({ enableDobForm, ageLimit }, new URL(request.url).searchParams, getEnv().CONTENT_PREVIEW)
  return { ...content, ...settings }
}

/** Set-Cookie for a pass made without JavaScript (the /age-gate form): Secure in production. */
export function ageVerifiedSetCookie(): string {
  return ageVerifiedCookie(getEnv().NODE_ENV === 'production')
}
