import type { AgeGateContent } from '~/content/shell-schema'

/**
 * The age-verified cookie (001 §4.2, §9): value 'true', one day. Not httpOnly: the gate sets it from
 * the browser the moment a visitor answers (no round trip), and the server reads the same cookie so a
 * verified visitor's HTML never contains the gate. Without JavaScript the gate's form posts to
 * /age-gate, which sets the same cookie.
 *
 * Pure: safe to import from the browser and the server.
 */
export const AGE_COOKIE = 'nm_age_verified'
export const AGE_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60

export type AgeGateMode = 'simple' | 'birthday'

/** What the root loader hands the gate: the content it shows and the mode it runs in. */
export type AgeGateView = Omit<AgeGateContent, 'enableDobForm' | 'ageLimit'> & {
  mode: AgeGateMode
  ageLimit: 18 | 21
}

/** Whether a Cookie header (server) or `document.cookie` (browser) says the visitor passed the gate. */
export function isAgeVerified(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== AGE_COOKIE) continue
    return part.slice(index + 1).trim() === 'true'
  }
  return false
}

/** The cookie string that records a pass: SameSite=Lax, Path=/, one day, Secure when asked. */
export function ageVerifiedCookie(secure: boolean): string {
  return `${AGE_COOKIE}=true; Path=/; Max-Age=${AGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The mode and limit the gate runs in: the content's, unless content preview is on and the URL asks
 * for another (`?age-gate=birthday|simple`, `?age-limit=18|21`) — how editors and the browser tests
 * see both modes on one server.
 */
export function ageGateSettings(
  content: Pick<AgeGateContent, 'enableDobForm' | 'ageLimit'>,
  searchParams: URLSearchParams,
  preview: boolean,
): { mode: AgeGateMode; ageLimit: 18 | 21 } {
  let mode: AgeGateMode = content.enableDobForm ? 'birthday' : 'simple'
  let ageLimit = content.ageLimit
  if (preview) {
    const requestedMode = searchParams.get('age-gate')
    if (requestedMode === 'birthday' || requestedMode === 'simple') mode = requestedMode
    const requestedLimit = searchParams.get('age-limit')
    if (requestedLimit === '18' || requestedLimit === '21') ageLimit = Number(requestedLimit) as 18 | 21
  }
  return { mode, ageLimit }
}

