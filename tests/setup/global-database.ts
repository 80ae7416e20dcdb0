import { rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { closeDatabase, openDatabase } from '~/db/client.server'
import { startEmbeddedPostgres } from '~/db/embedded.server'
import { migrateDatabase } from '~/db/migrate.server'
import { databaseUrl } from './database-urls'

/**
 * One PostgreSQL server per test run: the embedded one in a scratch data dir, or the server named
 * by DATABASE_URL (CI runs `npm test` that way against PostgreSQL 15: scripts/with-postgres15.sh). A template database is
 * migrated once; every test file gets its own clone of it.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}`
  let adminUrl = process.env.DATABASE_URL
  let stopEmbedded: (() => Promise<void>) | undefined
  const dataDir = path.resolve('.tmp', `test-db-${runId}`)
  if (!adminUrl) {
    await rm(dataDir, { recursive: true, force: true })
    const server = await startEmbeddedPostgres(dataDir, { throwaway: true })
    stopEmbedded = server.stop
    const { host, user, password } = server.connection
    adminUrl = `postgresql://${user}:${encodeURIComponent(password)}@localhost/postgres?host=${encodeURIComponent(host)}`
  }
  const template = `storefront_test_template_${runId}`
  await adminQuery(adminUrl, `drop database if exists ${template}`)
  await adminQuery(adminUrl, `create database ${template}`)
  const db = await openDatabase({ databaseUrl: databaseUrl(adminUrl, template), dataDir, poolSize: 2 })
  await migrateDatabase(db)
  await closeDatabase()

  project.provide('adminDatabaseUrl', adminUrl)
  project.provide('templateDatabase', template)

  return async () => {
    // Drop the template and any clone a crashed worker left behind.
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`storefront_test_%${runId}%`],
      )
      for (const { datname } of rows) await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`)
    } finally {
      await client.end()
    }
    await stopEmbedded?.()
    if (stopEmbedded) await rm(dataDir, { recursive: true, force: true })
  }
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
