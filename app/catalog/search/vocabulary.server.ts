import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { log } from '~/log.server'

/**
 * The words of a store's menu (the lexemes of its index rows), which typo tolerance corrects
 * against. Kept in memory per store: a few hundred to a few thousand short words, read by every
 * text search. A list older than a minute still answers the search that finds it so, and is read
 * again behind it (reading it took 10–17 ms on the bench chain: paid in the search, it was the slow
 * tail of text searches, once per store and minute). A stale list only misses typo corrections
 * towards words added since; exact and prefix matching always run against the live index, and
 * `refreshSearchIndex` and the menu import forget the stores they change, so their next search
 * reads the list before it answers.
 */
const TTL_MS = 60_000
const MAX_STORES = 500

const logger = log('catalog')

type Kept = { words: Promise<string[]>; expires: number; refreshing: boolean }
const cache = new Map<number, Kept>()

export function storeVocabulary(storeId: number, now = Date.now()): Promise<string[]> {
  const hit = cache.get(storeId)
  if (hit) {
    if (hit.expires <= now && !hit.refreshing) refresh(storeId, hit)
    return hit.words
  }
  const kept: Kept = { words: loadVocabulary(storeId), expires: now + TTL_MS, refreshing: false }
  if (cache.size >= MAX_STORES) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  cache.set(storeId, kept)
  // A failed first read must not stick: the next search tries again.
  kept.words.catch(() => {
    if (cache.get(storeId) === kept) cache.delete(storeId)
  })
  return kept.words
}

/** Reads a stale list again; it replaces the kept one when it arrives, unless the store was forgotten meanwhile. */
function refresh(storeId: number, stale: Kept): void {
  stale.refreshing = true
  const words = loadVocabulary(storeId)
  words.then(
    () => {
      if (cache.get(storeId) === stale) cache.set(storeId, { words, expires: Date.now() + TTL_MS, refreshing: false })
    },
    (error: unknown) => {
      // The stale words go on answering; the next search after this tries again.
      stale.refreshing = false
      logger.warn({ err: error, storeId }, 'menu words could not be read again; the kept ones still serve')
    },
  )
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
