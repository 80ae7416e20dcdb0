import { getContent } from '~/content/content.server'
import { getState, listStatesWithDispensaries } from '~/dispensaries/dispensaries.server'
import { getStateLaw } from '~/legal-status/legal-status.server'
import type { Region } from '~/site/host-mode'
import { fillPlaceholders, type GuideSlug } from './guides'

export function getGuidePage(slug: GuideSlug) {
  const page = getContent().guides().pages.find((entry) => entry.slug === slug)
  if (!page) throw new Error(`The ${slug} guide is missing from content/guides.yaml`)
  return page
}

export type MedicalCardState = { name: string; slug: string; path: string; programName: string }

/** The host's states with our dispensaries and a medical programme: each has a medical-card page. */
export async function listMedicalCardStates(region: Region): Promise<MedicalCardState[]> {
  const states = await listStatesWithDispensaries(region)
  return states.flatMap((state) => {
    const law = getStateLaw(state.slug)
    if (!law?.medicalProgram || state.dispensaries.length === 0) return []
    return [{ name: state.name, slug: state.slug, path: `/dispensaries/${state.slug}/getting-a-medical-card`, programName: law.medicalProgram.name }]
  })
}

/**
 * /dispensaries/{state}/getting-a-medical-card: the state's programme, the steps filled in with it,
 * and our dispensaries there. Null when the host does not list the state (decision 0018), we have no
 * dispensary there, or the state has no medical programme.
 */
export async function getStateMedicalCardPage(stateSlug: string, region: Region) {
  const state = await getState(stateSlug, region)
  const law = state ? getStateLaw(state.slug) : null
  if (!state || !law?.medicalProgram || state.dispensaries.length === 0) return null
  const program = law.medicalProgram
  const values = { state: state.name, programName: program.name, agency: program.agency }
  const { intro, steps } = getContent().guides().stateMedicalCard
  return {
    state: { name: state.name, slug: state.slug, path: state.path },
    program,
    lawPath: law.lawPath,
    status: law.status,
    intro: fillPlaceholders(intro, values),
    steps: steps.map((step) => ({ title: fillPlaceholders(step.title, values), text: fillPlaceholders(step.text, values) })),
    dispensaries: state.dispensaries.map((d) => ({ name: d.name, city: d.city, path: d.path, comingSoon: d.comingSoon, medical: d.menus.some((menu) => menu.kind === 'medical') })),
  }
}
