/**
 * Load a store's menu from a point-of-sale export:
 * `npm run import:menu -- --store {storeId} [--dry-run] [--all-or-nothing] FILE` (FILE: .csv or .json).
 * The same contract as /staff/menu (app/operators/menu-import.server.ts); the format is in
 * docs/menu-import.md. Uses DATABASE_URL when set, else the embedded server in DATA_DIR. Exit code
 * 0 imported (or unchanged), 1 some rows rejected, 2 the file or the arguments refused.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { closeDatabase, openDatabase } from '~/db/client.server'
import { migrateDatabase } from '~/db/migrate.server'
import { ConfigError, loadEnv } from '~/env.server'
import { tooLargeMessage } from '~/operators/menu-file.server'
import { formatOfFileName, IMPORT_LIMITS } from '~/operators/menu-format'
import { importMenu, UnknownStoreError } from '~/operators/menu-import.server'
import { exitCodeOf, reportText } from '~/operators/report-text'

const USAGE = `Usage: npm run import:menu -- --store STORE_ID [--dry-run] [--all-or-nothing] FILE

  --store N          the store (menu) to load, e.g. 12
  --dry-run          check the file and report what would change, change nothing
  --all-or-nothing   import nothing if any row is rejected
  FILE               a .csv or .json file in the format of docs/menu-import.md`

function usage(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

async function main() {
  let values: Record<string, string | boolean | undefined>
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options: { store: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'all-or-nothing': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }))
  } catch (error) {
    usage((error as Error).message)
  }
  if (values.help) {
    console.log(USAGE)
    return
  }
  const store = values.store as string | undefined
  if (!store || !/^[1-9]\d{0,8}$/.test(store)) usage('--store must name a store id, e.g. --store 12.')
  if (positionals.length !== 1) usage('Name one menu file.')
  const file = positionals[0]!
  const format = formatOfFileName(file)
  if (!format) usage(`"${file}" is not a .csv or .json file.`)
  let size: number
  try {
    size = (await stat(file)).size
  } catch {
    usage(`Cannot read "${file}".`)
  }
  // Refused from its size alone, before a byte is read.
  if (size > IMPORT_LIMITS.maxBytes) {
    console.error(`${tooLargeMessage(size)} Nothing was changed.`)
    process.exit(2)
  }
  const env = loadEnv()
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await migrateDatabase(db)
    const report = await importMenu(db, createReadStream(file, { highWaterMark: 256 * 1024 }), {
      storeId: Number(store),
      format,
      dryRun: Boolean(values['dry-run']),
      allOrNothing: Boolean(values['all-or-nothing']),
      onProgress: ({ phase, rows }) => {
        if (process.stderr.isTTY) process.stderr.write(`\r${phase} ${rows.toLocaleString('en-US')} rows   `)
      },
    })
    if (process.stderr.isTTY) process.stderr.write('\n')
    console.log(reportText(report))
    process.exitCode = exitCodeOf(report)
  } catch (error) {
    if (error instanceof UnknownStoreError) {
      console.error(`${error.message} Nothing was changed.`)
      process.exitCode = 2
      return
    }
    throw error
  } finally {
    await closeDatabase()
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  console.error(error instanceof ConfigError ? message : `The import failed: ${message}`)
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error.stack)
  process.exit(1)
})
