import { pageCategory, type PageCategory } from '~/site/page-category'

/**
 * Pages the gate leaves open: the terms and policies a visitor accepts by entering must be readable
 * before they answer (the gate links to them).
 */
const EXEMPT_CATEGORIES: ReadonlySet<PageCategory> = new Set([
  'terms',
  'privacy policy',
  'notice of privacy practices',
  'accessibility statement',
])

export function isAgeGateExempt(pathname: string): boolean {
  return EXEMPT_CATEGORIES.has(pageCategory(pathname))
}
