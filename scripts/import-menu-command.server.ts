import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { closeDatabase, type Database, openDatabase } from '~/db/client.server'
import { migrateDatabase } from '~/db/migrate.server'
import { loadEnv } from '~/env.server'
import { tooLargeMessage } from '~/operators/menu-file.server'
import { formatOfFileName, IMPORT_LIMITS } from '~/operators/menu-format'
import { importMenu, UnknownStoreError } from '~/operators/menu-import.server'
import { exitCodeOf, reportText } from '~/operators/report-text'

export const USAGE = `Usage: npm run import:menu -- --store STORE_ID [--dry-run] [--all-or-nothing] FILE

  --store N          the store (menu) to load, e.g. 12
  --dry-run          check the file and report what would change, change nothing
  --all-or-nothing   import nothing if any row is rejected
  FILE               a .csv or .json file in the format of docs/menu-import.md`

/** Where the command writes: its report, its refusals, and (on a terminal) its progress. */
export type CommandOutput = { out(text: string): void; err(text: string): void; progress?(text: string): void }

/**
 * `npm run import:menu` without the process around it (scripts/import-menu.ts), so its arguments,
 * refusals and exit codes are tested in-process. Returns the exit code: 0 imported (or unchanged,
 * or a clean dry run), 1 some rows rejected, 2 the arguments, the file or the store refused.
 * With `db` it works on that database (the tests'); else it opens DATABASE_URL or the embedded
 * server in DATA_DIR, migrates it, and closes it again.
 */
export async function importMenuCommand(args: readonly string[], output: CommandOutput, db?: Database): Promise<0 | 1 | 2> {
  const usage = (message: string) => {
    output.err(`${message}\n\n${USAGE}`)
    return 2 as const
  }
  let values: { store?: string; 'dry-run'?: boolean; 'all-or-nothing'?: boolean; help?: boolean }
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args: [...args],
      options: { store: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'all-or-nothing': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }))
  } catch (error) {
    return usage((error as Error).message)
  }
  if (values.help) {
    output.out(USAGE)
    return 0
  }
  const store = values.store
  if (!store || !/^[1-9]\d{0,8}$/.test(store)) return usage('--store must name a store id, e.g. --store 12.')
  if (positionals.length !== 1) return usage('Name one menu file.')
  const file = positionals[0]!
  const format = formatOfFileName(file)
  if (!format) return usage(`"${file}" is not a .csv or .json file.`)
  let size: number
  try {
    size = (await stat(file)).size
  } catch {
    return usage(`Cannot read "${file}".`)
  }
  // Refused from its size alone, before a byte is read.
  if (size > IMPORT_LIMITS.maxBytes) {
    output.err(`${tooLargeMessage(size)} Nothing was changed.`)
    return 2
  }
  let database = db
  if (!database) {
    const env = loadEnv()
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  }
  try {
    if (!db) await migrateDatabase(database)
    const report = await importMenu(database, createReadStream(file, { highWaterMark: 256 * 1024 }), {
      storeId: Number(store),
      format,
      dryRun: Boolean(values['dry-run']),
      allOrNothing: Boolean(values['all-or-nothing']),
      onProgress: output.progress ? ({ phase, rows }) => output.progress?.(`\r${phase} ${rows.toLocaleString('en-US')} rows   `) : undefined,
    })
    output.progress?.('\n')
    output.out(reportText(report))
    return exitCodeOf(report) as 0 | 1 | 2
  } catch (error) {
    if (error instanceof UnknownStoreError) {
      output.err(`${error.message} Nothing was changed.`)
      return 2
    }
    throw error
  } finally {
    if (!db) await closeDatabase()
  }
}
