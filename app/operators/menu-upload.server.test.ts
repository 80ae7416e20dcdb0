import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { IMPORT_LIMITS } from './menu-format'
import { formImport, streamedImport, uploadProblem } from './menu-upload.server'

const FILE = 'sku,name,brand,category,price_each,quantity_each\nUP-1,Upload Pipe,Glassworks,gear,19.5,4\nUP-2,Bad Pipe,Glassworks,gear,-1,4\n'
let storeId: number

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  storeId = (await createMenu(db, { dispensaryId: (await createDispensary(db, { stateId: state.id })).id })).storeId
})

async function onMenu() {
  const { rows } = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from menu_products where store_id = ${storeId}`)
  return rows[0]?.n
}

describe('uploadProblem', () => {
  it.each([
    ['menu.csv', 100, null],
    ['', 100, { status: 400, message: 'Choose a menu file (.csv or .json).' }],
    ['menu.xlsx', 100, { status: 400, message: '“menu.xlsx” is not a .csv or .json file.' }],
    ['menu.csv', 100 * 1024 * 1024, { status: 413, message: 'The file is 100 MB, over the 20 MB limit: split the menu into smaller files or leave out columns you do not use. Nothing was changed.' }],
  ] as const)('%s of %i bytes', (name, bytes, expected) => {
    expect(uploadProblem(name, bytes)).toEqual(expected)
  })
})

describe('streamedImport (the page with JavaScript)', () => {
  it('streams progress, then the report', async () => {
    const request = new Request('http://localhost/staff/menu/import', { method: 'POST', body: FILE, headers: { 'content-type': 'text/csv' } })
    const response = streamedImport(request, { storeId, fileName: 'menu.csv', dryRun: false, allOrNothing: false })
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8')
    const lines = (await response.text()).trim().split('\n').map((line) => JSON.parse(line) as { type: string; phase?: string; report?: { status: string; added: number; problems: unknown[] } })
    expect(lines.filter((l) => l.type === 'progress').map((l) => l.phase)).toEqual(['reading', 'writing', 'indexing', 'done'])
    expect(lines.at(-1)).toMatchObject({ type: 'report', report: { status: 'imported', added: 1, problems: [{ line: 3, field: 'price_each', message: 'Price of each is negative: -1.' }] } })
    expect(await onMenu()).toBe(1)
  })

  it('refuses a declared 100 MB body before reading it', async () => {
    const request = new Request('http://localhost/staff/menu/import', { method: 'POST', body: 'x', headers: { 'content-length': String(100 * 1024 * 1024) } })
    const response = streamedImport(request, { storeId, fileName: 'menu.csv', dryRun: false, allOrNothing: false })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('The file is 100 MB, over the 20 MB limit')
  })
})

describe('formImport (the page without JavaScript)', () => {
  function multipart(file: Blob | null, fields: Record<string, string>) {
    const form = new FormData()
    if (file) form.set('file', file, 'menu.csv')
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    return new Request(`http://localhost/staff/menu?store=${storeId}`, { method: 'POST', body: form })
  }

  it('a dry run reports and changes nothing; an import imports', async () => {
    const dry = await formImport(multipart(new Blob([FILE]), { mode: 'dry-run' }), storeId)
    expect(dry).toMatchObject({ status: 200, report: { status: 'dry-run', added: 1, rejected: 1 } })
    expect(await onMenu()).toBe(0)
    const done = await formImport(multipart(new Blob([FILE]), { mode: 'import' }), storeId)
    expect(done).toMatchObject({ status: 200, report: { status: 'imported', added: 1 } })
    expect(await onMenu()).toBe(1)
  })

  it('all or nothing imports nothing when a row is rejected', async () => {
    const result = await formImport(multipart(new Blob([FILE]), { mode: 'import', allOrNothing: 'on' }), storeId)
    expect(result).toMatchObject({ status: 200, report: { status: 'rejected', added: 0, rejected: 1 } })
    expect(await onMenu()).toBe(0)
  })

  it('stops reading a body that grows past the limit', async () => {
    const big = new Blob([FILE, 'x'.repeat(IMPORT_LIMITS.maxBytes + 128 * 1024)])
    const result = await formImport(multipart(big, { mode: 'import' }), storeId)
    expect(result.status).toBe(413)
    expect(result.report.message).toMatch(/^The file is larger than the 20 MB limit/)
    expect(await onMenu()).toBe(0)
  })

  it('asks for a file when there is none', async () => {
    expect(await formImport(multipart(null, { mode: 'import' }), storeId)).toMatchObject({ status: 400, report: { message: 'Choose a menu file (.csv or .json).' } })
  })
})
