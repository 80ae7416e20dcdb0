import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'

/**
 * The words of a store's menu (the lexemes of its index rows), which typo tolerance corrects
 * against. Kept in memory for a minute: a few thousand short words per store, read by every text
 * search. A stale list only misses typo corrections towards words added since; exact and prefix
 * matching always run against the live index. `refreshSearchIndex` forgets the stores it rebuilds.
 */
const TTL_MS = 60_000
const MAX_STORES = 500

const cache = new Map<number, { words: Promise<string[]>; expires: number }>()

export function storeVocabulary(storeId: number, now = Date.now()): Promise<string[]> {
  const hit = cache.get(storeId)
  if (hit && hit.expires > now) return hit.words
  const words = loadVocabulary(storeId)
  cache.delete(storeId)
  if (cache.size >= MAX_STORES) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  cache.set(storeId, { words, expires: now + TTL_MS })
  // A failed read must not stick: the next search tries again.
  words.catch(() => {
    if (cache.get(storeId)?.words === words) cache.delete(storeId)
  })
  return words
}

export function forgetVocabulary(storeIds?: readonly number[]): void {
  if (!storeIds) cache.clear()
  else for (const id of storeIds) cache.delete(id)
}

async function loadVocabulary(storeId: number): Promise<string[]> {
  const result = await getDb().execute<{ word: string }>(sql`
    select distinct word
    from search_products, unnest(tsvector_to_array(search_vector)) as word
    where store_id = ${storeId}
  `)
  return result.rows.map((row) => row.word)
}
