import { describe, expect, it } from 'vitest'
import { isComplianceWarningPage, pageCategory, pageCategoryTable, type PageCategory } from './page-category'

/** One real path per row of spec 001 §2.1 (with '/rewards' for the original '/rise-rewards'). */
const rows: [pattern: string, path: string, category: PageCategory][] = [
  ['/', '/', 'home'],
  ['/faq', '/faq', 'faq'],
  ['/rewards', '/rewards', 'rewards programme page'],
  ['/contact', '/contact', 'contact'],
  ['/about-us', '/about-us', 'about us'],
  ['/registration-form', '/registration-form', 'registration form'],
  ['/dispensaries', '/dispensaries', 'dispensaries index'],
  ['/dispensaries/{stateSlug}', '/dispensaries/illinois', 'state page'],
  ['/dispensaries/{stateSlug}/{locationSlug}', '/dispensaries/illinois/lake-in-the-hills', 'dispensary home'],
  [
    '/dispensaries/{stateSlug}/{locationSlug}/{storeId}/{menuSlug}',
    '/dispensaries/illinois/lake-in-the-hills/4821/recreational-menu',
    'dispensary menu',
  ],
  ['/dispensaries/{stateSlug}/deals', '/dispensaries/illinois/deals', 'state deals'],
  [
    '/dispensaries/{stateSlug}/getting-a-medical-card',
    '/dispensaries/ohio/getting-a-medical-card',
    'medical card page',
  ],
  [
    '/dispensaries/{stateSlug}/{locationSlug}/{menuId}/{menuSlug}/product/{productID}/{productSlug}',
    '/dispensaries/illinois/lake-in-the-hills/4821/recreational-menu/product/91234/blue-dream-3-5g',
    'product page',
  ],
  ['/blog/recipes/{recipeSlug}', '/blog/recipes/lemon-bars', 'recipe'],
  ['/cannabis-laws-by-state/{stateSlug}', '/cannabis-laws-by-state/new-jersey', 'state law page'],
  ['/where-is-cannabis-legal', '/where-is-cannabis-legal', 'legal map page'],
  ['/terms', '/terms', 'terms'],
  ['/privacy-policy', '/privacy-policy', 'privacy policy'],
  ['/notice-of-privacy-practices', '/notice-of-privacy-practices', 'notice of privacy practices'],
  ['/accessibility-statement', '/accessibility-statement', 'accessibility statement'],
  ['/account/orders/{orderId}', '/account/orders/6f1c2b7e-6a7d-4a44-9a62-0b3c4c8d9e10', 'order detail'],
  ['/post-checkout', '/post-checkout', 'post-checkout'],
  ['/patient-guide', '/patient-guide', 'patient guide'],
  ['/dispensary-guides', '/dispensary-guides', 'dispensary guides'],
  ['/getting-a-medical-card', '/getting-a-medical-card', 'medical card'],
  ['/site-map', '/site-map', 'site map'],
  ['/certifying-providers', '/certifying-providers', 'certifying providers'],
  ['/cannabis-laws-by-state', '/cannabis-laws-by-state', 'laws by state index'],
  ['/blog/recipes', '/blog/recipes', 'recipes index'],
  ['/patient-preregistration-form', '/patient-preregistration-form', 'registration form'],
  ['/patient-registration-form', '/patient-registration-form', 'registration form'],
  ['/new-york-patient-registration-form', '/new-york-patient-registration-form', 'registration form'],
  ['/blog/{categorySlug}/{articleSlug}', '/blog/cannabis-101/what-is-a-terpene', 'article'],
  ['/blog', '/blog', 'blog index'],
  ['/account/rewards', '/account/rewards', 'account rewards'],
  ['/cannabis-insider', '/cannabis-insider', 'cannabis insider'],
]

describe('pageCategory: every row of the table', () => {
  it('has a test path for every pattern, in table order', () => {
    expect(rows.map(([pattern, , category]) => ({ pattern, category }))).toEqual(
      pageCategoryTable.map(({ pattern, category }) => ({ pattern, category })),
    )
  })

  it.each(rows)('%s: %s is %s', (_pattern, path, category) => {
    expect(pageCategory(path)).toBe(category)
  })

  it.each(rows.filter(([pattern]) => pattern !== '/'))('%s: %s/ (trailing slash) is %s', (_pattern, path, category) => {
    expect(pageCategory(`${path}/`)).toBe(category)
  })
})

