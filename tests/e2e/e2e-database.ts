import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { test } from './test'
import pg from 'pg'

/**
 * The e2e server's own embedded database (playwright.config.ts: DATA_DIR .tmp/e2e-data-{port}), for
 * the few set-ups no page can make: stock running out while a cart waits. Connects over the
 * cluster's Unix socket with the password the server generated; nothing else listens. Test-only.
 */
export async function withE2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(await e2eConnection())
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The e2e server's data dir (its embedded cluster, password and session secret). */
export function e2eDataDir(): string {
  const base = test.info().project.use.baseURL
  if (!base) throw new Error('e2e-database.ts needs use.baseURL')
  return path.resolve(`.tmp/e2e-data-${new URL(base).port}`)
}

async function e2eConnection() {
  const root = e2eDataDir()
  const password = (await readFile(path.join(root, 'postgres-password'), 'utf8')).trim()
  return { host: path.join(root, 'postgres'), port: 5432, user: 'postgres', password, database: 'storefront' }
}

/** The same database as a DATABASE_URL, for a second app server on it (scale-out.spec.ts). */
export async function e2eDatabaseUrl(): Promise<string> {
  const { host, port, user, password, database } = await e2eConnection()
  return `postgresql://${user}:${encodeURIComponent(password)}@localhost:${port}/${database}?host=${encodeURIComponent(host)}`
}
