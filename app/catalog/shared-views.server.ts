import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { log } from '~/log.server'
import type { SharedViews } from './store-cache'

const logger = log('catalog')

/**
 * The store caches' shared layer (app/catalog/store-cache.ts) in PostgreSQL: table store_views, one
 * row per cache key with the catalogue version its value was read under. Every app process and app
 * server reads the same rows, so a store's rows and first page are worked out once per catalogue
 * change for the whole cluster rather than once per process. Unlogged and derived: losing it costs
 * only a recomputation.
 */
export const sharedViews: SharedViews = {
  async read(key, version, now) {
    const result = await getDb().execute<{ payload: string; valid_until: Date | string }>(sql`
      select payload, valid_until from store_views
      where key = ${key} and version = ${version} and valid_until > ${new Date(now).toISOString()}::timestamptz
    `)
    const row = result.rows[0]
    return row ? { json: row.payload, validUntil: new Date(row.valid_until).getTime() } : null
  },
  async write(key, version, json, validUntil) {
    // An infinite expiry (nothing scheduled) is capped by the caller's maximum age before it comes here.
    await getDb().execute(sql`
      insert into store_views (key, version, valid_until, payload)
      values (${key}, ${version}, ${new Date(validUntil).toISOString()}::timestamptz, ${json})
      on conflict (key) do update
        set version = excluded.version, valid_until = excluded.valid_until, payload = excluded.payload, stored_at = now()
    `)
  },
}

/** Logged, not thrown: the page is worked out without the shared layer. */
export function reportSharedViewsError(error: unknown): void {
  logger.warn({ err: error }, 'shared store views unavailable; worked out in this process')
}

/** Rows nobody has written for a day (a store closed, a menu renamed) are swept with the change log. */
export async function pruneSharedViews(): Promise<number> {
  const result = await getDb().execute<{ n: number }>(sql`
    with gone as (delete from store_views where stored_at < now() - interval '1 day' returning 1)
    select count(*)::int as n from gone
  `)
  return result.rows[0]?.n ?? 0
}
