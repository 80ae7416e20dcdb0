/** 002 §2: the block's title. */
export const NEARBY_TITLE = 'Dispensaries Nearby'
/** 002 §9: nearby dispensaries: 3 hits are asked for. */
export const NEARBY_HITS = 3

/** 000 §9 / 002 §9: drop the first hit when there is more than one, and exclude the current slug. */
export function nearbyCards<T extends { slug: string }>(hits: readonly T[], currentSlug: string): T[] {
  const rest = hits.length > 1 ? hits.slice(1) : [...hits]
  return rest.filter((hit) => hit.slug !== currentSlug)
}
