import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startCatalogueChangePruning, stopCatalogueChangePruning } from '~/catalog/catalogue-version.server'
import { ensureSearchIndex } from '~/catalog/search/index.server'
import { loadContent } from '~/content/content.server'
import { closeDatabase, openDatabase } from '~/db/client.server'
import { migrateDatabase } from '~/db/migrate.server'
import { isSeeded, seedDemoChain } from '~/db/seed/seed.server'
import { loadEnv, type Env } from '~/env.server'
import { log } from '~/log.server'
import { startAbandonedCartReminders, stopAbandonedCartReminders } from '~/cart/abandoned-reminders.server'
import { startMailDeliveryFromEnv, stopMailDelivery } from '~/mail/delivery.server'
import { startRateLimitSweeps, stopRateLimitSweeps } from '~/site/rate-limit.server'

const logger = log('boot')

/**
 * Everything the server needs before it answers a request: valid configuration, valid content,
 * the session secret, an open and migrated database, and the demo chain on first start.
 */
export async function boot(source: Record<string, string | undefined> = process.env): Promise<Env> {
  const started = Date.now()
  const env = loadEnv(source)
  await loadContent(env.CONTENT_DIR)
  await ensureSessionSecret(env)
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await migrateDatabase(db)
  if (!(await isSeeded(db))) {
    const seedStarted = Date.now()
    const summary = await seedDemoChain(db)
    logger.info({ ...summary, ms: Date.now() - seedStarted }, 'seeded the demo chain')
  } else if (await ensureSearchIndex(db)) {
    // A database seeded before the search index existed gets its index built once.
    logger.info('built the menu search index')
  }
  startMailDeliveryFromEnv(env)
  // Every app server runs the scan; claiming carts with skip locked keeps each reminder to one mail.
  startAbandonedCartReminders()
  startCatalogueChangePruning()
  startRateLimitSweeps()
  logger.info({ ms: Date.now() - started }, 'ready')
  return env
}

export async function shutdown(): Promise<void> {
  stopCatalogueChangePruning()
  await stopAbandonedCartReminders()
  await stopRateLimitSweeps()
  await stopMailDelivery()
  await closeDatabase()
}

/** SESSION_SECRET from the environment, else one generated once into DATA_DIR. */
async function ensureSessionSecret(env: Env): Promise<void> {
  if (env.SESSION_SECRET) return
  const file = path.join(path.resolve(env.DATA_DIR), 'session-secret')
  await mkdir(path.dirname(file), { recursive: true })
  if (!existsSync(file)) {
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
    logger.info({ file }, 'generated a session secret')
  }
  env.SESSION_SECRET = (await readFile(file, 'utf8')).trim()
}
