/** The two host modes: Ohio hosts list only Ohio; every other host hides Ohio. */
export type Region = 'ohio' | 'main'

export const OHIO_STATE_CODE = 'OH'

/** The region of a request's host (port and case ignored). */
export function regionForHost(host: string | null | undefined, ohioHosts: readonly string[]): Region {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  return ohioHosts.includes(name) ? 'ohio' : 'main'
}

/** Whether a state with this two-letter code is listed in the region. */
export function isStateInRegion(stateCode: string, region: Region): boolean {
  return (stateCode.toUpperCase() === OHIO_STATE_CODE) === (region === 'ohio')
}

/** The states (or anything carrying a state code) that a region lists, in their original order. */
export function filterByRegion<T extends { code: string }>(states: readonly T[], region: Region): T[] {
  return states.filter((state) => isStateInRegion(state.code, region))
}
