import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { log } from '~/log.server'
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.server'
import { PreparingClient } from './prepared-statements.server'
import * as schema from './schema'

export type Database = NodePgDatabase<typeof schema>

type Handle = { pool: pg.Pool; db: Database; embedded?: EmbeddedServer; label: string; url: string }

const logger = log('db')
const EMBEDDED_DATABASE = 'storefront'

// Kept on globalThis so the dev server's module reloads reuse one pool and one embedded server.
const globalHandle = globalThis as typeof globalThis & { __storefrontDb?: Handle }

export type OpenOptions = {
  /** A PostgreSQL server to use instead of the embedded one. */
  databaseUrl?: string
  /** Where the embedded server keeps its cluster when no URL is given. */
  dataDir: string
  poolSize?: number
}

/** Open the one database connection pool of this process (starting the embedded server if needed). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (globalHandle.__storefrontDb) return globalHandle.__storefrontDb.db
  let embedded: EmbeddedServer | undefined
  let config: pg.PoolConfig
  let label: string
  let url: string
  if (options.databaseUrl) {
    config = { connectionString: options.databaseUrl }
    label = redact(options.databaseUrl)
    url = options.databaseUrl
  } else {
    embedded = await startEmbeddedPostgres(options.dataDir)
    await ensureDatabase(embedded.connection, EMBEDDED_DATABASE)
    config = { ...embedded.connection, database: EMBEDDED_DATABASE }
    label = `embedded PostgreSQL in ${embedded.connection.host}`
    url = socketUrl(embedded.connection, EMBEDDED_DATABASE)
  }
  // Timeouts keep a stalled database from holding requests open: fail fast, answer an error page.
  const pool = new pg.Pool({
    ...config,
    // Repeated statements are prepared once per connection (./prepared-statements.server.ts).
    Client: PreparingClient,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 15_000,
  })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.error({ err: error }, 'idle database client error'))
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end().catch(() => {})
    await embedded?.stop()
    throw new Error(`Cannot connect to ${label}: ${(error as Error).message}`, { cause: error })
  }
  const db = drizzle(pool, { schema })
  globalHandle.__storefrontDb = { pool, db, embedded, label, url }
  logger.info({ database: label }, 'database connected')
  return db
}

/** The open database; throws if start-up has not opened it. */
export function getDb(): Database {
  const handle = globalHandle.__storefrontDb
  if (!handle) throw new Error('The database is not open: call openDatabase() at start-up first.')
  return handle.db
}

export function getPool(): pg.Pool {
  const handle = globalHandle.__storefrontDb
  if (!handle) throw new Error('The database is not open: call openDatabase() at start-up first.')
  return handle.pool
}

/**
 * A URL another process can open this database with (cluster workers): DATABASE_URL as given, or
 * the embedded server's Unix socket with its password. Only for processes of this app: it carries
 * the password, so it goes to them through their environment, never into a log.
 */
export function databaseUrlForOtherProcesses(): string {
  const handle = globalHandle.__storefrontDb
  if (!handle) throw new Error('The database is not open: call openDatabase() at start-up first.')
  return handle.url
}

/**
 * Pool connections per process when `processes` app processes share one server: at most 10 each,
 * and with each process's own LISTEN connection (the support chat's, app/chat/socket.server.ts) at
 * most 80 in all, so the cluster stays under PostgreSQL's default max_connections (100, the
 * embedded server's too) with room for the cluster primary and an operator's psql. Past 40
 * processes a pool cannot shrink below one: such a fleet needs a pooler or a larger max_connections.
 */
export function poolSizeFor(processes: number): number {
  return Math.max(1, Math.min(10, Math.floor(80 / processes) - 1))
}

/** True when the database answers a trivial query within the timeout. */
export async function pingDatabase(timeoutMs = 2000): Promise<boolean> {
  const handle = globalHandle.__storefrontDb
  if (!handle) return false
  let timer: NodeJS.Timeout | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs)
    })
    await Promise.race([handle.pool.query('select 1'), timeout])
    return true
  } catch (error) {
    logger.warn({ err: error }, 'database ping failed')
    return false
  } finally {
    clearTimeout(timer)
  }
}

export async function closeDatabase(): Promise<void> {
  const handle = globalHandle.__storefrontDb
  if (!handle) return
  globalHandle.__storefrontDb = undefined
  await handle.pool.end()
  await handle.embedded?.stop()
}

async function ensureDatabase(connection: EmbeddedServer['connection'], name: string) {
  const client = new pg.Client({ ...connection, database: 'postgres' })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database ${pg.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

function socketUrl(connection: EmbeddedServer['connection'], database: string): string {
  const user = encodeURIComponent(connection.user)
  const password = encodeURIComponent(connection.password)
  return `postgresql://${user}:${password}@localhost:${connection.port}/${database}?host=${encodeURIComponent(connection.host)}`
}

function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the configured DATABASE_URL'
  }
}
