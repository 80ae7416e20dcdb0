import { execFile } from 'node:child_process'
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { IMPORT_LIMITS } from '~/operators/menu-format'
import { databaseUrl } from '../tests/setup/database-urls'
import { importMenuCommand, USAGE } from './import-menu-command.server'

const HEADER = 'sku,name,brand,category,price_each,quantity_each'
const GOOD = `${HEADER}\nCLI-1,Glass Pipe,Glassworks,gear,19.5,4\nCLI-2,Rolling Tray,Glassworks,gear,12,9\n`
const ONE_BAD = `${HEADER}\nCLI-1,Glass Pipe,Glassworks,gear,19.5,4\nCLI-3,Odd Thing,Glassworks,gadgets,5,1\n`

let dir: string
let storeId: number

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'import-menu-'))
  await writeFile(path.join(dir, 'good.csv'), GOOD)
  await writeFile(path.join(dir, 'one-bad.csv'), ONE_BAD)
  await writeFile(path.join(dir, 'menu.txt'), GOOD)
  // Past the limit by a byte, without writing 20 MB: a sparse file.
  await writeFile(path.join(dir, 'huge.csv'), '')
  await truncate(path.join(dir, 'huge.csv'), IMPORT_LIMITS.maxBytes + 1)
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  storeId = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: state.id })).id, kind: 'recreational' })).storeId
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

beforeEach(async () => {
  await getDb().execute(sql`delete from menu_products where store_id = ${storeId}`)
  await getDb().execute(sql`delete from operator_menu_skus where store_id = ${storeId}`)
})

async function run(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await importMenuCommand(
    args.map((a) => a.replace('{store}', String(storeId)).replace(/^file:/, `${dir}/`)),
    { out: (t) => out.push(t), err: (t) => err.push(t) },
    getDb(),
  )
  return { code, out: out.join('\n'), err: err.join('\n') }
}

async function onMenu() {
  const { rows } = await getDb().execute<{ sku: string }>(sql`select sku from operator_menu_skus where store_id = ${storeId} and listed order by sku`)
  return rows.map((r) => r.sku)
}

describe('npm run import:menu', () => {
  it.each([
    ['no arguments', [], '--store must name a store id, e.g. --store 12.'],
    ['a store that is not a number', ['--store', 'twelve', 'file:good.csv'], '--store must name a store id'],
    ['an unknown option', ['--store', '{store}', '--force', 'file:good.csv'], "Unknown option '--force'"],
    ['no file', ['--store', '{store}'], 'Name one menu file.'],
    ['two files', ['--store', '{store}', 'file:good.csv', 'file:one-bad.csv'], 'Name one menu file.'],
    ['a file that is neither CSV nor JSON', ['--store', '{store}', 'file:menu.txt'], 'menu.txt" is not a .csv or .json file.'],
    ['a file that is not there', ['--store', '{store}', 'file:missing.csv'], 'Cannot read "'],
  ])('refuses %s with the usage and exit code 2', async (_name, args, message) => {
    const result = await run(...args)
    expect(result).toMatchObject({ code: 2, out: '' })
    expect(result.err).toContain(message)
    expect(result.err).toContain(USAGE)
    expect(await onMenu()).toEqual([])
  })

  it('prints the usage for --help (exit code 0)', async () => {
    expect(await run('--help')).toEqual({ code: 0, out: USAGE, err: '' })
  })

  it('refuses a file over the limit from its size, before reading it (exit code 2)', async () => {
    const result = await run('--store', '{store}', 'file:huge.csv')
    expect(result.code).toBe(2)
    expect(result.err).toMatch(/^The file is 20 MB, over the 20 MB limit: .* Nothing was changed\.$/)
    expect(await onMenu()).toEqual([])
  })

  it('refuses a store the chain does not have (exit code 2)', async () => {
    expect(await run('--store', '999999', 'file:good.csv')).toEqual({ code: 2, out: '', err: 'There is no store 999999. Nothing was changed.' })
  })

  it('a dry run reports and changes nothing (0); the import adds (0); rejected rows give 1, all-or-nothing imports none of them', async () => {
    const dry = await run('--store', '{store}', '--dry-run', 'file:good.csv')
    expect(dry.code).toBe(0)
    expect(dry.out).toMatch(/^Dry run, nothing was changed\. The import would give: 2 added/)
    expect(await onMenu()).toEqual([])

    const imported = await run('--store', '{store}', 'file:good.csv')
    expect(imported.code).toBe(0)
    expect(imported.out.split('\n')[0]).toBe('Imported: 2 added, 0 updated, 0 unchanged, 0 taken off the menu.')
    expect(await onMenu()).toEqual(['CLI-1', 'CLI-2'])

    const strict = await run('--store', '{store}', '--all-or-nothing', 'file:one-bad.csv')
    expect(strict.code).toBe(1)
    expect(strict.out).toContain('line 3 (CLI-3) · category: Unknown category "gadgets"')
    expect(await onMenu()).toEqual(['CLI-1', 'CLI-2'])

    const partly = await run('--store', '{store}', 'file:one-bad.csv')
    expect(partly.code).toBe(1)
    expect(partly.out.split('\n')[0]).toBe('Imported: 0 added, 0 updated, 1 unchanged, 1 taken off the menu, 1 row rejected.')
    expect(await onMenu()).toEqual(['CLI-1'])
  })

  it('runs as package.json runs it (tsx) against DATABASE_URL, printing the report and exiting with its code', async () => {
    const { rows } = await getDb().execute<{ name: string }>(sql`select current_database() as name`)
    const url = databaseUrl(inject('adminDatabaseUrl'), rows[0]!.name)
    const child = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['scripts/import-menu.ts', '--store', String(storeId), `${dir}/one-bad.csv`], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    }).then(
      (done) => ({ code: 0, ...done }),
      (failed: { code: number; stdout: string; stderr: string }) => failed,
    )
    expect(child.code, child.stderr).toBe(1)
    expect(child.stdout).toMatch(/^Imported: 1 added, 0 updated, 0 unchanged, 0 taken off the menu, 1 row rejected\.\n/)
    expect(await onMenu()).toEqual(['CLI-1'])
  })
})
