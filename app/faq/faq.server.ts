import { getContent } from '~/content/content.server'
import { listStatesWithDispensaries } from '~/dispensaries/dispensaries.server'
import { listStateLaws } from '~/legal-status/legal-status.server'
import type { Region } from '~/site/host-mode'
import { stateFaqs, type FaqCategory } from './faq'

/**
 * The FAQ's categories in page order: the topic categories from content/faq.yaml, then one per state
 * where the host lists our dispensaries (decision 0018: an Ohio host only Ohio, every other host
 * every state but Ohio), alphabetical, each named by its state slug.
 */
export async function listFaqCategories(region: Region): Promise<FaqCategory[]> {
  const content = getContent().faq()
  const topics: FaqCategory[] = content.categories.map((category) => ({ ...category, lawPath: null }))
  const chainStates = new Set((await listStatesWithDispensaries(region)).filter((state) => state.dispensaries.length > 0).map((state) => state.code))
  const states: FaqCategory[] = listStateLaws()
    .filter((law) => chainStates.has(law.code))
    .map((law) => ({
      slug: law.slug,
      title: `Shopping in ${law.name}`,
      icon: 'MapPin',
      description: `${law.name}'s cannabis rules: who may buy, how much, and how to get a medical card.`,
      faqs: [...stateFaqs(law), ...(content.stateQuestions[law.code] ?? [])],
      lawPath: law.lawPath,
    }))
  return [...topics, ...states]
}

/** One category by slug, or null when the host lists no such category. */
export async function getFaqCategory(slug: string, region: Region): Promise<FaqCategory | null> {
  return (await listFaqCategories(region)).find((category) => category.slug === slug) ?? null
}

export function faqIntro(): { title: string; description: string } {
  const { title, description } = getContent().faq()
  return { title, description }
}
