/**
 * The page-category route table (spec 001 §2.1): every path maps to a category that drives footer
 * behaviour (the compliance warning) and analytics. `{name}` segments are parameters.
 * The original chain's `/rise-rewards` row is the demo chain's `/rewards`; the row that listed three
 * registration-form paths is three rows.
 */
export const pageCategoryTable = [
  { pattern: '/', category: 'home' },
  { pattern: '/faq', category: 'faq' },
  { pattern: '/rewards', category: 'rewards programme page' },
  { pattern: '/contact', category: 'contact' },
  { pattern: '/about-us', category: 'about us' },
  { pattern: '/registration-form', category: 'registration form' },
  { pattern: '/dispensaries', category: 'dispensaries index' },
  { pattern: '/dispensaries/{stateSlug}', category: 'state page' },
  { pattern: '/dispensaries/{stateSlug}/{locationSlug}', category: 'dispensary home' },
  { pattern: '/dispensaries/{stateSlug}/{locationSlug}/{storeId}/{menuSlug}', category: 'dispensary menu' },
  { pattern: '/dispensaries/{stateSlug}/deals', category: 'state deals' },
  { pattern: '/dispensaries/{stateSlug}/getting-a-medical-card', category: 'medical card page' },
  {
    pattern: '/dispensaries/{stateSlug}/{locationSlug}/{menuId}/{menuSlug}/product/{productID}/{productSlug}',
    category: 'product page',
  },
  { pattern: '/blog/recipes/{recipeSlug}', category: 'recipe' },
  { pattern: '/cannabis-laws-by-state/{stateSlug}', category: 'state law page' },
  { pattern: '/where-is-cannabis-legal', category: 'legal map page' },
  { pattern: '/terms', category: 'terms' },
  { pattern: '/privacy-policy', category: 'privacy policy' },
  { pattern: '/notice-of-privacy-practices', category: 'notice of privacy practices' },
  { pattern: '/accessibility-statement', category: 'accessibility statement' },
  { pattern: '/account/orders/{orderId}', category: 'order detail' },
  { pattern: '/post-checkout', category: 'post-checkout' },
  { pattern: '/patient-guide', category: 'patient guide' },
  { pattern: '/dispensary-guides', category: 'dispensary guides' },
  { pattern: '/getting-a-medical-card', category: 'medical card' },
  { pattern: '/site-map', category: 'site map' },
  { pattern: '/certifying-providers', category: 'certifying providers' },
  { pattern: '/cannabis-laws-by-state', category: 'laws by state index' },
  { pattern: '/blog/recipes', category: 'recipes index' },
  { pattern: '/patient-preregistration-form', category: 'registration form' },
  { pattern: '/patient-registration-form', category: 'registration form' },
  { pattern: '/new-york-patient-registration-form', category: 'registration form' },
  { pattern: '/blog/{categorySlug}/{articleSlug}', category: 'article' },
  { pattern: '/blog', category: 'blog index' },
  { pattern: '/account/rewards', category: 'account rewards' },
  // Issue 16: the newsletter page behind the footer's cannabis-insider link (001 §2.7, §2.9).
  { pattern: '/cannabis-insider', category: 'cannabis insider' },
] as const satisfies readonly { pattern: string; category: string }[]

export type PageCategory = (typeof pageCategoryTable)[number]['category'] | 'Other'

interface CompiledRow {
  category: PageCategory
  /** A literal segment, or null for a parameter. */
  segments: (string | null)[]
  literals: number
}

const compiledTable: CompiledRow[] = pageCategoryTable.map(({ pattern, category }) => {
  const segments = splitSegments(pattern).map((segment) => (/^\{[^/{}]+\}$/.test(segment) ? null : segment))
  return { category, segments, literals: segments.filter((segment) => segment !== null).length }
})

/**
 * The category of a URL pathname. Rules: a query string or hash is ignored; one trailing slash is
 * dropped ('/' stays '/'); a path matches a pattern with the same number of segments whose literal
 * segments are equal and whose parameters are non-empty; the match with the most literal segments
 * wins (ties go to the earlier row, though the table has none); no match is 'Other'.
 *
 * Segments are compared case-sensitively and without percent-decoding: every canonical URL the
 * storefront links to is lower-case, and a category is an analytics and footer label, so '/FAQ' or
 * '/f%61q' counting as 'Other' is safer than guessing. An empty segment (from '//') never matches a
 * parameter (nor any literal), so '/dispensaries//x', '/faq//' and '//' are 'Other'. Input that does not start with '/' is not a pathname
 * and is 'Other'.
 */
export function pageCategory(pathname: string): PageCategory {
  const path = pathname.replace(/[?#].*$/s, '')
  if (!path.startsWith('/')) return 'Other'
  const segments = splitSegments(path)
  // The trailing slash: '/faq/' is '/faq', but '//' is one empty segment, not the home page.
  if (segments.length > 1 && segments.at(-1) === '') segments.pop()

  let best: CompiledRow | undefined
  for (const row of compiledTable) {
    if (row.segments.length !== segments.length) continue
    const matches = row.segments.every((literal, index) =>
      literal === null ? segments[index] !== '' : literal === segments[index],
    )
    if (matches && (!best || row.literals > best.literals)) best = row
  }
  return best?.category ?? 'Other'
}

/** The footer shows the compliance warning only on these pages (spec 001 §2.7). */
export function isComplianceWarningPage(category: PageCategory): boolean {
  return category === 'home' || category === 'dispensary home'
}

/** '/' has no segments; '/a/b' has ['a', 'b']. */
function splitSegments(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/')
}
