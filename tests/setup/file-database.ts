import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { closeDatabase, openDatabase } from '~/db/client.server'
import { databaseUrl } from './database-urls'

// Each integration test file gets a fresh, migrated database of its own (cloned from the template).
const adminUrl = inject('adminDatabaseUrl')
const template = inject('templateDatabase')
const name = `${template.replace('_template_', '_')}_${randomBytes(4).toString('hex')}`

const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`)
await admin.end()

await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '.tmp', poolSize: 4 })

afterAll(async () => {
  await closeDatabase()
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
  await client.end()
})
