/** Links to the Contact Us page (002 §2); small, for the shell's drawer and the map cards. */

/** The Contact Us address for a dispensary: the state as its dashed name (the state slug), 002 §2. */
export function contactPath(place?: { stateSlug?: string | null; dispensarySlug?: string | null } | null): string {
  const params = new URLSearchParams()
  if (place?.stateSlug) params.set('stateCode', place.stateSlug)
  if (place?.dispensarySlug) params.set('dispensary', place.dispensarySlug)
  const query = params.toString()
  return query ? `/contact?${query}` : '/contact'
}

/** The Contact Us address for a dispensary page's path ('/dispensaries/illinois/elgin' → '/contact?stateCode=illinois&dispensary=elgin'). */
export function contactPathForDispensaryPage(pagePath: string | null | undefined): string {
  const match = /^\/dispensaries\/([a-z0-9-]+)\/([a-z0-9-]+)\/?$/.exec(pagePath ?? '')
  return match ? contactPath({ stateSlug: match[1], dispensarySlug: match[2] }) : contactPath()
}
