/**
 * The chain owner's command for operator accounts (issue 19):
 *   npm run operator:create -- --email jane@store.example --first Jane --last Doe --role staff --store 12
 *   npm run operator:create -- --email ceo@chain.example --first Ada --last Lee --role owner
 * A new account's password is printed once; an existing account keeps its password and gets the role.
 */
import { parseArgs } from 'node:util'
import { closeDatabase, openDatabase } from '~/db/client.server'
import { migrateDatabase } from '~/db/migrate.server'
import { ConfigError, loadEnv } from '~/env.server'
import { createOperator, OperatorInputError } from '~/operators/staff-accounts.server'

const USAGE = `Usage: npm run operator:create -- --email EMAIL --first NAME --last NAME --role staff|owner [--store STORE_ID]`

async function main() {
  let values: Record<string, string | boolean | undefined>
  try {
    ;({ values } = parseArgs({
      args: process.argv.slice(2),
      options: { email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' }, role: { type: 'string' }, store: { type: 'string' } },
      strict: true,
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    process.exit(2)
  }
  const role = values.role
  const store = values.store as string | undefined
  if ((role !== 'staff' && role !== 'owner') || (store !== undefined && !/^[1-9]\d{0,8}$/.test(store))) {
    console.error(`--role must be staff or owner, and --store a store id.\n\n${USAGE}`)
    process.exit(2)
  }
  const env = loadEnv()
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await migrateDatabase(db)
    const result = await createOperator(db, {
      email: String(values.email ?? ''),
      firstName: String(values.first ?? ''),
      lastName: String(values.last ?? ''),
      role,
      storeId: store === undefined ? null : Number(store),
    })
    const where = result.storeLabel ? ` at ${result.storeLabel}` : ' for every store'
    console.log(result.created ? `Created a ${role} account${where}.` : `The existing account is now ${role}${where}; its password is unchanged.`)
    if (result.password) console.log(`Password (shown once; change it with "Forgot password"): ${result.password}`)
  } catch (error) {
    if (error instanceof OperatorInputError) {
      console.error(error.message)
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
  console.error(error instanceof ConfigError ? message : `Creating the account failed: ${message}`)
  process.exit(1)
})
