import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getDb, pingDatabase } from './client.server'
import { states } from './schema'

describe('database client', () => {
  it('answers the health ping against the migrated test database', async () => {
    expect(await pingDatabase()).toBe(true)
    const result = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from states`)
    expect(result.rows[0]?.n).toBe(0)
  })

  it('enforces the schema constraints and resets between tests', async () => {
    const db = getDb()
    await db.insert(states).values({ slug: 'illinois', name: 'Illinois', code: 'IL' })
    await expect(db.insert(states).values({ slug: 'illinois', name: 'Again', code: 'IX' })).rejects.toThrow()
    await resetDatabase()
    expect(await db.$count(states)).toBe(0)
  })
})
