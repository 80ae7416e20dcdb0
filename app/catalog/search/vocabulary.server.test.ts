import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '~/db/client.server'
import { createMenuProduct, createProduct, refreshSearchIndex } from '~/db/seed/factories'
import { resetDatabase } from '../../../tests/setup/reset-database'
import { forgetVocabulary, storeVocabulary } from './vocabulary.server'

const MINUTE = 60_000

/** Changes the store's index words behind the cache's back (as another process's import would). */
async function replaceWords(storeId: number, text: string) {
  await getDb().execute(sql`update search_products set search_vector = to_tsvector('simple', ${text}) where store_id = ${storeId}`)
}

describe('a store menu words', () => {
  let storeId = 0

  beforeEach(async () => {
    await resetDatabase()
    forgetVocabulary()
    const db = getDb()
    const product = await createProduct(db, { name: 'Zephyr Gummies' })
    storeId = (await createMenuProduct(db, { productId: product.id })).storeId
    await refreshSearchIndex(db)
  })

  it('are read once and kept for a minute', async () => {
    const now = Date.now()
    expect(await storeVocabulary(storeId, now)).toContain('zephyr')
    await replaceWords(storeId, 'quasar')
    const kept = await storeVocabulary(storeId, now + MINUTE - 1)
    expect(kept).toContain('zephyr')
    expect(kept).not.toContain('quasar')
  })

  it('older than a minute still answer at once, and are read again behind the search', async () => {
    const now = Date.now()
    await storeVocabulary(storeId, now)
    await replaceWords(storeId, 'quasar')
    // The search that finds them stale is not held up: it gets the kept words.
    expect(await storeVocabulary(storeId, now + MINUTE + 1)).toContain('zephyr')
    // The read it started replaces them.
    await vi.waitFor(async () => expect(await storeVocabulary(storeId, now + MINUTE + 2)).toContain('quasar'))
  })

  it('are read before answering once the store is forgotten (an index refresh, a menu import)', async () => {
    const now = Date.now()
    await storeVocabulary(storeId, now)
    await replaceWords(storeId, 'quasar')
    forgetVocabulary([storeId])
    expect(await storeVocabulary(storeId, now + 1)).toContain('quasar')
  })
})
