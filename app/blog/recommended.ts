import type { BlogEntry } from './blog-schema'

/**
 * Recommended resources (000 §2 'recommended resources'; 000 §3 'Recommended resource:
 * listItemTitle, listItemDescription, slug'): a short list of resources under an article or a
 * recipe. The specification gives the item's fields only; where it shows, its title, its length and
 * how items are picked are decided in docs/decisions/0032-recommended-resources-lounge-frames-and-search-in-the-site-map.md.
 */

/** The section's heading. */
export const RECOMMENDED_RESOURCES_TITLE = 'Recommended resources'
/** At most this many items: one row of three on a desktop. */
export const RECOMMENDED_RESOURCES_MAX = 3
/** The category whose entries fill the list (001 §9's 'Resources'). */
export const RESOURCES_CATEGORY = 'Resources'

/** An item: listItemTitle, listItemDescription and slug (the entry's address). */
export type RecommendedResource = { title: string; description: string; href: string }

type Candidate = Pick<BlogEntry, 'path' | 'title' | 'description' | 'states' | 'showOnBlogListing'> & { category: string }

/**
 * The resources recommended under `entry`, at most RECOMMENDED_RESOURCES_MAX:
 * 1. the entry's own `recommendedResources` (front matter), in the order given, when the visitor
 *    may read them (they are among `readable`);
 * 2. then listed entries of the Resources category: those about one of the entry's states first,
 *    then the rest, each group in the order of `readable` (newest first).
 * Never the entry itself, an entry twice, or an entry in `shownElsewhere` (the page's 'More in …'
 * cards), so no entry is offered twice on one page.
 *
 * `readable` is every entry the visitor may open (region and publish date already applied).
 */
export function pickRecommendedResources<T extends Candidate>(
  entry: Pick<BlogEntry, 'path' | 'states'> & { recommendedResources: readonly string[] },
  readable: readonly T[],
  shownElsewhere: readonly string[] = [],
): T[] {
  const taken = new Set([entry.path, ...shownElsewhere])
  const picked: T[] = []
  const take = (candidate: T | undefined) => {
    if (!candidate || taken.has(candidate.path) || picked.length >= RECOMMENDED_RESOURCES_MAX) return
    taken.add(candidate.path)
    picked.push(candidate)
  }
  for (const path of entry.recommendedResources) take(readable.find((candidate) => candidate.path === path))
  const resources = readable.filter((candidate) => candidate.category === RESOURCES_CATEGORY && candidate.showOnBlogListing)
  const aboutState = (candidate: T) => candidate.states.some((state) => entry.states.includes(state))
  for (const candidate of resources.filter(aboutState)) take(candidate)
  for (const candidate of resources.filter((candidate) => !aboutState(candidate))) take(candidate)
  return picked
}

export function toRecommendedResource(entry: Pick<BlogEntry, 'title' | 'description' | 'path'>): RecommendedResource {
  return { title: entry.title, description: entry.description, href: entry.path }
}
