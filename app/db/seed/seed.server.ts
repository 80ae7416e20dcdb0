import { sql } from 'drizzle-orm'
import type { Database } from '../client.server'

export async function isSeeded(db: Database): Promise<boolean> {
  const result = await db.execute<{ seeded: boolean }>(sql`select exists(select 1 from states) as seeded`)
  return Boolean(result.rows[0]?.seeded)
}

export async function seedDemoChain(_db: Database): Promise<Record<string, number>> {
  return {}
}
