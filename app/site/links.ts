import type { Region } from './host-mode'

/** The Ohio state's slug in every state-scoped path of the route table (001 §2.1). */
export const OHIO_STATE_SLUG = 'ohio'

/**
 * Path prefixes whose second segment is a state slug: the dispensary pages (state, dispensary home,
 * menu, product, state deals, medical card) and the state law pages. A link whose state is Ohio is
 * Ohio content (000 §2).
 */
const STATE_SCOPED_PREFIXES = ['dispensaries', 'cannabis-laws-by-state'] as const

/** Anything with a scheme ('https:', 'mailto:', 'tel:') or protocol-relative ('//host') is not ours to move. */
const HAS_SCHEME = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

type PathScope = { prefix: (typeof STATE_SCOPED_PREFIXES)[number]; stateSlug: string } | null

/** The state-scoped prefix and state slug of a site-relative href, or null for any other link. */
function scopeOf(href: string): PathScope {
  if (!href.startsWith('/') || HAS_SCHEME.test(href)) return null
  const pathname = href.split(/[?#]/, 1)[0] ?? ''
  const [, first, second] = pathname.split('/')
  const prefix = STATE_SCOPED_PREFIXES.find((p) => p === first)
  if (!prefix || !second) return null
  let stateSlug: string
  try {
    stateSlug = decodeURIComponent(second).toLowerCase()
  } catch {
    return null
  }
  return { prefix, stateSlug }
}

/** Whether a site-relative href is Ohio content: /dispensaries/ohio… or /cannabis-laws-by-state/ohio. */
export function isOhioPath(href: string): boolean {
  return scopeOf(href)?.stateSlug === OHIO_STATE_SLUG
}

/**
 * Whether a site-relative href is a page of a non-Ohio dispensary (/dispensaries/illinois…). The
 * dispensaries index itself and the law pages are not: the Ohio host serves both.
 */
export function isOtherRegionDispensaryPath(href: string): boolean {
  const scope = scopeOf(href)
  return scope?.prefix === 'dispensaries' && scope.stateSlug !== OHIO_STATE_SLUG
}

function join(origin: string, href: string): string {
  return `${origin.replace(/\/+$/, '')}${href}`
}

/**
 * Where a link should point on the current host (000 §2: links to Ohio content from a non-Ohio host
 * go to the Ohio host). On a main host an Ohio path becomes absolute on `ohioOrigin`; on the Ohio
 * host a non-Ohio dispensary path becomes absolute on `mainOrigin` when one is known, else it stays
 * (the Ohio host answers it with its 404). External, mailto:, tel:, fragment and other links are
 * returned unchanged, as is everything when the target origin is unknown.
 */
export function hrefForRegion(href: string, region: Region, ohioOrigin: string | undefined, mainOrigin?: string): string {
  if (region === 'main') return ohioOrigin && isOhioPath(href) ? join(ohioOrigin, href) : href
  return mainOrigin && isOtherRegionDispensaryPath(href) ? join(mainOrigin, href) : href
}

/** Whether an href leaves the current origin (so a router <Link> must not handle it). */
export function isAbsoluteHref(href: string): boolean {
  return HAS_SCHEME.test(href)
}

/**
 * The Ohio host's origin as seen from a request, for links to Ohio content: the first configured
 * Ohio host with the request's scheme and port ('http://oh.localhost:3000'); undefined when none is
 * configured.
 */
export function ohioOriginFor(requestUrl: string, ohioHosts: readonly string[]): string | undefined {
  const host = ohioHosts[0]
  if (!host) return undefined
  const url = new URL(requestUrl)
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`
}
