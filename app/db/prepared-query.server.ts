import { getDb, type Database } from './client.server'

/**
 * A drizzle query built once per open database and run with `sql.placeholder()` values: `build`
 * returns the query's `.prepare(name)`, and the name makes it a statement PostgreSQL prepares once
 * per connection. For the queries every page runs: building a select (its fields, joins and
 * conditions) each time cost more than running it, 1.6 ms of CPU per product page on the bench
 * machine for the page's few selects. The name must be unique in the app, and not `nm` followed by
 * digits (the names prepared-statements.server.ts gives).
 */
export function preparedQuery<Q>(build: (db: Database) => Q): () => Q {
  let built: { db: Database; query: Q } | undefined
  return () => {
    const db = getDb()
    // Tests and the dev server can open the database again: a query belongs to the pool it was built on.
    if (built?.db !== db) built = { db, query: build(db) }
    return built.query
  }
}
