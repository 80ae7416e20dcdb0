import { type SQL, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { log } from '~/log.server'
import { pruneSharedViews } from './shared-views.server'

const logger = log('catalog')

/**
 * A store's catalogue version: the count and the last id of its rows in `catalogue_changes` (and of
 * store 0's, which stand for every store). Triggers add a row whenever search_products, specials or
 * sponsored_placements change for the store, so the version moves with every committed change —
 * the count also catches a change whose id is older than one already committed (ids are handed out
 * before commit). Read it before the data it guards: a change committed in between then only makes
 * the next request read again.
 */
export async function readCatalogueVersion(storeId: number): Promise<string> {
  const result = await getDb().execute<{ version: string }>(sql`select ${catalogueVersionSql(storeId)} as version`)
  return result.rows[0]?.version ?? '0.0'
}

/**
 * The version as an SQL expression ('count.last'), for a statement that reads it with its own data
 * (the product page); `storeId` a value or a column. The one definition: a cache entry is kept
 * under this text, whoever read it.
 */
export function catalogueVersionSql(storeId: number | SQL): SQL {
  return sql`(select count(*)::int || '.' || coalesce(max(id), 0) from catalogue_changes where store_id in (${storeId}, 0))`
}

/**
 * When the store's menu next changes by the clock alone: the next start or end of one of its
 * specials or sponsored placements (a special is live through its end date). Epoch milliseconds;
 * Infinity when nothing is scheduled.
 */
export async function nextScheduledChange(storeId: number, now: Date): Promise<number> {
  const result = await getDb().execute<{ next: Date | string | null }>(sql`
    select min(at) as next from (
      select start_date as at from specials where store_id = ${storeId} and start_date > ${now}
      union all
      select end_date from specials where store_id = ${storeId} and end_date >= ${now}
      union all
      select starts_at from sponsored_placements where store_id = ${storeId} and starts_at > ${now}
      union all
      select ends_at from sponsored_placements where store_id = ${storeId} and ends_at >= ${now}
    ) boundaries
  `)
  const next = result.rows[0]?.next
  if (next === null || next === undefined) return Number.POSITIVE_INFINITY
  // A special ending at 23:59:59.000 is live through that second's end.
  return new Date(next).getTime() + 1
}

/** How old a change row must be before pruning folds it away. */
const PRUNE_AFTER = '10 minutes'

/**
 * Keeps the change log short: a store's rows older than ten minutes that have a newer row are
 * deleted, and a fresh row is added for each store pruned, so its version still moves (the count
 * alone could come back to a value it had before).
 */
export async function pruneCatalogueChanges(): Promise<number> {
  const result = await getDb().execute<{ pruned: number }>(sql`
    with doomed as (
      delete from catalogue_changes c
      where c.changed_at < now() - ${PRUNE_AFTER}::interval
        and exists (select 1 from catalogue_changes n where n.store_id = c.store_id and n.id > c.id)
      returning c.store_id
    ),
    marked as (
      insert into catalogue_changes (store_id) select distinct store_id from doomed returning 1
    )
    select (select count(*)::int from doomed) as pruned, (select count(*) from marked) as marked
  `)
  return result.rows[0]?.pruned ?? 0
}

const globalPruning = globalThis as typeof globalThis & { __storefrontCataloguePruning?: NodeJS.Timeout }

/** Start-up: prune the change log and unused shared views every ten minutes (every app server may; concurrent prunes are harmless). */
export function startCatalogueChangePruning({ intervalMs = 10 * 60_000 }: { intervalMs?: number } = {}): void {
  if (globalPruning.__storefrontCataloguePruning) return
  const timer = setInterval(() => {
    pruneCatalogueChanges().catch((error: unknown) => logger.error({ err: error }, 'pruning the catalogue change log failed'))
    pruneSharedViews().catch((error: unknown) => logger.error({ err: error }, 'pruning the shared store views failed'))
  }, intervalMs)
  timer.unref()
  globalPruning.__storefrontCataloguePruning = timer
}

export function stopCatalogueChangePruning(): void {
  clearInterval(globalPruning.__storefrontCataloguePruning)
  globalPruning.__storefrontCataloguePruning = undefined
}
