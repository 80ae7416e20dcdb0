import { readable } from '~/blog/listing'
import { getContent } from '~/content/content.server'
import { LEGAL_PAGES } from '~/content/shell-schema'
import { listStatesWithDispensaries } from '~/dispensaries/dispensaries.server'
import { listFaqCategories } from '~/faq/faq.server'
import { listMedicalCardStates } from '~/guides/guides.server'
import { listStateLaws } from '~/legal-status/legal-status.server'
import type { Region } from './host-mode'
import type { SitemapEntry } from './sitemap'

/**
 * The public pages of a host's region, for /sitemap.xml: home, the dispensaries index, each state
 * page and its deals page, each dispensary and its menus, the certifying-providers locator,
 * rewards, the blog, its articles and recipes, the legal-status map, the state law pages, the FAQ
 * and its categories, the guides and each state's medical-card page, and the legal pages. Product
 * pages are left out (the catalogue holds ~100,000 of them; the menus link to them).
 */
export async function sitemapEntries(region: Region, now = new Date()): Promise<SitemapEntry[]> {
  const content = getContent()
  const [states, faqCategories, medicalCardStates] = await Promise.all([
    listStatesWithDispensaries(region, { now }),
    listFaqCategories(region),
    listMedicalCardStates(region),
  ])
  const blog = [...content.articles(), ...content.recipes()]
    .filter((entry) => readable(entry, region, now))
    .map((entry) => ({ path: entry.path, lastmod: entry.updatedDate ?? entry.publishDate }))
  return [
    { path: '/' },
    { path: '/dispensaries' },
    ...states.flatMap((state) => [
      { path: state.path },
      { path: `${state.path}/deals` },
      ...state.dispensaries.flatMap((dispensary) => [{ path: dispensary.path }, ...dispensary.menus.map((menu) => ({ path: menu.path }))]),
    ]),
    { path: '/certifying-providers' },
    { path: '/rewards' },
    { path: '/blog' },
    { path: '/blog/recipes' },
    ...blog,
    { path: '/where-is-cannabis-legal' },
    { path: '/cannabis-laws-by-state' },
    ...listStateLaws().map((law) => ({ path: law.lawPath })),
    { path: '/faq' },
    ...faqCategories.map((category) => ({ path: `/faq/${category.slug}` })),
    { path: '/getting-a-medical-card' },
    { path: '/patient-guide' },
    { path: '/dispensary-guides' },
    ...medicalCardStates.map((state) => ({ path: state.path })),
    ...LEGAL_PAGES.map((slug) => ({ path: `/${slug}` })),
    { path: '/about-us' },
    // The Ohio host does not offer the newsletter (its footer link is hidden there, 001 §2.7).
    ...(region === 'ohio' ? [] : [{ path: '/cannabis-insider' }]),
  ]
}
