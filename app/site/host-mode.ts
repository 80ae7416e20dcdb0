/**
 * The one Ohio-host rule (decision 0018). A request is in Ohio mode when its host name, without
 * port, case or a trailing dot, is one of the configured OHIO_HOSTS or, as 000 §1 specifies, contains
 * 'oh'; every other host is the main site. An operator whose main site's name happens to contain
 * 'oh' sets OHIO_HOST_MATCH=configured, and then only the configured names are Ohio. Every page and
 * API decides from this rule alone (through `getRegion` in region.server.ts):
 *
 * - Ohio hosts list only Ohio (states, dispensaries, menus, carts, checkout, home dispensary, the
 *   footer's licences) and show only Ohio orders in the history (001 §4.6, 002 §6);
 * - Ohio hosts hide ratings and reviews everywhere: cards, product pages, /api/reviews and its
 *   helpful votes (000 §1, §6);
 * - every other host hides Ohio.
 *
 * A Host header that contains 'oh' can only narrow what its own answer shows (Ohio only, no
 * ratings); caches in front of the site must key on the host, as they must for any host mode.
 */
export type Region = 'ohio' | 'main'

export const OHIO_STATE_CODE = 'OH'

/** A Host header as a bare host name: trimmed, lower-case, without port or trailing dot. */
export function hostName(host: string | null | undefined): string {
  const name = (host ?? '').trim().toLowerCase()
  // '[::1]:3000' keeps its brackets; 'example.com:3000' and 'example.com.' lose port and dot.
  return name.replace(/:\d+$/, '').replace(/\.$/, '')
}

/** How Ohio hosts are recognised: the specification's rule, or the configured names only. */
export type OhioHostMatch = 'contains-oh' | 'configured'

/**
 * The region of a request's host: 'ohio' for a configured Ohio host or (000 §1, unless the operator
 * chose 'configured') a host name that contains 'oh'; else 'main'.
 */
export function regionForHost(
  host: string | null | undefined,
  ohioHosts: readonly string[],
  match: OhioHostMatch = 'contains-oh',
): Region {
  const name = hostName(host)
  if (name === '') return 'main'
  if (ohioHosts.includes(name)) return 'ohio'
  return match === 'contains-oh' && name.includes('oh') ? 'ohio' : 'main'
}

/** Whether a region hides ratings and reviews (000 §1: Ohio hosts do). */
export function hidesRatings(region: Region): boolean {
  return region === 'ohio'
}

/** Whether a state with this two-letter code is listed in the region. */
export function isStateInRegion(stateCode: string, region: Region): boolean {
  return (stateCode.toUpperCase() === OHIO_STATE_CODE) === (region === 'ohio')
}

/** The states (or anything carrying a state code) that a region lists, in their original order. */
export function filterByRegion<T extends { code: string }>(states: readonly T[], region: Region): T[] {
  return states.filter((state) => isStateInRegion(state.code, region))
}
