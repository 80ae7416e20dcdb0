import path from 'node:path'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { Database } from './client.server'

/** Apply the committed drizzle-kit migrations (idempotent; drizzle records what ran). */
export async function migrateDatabase(db: Database, migrationsFolder = path.resolve('drizzle')): Promise<void> {
  await migrate(db, { migrationsFolder })
}
