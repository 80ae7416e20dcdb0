import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { forgetKeptDispensaryLists } from '~/dispensaries/dispensaries.server'

/**
 * Empty every table of the app schema (keeps drizzle's migration journal). Call in beforeEach.
 * The catalogue change log is kept (its truncate triggers add a row for every store instead): its
 * ids must never repeat, or a cache keyed on a store's catalogue version could take one test's
 * catalogue for another's.
 */
export async function resetDatabase(): Promise<void> {
  // The header's dispensary lists and the nearby search's rows are kept a minute per process: a
  // test's dispensaries are new.
  forgetKeptDispensaryLists()
  const db = getDb()
  const { rows } = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'catalogue_changes'`,
  )
  if (!rows.length) return
  const list = rows.map((r) => `"${r.tablename.replace(/"/g, '""')}"`).join(', ')
  // A write the previous test's request left running after its answer (a shared cache row, a
  // counter) can take its locks in the other order than the truncate: PostgreSQL then ends one of
  // the two as a deadlock. That write is done by the next try.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql.raw(`truncate ${list} restart identity cascade`))
      return
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

function isDeadlock(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : null
  return [error, cause].some((e) => typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '40P01')
}
