import { getContent } from '~/content/content.server'
import { listStatesWithDispensaries } from '~/dispensaries/dispensaries.server'
import { isStateInRegion, type Region } from '~/site/host-mode'
import type { LegalStatusContent, StateFactsContent } from './content-schema'
import { legendEntry, purchaseLimitsFor, rewardsBlockOf, stateSectionId, type LegalStatus, type RewardsBlock, type StateLimitsView } from './legal-status'
import { US_STATES, usStateByCode, usStateBySlug } from './us-states'

/** One state's legal facts as the pages show them. */
export type StateLaw = {
  code: string
  name: string
  slug: string
  status: LegalStatus
  statusTitle: string
  headline: string
  adultUseSales: boolean
  possession: string | null
  /** From the checkout's purchase-limit table; null outside the chain's states. */
  limits: StateLimitsView | null
  medicalProgram: NonNullable<StateFactsContent['medicalProgram']> | null
  /** Markdown. */
  section: string
  /** '#state-ny' target on the legal-status page. */
  sectionId: string
  /** Named in the legal-status page's 'Content' list. */
  useInToC: boolean
  /** '/cannabis-laws-by-state/new-york' */
  lawPath: string
}

function toStateLaw(facts: StateFactsContent): StateLaw {
  const state = usStateByCode(facts.code)
  if (!state) throw new Error(`Unknown state ${facts.code}`)
  return {
    code: state.code,
    name: state.name,
    slug: state.slug,
    status: facts.status,
    statusTitle: legendEntry(facts.status).title,
    headline: facts.headline,
    adultUseSales: facts.adultUseSales,
    possession: facts.possession ?? null,
    limits: purchaseLimitsFor({
      code: facts.code,
      status: facts.status,
      adultUseSales: facts.adultUseSales,
      medicalProgram: Boolean(facts.medicalProgram),
    }),
    medicalProgram: facts.medicalProgram ?? null,
    section: facts.section,
    sectionId: stateSectionId(facts.code),
    useInToC: facts.useInToC,
    lawPath: `/cannabis-laws-by-state/${state.slug}`,
  }
}

/** Every state and DC, alphabetical by name. */
export function listStateLaws(): StateLaw[] {
  const byCode = new Map(getContent().legalStatus().states.map((facts) => [facts.code, facts]))
  return US_STATES.map((state) => toStateLaw(byCode.get(state.code) as StateFactsContent))
}

export function getStateLaw(slug: string): StateLaw | null {
  const state = usStateBySlug(slug)
  if (!state) return null
  return listStateLaws().find((law) => law.code === state.code) ?? null
}

export type LegalStatusPage = Omit<LegalStatusContent['page'], 'rewards'> & { rewards: RewardsBlock | null }

/** The page's hero, intros and rewards block (null unless complete: 002 §2). */
export function legalStatusPage(): LegalStatusPage {
  const { page } = getContent().legalStatus()
  return { ...page, rewards: rewardsBlockOf(page.rewards) }
}

export type StateDispensaryLink = { name: string; city: string; path: string; comingSoon: boolean }

/**
 * The chain's dispensaries in a state that the host lists (decision 0018: an Ohio host lists only
 * Ohio, every other host everything but Ohio), for the state law page's links; `elsewhere` says the
 * state has dispensaries on the other host's site.
 */
export async function dispensariesForLaw(
  code: string,
  region: Region,
): Promise<{ dispensaries: StateDispensaryLink[]; listedOnOtherHost: boolean }> {
  if (!isStateInRegion(code, region)) {
    const other: Region = region === 'ohio' ? 'main' : 'ohio'
    const states = await listStatesWithDispensaries(other)
    return { dispensaries: [], listedOnOtherHost: states.some((state) => state.code === code && state.dispensaries.length > 0) }
  }
  const states = await listStatesWithDispensaries(region)
  const state = states.find((entry) => entry.code === code)
  return {
    dispensaries: (state?.dispensaries ?? []).map((d) => ({ name: d.name, city: d.city, path: d.path, comingSoon: d.comingSoon })),
    listedOnOtherHost: false,
  }
}
