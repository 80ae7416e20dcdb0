/**
 * Re-seed the catalogue: `npm run seed -- [--stores N] [--products N] [--seed N] [--date YYYY-MM-DD]`.
 * Uses DATABASE_URL when set, else the embedded server in DATA_DIR (which must not be in use by a
 * running storefront). Empties the catalogue tables, seeds, prints the counts and the time taken.
 */
import { parseArgs } from 'node:util'
import { closeDatabase, openDatabase } from '~/db/client.server'
import { migrateDatabase } from '~/db/migrate.server'
import { seedDemoChain, truncateCatalogue, type SeedOptions } from '~/db/seed/seed.server'
import { ConfigError, loadEnv } from '~/env.server'

const USAGE = `Usage: npm run seed -- [--stores N] [--products N] [--seed N] [--date YYYY-MM-DD]

  --stores N     number of stores (menus), 1–1000; default: the demo chain (45)
  --products N   products per store, 1–5000; default: 300–800 per store
  --seed N       random seed, a positive integer; default: the demo chain's fixed seed
  --date D       reference date for new arrivals, specials and review dates; default: today

Accounts point at dispensaries, so re-seeding also removes every account, session and rewards
history; the demo accounts are created again.`

class UsageError extends Error {}

function positiveInteger(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new UsageError(`--${name} must be a whole number from 1 to ${max} (got "${value}").`)
  }
  return Number(value)
}

function parseOptions(argv: string[]): SeedOptions {
  let values: Record<string, string | boolean | undefined>
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        stores: { type: 'string' },
        products: { type: 'string' },
        seed: { type: 'string' },
        date: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const date = values.date as string | undefined
  let referenceDate: Date | undefined
  if (date !== undefined) {
    referenceDate = new Date(`${date}T00:00:00Z`)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(referenceDate.getTime())) {
      throw new UsageError(`--date must be a date like 2025-06-01 (got "${date}").`)
    }
  }
  return {
    stores: positiveInteger('stores', values.stores as string | undefined, 1000),
    productsPerStore: positiveInteger('products', values.products as string | undefined, 5000),
    seed: positiveInteger('seed', values.seed as string | undefined, 2 ** 32 - 1),
    referenceDate,
  }
}

async function main() {
  let options: SeedOptions
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    process.exit(2)
  }
  const env = loadEnv()
  const started = performance.now()
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await migrateDatabase(db)
    await truncateCatalogue(db)
    const seedStarted = performance.now()
    const summary = await seedDemoChain(db, options)
    const seconds = (performance.now() - seedStarted) / 1000
    for (const [name, count] of Object.entries(summary)) console.log(`${name.padEnd(14)}${count.toLocaleString('en-US').padStart(10)}`)
    console.log(`seeded in ${seconds.toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s including start-up)`)
  } finally {
    await closeDatabase()
  }
}

main().catch((error: unknown) => {
  // Configuration and lock errors already read as sentences; no stack trace for those.
  const message = error instanceof Error ? error.message : String(error)
  console.error(error instanceof ConfigError ? message : `Seeding failed: ${message}`)
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error.stack)
  process.exit(1)
})
