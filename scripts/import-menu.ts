/**
 * Load a store's menu from a point-of-sale export:
 * `npm run import:menu -- --store {storeId} [--dry-run] [--all-or-nothing] FILE` (FILE: .csv or .json).
 * The same contract as /staff/menu (app/operators/menu-import.server.ts); the format is in
 * docs/menu-import.md. Uses DATABASE_URL when set, else the embedded server in DATA_DIR. Exit code
 * 0 imported (or unchanged), 1 some rows rejected or the import failed, 2 the file, the arguments
 * or the store refused. The command itself is scripts/import-menu-command.server.ts.
 */
import { ConfigError } from '~/env.server'
import { importMenuCommand } from './import-menu-command.server'

importMenuCommand(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  progress: process.stderr.isTTY ? (text) => process.stderr.write(text) : undefined,
}).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    console.error(error instanceof ConfigError ? message : `The import failed: ${message}`)
    if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error.stack)
    process.exitCode = 1
  },
)
