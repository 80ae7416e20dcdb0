import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { resetDatabase } from '../../tests/setup/reset-database'
import { databaseUrlForOtherProcesses, getDb, pingDatabase, poolSizeFor } from './client.server'
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

  it('gives other processes (cluster workers) the URL it opened', () => {
    const url = new URL(databaseUrlForOtherProcesses())
    expect(url.origin).toBe(new URL(inject('adminDatabaseUrl')).origin)
    expect(url.pathname).toMatch(/^\/storefront_test_/)
  })

  it.each([
    [1, 10],
    [2, 10],
    [7, 10],
    [8, 9],
    [16, 4],
    [40, 1],
    [64, 1],
  ])('shares 80 connections, LISTEN included, among %d processes: a pool of %d each', (processes, size) => {
    expect(poolSizeFor(processes)).toBe(size)
    // Each process's pool and its LISTEN connection stay within 80 up to 40 processes.
    if (processes <= 40) expect(processes * (size + 1)).toBeLessThanOrEqual(80)
  })
})
