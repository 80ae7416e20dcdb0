/**
 * Which dispensary the footer speaks for (001 §2.7, §3): the one a page's path names
 * (/dispensaries/{state}/{dispensary}/…), failing that the visitor's home dispensary (a cookie the
 * account area sets), failing that none. Pure.
 */
export const HOME_DISPENSARY_COOKIE = 'nm_home_dispensary'
/** 001 §9: the home-dispensary slug cookie lasts 30 days. */
export const HOME_DISPENSARY_MAX_AGE_SECONDS = 2_592_000

export type DispensaryKey = { stateSlug: string; dispensarySlug: string }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Second-level pages of a state that are not dispensaries (the route table's state deals and medical card rows). */
const STATE_PAGES = new Set(['deals', 'getting-a-medical-card'])

function keyOf(stateSlug: string | undefined, dispensarySlug: string | undefined): DispensaryKey | null {
  if (!stateSlug || !dispensarySlug || !SLUG.test(stateSlug) || !SLUG.test(dispensarySlug)) return null
  if (STATE_PAGES.has(dispensarySlug)) return null
  return { stateSlug, dispensarySlug }
}

/** The dispensary a pathname names, or null ('/dispensaries/illinois' and '/dispensaries/illinois/deals' name none). */
export function dispensaryKeyFromPath(pathname: string): DispensaryKey | null {
  const [, first, stateSlug, dispensarySlug] = pathname.split(/[?#]/, 1)[0]?.split('/') ?? []
  if (first !== 'dispensaries') return null
  return keyOf(stateSlug, dispensarySlug)
}

/** The home dispensary from a Cookie header: '{stateSlug}/{dispensarySlug}', URL-encoded or not. */
export function homeDispensaryFromCookie(cookieHeader: string | null | undefined): DispensaryKey | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== HOME_DISPENSARY_COOKIE) continue
    let value: string
    try {
      value = decodeURIComponent(part.slice(index + 1).trim())
    } catch {
      return null
    }
    const [stateSlug, dispensarySlug, extra] = value.split('/')
    return extra === undefined ? keyOf(stateSlug, dispensarySlug) : null
  }
  return null
}

/** The path's dispensary, else the home dispensary's. */
export function currentDispensaryKey(pathname: string, cookieHeader: string | null | undefined): DispensaryKey | null {
  return dispensaryKeyFromPath(pathname) ?? homeDispensaryFromCookie(cookieHeader)
}

export function sameDispensary(a: DispensaryKey | null, b: DispensaryKey | null): boolean {
  return a?.stateSlug === b?.stateSlug && a?.dispensarySlug === b?.dispensarySlug
}
