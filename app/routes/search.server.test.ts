import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getContent, loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { syncArticleIndex } from '~/search/article-index.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { loader } from './search'

/** What the route answers for an address: its status, and where a redirect goes. */
async function answer(path: string): Promise<{ status: number; location: string | null }> {
  try {
    const value = (await loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as never)) as {
      type?: string
      init?: ResponseInit | null
    }
    return { status: value?.type === 'DataWithResponseInit' ? (value.init?.status ?? 200) : 200, location: null }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
    throw thrown
  }
}

beforeAll(async () => {
  await loadContent('content')
  await resetDatabase()
  await syncArticleIndex(getDb(), [...getContent().articles(), ...getContent().recipes()])
})

describe('/search', () => {
  it.each([
    { path: '/search', status: 200 },
    { path: '/search?query=terpenes', status: 200 },
    { path: '/search?query=zzqqxx', status: 200 },
    { path: `/search?query=${'x'.repeat(101)}`, status: 400 },
    { path: '/search?query=x&category=brands', status: 400 },
    { path: '/search?query=x&sort=price', status: 400 },
  ])('$path answers $status', async ({ path, status }) => {
    expect(await answer(path)).toEqual({ status, location: null })
  })

  it('sends the visitor to /error when the no-results fallback cannot be fetched (002 §8)', async () => {
    const db = getDb()
    // The suggested articles are read from the index: without it the fallback fails.
    await db.execute(sql`alter table search_articles rename to search_articles_away`)
    try {
      expect(await answer('/search?query=%21%21%21')).toEqual({ status: 302, location: '/error' })
    } finally {
      await db.execute(sql`alter table search_articles_away rename to search_articles`)
    }
  })
})
