import { ARTICLE_CATEGORIES } from '~/blog/blog-schema'
import { FILTER_PARAM, readable } from '~/blog/listing'
import { slugify } from '~/blog/slug'
import { getLegalPage } from '~/compliance/legal.server'
import { getContent } from '~/content/content.server'
import { LEGAL_PAGES } from '~/content/shell-schema'
import { menuKindLabel } from '~/dispensaries/address'
import { listStatesWithDispensaries } from '~/dispensaries/dispensaries.server'
import { listFaqCategories } from '~/faq/faq.server'
import { listMedicalCardStates } from '~/guides/guides.server'
import { listStateLaws } from '~/legal-status/legal-status.server'
import type { Region } from './host-mode'

/**
 * Every public page of a host's region, named and grouped: the one list behind /sitemap.xml
 * (sitemap.server.ts flattens it) and the HTML site map at /site-map (issue 16). Home, the
 * dispensaries index, each state page and its deals page, each dispensary and its menus, rewards,
 * the certifying-providers locator, the guides and each state's medical-card page, the blog, its
 * categories, articles and recipes, the legal-status map and the state law pages, the FAQ and its
 * categories, about us, the newsletter (not on the Ohio host), the site map, the search page (not in
 * /sitemap.xml) and the legal pages. Product pages are
 * left out (the catalogue holds ~100,000 of them; the menus link to them).
 */

export type PublicPage = {
  path: string
  label: string
  lastmod?: string
  /**
   * In the HTML site map, not in the XML one: a filtered view of another page (the blog by
   * category), or the search page, whose result pages are noindex (app/routes/search.tsx) and which
   * search engines' guidelines ask sites to keep out of their indexes.
   */
  htmlOnly?: true
}
export type PublicPageSection = { heading: string; pages: PublicPage[] }
export type PublicPageGroup = { id: string; heading: string; pages: PublicPage[]; sections: PublicPageSection[] }

export async function publicPageGroups(region: Region, now = new Date()): Promise<PublicPageGroup[]> {
  const content = getContent()
  const [states, faqCategories, medicalCardStates, legalPages] = await Promise.all([
    listStatesWithDispensaries(region, { now }),
    listFaqCategories(region),
    listMedicalCardStates(region),
    Promise.all(LEGAL_PAGES.map((slug) => getLegalPage(slug))),
  ])
  const entry = (item: { path: string; title: string; publishDate: string; updatedDate?: string }): PublicPage => ({
    path: item.path,
    label: item.title,
    lastmod: item.updatedDate ?? item.publishDate,
  })
  const guideTitle = (slug: string) => content.guides().pages.find((page) => page.slug === slug)?.title ?? slug
  const articles = content.articles().filter((article) => readable(article, region, now))
  const recipes = content.recipes().filter((recipe) => readable(recipe, region, now))
  const blogSections: PublicPageSection[] = ARTICLE_CATEGORIES.flatMap((category) => {
    const inCategory = articles.filter((article) => article.category === category)
    if (inCategory.length === 0) return []
    const slug = slugify(category)
    return [{ heading: category, pages: [{ path: `/blog?${FILTER_PARAM}=${slug}`, label: `All ${category} articles`, htmlOnly: true as const }, ...inCategory.map(entry)] }]
  })
  if (recipes.length > 0) blogSections.push({ heading: 'Recipes', pages: recipes.map(entry) })

  return [
    {
      id: 'dispensaries',
      heading: 'Dispensaries',
      pages: [
        { path: '/', label: 'Home' },
        { path: '/dispensaries', label: 'Find a dispensary' },
      ],
      sections: states.map((state) => ({
        heading: state.name,
        pages: [
          { path: state.path, label: `${state.name} dispensaries` },
          { path: `${state.path}/deals`, label: `Deals in ${state.name}` },
          ...state.dispensaries.flatMap((dispensary) => [
            { path: dispensary.path, label: dispensary.name },
            ...dispensary.menus.map((menu) => ({ path: menu.path, label: `${dispensary.name} · ${menuKindLabel(menu.kind)} menu` })),
          ]),
        ],
      })),
    },
    {
      id: 'rewards-and-guides',
      heading: 'Rewards and guides',
      pages: [
        { path: '/rewards', label: content.rewards().programName },
        { path: '/certifying-providers', label: 'Find a certifying provider' },
        { path: '/getting-a-medical-card', label: guideTitle('getting-a-medical-card') },
        { path: '/patient-guide', label: guideTitle('patient-guide') },
        { path: '/dispensary-guides', label: guideTitle('dispensary-guides') },
        // Issue 17: the patient registration forms (their selection page links to each).
        { path: '/registration-form', label: 'Patient registration forms' },
      ],
      sections: medicalCardStates.length
        ? [{ heading: 'Medical cards by state', pages: medicalCardStates.map((state) => ({ path: state.path, label: `Getting a medical card in ${state.name}` })) }]
        : [],
    },
    {
      id: 'blog',
      heading: 'Blog and recipes',
      pages: [
        { path: '/blog', label: 'Blog' },
        { path: '/blog/recipes', label: 'Recipes' },
      ],
      sections: blogSections,
    },
    {
      id: 'cannabis-laws',
      heading: 'Cannabis laws',
      pages: [
        { path: '/where-is-cannabis-legal', label: 'Where is cannabis legal?' },
        { path: '/cannabis-laws-by-state', label: 'Cannabis laws by state' },
      ],
      sections: [{ heading: 'Laws by state', pages: listStateLaws().map((law) => ({ path: law.lawPath, label: law.name })) }],
    },
    {
      id: 'faq',
      heading: 'Frequently asked questions',
      pages: [{ path: '/faq', label: 'All FAQ topics' }, ...faqCategories.map((category) => ({ path: `/faq/${category.slug}`, label: category.title }))],
      sections: [],
    },
    {
      id: 'about',
      heading: 'About Northmeadow',
      pages: [
        { path: '/about-us', label: 'About us' },
        // The Ohio host does not offer the newsletter (its footer link is hidden there, 001 §2.7).
        ...(region === 'ohio' ? [] : [{ path: '/cannabis-insider', label: content.cannabisInsider().title }]),
        { path: '/site-map', label: 'Site map' },
        // Shoppers find it here; /sitemap.xml leaves it out on purpose (htmlOnly): a search page is
        // not a page for search engines to list.
        { path: '/search', label: content.search().title, htmlOnly: true },
        ...legalPages.map((page) => ({ path: `/${page.slug}`, label: page.title })),
      ],
      sections: [],
    },
  ]
}

/** Every page of the groups, in order: each group's own pages, then its sections'. */
export function flattenPublicPages(groups: readonly PublicPageGroup[]): PublicPage[] {
  return groups.flatMap((group) => [...group.pages, ...group.sections.flatMap((section) => section.pages)])
}
