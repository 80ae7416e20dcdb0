import { COMING_SOON_TAG } from '~/dispensaries/licences'
import { isStateInRegion, type Region } from '~/site/host-mode'

/**
 * The state and dispensary lists of the forms (002 §6): an Ohio host lists only Ohio and any other
 * host everything but Ohio; dispensaries tagged coming-soon or lounge are not listed. Pure: the
 * server reads the rows, these rules shape them.
 */

export const LOUNGE_TAG = 'lounge'
/** Tags that keep a dispensary out of the forms' lists (002 §6). */
export const UNLISTED_TAGS: readonly string[] = [COMING_SOON_TAG, LOUNGE_TAG]

export type ChoiceRow = { stateCode: string; stateName: string; stateSlug: string; slug: string; name: string; city: string; tags: readonly string[] }

export type DispensaryChoice = { slug: string; name: string; city: string }
export type StateChoice = { code: string; name: string; slug: string; dispensaries: DispensaryChoice[] }

export function isListedInForms(tags: readonly string[]): boolean {
  return !tags.some((tag) => UNLISTED_TAGS.includes(tag))
}

/** The region's states that have a listed dispensary, by name; their dispensaries by name. */
export function contactChoices(rows: readonly ChoiceRow[], region: Region): StateChoice[] {
  const byCode = new Map<string, StateChoice>()
  for (const row of rows) {
    if (!isStateInRegion(row.stateCode, region) || !isListedInForms(row.tags)) continue
    let state = byCode.get(row.stateCode)
    if (!state) {
      state = { code: row.stateCode, name: row.stateName, slug: row.stateSlug, dispensaries: [] }
      byCode.set(row.stateCode, state)
    }
    state.dispensaries.push({ slug: row.slug, name: row.name, city: row.city })
  }
  return [...byCode.values()]
    .map((state) => ({ ...state, dispensaries: state.dispensaries.sort((a, b) => a.name.localeCompare(b.name, 'en')) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/**
 * A `stateCode` query value as a listed state: a two-letter code ('IL', 'il') or a state name
 * written with dashes ('new-york', 'New-York'), 002 §2.
 */
export function findStateChoice(states: readonly StateChoice[], value: string | null | undefined): StateChoice | null {
  const wanted = (value ?? '').trim().toLowerCase()
  if (!wanted) return null
  return (
    states.find((state) => state.code.toLowerCase() === wanted) ??
    states.find((state) => state.slug === wanted || state.name.toLowerCase().replace(/\s+/g, '-') === wanted) ??
    null
  )
}

/**
 * The wizard's preselection from `?stateCode=` and `?dispensary=` (002 §2). A dispensary is taken
 * only if it is listed in the chosen state (or, without a state, in any state, which it then picks).
 */
export function preselect(
  states: readonly StateChoice[],
  query: { stateCode?: string | null; dispensary?: string | null },
): { state: string; dispensary: string } {
  const state = findStateChoice(states, query.stateCode)
  const slug = (query.dispensary ?? '').trim().toLowerCase()
  const within = state ? [state] : states
  const owner = slug ? within.find((s) => s.dispensaries.some((d) => d.slug === slug)) : undefined
  if (owner) return { state: owner.code, dispensary: slug }
  return { state: state?.code ?? '', dispensary: '' }
}

/** The listed dispensary a state code and slug name together, or null. */
export function findDispensaryChoice(
  states: readonly StateChoice[],
  stateCode: string,
  slug: string,
): { state: StateChoice; dispensary: DispensaryChoice } | null {
  const state = states.find((s) => s.code === stateCode)
  const dispensary = state?.dispensaries.find((d) => d.slug === slug)
  return state && dispensary ? { state, dispensary } : null
}
