import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startCatalogueChangePruning, stopCatalogueChangePruning } from '~/catalog/catalogue-version.server'
import { ensureSearchIndex } from '~/catalog/search/index.server'
import { getContent, loadContent } from '~/content/content.server'
import { closeDatabase, openDatabase, poolSizeFor } from '~/db/client.server'
import { migrateDatabase } from '~/db/migrate.server'
import { isSeeded, seedDemoChain } from '~/db/seed/seed.server'
import { loadEnv, type Env } from '~/env.server'
import { log } from '~/log.server'
import { startAbandonedCartReminders, stopAbandonedCartReminders } from '~/cart/abandoned-reminders.server'
import { startMailDeliveryFromEnv, stopMailDelivery } from '~/mail/delivery.server'
import { startRateLimitSweeps, stopRateLimitSweeps } from '~/site/rate-limit.server'
import { syncArticleIndex } from '~/search/article-index.server'
import { syncProductTexts } from '~/search/product-texts.server'

const logger = log('boot')

/**
 * Which part of start-up a process does (server.js, server/cluster.js): 'single' serves on its own
 * and does everything; a cluster's 'primary' does the one-time start-up (and starts the embedded
 * database) but serves nothing and runs no jobs; its 'worker's open the database the primary
 * prepared (DATABASE_URL from the primary), serve and run the background jobs.
 */
export type BootRole = 'single' | 'primary' | 'worker'

/**
 * Everything the server needs before it answers a request: valid configuration, valid content,
 * the session secret, an open and migrated database, and the demo chain on first start.
 */
export async function boot(source: Record<string, string | undefined> = process.env, role: BootRole = 'single'): Promise<Env> {
  const started = Date.now()
  const env = loadEnv(source)
  await loadContent(env.CONTENT_DIR)
  await ensureSessionSecret(env)
  if (role === 'worker') {
    await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: poolSizeFor(env.WEB_CONCURRENCY) })
  } else {
    await prepareDatabase(env)
  }
  if (role !== 'primary') startJobs(env)
  logger.info({ ms: Date.now() - started, role }, 'ready')
  return env
}

/** Open the database (starting the embedded server unless DATABASE_URL is set), migrate, seed on first start. */
async function prepareDatabase(env: Env): Promise<void> {
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
  // The search page's index of articles and recipes follows the content files at every start
  // (issue 16): unchanged entries are left alone, so this writes only what changed.
  const content = getContent()
  const articles = await syncArticleIndex(db, [...content.articles(), ...content.recipes()])
  if (articles.written + articles.deleted > 0) logger.info(articles, 'updated the search index of articles and recipes')
  const products = await syncProductTexts(db)
  if (products.written > 0) logger.info(products, 'updated the search page’s product words')
}

/**
 * The background jobs, in every serving process (every worker of a cluster, every app server): mail
 * delivery and abandoned-cart reminders claim their rows `for update skip locked`, so no piece is
 * done twice, and the catalogue-change pruning and rate-limit sweep may run side by side harmlessly.
 * In the workers, a process that queues mail nudges its own delivery loop at once.
 */
function startJobs(env: Env): void {
  startMailDeliveryFromEnv(env)
  startAbandonedCartReminders()
  startCatalogueChangePruning()
  startRateLimitSweeps()
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
