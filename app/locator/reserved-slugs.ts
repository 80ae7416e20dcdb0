/**
 * Path segments under /dispensaries/{state}/ that are pages of their own, so no dispensary may take
 * them as its slug: 'deals' (the state deals list, 002 §2) and 'getting-a-medical-card' (issue 16).
 */
export const RESERVED_LOCATION_SLUGS: readonly string[] = ['deals', 'getting-a-medical-card']

export function isReservedLocationSlug(slug: string): boolean {
  return RESERVED_LOCATION_SLUGS.includes(slug.trim().toLowerCase())
}
