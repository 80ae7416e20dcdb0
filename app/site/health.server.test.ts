import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { checkHealth } from './health.server'

describe('checkHealth', () => {
  it('is ok when the database answers', async () => {
    expect(await checkHealth()).toEqual({ status: 'ok', db: 'ok' })
  })

  it('reports the database unavailable when the ping fails', async () => {
    expect(await checkHealth(async () => false)).toEqual({ status: 'error', db: 'unavailable' })
  })

  describe('when the database server stops accepting this database', () => {
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') })
    let name: string

    afterAll(async () => {
      // Let the file's own teardown connect and drop the database again.
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections true`)
      await admin.end()
    })

    it('reports it unavailable instead of failing', async () => {
      const { rows } = await getDb().execute<{ name: string }>(sql`select current_database() as name`)
      name = rows[0]!.name
      await admin.connect()
      // Refuse new connections, then cut the pool's open ones: the pool can no longer answer.
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections false`)
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
      expect(await checkHealth()).toEqual({ status: 'error', db: 'unavailable' })
    })
  })
})