describe('pageCategory: the rules', () => {
  it.each<[string, PageCategory]>([
    // Root stays root.
    ['/', 'home'],
    ['', 'Other'],
    ['//', 'Other'],
    // Only one trailing slash is dropped.
    ['/faq//', 'Other'],
    ['/dispensaries/illinois//', 'Other'],
    // Query strings and hashes are not part of the path.
    ['/?utm_source=newsletter', 'home'],
    ['/#main', 'home'],
    ['/faq?q=hours#delivery', 'faq'],
    ['/faq/?q=hours', 'faq'],
    ['/dispensaries/illinois#list', 'state page'],
    ['/dispensaries/illinois/deals?sort=newest', 'state deals'],
    ['/blog?page=2/extra', 'blog index'],
    // Segment counting: too many or too few segments for a pattern.
    ['/faq/shipping', 'Other'],
    ['/rewards/history', 'Other'],
    ['/dispensaries/illinois/lake-in-the-hills/4821', 'Other'],
    ['/dispensaries/illinois/lake-in-the-hills/4821/recreational-menu/extra', 'Other'],
    ['/dispensaries/illinois/lake-in-the-hills/4821/recreational-menu/product/91234', 'Other'],
    ['/dispensaries/illinois/lake-in-the-hills/4821/recreational-menu/product/91234/blue-dream/x', 'Other'],
    ['/account/orders', 'Other'],
    ['/account', 'Other'],
    ['/account/orders/abc/def', 'Other'],
    ['/cannabis-laws-by-state/ohio/columbus', 'Other'],
    // A shorter or longer path falls to the pattern of its own length.
    ['/blog/recipes', 'recipes index'],
    ['/blog/recipes/lemon-bars', 'recipe'],
    ['/blog/news', 'Other'],
    // Most literal segments win.
    ['/dispensaries/illinois/deals', 'state deals'],
    ['/dispensaries/illinois/getting-a-medical-card', 'medical card page'],
    ['/dispensaries/illinois/dealsville', 'dispensary home'],
    ['/dispensaries/deals/lake-in-the-hills', 'dispensary home'],
    ['/blog/recipes/brownies', 'recipe'],
    ['/blog/news/store-opening', 'article'],
    ['/dispensaries/illinois/lake-in-the-hills/4821/recreational-menu/product/91234/blue-dream', 'product page'],
    // The 8-segment product pattern needs the literal 'product'.
    ['/dispensaries/illinois/lake-in-the-hills/4821/recreational-menu/products/91234/blue-dream', 'Other'],
    // Parameters match any non-empty segment, encoded or not; empty segments match nothing.
    ['/dispensaries/caf%C3%A9', 'state page'],
    ['/dispensaries/%20', 'state page'],
    ['/dispensaries//lake-in-the-hills', 'Other'],
    ['/dispensaries/illinois//4821/recreational-menu', 'Other'],
    // Literals are compared exactly: case-sensitive, not decoded.
    ['/FAQ', 'Other'],
    ['/Dispensaries/illinois', 'Other'],
    ['/f%61q', 'Other'],
    ['/rise-rewards', 'Other'],
    // Not a pathname.
    ['faq', 'Other'],
    ['https://northmeadow.example/faq', 'Other'],
    // Nothing matches.
    ['/shop', 'Other'],
    ['/dispensaries-near-me', 'Other'],
    ['/404', 'Other'],
  ])('%j is %s', (path, category) => {
    expect(pageCategory(path)).toBe(category)
  })
})

describe('the table itself', () => {
  const shapes = pageCategoryTable.map(({ pattern }) => pattern.replace(/\{[^}]+\}/g, '{}'))

  it('has no two patterns of the same shape, so most-literal-wins never needs a tie-break', () => {
    expect(new Set(shapes).size).toBe(shapes.length)
  })

  it('writes every pattern as a slash-led path without a trailing slash', () => {
    for (const { pattern } of pageCategoryTable) {
      expect(pattern === '/' || /^(\/(\{[A-Za-z]+\}|[a-z0-9-]+))+$/.test(pattern), pattern).toBe(true)
    }
  })
})

describe('isComplianceWarningPage', () => {
  const categories = [...new Set<PageCategory>([...pageCategoryTable.map((row) => row.category), 'Other'])]

  it.each(categories)('%s', (category) => {
    expect(isComplianceWarningPage(category)).toBe(category === 'home' || category === 'dispensary home')
  })

  it('follows the path through pageCategory', () => {
    expect(isComplianceWarningPage(pageCategory('/'))).toBe(true)
    expect(isComplianceWarningPage(pageCategory('/dispensaries/illinois/lake-in-the-hills/'))).toBe(true)
    expect(isComplianceWarningPage(pageCategory('/dispensaries/illinois/deals'))).toBe(false)
    expect(isComplianceWarningPage(pageCategory('/dispensaries/illinois'))).toBe(false)
  })
})
