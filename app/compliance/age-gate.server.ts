import { getContent } from '~/content/content.server'
import { getEnv } from '~/env.server'
import { ageGateSettings, ageVerifiedCookie, isAgeVerified, type AgeGateView } from './age-gate'

/** Whether the request carries the age-verified cookie. */
export function readAgeVerified(request: Request): boolean {
  return isAgeVerified(request.headers.get('cookie'))
}

/**
 * The gate a request's page must show, or null for a verified visitor — whose HTML then never
 * contains it, so nothing flashes. The page itself is rendered either way (crawlers read it).
 */
export function ageGateFor(request: Request): AgeGateView | null {
  if (readAgeVerified(request)) return null
  const { enableDobForm, ageLimit, ...content } = getContent().ageGate()
  const settings = ageGateSettings({ enableDobForm, ageLimit }, new URL(request.url).searchParams, getEnv().CONTENT_PREVIEW)
  return { ...content, ...settings }
}

/** Set-Cookie for a pass made without JavaScript (the /age-gate form): Secure in production. */
export function ageVerifiedSetCookie(): string {
  return ageVerifiedCookie(getEnv().NODE_ENV === 'production')
}
